// serverProcess.ts (test support) — the provider's real entry point as its own process on SQLite, so a crash test can kill it with SIGKILL and start it again on the same data dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { APP_CREDENTIALS, TEST_REDIS_PREFIX } from './support.ts';
import type { DvrList, ListedRecording } from './mediaHelpers.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  /** http://127.0.0.1:port of the run now going (a restart has a new port). */
  base: string;
  /** Starts it (again), with `env` over the defaults; resolves once it listens. */
  start: (env?: NodeJS.ProcessEnv) => Promise<string>;
  /** SIGKILL, as a power cut would: resolves once the process is gone. */
  killHard: () => Promise<void>;
  /** The running process's id (null when stopped). */
  readonly pid: number | null;
}

export function serverProcess(dataDir: string, defaults: NodeJS.ProcessEnv = {}): ServerProcess {
  let child: ChildProcess | null = null;
  const running: ServerProcess = {
    base: '',
    get pid() {
      return child?.pid ?? null;
    },
    async start(extraEnv = {}) {
      const webRoot = path.join(dataDir, 'web');
      mkdirSync(webRoot, { recursive: true });
      writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>FTV</title>');
      // SQLite in the data dir unless the caller names a database (the test run's own DATABASE_URL is not inherited).
      const inherited: NodeJS.ProcessEnv = { ...process.env };
      delete inherited.DATABASE_URL;
      const env: NodeJS.ProcessEnv = { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, FTV_WEB_ROOT: webRoot, NODE_ENV: 'test', LOG_LEVEL: 'warn', FTV_ARCHIVE: '0', FTV_REDIS_PREFIX: TEST_REDIS_PREFIX, ...defaults, ...extraEnv };
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

/** A registered, logged-in viewer of the server at `base()` (read per call: a restarted server has a new port). */
export async function viewer(base: () => string, email: string) {
  const call = async (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>, token = '') => {
    const res = await fetch(`${base()}${url}`, { method, headers: { 'content-type': 'application/json', 'ftv-token': token }, body: body ? JSON.stringify(body) : undefined });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const key = (await call('POST', '/tv/api/init', APP_CREDENTIALS)).json.session_key as string;
  const password = createHash('md5').update('crash test password').digest('hex');
  const registered = await call('POST', '/tv/api/register', { session_key: key, email, password });
  expect(registered.status).toBe(200);
  const token = (await call('GET', `/tv/api/session?session_key=${key}`)).json.ftv_token as string;
  const list = async () => (await call('GET', `/tv/api/dvr/list?session_key=${key}`, undefined, token)).json as unknown as DvrList;
  const add = async (channel: number, programme: number, start: number) => {
    const res = await call('POST', '/tv/api/dvr/add', { session_key: key, channel_id: channel, programme_id: programme, start_time: start }, token);
    expect(res).toMatchObject({ status: 200 });
    return (res.json.recording as ListedRecording).id;
  };
  return { call, key, token, userId: Number(registered.json.id), list, add };
}
