// test.ts — `npm test`: every check in order (layers, types, lint, live media, unit on SQLite and PostgreSQL, browser, stories ×2 themes, visual, e2e), one summary.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuild } from './build-stamp.ts';
import { report as checkLayers } from './check-layers.ts';
import { prepareLiveMedia } from './prepare-media.ts';
import { TEST_MEDIA_DIR } from '../tests/support/media.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Counts {
  passed: number;
  failed: number;
  skipped?: number;
  /** Which tests failed (or passed only on a retry), with the first line of why: repeated in the summary, which is what a CI log's tail keeps. */
  failures?: string[];
}
interface Step {
  name: string;
  /** Steps whose failure makes this one meaningless (it is then skipped, and counts as failed). */
  needs?: string[];
  run: () => Promise<Counts | null>;
}
interface Result extends Counts {
  name: string;
  status: 'ok' | 'FAILED' | 'SKIPPED';
  seconds: number;
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1', ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const readJson = (file: string): unknown => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** The first meaningful line of a failure message, without colour codes. */
const firstLine = (message = ''): string =>
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults?: { name: string; message?: string; assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

function vitestFailures(report: VitestReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; line: number; tests: { projectName?: string; status: string; results: { error?: { message?: string } }[] }[] }[];
}

function playwrightFailures(suites: PlaywrightSuite[] = [], titles: string[] | null = null, file = ''): string[] {
  return suites.flatMap((suite) => {
    // The top suites are files (titles is null there); the ones below are describe blocks (a theme, a group) that name the test too.
    const where = suite.file ?? file;
    const names = titles ? [...titles, suite.title] : [];
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map((test) => {
            const why = firstLine(test.results.find((result) => result.error)?.error?.message);
            const name = [test.projectName, ...names, spec.title].filter(Boolean).join(' › ');
            return `${test.status === 'flaky' ? '(flaky) ' : ''}${where}:${spec.line} › ${name}: ${why}`;
          }),
      ),
      ...playwrightFailures(suite.suites, names, where),
    ];
  });
}

/** A step without a test count passes or fails as one check. */
const asCheck = (code: number): Counts => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

function vitest(project: string, label: string, env: Record<string, string> = {}, files: string[] = []) {
  return async (): Promise<Counts> => {
    const out = path.join(OUT, `vitest-${label}.json`);
    const code = await run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files], env);
    const report = readJson(out) as VitestReport | null;
    if (!report) return asCheck(code || 1);
    // A crash outside any test (a suite that failed to load) still fails the step.
    return { passed: report.numPassedTests, failed: report.numFailedTests || (code === 0 ? 0 : 1), skipped: report.numPendingTests, failures: vitestFailures(report) };
  };
}

function playwright(config: string, label: string) {
  return async (): Promise<Counts> => {
    const out = path.join(OUT, `playwright-${label}.json`);
    const code = await run(bin('playwright'), ['test', '-c', config, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const report = readJson(out) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] } | null;
    if (!report) return asCheck(code || 1);
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A test that passed only on its retry is a bug to fix (its clock, order or waiting), never a pass.
    if (flaky > 0) console.error(`\n✗ ${flaky} flaky test${flaky === 1 ? '' : 's'} (failed, then passed on retry): listed as "flaky" above; fix the cause`);
    return { passed: expected, failed: unexpected + flaky || (code === 0 ? 0 : 1), skipped, failures: playwrightFailures(report.suites) };
  };
}

/** Debian packages this run needs; apt-get as root, or through sudo. */
function aptInstall(packages: string[]) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}

async function ensureChromium(): Promise<Counts> {
  if (existsSync(CHROMIUM)) return { passed: 1, failed: 0 };
  console.info(`${CHROMIUM} is missing: installing Debian's chromium with apt-get…`);
  aptInstall(['chromium']);
  return asCheck(existsSync(CHROMIUM) ? 0 : 1);
}

/** Debian's ffmpeg brings ffprobe, which the media tests decode segments with (the server itself can do without). */
async function ensureFfmpeg(): Promise<Counts> {
  if (existsSync('/usr/bin/ffprobe')) return { passed: 1, failed: 0 };
  console.info('/usr/bin/ffprobe is missing: installing Debian\'s ffmpeg with apt-get…');
  aptInstall(['ffmpeg']);
  return asCheck(existsSync('/usr/bin/ffprobe') ? 0 : 1);
}

/** A local PostgreSQL the server tests run against too, so `DATABASE_URL=postgres://…` stays a setting. */
const POSTGRES_URL = process.env.FTV_TEST_DATABASE_URL ?? 'postgres://ftv:ftv@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensurePostgres(): Promise<Counts> {
  if (await postgresAnswers()) return { passed: 1, failed: 0 };
  if (!existsSync('/usr/bin/pg_ctlcluster')) {
    console.info('PostgreSQL is missing: installing Debian\'s postgresql with apt-get…');
    aptInstall(['postgresql']);
  }
  const asPostgres = (command: string, args: string[]) =>
    spawnSync(process.getuid?.() === 0 ? 'runuser' : 'sudo', process.getuid?.() === 0 ? ['-u', 'postgres', '--', command, ...args] : ['-u', 'postgres', command, ...args], { stdio: 'inherit' });
  const version = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().at(-1) : undefined;
  if (version) spawnSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'inherit' });
  asPostgres('psql', ['-q', '-c', "DO $$ BEGIN CREATE ROLE ftv LOGIN SUPERUSER PASSWORD 'ftv'; EXCEPTION WHEN duplicate_object THEN NULL; END $$;"]);
  return asCheck((await postgresAnswers()) ? 0 : 1);
}

/** A Redis of the test run's own (Debian's redis-server, on a port of its own, nothing saved): two instances share it in the scale-out test. */
const REDIS_PORT = 6390;
const REDIS_URL = process.env.FTV_TEST_REDIS_URL ?? `redis://127.0.0.1:${REDIS_PORT}`;

async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function ensureRedis(): Promise<Counts> {
  if (await redisAnswers()) return { passed: 1, failed: 0 };
  if (!existsSync('/usr/bin/redis-server')) {
    console.info('Redis is missing: installing Debian\'s redis-server with apt-get…');
    aptInstall(['redis-server']);
  }
  spawnSync('/usr/bin/redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes'], { stdio: 'inherit' });
  for (let i = 0; i < 20 && !(await redisAnswers()); i++) await new Promise((r) => setTimeout(r, 250));
  return asCheck((await redisAnswers()) ? 0 : 1);
}

const steps: Step[] = [
  // First: a second's work, and an import against the layers (docs/client.md#layers) fails the run before the slow passes.
  { name: 'layers (check-layers)', run: async () => asCheck(checkLayers(path.join(ROOT, 'src'))) },
  { name: 'chromium present', run: ensureChromium },
  { name: 'ffmpeg present', run: ensureFfmpeg },
  {
    // Once per machine: the live loops every test server, e2e and the bench share (.cache/media).
    name: 'live media prepared',
    run: async () => {
      await prepareLiveMedia(TEST_MEDIA_DIR);
      return null;
    },
  },
  { name: 'typecheck (tsc)', run: async () => asCheck(await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) },
  { name: 'lint (oxlint)', run: async () => asCheck(await run(bin('oxlint'), ['--deny-warnings'])) },
  { name: 'unit tests (node)', run: vitest('unit', 'unit') },
  { name: 'postgres present', run: ensurePostgres },
  { name: 'redis present', run: ensureRedis },
  {
    // With Redis too: the scale-out test runs two instances on both (it is skipped in the SQLite pass).
    name: 'server tests on PostgreSQL',
    needs: ['postgres present', 'redis present'],
    run: vitest('unit', 'unit-postgres', { FTV_TEST_DATABASE_URL: POSTGRES_URL, FTV_TEST_REDIS_URL: REDIS_URL }, ['tests/unit/server']),
  },
  { name: 'component tests (browser)', needs: ['chromium present'], run: vitest('components', 'components') },
  { name: 'stories + a11y (dark)', needs: ['chromium present'], run: vitest('storybook', 'stories-dark', { VITE_STORY_THEME: 'dark' }) },
  { name: 'stories + a11y (light)', needs: ['chromium present'], run: vitest('storybook', 'stories-light', { VITE_STORY_THEME: 'light' }) },
  {
    name: 'build app',
    run: async () => {
      ensureBuild();
      return null;
    },
  },
  {
    name: 'build storybook',
    run: async () => {
      const code = await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { STORYBOOK_DISABLE_TELEMETRY: '1' });
      if (code !== 0) throw new Error(`storybook build failed (exit ${code})`);
      return null;
    },
  },
  { name: 'visual regression', needs: ['chromium present', 'build storybook'], run: playwright('tests/visual/playwright.config.ts', 'visual') },
  { name: 'end-to-end (real server)', needs: ['chromium present', 'build app'], run: playwright('tests/e2e/playwright.config.ts', 'e2e') },
];

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  const results: Result[] = [];
  const started = Date.now();

  for (const step of steps) {
    const t0 = Date.now();
    const blocked = step.needs?.filter((dep) => results.find((r) => r.name === dep)?.status !== 'ok') ?? [];
    if (blocked.length) {
      results.push({ name: step.name, status: 'SKIPPED', passed: 0, failed: 1, seconds: 0 });
      console.error(`\n✗ ${step.name}: skipped because ${blocked.join(', ')} failed`);
      continue;
    }
    console.info(`\n━━ ${step.name} ━━`);
    let counts: Counts | null;
    try {
      counts = await step.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      counts = { passed: 0, failed: 1 };
    }
    // Build steps answer null when they succeed: they show in the table but count as no test.
    const { passed = 0, failed = 0, skipped = 0, failures = [] } = counts ?? {};
    results.push({ name: step.name, status: failed > 0 ? 'FAILED' : 'ok', passed, failed, skipped, failures, seconds: (Date.now() - t0) / 1000 });
  }

  const width = Math.max(...results.map((r) => r.name.length));
  console.info('\n━━ summary ━━');
  for (const r of results) {
    const counts = r.passed + r.failed + (r.skipped ?? 0) > 0 ? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` : '';
    console.info(`${r.status === 'ok' ? '✓' : '✗'} ${r.name.padEnd(width)}  ${r.status.padEnd(7)} ${r.seconds.toFixed(1).padStart(6)} s  ${counts}`);
  }
  for (const r of results.filter((result) => result.failures?.length)) {
    console.info(`\n✗ ${r.name}:`);
    for (const failure of r.failures ?? []) console.info(`  ${failure.slice(0, 300)}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
  console.info(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(results.some((r) => r.status !== 'ok') ? 1 : 0);
}

await main();
