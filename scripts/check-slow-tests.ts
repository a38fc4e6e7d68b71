// check-slow-tests.ts — fails when a test took over 20 s and its file's first line does not say why ("Slow: …"), from Vitest JSON reports (e.g. `npx node scripts/check-slow-tests.ts .test-output/vitest-unit.json .test-output/vitest-unit-postgres.json`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test slower than this needs its file's first line to say why (docs/testing-server.md#slow-files). */
export const SLOW_TEST_MS = 20_000;

interface Report {
  testResults: Array<{ name: string; assertionResults: Array<{ title: string; duration?: number | null }> }>;
}

/** Every file with a test over SLOW_TEST_MS whose first line lacks "Slow:", with its slowest test. */
export function unexplainedSlowFiles(reports: Report[], firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0] ?? ''): string[] {
  const slowest = new Map<string, { title: string; ms: number }>();
  for (const report of reports) {
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        const ms = test.duration ?? 0;
        if (ms > SLOW_TEST_MS && ms > (slowest.get(file.name)?.ms ?? 0)) slowest.set(file.name, { title: test.title, ms });
      }
    }
  }
  return [...slowest]
    .filter(([file]) => !/\bSlow: \S/.test(firstLine(file)))
    .map(([file, { title, ms }]) => `${path.relative(process.cwd(), file)}: "${title}" took ${(ms / 1000).toFixed(1)} s; say why on the file's first line ("Slow: …")`);
}

if (import.meta.main) {
  const reports = process.argv.slice(2).filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Report);
  if (reports.length === 0) {
    console.error('usage: check-slow-tests.ts <vitest JSON report>…');
    process.exit(2);
  }
  const problems = unexplainedSlowFiles(reports);
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
