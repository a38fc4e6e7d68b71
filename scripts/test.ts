// test.ts — `npm test`: every check (layers, types, lint, live media, server tests on SQLite and PostgreSQL, browser, stories, e2e), steps side by side as far as the machine's cores go, one summary with each step's time and CPU beside its budget.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { report as checkLayers } from './check-layers.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The fewest tests each step ran when its budget was last set: a step that runs fewer fails (a file that stopped loading, a skip left in). */
const COUNTS_FILE = path.join(ROOT, 'tests', 'test-counts.json');

interface Counts {
  passed: number;
  failed: number;
  skipped?: number;
  /** Which tests failed (or passed only on a retry), with the first line of why: repeated in the summary, which is what a CI log's tail keeps. */
  failures?: string[];
  /** Tests that took longer than LONG_TEST_SECONDS without saying why in their first line. */
  unexplained?: string[];
  /** What this run did because the machine had not done it before (a package installed, loops encoded), and its seconds. */
  firstRun?: { what: string; seconds: number };
}

/** A test that takes longer says why in the first line of its body, a comment (docs/testing.md): what it waits on. */
const LONG_TEST_SECONDS = 20;

/** `file:line` names a test's declaration; a long one is explained when the first line of its body is a comment. */
function explainsItself(file: string, line: number): boolean {
  if (!existsSync(file)) return true;
  const lines = readFileSync(file, 'utf8').split('\n');
  // The declaration may span lines (a long title): the body starts after the line that opens it.
  let at = line - 1;
  while (at < lines.length && !/=>\s*\{\s*$|\)\s*\{\s*$/.test(lines[at]!)) at += 1;
  const first = lines.slice(at + 1).find((text) => text.trim() !== '');
  return first?.trim().startsWith('//') ?? false;
}

function longTests(tests: { file: string; line?: number; name: string; seconds: number }[]): string[] {
  return tests
    .filter((t) => t.seconds > LONG_TEST_SECONDS && t.line !== undefined && !explainsItself(t.file, t.line))
    .map((t) => `${path.relative(ROOT, t.file)}:${t.line} › ${t.name} (${t.seconds.toFixed(0)} s)`);
}

/** Where a step writes: its own log (printed whole when it ends, so steps side by side do not interleave), and its processes' CPU time. */
interface StepContext {
  log: WriteStream;
  /** Runs a command into the log; resolves to its exit code. Its processes' CPU time is added to the step's. */
  run: (cmd: string, args: string[], env?: Record<string, string>) => Promise<number>;
}

/**
 * How a step's processes share the CPU. 'batch' work (builds, encodes, the CPU-bound tests, the browser passes) runs
 * niced while a step of the others runs, so it takes what that step leaves (and at the normal priority when none
 * does); 'clock' steps (tests that wait on the wall clock and judge what happened meanwhile) and 'service' steps
 * (installs, the database servers the tests talk to) run at the normal priority and get the CPU first when they need it.
 */
type Priority = 'batch' | 'clock' | 'service';

interface Step {
  name: string;
  /** Seconds this step may take on the 2-core reference machine (docs/testing.md); over it, the summary says so. */
  budget: number;
  /** Steps that must have passed first; if one failed, this one is skipped (and counts as failed). */
  needs?: string[];
  /**
   * Cores it keeps busy while it runs (its CPU seconds over its wall seconds, run alone; docs/testing.md): the runner
   * starts no step that would take the running ones past the machine's cores. A step asking for more runs alone.
   */
  cores: number;
  priority: Priority;
  run: (context: StepContext) => Promise<Counts | null>;
}

interface Result extends Counts {
  name: string;
  status: 'ok' | 'FAILED' | 'SKIPPED';
  seconds: number;
  cpuSeconds: number;
  budget: number;
  /** Seconds from the start of the run to this step's start: the summary shows what ran side by side. */
  startedAt: number;
}

/**
 * A command under bash, whose `times` builtin then reports the CPU its whole process tree used (children are reaped
 * up the tree: vitest's workers, Playwright's browsers, ffmpeg), written to `cpuFile`.
 */
function runLogged(log: WriteStream, cpuFile: string, priority: Priority, cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const script = '"$@"; code=$?; times > "$FTV_STEP_CPU_FILE"; exit $code';
    const child = spawn('bash', ['-c', script, 'step', ...yielding(priority), cmd, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...env, FTV_STEP_CPU_FILE: cpuFile },
    });
    if (priority === 'batch' && child.pid) batchRoots.add(child.pid);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', (code, signal) => {
      if (child.pid) batchRoots.delete(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** How much a batch step's processes yield: at nice 10 a process at the normal priority gets about nine tenths of a core they share. */
const BATCH_NICE = 10;

/**
 * The batch steps yield only while a step at the normal priority runs beside them: alone, niced, they would also yield
 * to whatever else the machine does (two busy loops in the same terminal took nine tenths of the CPU from them, and the
 * story pass crawled). Their root processes, and how many normal-priority steps run.
 */
const batchRoots = new Set<number>();
let firstPriorityRunning = 0;
const batchNice = () => (firstPriorityRunning > 0 ? BATCH_NICE : 0);

/** Every process below the batch steps' roots (by parent, from /proc), at `nice`: what they fork from now inherits it. */
function reniceBatch(nice: number) {
  if (!existsSync('/proc') || batchRoots.size === 0) return;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const pending = [...batchRoots];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      os.setPriority(pid, nice);
    } catch {
      // Gone meanwhile, or not ours to raise (not root): it stays as it was.
    }
    pending.push(...(children.get(pid) ?? []));
  }
}

/** A step at the normal priority starts or ends: the batch steps yield while one runs, and only then. */
function firstPriorityStep(delta: 1 | -1) {
  const before = batchNice();
  firstPriorityRunning += delta;
  if (batchNice() !== before) reniceBatch(batchNice());
}

/**
 * The command prefix that makes a batch step yield. As root, processes may raise their own priority (Chromium puts its
 * browser and GPU processes at nice -8), which would undo the nice: the step's processes lose that right
 * (CAP_SYS_NICE, dropped from the bounding set, which every child inherits).
 */
function yielding(priority: Priority): string[] {
  if (priority !== 'batch') return [];
  const dropRaise = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--bounding-set=-sys_nice', '--inh-caps=-sys_nice', '--'] : [];
  return ['nice', '-n', String(batchNice()), ...dropRaise];
}

/** Children's user + system time from bash's `times` (its second line: "0m1.5s 0m0.3s"). */
function cpuOf(cpuFile: string): number {
  if (!existsSync(cpuFile)) return 0;
  const children = readFileSync(cpuFile, 'utf8').trim().split('\n')[1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
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
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[]; duration?: number; location?: { line: number } }[];
  }[];
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
  specs?: { title: string; line: number; tests: { projectName?: string; status: string; results: { duration?: number; error?: { message?: string } }[] }[] }[];
}

/** Every test of a Playwright report with its file (relative to the config's folder), line and longest try. */
function playwrightTests(suites: PlaywrightSuite[] = [], dir: string, file = ''): { file: string; line: number; name: string; seconds: number }[] {
  return suites.flatMap((suite) => {
    const where = suite.file ?? file;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests.map((test) => ({ file: path.join(dir, where), line: spec.line, name: spec.title, seconds: Math.max(0, ...test.results.map((r) => r.duration ?? 0)) / 1000 })),
      ),
      ...playwrightTests(suite.suites, dir, where),
    ];
  });
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

function vitest(label: string, args: string[], env: Record<string, string> = {}) {
  return async ({ run }: StepContext): Promise<Counts> => {
    const out = path.join(OUT, `vitest-${label}.json`);
    const code = await run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
    const report = readJson(out) as VitestReport | null;
    if (!report) return asCheck(code || 1);
    // A crash outside any test (a suite that failed to load) still fails the step.
    const timed = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? []).map((test) => ({ file: file.name, line: test.location?.line, name: test.fullName, seconds: (test.duration ?? 0) / 1000 })),
    );
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests || (code === 0 ? 0 : 1),
      skipped: report.numPendingTests,
      failures: vitestFailures(report),
      unexplained: longTests(timed),
    };
  };
}

function playwright(config: string, label: string, args: string[] = []) {
  return async ({ run, log }: StepContext): Promise<Counts> => {
    const out = path.join(OUT, `playwright-${label}.json`);
    const code = await run(bin('playwright'), ['test', '-c', config, '--reporter=list,json', ...args], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const report = readJson(out) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites?: PlaywrightSuite[] } | null;
    if (!report) return asCheck(code || 1);
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A test that passed only on its retry is a bug to fix (its clock, order or waiting), never a pass.
    if (flaky > 0) log.write(`\n✗ ${flaky} flaky test${flaky === 1 ? '' : 's'} (failed, then passed on retry): listed as "flaky" above; fix the cause\n`);
    return {
      passed: expected,
      failed: unexpected + flaky || (code === 0 ? 0 : 1),
      skipped,
      failures: playwrightFailures(report.suites),
      unexplained: longTests(playwrightTests(report.suites, path.dirname(path.join(ROOT, config)))),
    };
  };
}

/** Runs a command as root: directly when we are root, else through sudo. */
const asRoot = (args: string[]): [string, string[]] => (process.getuid?.() === 0 ? [args[0]!, args.slice(1)] : ['sudo', args]);

/** What this run needs from Debian, by the file that shows it is there. */
const SYSTEM_PACKAGES: { file: string; package: string; why: string }[] = [
  { file: CHROMIUM, package: 'chromium', why: 'every browser test (components, stories, e2e)' },
  // Debian's ffmpeg brings ffprobe, which the media tests decode segments with (the server itself can do without).
  { file: '/usr/bin/ffprobe', package: 'ffmpeg', why: 'the media tests read segments back with ffprobe' },
  { file: '/usr/bin/pg_ctlcluster', package: 'postgresql', why: 'the server tests run on PostgreSQL too' },
  { file: '/usr/bin/redis-server', package: 'redis-server', why: 'two instances share Redis in the scale-out test' },
];

/** One `apt-get update` and one install for everything missing (each update alone costs 10–30 s). */
async function ensureSystemPackages({ run, log }: StepContext): Promise<Counts> {
  const wanted = SYSTEM_PACKAGES.filter((p) => !(p.package === 'postgresql' && process.env.FTV_TEST_DATABASE_URL) && !(p.package === 'redis-server' && process.env.FTV_TEST_REDIS_URL));
  const missing = wanted.filter((p) => !existsSync(p.file));
  const present = () => wanted.filter((p) => existsSync(p.file)).length;
  if (missing.length === 0) return { passed: present(), failed: 0 };
  for (const p of missing) log.write(`${p.file} is missing (${p.why}): installing Debian's ${p.package}\n`);
  const started = performance.now();
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run(...asRoot(['apt-get', 'update', '-qq']), env);
  await run(...asRoot(['apt-get', 'install', '-y', '-qq', ...missing.map((p) => p.package)]), env);
  const firstRun = { what: `installed ${missing.map((p) => p.package).join(', ')}`, seconds: (performance.now() - started) / 1000 };
  return { passed: present(), failed: wanted.length - present(), firstRun };
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

/** PostgreSQL's cluster started with a test role, and a Redis of this run's own. */
async function ensureDatabases({ run }: StepContext): Promise<Counts> {
  if (!(await postgresAnswers())) {
    const version = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().at(-1) : undefined;
    if (version) await run('pg_ctlcluster', [version, 'main', 'start']);
    const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : ['sudo', '-u', 'postgres'];
    await run(asPostgres[0]!, [...asPostgres.slice(1), 'psql', '-q', '-c', "DO $$ BEGIN CREATE ROLE ftv LOGIN SUPERUSER PASSWORD 'ftv'; EXCEPTION WHEN duplicate_object THEN NULL; END $$;"]);
  }
  if (!(await redisAnswers())) {
    await run('/usr/bin/redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
    for (let i = 0; i < 20 && !(await redisAnswers()); i++) await new Promise((r) => setTimeout(r, 250));
  }
  const [postgres, redis] = [await postgresAnswers(), await redisAnswers()];
  return { passed: Number(postgres) + Number(redis), failed: Number(!postgres) + Number(!redis) };
}

const node = (script: string, args: string[] = []): [string, string[]] => [process.execPath, [path.join(ROOT, 'scripts', script), ...args]];

/** The cores the plan shares out: the machine's, or FTV_TEST_CORES (to try a smaller machine's plan on a bigger one). */
const CORES = Number(process.env.FTV_TEST_CORES) || os.availableParallelism();

/** The tests' loops, encoded when missing; a first run on the machine says how many it encoded and how long that took. */
async function prepareLiveMedia({ run }: StepContext): Promise<Counts> {
  const report = path.join(OUT, 'live-media.json');
  const code = await run(process.execPath, [path.join(ROOT, 'tests', 'support', 'prepareTestMedia.ts'), '--report', report]);
  const made = readJson(report) as { encoded: number; seconds: number } | null;
  return { ...asCheck(code), ...(made?.encoded ? { firstRun: { what: `encoded ${made.encoded} live loops`, seconds: made.seconds } } : {}) };
}

/**
 * The plan: what each step needs, the cores it keeps busy and how it shares them (docs/testing.md#the-plan). The runner
 * starts the steps in this order as their needs end and the cores allow, so the order is the priority: the steps on
 * the longest chain first, the clock's steps before the batch work that can fill in beside them.
 */
const steps: Step[] = [
  { name: 'system packages', budget: 120, cores: 1, priority: 'service', run: ensureSystemPackages },
  { name: 'postgres + redis', budget: 30, cores: 0, priority: 'service', needs: ['system packages'], run: ensureDatabases },
  {
    // The live loops every test server, e2e and the bench share (tests/support/media.ts): one ffmpeg per core.
    name: 'live media prepared',
    budget: 150,
    cores: CORES,
    priority: 'batch',
    needs: ['system packages'],
    run: prepareLiveMedia,
  },
  { name: 'build app', budget: 60, cores: 1, priority: 'batch', run: async ({ run }) => asCheck(await run(...node('build-stamp.ts', ['--ensure']))) },
  {
    name: 'build storybook',
    budget: 90,
    cores: 1,
    priority: 'batch',
    run: async ({ run }) => asCheck(await run(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { STORYBOOK_DISABLE_TELEMETRY: '1' })),
  },
  {
    // Programmes airing, archives filling, servers killed: at the normal priority, with a core of their own.
    name: 'real-time server tests (SQLite)',
    budget: 240,
    cores: 1,
    priority: 'clock',
    needs: ['live media prepared'],
    run: vitest('real-time', ['--project', 'real-time']),
  },
  {
    // With Redis too: the scale-out tests run two instances on both (skipped in the SQLite pass).
    name: 'real-time server tests on PostgreSQL',
    budget: 240,
    cores: 1,
    priority: 'clock',
    needs: ['live media prepared', 'postgres + redis'],
    run: vitest('real-time-postgres', ['--project', 'real-time'], { FTV_TEST_DATABASE_URL: POSTGRES_URL, FTV_TEST_REDIS_URL: REDIS_URL }),
  },
  // Short steps placed before end-to-end: they take the core the first real-time pass leaves while the second one ends
  // (end-to-end waits for both cores), where after the story pass they lengthened the run by their own time.
  { name: 'component tests (browser)', budget: 60, cores: 1, priority: 'batch', needs: ['system packages'], run: vitest('components', ['--project', 'components']) },
  { name: 'typecheck (tsc)', budget: 45, cores: 1, priority: 'batch', run: async ({ run }) => asCheck(await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) },
  { name: 'lint (oxlint)', budget: 15, cores: 1, priority: 'batch', run: async ({ run }) => asCheck(await run(bin('oxlint'), ['--deny-warnings'])) },
  {
    // Video plays and programmes air in the browser: at the normal priority, with both cores.
    name: 'end-to-end (real server)',
    budget: 600,
    cores: 2,
    priority: 'clock',
    needs: ['system packages', 'build app', 'live media prepared'],
    run: playwright('tests/e2e/playwright.config.ts', 'e2e'),
  },
  {
    // Every story in each of its modes, once: its play function, axe and its picture (docs/testing.md).
    name: 'stories (play, axe, pictures)',
    budget: 330,
    cores: 1,
    priority: 'batch',
    needs: ['system packages', 'build storybook'],
    run: playwright('tests/visual/playwright.config.ts', 'stories'),
  },
  {
    name: 'unit tests (node)',
    budget: 240,
    cores: 1,
    priority: 'batch',
    needs: ['live media prepared'],
    run: vitest('unit', ['--project', 'unit']),
  },
  {
    name: 'server tests on PostgreSQL',
    budget: 240,
    cores: 1,
    priority: 'batch',
    needs: ['live media prepared', 'postgres + redis'],
    run: vitest('unit-postgres', ['--project', 'unit', 'tests/unit/server'], { FTV_TEST_DATABASE_URL: POSTGRES_URL, FTV_TEST_REDIS_URL: REDIS_URL }),
  },
];

/** `npm test -- --only <words>`: the steps whose name holds the words, with the steps they need. */
function selectedSteps(): Step[] {
  const at = process.argv.indexOf('--only');
  if (at === -1) return steps;
  const words = (process.argv[at + 1] ?? '').toLowerCase();
  const wanted = new Set(steps.filter((s) => s.name.toLowerCase().includes(words)).map((s) => s.name));
  if (wanted.size === 0) throw new Error(`--only "${words}" names no step: ${steps.map((s) => s.name).join(', ')}`);
  const add = (name: string) => {
    wanted.add(name);
    for (const need of steps.find((s) => s.name === name)?.needs ?? []) add(need);
  };
  for (const name of [...wanted]) add(name);
  return steps.filter((s) => wanted.has(s.name));
}

async function runStep(step: Step, runStarted: number): Promise<Result> {
  const started = Date.now();
  const slug = step.name.replaceAll(/[^a-z0-9]+/gi, '-').toLowerCase();
  const logFile = path.join(OUT, `${slug}.log`);
  const log = createWriteStream(logFile);
  let cpuSeconds = 0;
  let runs = 0;
  const context: StepContext = {
    log,
    run: async (cmd, args, env = {}) => {
      const cpuFile = path.join(OUT, `${slug}.cpu-${(runs += 1)}`);
      const code = await runLogged(log, cpuFile, step.priority, cmd, args, env);
      cpuSeconds += cpuOf(cpuFile);
      return code;
    },
  };
  console.info(`▶ ${step.name} (${step.cores} core${step.cores === 1 ? '' : 's'}, ${step.priority})`);
  if (step.priority !== 'batch') firstPriorityStep(1);
  let counts: Counts | null;
  try {
    counts = await step.run(context);
  } catch (error) {
    log.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    counts = { passed: 0, failed: 1 };
  } finally {
    if (step.priority !== 'batch') firstPriorityStep(-1);
  }
  await new Promise<void>((resolve) => log.end(resolve));
  const seconds = (Date.now() - started) / 1000;
  // Build steps answer null when they succeed: they show in the table but count as no test.
  const { passed = 0, failed = 0, skipped = 0, failures = [], unexplained = [], firstRun } = counts ?? {};
  const result: Result = {
    name: step.name,
    status: failed > 0 ? 'FAILED' : 'ok',
    passed,
    failed,
    skipped,
    failures,
    unexplained,
    ...(firstRun ? { firstRun } : {}),
    seconds,
    cpuSeconds,
    budget: step.budget,
    startedAt: (started - runStarted) / 1000,
  };
  // The step's whole output now, in one piece: steps that ran side by side each print their own.
  console.info(`\n━━ ${step.name} ━━ ${result.status}, ${seconds.toFixed(1)} s (budget ${step.budget} s), CPU ${cpuSeconds.toFixed(0)} s`);
  process.stdout.write(readFileSync(logFile));
  return result;
}

/**
 * Runs every step once its `needs` have ended and the cores it asks for are free (a step that asks for more than the
 * machine has runs when nothing else does), in the plan's order; a failed need skips a step. A ready step that does not
 * fit yet holds the cores back from the steps after it, so a long step is never kept waiting by shorter ones.
 */
async function runAll(plan: Step[], runStarted: number): Promise<Result[]> {
  const results = new Map<string, Result>();
  const running = new Map<string, { step: Step; done: Promise<void> }>();
  const ended = (name: string) => results.has(name) || !plan.some((s) => s.name === name);
  const busy = () => [...running.values()].reduce((sum, r) => sum + r.step.cores, 0);
  while (results.size < plan.length) {
    let held = 0;
    for (const step of plan) {
      if (results.has(step.name) || running.has(step.name)) continue;
      if (!(step.needs ?? []).every(ended)) continue;
      const blocked = (step.needs ?? []).filter((need) => results.get(need)?.status !== 'ok');
      if (blocked.length) {
        results.set(step.name, { name: step.name, status: 'SKIPPED', passed: 0, failed: 1, seconds: 0, cpuSeconds: 0, budget: step.budget, startedAt: (Date.now() - runStarted) / 1000 });
        console.error(`\n✗ ${step.name}: skipped because ${blocked.join(', ')} failed`);
        continue;
      }
      const fits = running.size === 0 || busy() + held + step.cores <= CORES;
      if (!fits) {
        held += Math.min(step.cores, CORES);
        continue;
      }
      running.set(step.name, {
        step,
        done: runStep(step, runStarted).then((result) => {
          results.set(step.name, result);
          running.delete(step.name);
        }),
      });
    }
    if (running.size === 0 && results.size < plan.length) throw new Error('the plan has a cycle or an unknown step name');
    if (running.size > 0) await Promise.race([...running.values()].map((r) => r.done));
  }
  return plan.map((step) => results.get(step.name)!);
}

/** The whole suite on the 2-core reference machine (docs/testing.md): a first run installs packages and encodes loops. */
const BUDGET = 15 * 60;
const FIRST_RUN_BUDGET = 20 * 60;

/** The machine's CPU over the run, from /proc (Linux): how busy it was, and the most processes that wanted a core at once. */
function watchLoad(): { stop: () => { busy: string; peakRunnable: number; peakLoad: string } } {
  const stat = () => {
    if (!existsSync('/proc/stat')) return null;
    const text = readFileSync('/proc/stat', 'utf8');
    const cpu = text.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3]! + (cpu[4] ?? 0);
    return { total: cpu.reduce((a, b) => a + b, 0), idle, running: Number(/^procs_running (\d+)/m.exec(text)?.[1] ?? 0) };
  };
  const first = stat();
  let peakRunnable = 0;
  let peakLoad = 0;
  const sample = setInterval(() => {
    // Less the sampler itself, which is running as it reads.
    peakRunnable = Math.max(peakRunnable, (stat()?.running ?? 1) - 1);
    peakLoad = Math.max(peakLoad, os.loadavg()[0]!);
  }, 1000);
  sample.unref();
  return {
    stop: () => {
      clearInterval(sample);
      const last = stat();
      const busy = first && last ? `${Math.round((1 - (last.idle - first.idle) / (last.total - first.total)) * 100)} %` : 'unknown';
      return { busy, peakRunnable, peakLoad: peakLoad.toFixed(1) };
    },
  };
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  const started = Date.now();
  const plan = selectedSteps();

  // First, on its own: a second's work, and an import against the layers (docs/client.md#layers) fails the run before the slow passes.
  console.info('━━ layers (check-layers) ━━');
  const layersOk = checkLayers(path.join(ROOT, 'src')) === 0;
  const layers: Result = { name: 'layers (check-layers)', status: layersOk ? 'ok' : 'FAILED', ...asCheck(layersOk ? 0 : 1), seconds: (Date.now() - started) / 1000, cpuSeconds: 0, budget: 5, startedAt: 0 };
  const load = watchLoad();
  const results = layersOk ? [layers, ...(await runAll(plan, started))] : [layers];
  const machine = load.stop();

  const expected = (readJson(COUNTS_FILE) ?? {}) as Record<string, number>;
  const width = Math.max(...results.map((r) => r.name.length));
  console.info(`\n━━ summary ━━ (started at s, wall s / budget s, CPU s of its processes; tests: this run, and the fewest expected)`);
  for (const r of results) {
    const total = r.passed + r.failed + (r.skipped ?? 0);
    const counts = total > 0 || expected[r.name] ? `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` : '';
    const fewer = expected[r.name] !== undefined && r.status !== 'SKIPPED' && total < expected[r.name]!;
    if (fewer) {
      r.status = 'FAILED';
      r.failures = [...(r.failures ?? []), `ran ${total} tests, fewer than the ${expected[r.name]} in tests/test-counts.json: a test file that no longer loads, or a test left out?`];
    }
    const time = `${r.seconds.toFixed(0).padStart(4)} / ${String(r.budget).padStart(3)} s${r.seconds > r.budget ? ' OVER' : '     '}`;
    const expectedNote = expected[r.name] !== undefined ? ` (≥ ${expected[r.name]})` : '';
    console.info(`${r.status === 'ok' ? '✓' : '✗'} ${r.name.padEnd(width)}  ${r.status.padEnd(7)} at ${r.startedAt.toFixed(0).padStart(4)}  ${time}  CPU ${r.cpuSeconds.toFixed(0).padStart(4)} s  ${counts}${expectedNote}`);
  }
  for (const r of results.filter((result) => result.failures?.length)) {
    console.info(`\n✗ ${r.name}:`);
    for (const failure of r.failures ?? []) console.info(`  ${failure.slice(0, 300)}`);
  }
  const unexplained = results.flatMap((r) => r.unexplained ?? []);
  if (unexplained.length) {
    console.info(`\n⚠ tests over ${LONG_TEST_SECONDS} s that do not say why in the first line of their body (a comment: what they wait on; docs/testing.md):`);
    for (const test of unexplained) console.info(`  ${test}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + (r.skipped ?? 0), 0);
  const seconds = (Date.now() - started) / 1000;
  const firstRun = results.filter((r) => r.firstRun);
  const extra = firstRun.reduce((sum, r) => sum + r.firstRun!.seconds, 0);
  if (firstRun.length) console.info(`\nfirst run on this machine: ${firstRun.map((r) => `${r.firstRun!.what} in ${r.firstRun!.seconds.toFixed(0)} s`).join('; ')} (${extra.toFixed(0)} s that a later run does not spend)`);
  console.info(`the machine: ${CORES} cores, ${machine.busy} busy over the run, runnable processes at most ${machine.peakRunnable} (1-minute load average at most ${machine.peakLoad})`);
  const budget = firstRun.length ? FIRST_RUN_BUDGET : BUDGET;
  console.info(`total time ${seconds.toFixed(0)} s (the suite's budget on the 2-core reference machine: ${budget} s ${firstRun.length ? 'on its first run' : 'once it has its packages and loops'}, docs/testing.md)`);
  console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(results.some((r) => r.status !== 'ok') ? 1 : 0);
}

await main();
