// bench-scaleout.ts — issue 16's load, side by side: 500 chat streams, 200 HLS viewers and a post every second for 60 s against one instance and against two (one PostgreSQL, one Redis, one storage dir), with errors, chat delivery completeness, p99 latencies and RSS per instance.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readSseBlocks } from '../tests/support/sse.ts';
import { startServer, type RunningServer } from '../tests/support/startServer.ts';
import { percentile } from './bench-stats.ts';

const STREAMS = 500;
const VIEWERS = 200;
const SECONDS = 60;
const CHANNEL = 101;
const POSTGRES = process.env.FTV_TEST_DATABASE_URL ?? 'postgres://ftv:ftv@127.0.0.1:5432/postgres';
const REDIS = process.env.FTV_TEST_REDIS_URL ?? 'redis://127.0.0.1:6390';

export interface ScaleoutColumn {
  instances: number;
  errors: number;
  /** Messages received over all streams ÷ (streams × posts). */
  deliveredRatio: number;
  chatLatencyP99Ms: number | null;
  postP99Ms: number | null;
  hlsRequests: number;
  hlsP99Ms: number | null;
  /** Each instance's resident memory at the end, MB. */
  rssMb: number[];
  /** What went wrong first, when something did. */
  firstError: string | null;
}

export interface ScaleoutFigures {
  one: ScaleoutColumn | null;
  two: ScaleoutColumn | null;
  seconds: number;
  /** Why a column is missing (no PostgreSQL or Redis here). */
  skipped?: string;
}

const rssMbOf = (pid: number) => Math.round(Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A registered poster on `base`: its session key and chat token. */
async function poster(base: string, n: number) {
  const { session_key: key } = (await json(`${base}/tv/api/init`, { method: 'POST', body: JSON.stringify({ app_id: 'ftv-web', app_secret: 'ftv-web-secret' }) })) as { session_key: string };
  const password = createHash('md5').update('bench password').digest('hex');
  await json(`${base}/tv/api/register`, { method: 'POST', body: JSON.stringify({ session_key: key, email: `bench-${process.pid}-${Date.now()}-${n}@ftv.example`, password }) });
  const session = (await json(`${base}/tv/api/session?session_key=${key}`)) as { chat: { token: string } };
  return { key, chatToken: session.chat.token };
}

async function runLoad(urls: string[], pids: number[]): Promise<ScaleoutColumn> {
  const room = `bench-${process.pid}-${urls.length}`;
  const controller = new AbortController();
  let errors = 0;
  let firstError: string | null = null;
  const failed = (error: unknown) => {
    errors += 1;
    firstError ??= error instanceof Error ? error.message : String(error);
  };
  let received = 0;
  const chatLatencies: number[] = [];
  const postLatencies: number[] = [];
  const hlsLatencies: number[] = [];

  // The streams, spread over the instances as a balancer without sticky sessions would.
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      try {
        const res = await fetch(`${urls[i % urls.length]}/messages/${room}/stream`, { signal: controller.signal });
        void readSseBlocks(res.body!, (block) => {
          const sent = /"text":"sent (\d+)"/.exec(block)?.[1];
          if (sent) {
            received += 1;
            chatLatencies.push(Date.now() - Number(sent));
          }
        });
      } catch (error) {
        failed(error);
      }
    }),
  );

  const posters = await Promise.all(urls.map((base, n) => poster(base, n)));
  const viewerLinks = await Promise.all(
    urls.map(async (base) => {
      const key = (posters[urls.indexOf(base)]!).key;
      const answer = (await json(`${base}/tv/api/channel/${CHANNEL}?session_key=${key}`)) as { streams: Array<{ url: string }> };
      return new URL(answer.streams[0]!.url, base);
    }),
  );

  const stopAt = Date.now() + SECONDS * 1000;
  const timed = async (url: string, into: number[]) => {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: controller.signal });
      await res.arrayBuffer();
      if (!res.ok) failed(new Error(`${new URL(url).pathname} answered ${res.status}`));
      into.push(performance.now() - started);
    } catch (error) {
      if (!controller.signal.aborted) failed(error);
    }
  };
  // HLS viewers: the 360p playlist and its newest segment every 2 s, as a player at the live edge.
  const viewers = Array.from({ length: VIEWERS }, async (_, j) => {
    const master = viewerLinks[j % urls.length]!;
    const base = `${master.origin}${master.pathname.replace(/master\.m3u8$/, '')}`;
    await new Promise((r) => setTimeout(r, (j * 2000) / VIEWERS));
    while (Date.now() < stopAt) {
      const playlistUrl = `${base}360p/index.m3u8${master.search}`;
      const started = performance.now();
      try {
        const text = await (await fetch(playlistUrl, { signal: controller.signal })).text();
        hlsLatencies.push(performance.now() - started);
        const newest = text.trim().split('\n').at(-1)!;
        await timed(`${base}360p/${newest.startsWith('/') ? newest.slice(1) : newest}`, hlsLatencies);
      } catch (error) {
        if (!controller.signal.aborted) failed(error);
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  });
  // One post a second, from each instance in turn.
  let posts = 0;
  const posting = (async () => {
    while (Date.now() < stopAt) {
      const n = posts % urls.length;
      const started = performance.now();
      try {
        await json(`${urls[n]}/messages/${room}`, { method: 'POST', body: JSON.stringify({ session_key: posters[n]!.key, token: { token: posters[n]!.chatToken }, message: `sent ${Date.now()}` }) });
        postLatencies.push(performance.now() - started);
      } catch (error) {
        failed(error);
      }
      posts += 1;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  await Promise.all([...viewers, posting]);
  await new Promise((r) => setTimeout(r, 2000));
  controller.abort();
  const p99 = (values: number[]) => (values.length ? Math.round(percentile(values, 0.99)) : null);
  return {
    instances: urls.length,
    errors,
    deliveredRatio: Number((received / (STREAMS * posts)).toFixed(4)),
    chatLatencyP99Ms: p99(chatLatencies),
    postP99Ms: p99(postLatencies),
    hlsRequests: hlsLatencies.length,
    hlsP99Ms: p99(hlsLatencies),
    rssMb: pids.map(rssMbOf),
    firstError,
  };
}

async function withInstances(count: number): Promise<ScaleoutColumn> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  const name = `ftv_bench_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const database = new URL(POSTGRES);
  database.pathname = `/${name}`;
  const storage = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-storage-'));
  const env = { DATABASE_URL: database.toString(), REDIS_URL: REDIS, FTV_STORAGE_DIR: storage, FTV_RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn' };
  const servers: RunningServer[] = [];
  try {
    // One after another: the first migrates and seeds, the next finds it done.
    for (let i = 0; i < count; i++) servers.push(await startServer(env));
    return await runLoad(
      servers.map((s) => s.url),
      servers.map((s) => s.pid),
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(storage, { recursive: true, force: true });
  }
}

export async function benchScaleout(): Promise<ScaleoutFigures> {
  try {
    const one = await withInstances(1);
    const two = await withInstances(2);
    return { one, two, seconds: SECONDS };
  } catch (error) {
    return { one: null, two: null, seconds: SECONDS, skipped: error instanceof Error ? error.message : String(error) };
  }
}

export function printScaleoutFigures(f: ScaleoutFigures) {
  console.info(`\nscale-out: ${STREAMS} chat streams, ${VIEWERS} HLS viewers (360p, every 2 s) and a post a second for ${f.seconds} s, on PostgreSQL + Redis:`);
  if (f.skipped) {
    console.info(`  not measured: ${f.skipped} (start PostgreSQL and redis-server, or set FTV_TEST_DATABASE_URL / FTV_TEST_REDIS_URL)`);
    return;
  }
  const cell = (c: ScaleoutColumn | null, pick: (c: ScaleoutColumn) => string | number | null) => String(c ? (pick(c) ?? '—') : '—').padStart(18);
  const row = (label: string, pick: (c: ScaleoutColumn) => string | number | null) => console.info(`  ${label.padEnd(34)}${cell(f.one, pick)}${cell(f.two, pick)}`);
  console.info(`  ${''.padEnd(34)}${'one instance'.padStart(18)}${'two instances'.padStart(18)}`);
  row('errors', (c) => c.errors);
  row('chat delivered (of streams × posts)', (c) => `${(c.deliveredRatio * 100).toFixed(2)} %`);
  row('chat post → stream p99', (c) => (c.chatLatencyP99Ms === null ? null : `${c.chatLatencyP99Ms} ms`));
  row('chat post answer p99', (c) => (c.postP99Ms === null ? null : `${c.postP99Ms} ms`));
  row('HLS requests', (c) => c.hlsRequests);
  row('HLS request p99', (c) => (c.hlsP99Ms === null ? null : `${c.hlsP99Ms} ms`));
  row('RSS per instance', (c) => c.rssMb.map((mb) => `${mb} MB`).join(' / '));
  if ((f.one?.errors ?? 0) + (f.two?.errors ?? 0) > 0) for (const c of [f.one, f.two]) if (c?.firstError) console.info(`  first error (${c.instances}): ${c.firstError}`);
}

if (import.meta.main) printScaleoutFigures(await benchScaleout());
