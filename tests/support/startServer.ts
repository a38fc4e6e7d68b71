// startServer.ts — runs the real provider through `npm start`'s own script, on an ephemeral port with a temporary data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTestMedia, TEST_LOOPS, TEST_MEDIA_DIR } from './media.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (the bench reads its CPU time). */
  pid: number;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // The first run on a machine encodes the shared loops here, not inside the server's start (which has 60 s).
  if (!env.FTV_MEDIA_DIR) await ensureTestMedia();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-test-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    // The live loops come from the shared test cache (prepared once: the tests' twelve, which the start must not grow to the
    // whole lineup), not encoded again per server; the archive of relayed channels only where a spec turns it on
    // (FTV_ARCHIVE=1): it follows every relayed channel all the time.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', FTV_MEDIA_DIR: TEST_MEDIA_DIR, FTV_MEDIA_LOOPS: String(TEST_LOOPS), FTV_ARCHIVE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /FTV listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}) before listening:\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
