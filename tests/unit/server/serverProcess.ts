// serverProcess.ts (test support) — the provider's real entry point as its own process on SQLite, so a crash test can kill it with SIGKILL and start it again on the same data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  /** http://127.0.0.1:port of the run now going (a restart has a new port). */
  base: string;
  /** Starts it (again), with `env` over the defaults; resolves once it listens. */
  start: (env?: NodeJS.ProcessEnv) => Promise<string>;
  /** SIGKILL, as a power cut would: resolves once the process is gone. */
  killHard: () => Promise<void>;
}

export function serverProcess(dataDir: string, defaults: NodeJS.ProcessEnv = {}): ServerProcess {
  let child: ChildProcess | null = null;
  const running: ServerProcess = {
    base: '',
    async start(extraEnv = {}) {
      const webRoot = path.join(dataDir, 'web');
      mkdirSync(webRoot, { recursive: true });
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>FTV</title>');
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FTV_WEB_ROOT: webRoot, NODE_ENV: 'test', LOG_LEVEL: 'warn', FTV_ARCHIVE: '0', ...defaults, ...extraEnv };
      delete env.DATABASE_URL;
      const started = spawn(process.execPath, [path.join(ROOT, 'server', 'main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      running.base = await new Promise((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /FTV listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
        };
        started.stdout!.on('data', onData);
        started.stderr!.on('data', onData);
        started.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
      });
      return running.base;
    },
    killHard() {
      const killed = child;
      child = null;
      if (!killed || killed.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        killed.once('exit', () => resolve());
        killed.kill('SIGKILL');
      });
    },
  };
  return running;
}
