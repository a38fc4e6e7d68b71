// bench-api.ts — API throughput on loopback: each call beside a bare node:http server answering the same bytes.
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../tests/support/startServer.ts';

export interface ApiFigure {
  call: string;
  bytes: number;
  ftv: { rps: number; p99: number };
  bare: { rps: number; p99: number };
  /** FTV's requests per second as a share of the bare server's: the machine-independent figure. */
  ratio: number;
}

const DURATION_S = 4;
const CONNECTIONS = 8;

interface Target {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

async function load(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

/** A server that does nothing but answer the recorded bytes: the ceiling for this machine and payload. */
async function bareServer(body: Buffer, contentType: string) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
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
    const ids = Array.from({ length: 200 }, (_, i) => i + 1).join(',');
    const targets: Target[] = [
      { call: 'GET /tv/api/channels (10,000 channels)', method: 'GET', path: `/tv/api/channels?session_key=${key}` },
      { call: 'GET /api-v2/tvguide/ (200 channels × 24 h)', method: 'GET', path: `/api-v2/tvguide/?session_key=${key}&channels=${ids}&startTime=${start}&duration=86400` },
      { call: 'POST /tv/api/login', method: 'POST', path: '/tv/api/login', body: JSON.stringify({ session_key: key, login: 'bench@ftv.example', password }) },
    ];

    const figures: ApiFigure[] = [];
    for (const target of targets) {
      const sample = await fetch(`${server.url}${target.path}`, {
        method: target.method,
        body: target.body,
        headers: target.body ? { 'content-type': 'application/json' } : {},
      });
      if (!sample.ok) throw new Error(`${target.call}: ${sample.status} ${await sample.text()}`);
      const body = Buffer.from(await sample.arrayBuffer());
      const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
      try {
        const ftv = await load(server.url, target);
        if (ftv.non2xx > 0) throw new Error(`${target.call}: ${ftv.non2xx} answers were not 2xx under load`);
        const ceiling = await load(bare.url, target);
        figures.push({
          call: target.call,
          bytes: body.length,
          ftv: { rps: ftv.rps, p99: ftv.p99 },
          bare: { rps: ceiling.rps, p99: ceiling.p99 },
          ratio: ftv.rps / ceiling.rps,
        });
      } finally {
        bare.close();
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
