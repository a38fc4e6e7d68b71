// build-stamp.ts — decides whether `dist/` is the build of the current sources, and rebuilds if not.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Everything that changes the built app. Content hashes, not mtimes: a fresh clone has new mtimes. */
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-theme-boot.ts', 'scripts/vite-route-chunks.ts', 'scripts/vite-watch-preload.ts', 'scripts/vite-service-worker.ts', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.join(ROOT, 'dist', '.build-stamp');

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  return existsSync(path.join(ROOT, 'dist', 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash();
}

/** Runs `vite build` when needed; returns whether it built. */
export function ensureBuild({ log = console.info } = {}): boolean {
  if (isBuildCurrent()) return false;
  log('Building the app (no current build in dist/)…');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // Always a production build: a caller's NODE_ENV (the tests run with `test`) must not leak into it.
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  writeFileSync(STAMP, sourceHash());
  return true;
}

// `--ensure`: builds when dist/ is not the build of the current sources (npm test's "build app" step).
if (import.meta.main && process.argv.includes('--ensure')) ensureBuild();
