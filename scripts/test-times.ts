// test-times.ts — after `npm test`: the slowest files of each step and their slowest tests, from the JSON reports in .test-output/ (docs/testing.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');

interface FileTime {
  file: string;
  seconds: number;
  tests: number;
  slowest: { name: string; seconds: number };
}

interface VitestJson {
  testResults: { name: string; startTime: number; endTime: number; assertionResults?: { fullName: string; duration?: number }[] }[];
}

function vitestFiles(report: VitestJson): FileTime[] {
  return report.testResults.map((file) => {
    const tests = (file.assertionResults ?? []).map((t) => ({ name: t.fullName, seconds: (t.duration ?? 0) / 1000 }));
    return {
      file: path.relative(ROOT, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: tests.length,
      slowest: tests.sort((a, b) => b.seconds - a.seconds)[0] ?? { name: '', seconds: 0 },
    };
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { results: { duration?: number }[] }[] }[];
}

function playwrightFiles(suites: PlaywrightSuite[], dir: string): FileTime[] {
  const byFile = new Map<string, { name: string; seconds: number }[]>();
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000;
        byFile.set(where, [...(byFile.get(where) ?? []), { name: [...titles, spec.title].join(' › '), seconds }]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, where, suite.file ? titles : [...titles, suite.title]);
  };
  for (const suite of suites) walk(suite, '', []);
  return [...byFile].map(([file, tests]) => ({
    file: path.relative(ROOT, path.join(dir, file)),
    // Playwright runs a file's tests across workers: the file's time is the sum of its tests' (what it costs the run).
    seconds: tests.reduce((sum, t) => sum + t.seconds, 0),
    tests: tests.length,
    slowest: tests.sort((a, b) => b.seconds - a.seconds)[0]!,
  }));
}

const LIMIT = Number(process.argv[2] ?? 20);
const reports = existsSync(OUT) ? readdirSync(OUT).filter((name) => name.endsWith('.json')).sort() : [];
if (reports.length === 0) console.info('No reports in .test-output/: run `npm test` (or one step: `npm test -- --only "<step>"`) first.');
for (const name of reports) {
  const json = JSON.parse(readFileSync(path.join(OUT, name), 'utf8')) as VitestJson & { suites?: PlaywrightSuite[]; config?: { configFile?: string } };
  const files = name.startsWith('vitest-') ? vitestFiles(json) : playwrightFiles(json.suites ?? [], path.dirname(json.config?.configFile ?? ROOT));
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.info(`\n${name.replace(/\.json$/, '')}: ${files.length} files, ${total.toFixed(0)} s of file time; the slowest ${Math.min(LIMIT, files.length)}:`);
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, LIMIT)) {
    console.info(`  ${f.seconds.toFixed(1).padStart(7)} s  ${String(f.tests).padStart(4)} tests  ${f.file}   slowest: ${f.slowest.seconds.toFixed(1)} s ${f.slowest.name.slice(0, 70)}`);
  }
}
