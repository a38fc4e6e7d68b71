// bench.ts — `npm run bench`: build time, the bytes each route costs, API throughput, a first start, recording rules at scale, the console's refresh and guide matching, live media, zapping (issues 6 and 14), time-shift (issue 15) and the TV guide's scrolling, as tables and JSON.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchApi, printApiFigures } from './bench-api.ts';
import { benchGuide, printGuideFigures } from './bench-guide.ts';
import { benchStart, printStartFigures } from './bench-start.ts';
import { benchRules, printRulesFigures } from './bench-rules.ts';
import { benchImport, printImportFigures } from './bench-import.ts';
import { benchRefresh, printRefreshFigures } from './bench-refresh.ts';
import { benchMatch, printMatchFigures } from './bench-match.ts';
import { benchRelay, printRelayFigures } from './bench-relay.ts';
import { benchMedia, printMediaFigures } from './bench-media.ts';
import { benchWatch, printWatchFigures } from './bench-watch.ts';
import { benchTimeshift, printTimeshiftFigures } from './bench-timeshift.ts';
import { benchArchive, printArchiveFigures } from './bench-archive.ts';
import { benchScaleout, printScaleoutFigures } from './bench-scaleout.ts';
import { benchZap, printZapFigures } from './bench-zap.ts';
import { ensureTestMedia } from '../tests/support/media.ts';
import { sourceHash } from './build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
/** The budget for the initial load of `/`. */
const INITIAL_JS_BUDGET_GZIP = 100 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Bytes {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: number;
}

function build(): number {
  const started = performance.now();
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(path.join(DIST, '.build-stamp'), sourceHash());
  return seconds;
}

/** The chunk and everything it statically imports (what the browser must fetch before it runs). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function measure(manifest: Manifest, keys: Iterable<string>): Bytes {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  const bytes: Bytes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: files.size };
  for (const file of files) {
    const content = readFileSync(path.join(DIST, file));
    const gzip = gzipSync(content, { level: 9 }).length;
    if (file.endsWith('.css')) {
      bytes.cssRaw += content.length;
      bytes.cssGzip += gzip;
    } else if (file.endsWith('.js')) {
      bytes.jsRaw += content.length;
      bytes.jsGzip += gzip;
    }
  }
  return bytes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const buildSeconds = build();
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entry = closure(manifest, entryKey);

  // Each lazily loaded module, and what it adds on top of the entry (shared chunks count once, here).
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => ({ chunk: key, ...measure(manifest, [...closure(manifest, key)].filter((k) => !entry.has(k))) }))
    .sort((a, b) => a.chunk.localeCompare(b.chunk));

  const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/pages/HomePage.tsx'));
  const initialKeys = new Set([...entry, ...(homeKey ? closure(manifest, homeKey) : [])]);
  const initial = measure(manifest, initialKeys);
  // Measured now: the benches below start servers, and a start may rebuild dist/ when the sources moved on.
  const entryBytes = measure(manifest, entry);

  const rows = [
    { name: 'initial load of / (entry + home)', ...initial },
    { name: '  of which the entry', ...entryBytes },
    ...routes.map((r) => ({ name: `  + ${r.chunk.replace(/^src\/app\//, '')}`, ...r })),
  ];
  const width = Math.max(...rows.map((r) => r.name.length));
  console.info(`\n${'bundle'.padEnd(width)}  ${'JS raw'.padStart(10)} ${'JS gzip'.padStart(10)} ${'CSS raw'.padStart(10)} ${'CSS gzip'.padStart(10)}`);
  for (const r of rows) {
    console.info(`${r.name.padEnd(width)}  ${kb(r.jsRaw).padStart(10)} ${kb(r.jsGzip).padStart(10)} ${kb(r.cssRaw).padStart(10)} ${kb(r.cssGzip).padStart(10)}`);
  }
  const budgetRatio = initial.jsGzip / INITIAL_JS_BUDGET_GZIP;
  console.info(`\nbuild time: ${buildSeconds.toFixed(1)} s`);
  console.info(`initial JS (gzip) vs the 100 KB budget: ${kb(initial.jsGzip)} = ${(budgetRatio * 100).toFixed(0)} % of budget`);

  // Every bench server reads the shared test loops; encode them first if this machine has none yet.
  await ensureTestMedia();
  console.info('\nmeasuring the API on loopback (autocannon, about a minute)…');
  const api = await benchApi();
  printApiFigures(api);

  console.info('\nmeasuring a first start: spawn to listening on a fresh data dir, the demo lineup and 10,000 channels, 3 each (about 20 s)…');
  const start = await benchStart();
  printStartFigures(start);

  console.info('\nmeasuring recording rules: 1,000 rules of 100 users against a 2,000-channel week (about 40 s)…');
  const rules = await benchRules();
  printRulesFigures(rules);

  console.info('\nmeasuring a guide import: a generated XMLTV of 2,000 channels × 7 days into SQLite (about 20 s)…');
  const guideImport = await benchImport();
  printImportFigures(guideImport);

  console.info('\nmeasuring the console\'s refresh (issue 32): a playlist of 5,000 channels and a week\'s guide over HTTP, imported, refreshed unchanged, refreshed changed (about 2 min)…');
  const refresh = await benchRefresh();
  printRefreshFigures(refresh);

  console.info('\nmeasuring guide auto-matching (issue 32): precision on labelled real-world channel names, and 5,000 channels matched (about 5 s)…');
  const match = await benchMatch();
  printMatchFigures(match);

  console.info('\nmeasuring a relayed channel of an HLS upstream on loopback: first frames in Chromium through the relay and directly, then 100 viewers (about 40 s)…');
  const relay = await benchRelay();
  printRelayFigures(relay);

  console.info('\nmeasuring live media: first-start preparation into an empty dir, 10 viewers for 20 s (about 3 min)…');
  const media = await benchMedia();
  printMediaFigures(media);

  console.info('\nmeasuring zapping in Chromium: a cold /tv/{id}, then 20 channel changes in the app and in bare hls.js, interleaved (about 3 min)…');
  const watch = await benchWatch();
  printWatchFigures(watch);

  console.info('\nmeasuring channel changes as issue 14 asks: up/down, last channel and number entry to the first frame against bare hls.js, cold starts, then 60 s of watching one channel (about 6 min)…');
  const zap = await benchZap();
  printZapFigures(zap);

  console.info('\nmeasuring time-shift and catch-up as issue 15 asks: rewinds and back to live, seeks in a catch-up programme, cold catch-up against cold live (about 1 min)…');
  const timeshift = await benchTimeshift();
  printTimeshiftFigures(timeshift);

  console.info('\nmeasuring the archive of relayed channels: 3 channels archived beside the same server with the archive off, nobody watching (about 1 min)…');
  const archive = await benchArchive();
  printArchiveFigures(archive);

  console.info('\nmeasuring scale-out: 500 chat streams, 200 HLS viewers and a post a second for 60 s on one instance, then on two (PostgreSQL + Redis; about 3 min)…');
  const scaleout = await benchScaleout();
  printScaleoutFigures(scaleout);

  console.info('\nmeasuring the TV guide in Chromium with 1,000 and then 10,000 channels (about 2 min)…');
  const guide = await benchGuide();
  printGuideFigures(guide);

  const results = {
    date: new Date().toISOString(),
    api,
    start,
    rules,
    guideImport,
    refresh,
    match,
    relay,
    media,
    watch,
    zap,
    timeshift,
    archive,
    scaleout,
    guide,
    node: process.version,
    buildSeconds,
    initial,
    initialJsBudgetRatio: budgetRatio,
    entry: entryBytes,
    routes,
  };
  mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info('written: bench/results.json');
}

await main();
