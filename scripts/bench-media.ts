// bench-media.ts — live media figures: first-start preparation and server CPU per 10 viewers (zap times are bench-watch's).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTestMedia } from '../tests/support/media.ts';
import { startServer } from '../tests/support/startServer.ts';
import { loopLineup } from '../server/media/lineup.ts';
import { prepareMedia } from '../server/media/prepare.ts';

const VIEWERS = 10;
const VIEW_SECONDS = 20;

export interface MediaFigures {
  /** Encoding the whole demo lineup into an empty media dir, as the first `npm start` does. */
  preparationSeconds: number | null;
  /** CPU seconds the preparation's ffmpeg runs used: divided by the cores, the wall time on an idle machine. */
  preparationCpuSeconds: number | null;
  loops: number;
  cores: number;
  /** At the start of the measurement: the bench shares the machine with whatever else runs. */
  loadAverage: number;
  viewers: { viewers: number; seconds: number; serverCpuSeconds: number; serverCpuPercent: number; idleCpuPercent: number; requests: number; megabytes: number };
}

const statFields = (pid: number | 'self') => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** CPU seconds (user + system) a process has used, from /proc (Linux clock ticks are 1/100 s). */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of this process's finished children (the ffmpeg runs). */
function childrenCpuSeconds(): number {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timePreparation(): Promise<{ seconds: number; cpuSeconds: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-media-'));
  try {
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    await prepareMedia({ mediaDir: dir, channels: loopLineup() });
    return { seconds: (performance.now() - started) / 1000, cpuSeconds: childrenCpuSeconds() - cpuBefore };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function freeStreamUrls(base: string): Promise<string[]> {
  const init = await fetch(`${base}/tv/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: 'ftv-web', app_secret: 'ftv-web-secret' }) });
  const { session_key: key } = (await init.json()) as { session_key: string };
  const channels = (await (await fetch(`${base}/tv/api/channels?session_key=${key}`)).json()) as Array<{ type: string; streams: Array<{ url: string }> }>;
  return channels.filter((c) => c.type === 'standard' && c.streams[0]).map((c) => `${base}${c.streams[0]!.url}`);
}

/** One simulated viewer: polls the 720p playlist every 2 s and downloads each new segment, as a player does. */
async function viewer(masterUrl: string, until: number, counters: { requests: number; bytes: number }) {
  const master = await (await fetch(masterUrl)).text();
  const media = new URL(master.split('\n').filter((l) => l && !l.startsWith('#')).at(-1)!, masterUrl);
  const seen = new Set<string>();
  while (Date.now() < until) {
    const playlist = await (await fetch(media)).text();
    counters.requests += 1;
    for (const uri of playlist.split('\n').filter((l) => l && !l.startsWith('#'))) {
      if (seen.has(uri)) continue;
      seen.add(uri);
      const bytes = await (await fetch(new URL(uri, media))).arrayBuffer();
      counters.requests += 1;
      counters.bytes += bytes.byteLength;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export async function benchMedia({ preparation = true } = {}): Promise<MediaFigures> {
  const loadAverage = os.loadavg()[0]!;
  const prepared = preparation ? await timePreparation() : null;
  await ensureTestMedia();
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const urls = await freeStreamUrls(server.url);

    const idleStart = cpuSeconds(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idleCpuPercent = ((cpuSeconds(server.pid) - idleStart) / 5) * 100;

    const counters = { requests: 0, bytes: 0 };
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const until = Date.now() + VIEW_SECONDS * 1000;
    await Promise.all(Array.from({ length: VIEWERS }, (_, i) => viewer(urls[i % urls.length]!, until, counters)));
    const seconds = (performance.now() - started) / 1000;
    const serverCpuSeconds = cpuSeconds(server.pid) - cpuBefore;
    return {
      preparationSeconds: prepared?.seconds ?? null,
      preparationCpuSeconds: prepared?.cpuSeconds ?? null,
      loops: loopLineup().length,
      cores: os.availableParallelism(),
      loadAverage,
      viewers: { viewers: VIEWERS, seconds, serverCpuSeconds, serverCpuPercent: (serverCpuSeconds / seconds) * 100, idleCpuPercent, requests: counters.requests, megabytes: counters.bytes / 1e6 },
    };
  } finally {
    await server.stop();
  }
}

export function printMediaFigures(m: MediaFigures) {
  console.info('\nlive media');
  if (m.preparationSeconds !== null && m.preparationCpuSeconds !== null) {
    console.info(`  first-start preparation: ${m.preparationSeconds.toFixed(1)} s for ${m.loops} channel loops on ${m.cores} cores (load average ${m.loadAverage.toFixed(1)} at start)`);
    console.info(`    ffmpeg CPU ${m.preparationCpuSeconds.toFixed(0)} s: ${(m.preparationCpuSeconds / m.cores).toFixed(0)} s of wall time on an otherwise idle machine`);
  }
  console.info(`  server CPU for ${m.viewers.viewers} viewers over ${m.viewers.seconds.toFixed(0)} s: ${m.viewers.serverCpuPercent.toFixed(1)} % of one core (${m.viewers.serverCpuSeconds.toFixed(2)} CPU s; idle ${m.viewers.idleCpuPercent.toFixed(1)} %), ${m.viewers.requests} requests, ${m.viewers.megabytes.toFixed(1)} MB`);
}

if (import.meta.main) {
  const figures = await benchMedia({ preparation: !process.argv.includes('--no-prepare') });
  printMediaFigures(figures);
}
