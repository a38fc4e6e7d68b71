// bench-api.ts — API throughput on loopback: each call beside a bare node:http server answering the same bytes (`npx node scripts/bench-api.ts` runs it alone).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_ID_OFFSET } from '../server/lineup/seed.ts';
import { startServer } from '../tests/support/startServer.ts';

export interface ApiFigure {
  call: string;
  bytes: number;
  ftv: { rps: number; p99: number };
  bare: { rps: number; p99: number };
  /** FTV's requests per second as a share of the bare server's: the machine-independent figure. */
  ratio: number;
}

/** Seconds of load per side, in two halves run FTV, bare, bare, FTV: drift in the machine's load falls on both alike. */
const DURATION_S = 4;
const CONNECTIONS = 8;

interface Target {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** The status every answer must have (200 unless said). */
  status?: number;
}

interface Sample {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent (compressed when the answer is). */
  body: Buffer;
}

const headersOf = (target: Target) => ({ ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers });

/** One request through node:http, so that a compressed answer is kept as sent (fetch would decode it). */
function sample(url: string, target: Target): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${target.path}`, { method: target.method, headers: headersOf(target) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

async function load(url: string, target: Target, duration: number) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    body: target.body,
    headers: headersOf(target),
    connections: CONNECTIONS,
    duration,
  });
  const statusClass = `${String(target.status ?? 200)[0]}xx` as '2xx' | '3xx';
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, wrong: answered - result[statusClass] };
}

/** Headers the bare server repeats, so that it answers what FTV answered (status, coding, validator). */
const REPEATED = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];

/** The bare server's program: answer the recorded status, headers and bytes to every request. */
const BARE_PROGRAM = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const { status, headers, file } = JSON.parse(process.argv[1]);
const body = readFileSync(file);
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(status, headers).end(status === 304 ? undefined : body));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * A server that does nothing but answer the recorded bytes: the ceiling for this machine and payload.
 * A process of its own, as FTV's is: in the bench's process it would share a thread with autocannon.
 */
async function bareServer(recorded: Sample) {
  const headers: Record<string, string | number> = {};
  for (const name of REPEATED) {
    const value = recorded.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (recorded.status !== 304) headers['content-length'] = recorded.body.length;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-bare-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, recorded.body);
  const child = spawn(process.execPath, ['-e', BARE_PROGRAM, JSON.stringify({ status: recorded.status, headers, file })], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited (code ${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function benchApi(): Promise<ApiFigure[]> {
  // 10,000 channels: the scale the guide must handle.
  const server = await startServer({ FTV_CHANNELS: '10000', FTV_RATE_LIMIT_OFF: '1', LOG_LEVEL: 'warn' });
  try {
    const post = async (path: string, body: object) =>
      (await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    const { session_key: key } = await post('/tv/api/init', { app_id: 'ftv-web', app_secret: 'ftv-web-secret' });
    const password = 'e10adc3949ba59abbe56e057f20f883e'; // md5('123456'), as the app sends it
    await post('/tv/api/register', { session_key: key, email: 'bench@ftv.example', password });

    const start = Math.floor(Date.now() / 1000 / 3600) * 3600;
    // The first 200 channels of the lineup (ids are the channel number plus the offset).
    const ids = Array.from({ length: 200 }, (_, i) => CHANNEL_ID_OFFSET + i + 1).join(',');
    const channels = `/tv/api/channels?session_key=${key}`;
    const guide = `/api-v2/tvguide/?session_key=${key}&channels=${ids}&startTime=${start}&duration=86400`;
    const targets: Array<Target | ((previous: Sample) => Target | null)> = [
      { call: 'GET /tv/api/channels (10,000 channels)', method: 'GET', path: channels },
      // The same list revalidated: the ETag of the answer just recorded. (The guide has no such row:
      // its `currentTime` moves every second, and so does its ETag.)
      (previous) =>
        typeof previous.headers.etag === 'string'
          ? { call: '  the same, If-None-Match → 304', method: 'GET', path: channels, headers: { 'if-none-match': previous.headers.etag }, status: 304 }
          : null,
      { call: '  the same, Accept-Encoding: br', method: 'GET', path: channels, headers: { 'accept-encoding': 'br' } },
      { call: 'GET /api-v2/tvguide/ (200 channels × 24 h)', method: 'GET', path: guide },
      { call: '  the same, Accept-Encoding: gzip', method: 'GET', path: guide, headers: { 'accept-encoding': 'gzip' } },
      // One channel's answer: its stream URL, and now and next from the programme store.
      { call: 'GET /tv/api/channel/101', method: 'GET', path: `/tv/api/channel/101?session_key=${key}` },
      { call: 'POST /tv/api/login', method: 'POST', path: '/tv/api/login', body: JSON.stringify({ session_key: key, login: 'bench@ftv.example', password }) },
    ];

    const figures: ApiFigure[] = [];
    let previous: Target | null = null;
    for (const entry of targets) {
      // A stream URL's expiry moves to the next 5-minute step at most once in a run: if the list's
      // ETag moved under the 304 row, measure it again with the new one.
      for (let attempt = 1; ; attempt++) {
        const target: Target | null = typeof entry === 'function' ? entry(await sample(server.url, previous!)) : entry;
        // No validator, no conditional request to measure.
        if (!target) break;
        const recorded = await sample(server.url, target);
        if (recorded.status !== (target.status ?? 200)) throw new Error(`${target.call}: ${recorded.status} ${recorded.body.subarray(0, 200).toString()}`);
        if (typeof entry !== 'function') previous = target;
        const bare = await bareServer(recorded);
        try {
          const half = DURATION_S / 2;
          const ftvFirst = await load(server.url, target, half);
          const bareFirst = await load(bare.url, target, half);
          const bareSecond = await load(bare.url, target, half);
          const ftvSecond = await load(server.url, target, half);
          const wrong = ftvFirst.wrong + ftvSecond.wrong;
          if (wrong > 0 && target.status === 304 && attempt === 1) continue;
          if (wrong > 0) throw new Error(`${target.call}: ${wrong} answers were not ${target.status ?? 200} under load`);
          const ftv = { rps: Math.round((ftvFirst.rps + ftvSecond.rps) / 2), p99: Math.max(ftvFirst.p99, ftvSecond.p99) };
          const ceiling = { rps: Math.round((bareFirst.rps + bareSecond.rps) / 2), p99: Math.max(bareFirst.p99, bareSecond.p99) };
          figures.push({
            call: target.call,
            bytes: recorded.body.length,
            ftv: { rps: ftv.rps, p99: ftv.p99 },
            bare: { rps: ceiling.rps, p99: ceiling.p99 },
            ratio: ftv.rps / ceiling.rps,
          });
          break;
        } finally {
          bare.close();
        }
      }
    }
    return figures;
  } finally {
    await server.stop();
  }
}

export function printApiFigures(figures: ApiFigure[]) {
  console.info(`\n${'API call (loopback, 8 connections)'.padEnd(46)} ${'bytes'.padStart(9)} ${'FTV rps'.padStart(9)} ${'p99 ms'.padStart(7)} ${'bare rps'.padStart(9)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}`);
  for (const f of figures) {
    console.info(
      `${f.call.padEnd(46)} ${String(f.bytes).padStart(9)} ${String(f.ftv.rps).padStart(9)} ${String(f.ftv.p99).padStart(7)} ${String(f.bare.rps).padStart(9)} ${String(f.bare.p99).padStart(7)} ${f.ratio.toFixed(2).padStart(6)}`,
    );
  }
}

// `npx node scripts/bench-api.ts`: the API part of `npm run bench` alone.
if (import.meta.main) printApiFigures(await benchApi());
