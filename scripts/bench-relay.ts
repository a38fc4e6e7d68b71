// bench-relay.ts — a relayed channel (FTV_LINEUP): first frame against the upstream played directly, then 100 viewers: upstream fetches per segment (goal 1.0) and the server's CPU per viewer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/support/startServer.ts';
import { startUpstream, type Upstream } from '../tests/support/upstream.ts';
import { cpuSeconds } from './bench-media.ts';
import { printRelayStartFigures, relayStartFigures, START_CHANNELS, type RelayStartFigures } from './bench-relay-start.ts';

const VIEWERS = 100;
const VIEW_SECONDS = 20;

export interface RelayFigure {
  viewers: number;
  seconds: number;
  /** Distinct segments the viewers were served. */
  segments: number;
  /** Segment requests the upstream saw for them: 1.0 per segment means no viewer caused a fetch of its own. */
  upstreamSegmentFetches: number;
  upstreamFetchesPerSegment: number;
  upstreamPlaylistFetches: number;
  viewerRequests: number;
  serverCpuPercent: number;
  /** Server CPU per viewer, in % of one core. */
  cpuPercentPerViewer: number;
  /** First frame in Chromium through the relay against the upstream played directly (bench-relay-start.ts). */
  firstFrame: RelayStartFigures;
}

/** A player as hls.js behaves on a live stream: the master once, then the media playlist every 2 s and each new segment. */
async function viewer(masterUrl: string, until: number, seen: Set<string>, counters: { requests: number }) {
  const master = await (await fetch(masterUrl)).text();
  counters.requests += 1;
  const media = new URL(master.split('\n').filter((l) => l && !l.startsWith('#'))[0]!, masterUrl);
  const mine = new Set<string>();
  while (Date.now() < until) {
    const playlist = await (await fetch(media)).text();
    counters.requests += 1;
    for (const uri of playlist.split('\n').filter((l) => l && !l.startsWith('#')).slice(-3)) {
      if (mine.has(uri)) continue;
      mine.add(uri);
      const url = new URL(uri, media);
      seen.add(url.pathname);
      await (await fetch(url)).arrayBuffer();
      counters.requests += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Each channel of the lineup relays the one encoder under its own path prefix: its own relay state, caches and upstream counts. */
function lineup(upstreamUrl: string, channels: readonly string[]): string {
  return `#EXTM3U\n${channels.map((c) => `#EXTINF:-1 tvg-id="bench.${c}",Bench ${c}\n${upstreamUrl}/${c}/live/master.m3u8\n`).join('')}`;
}

/** 100 player-like viewers of FTV's master for 20 s: what they cost the upstream and the server. */
async function viewerFigures(upstream: Upstream, server: RunningServer, masterUrl: string): Promise<Omit<RelayFigure, 'firstFrame'>> {
  const segmentsBefore = upstream.count(/^\/bench\/live\/.*\.ts/);
  const playlistsBefore = upstream.count(/^\/bench\/live\/.*\.m3u8/);
  const seen = new Set<string>();
  const counters = { requests: 0 };
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const until = Date.now() + VIEW_SECONDS * 1000;
  await Promise.all(Array.from({ length: VIEWERS }, () => viewer(masterUrl, until, seen, counters)));
  const seconds = (performance.now() - started) / 1000;
  const cpuPercent = ((cpuSeconds(server.pid) - cpuBefore) / seconds) * 100;
  const fetches = upstream.count(/^\/bench\/live\/.*\.ts/) - segmentsBefore;
  return {
    viewers: VIEWERS,
    seconds: Math.round(seconds),
    segments: seen.size,
    upstreamSegmentFetches: fetches,
    upstreamFetchesPerSegment: Math.round((fetches / Math.max(1, seen.size)) * 100) / 100,
    upstreamPlaylistFetches: upstream.count(/^\/bench\/live\/.*\.m3u8/) - playlistsBefore,
    viewerRequests: counters.requests,
    serverCpuPercent: Math.round(cpuPercent * 10) / 10,
    cpuPercentPerViewer: Math.round((cpuPercent / VIEWERS) * 1000) / 1000,
  };
}

export async function benchRelay(): Promise<RelayFigure> {
  const upstream = await startUpstream({ live: [{ name: 'live', segmentType: 'mpegts' }] });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-relay-'));
  try {
    await upstream.waitForLive('live', 3);
    const playlist = path.join(dir, 'lineup.m3u');
    writeFileSync(playlist, lineup(upstream.url, ['bench', ...START_CHANNELS]));
    const server = await startServer({ FTV_LINEUP: playlist, LOG_LEVEL: 'warn', FTV_RATE_LIMIT_OFF: '1' });
    try {
      const init = await (await fetch(`${server.url}/tv/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ app_id: 'ftv-web', app_secret: 'ftv-web-secret' }) })).json();
      const channels = (await (await fetch(`${server.url}/tv/api/channels?session_key=${init.session_key}`)).json()) as Array<{ title: string; streams: { url: string }[] }>;
      const masterOf = (channel: string) => {
        const url = channels.find((c) => c.title === `Bench ${channel}`)?.streams[0]?.url;
        if (!url) throw new Error(`channel Bench ${channel} has no stream`);
        return new URL(url, server.url).toString();
      };
      // The starts first, while their channels are still cold; the viewers' channel is untouched by them.
      const firstFrame = await relayStartFigures(server.url, upstream.url, masterOf);
      return { ...(await viewerFigures(upstream, server, masterOf('bench'))), firstFrame };
    } finally {
      await server.stop();
    }
  } finally {
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printRelayFigures(f: RelayFigure) {
  console.info(`\nrelayed channel (HLS upstream on loopback, ${f.viewers} viewers for ${f.seconds} s, ${f.viewerRequests} requests)`);
  console.info(`  upstream fetches per segment   ${f.upstreamFetchesPerSegment} (${f.upstreamSegmentFetches} fetches for ${f.segments} segments; goal 1.0); ${f.upstreamPlaylistFetches} playlist fetches`);
  console.info(`  server CPU                     ${f.serverCpuPercent} % of one core = ${f.cpuPercentPerViewer} % per viewer`);
  printRelayStartFigures(f.firstFrame);
}

if (import.meta.main) printRelayFigures(await benchRelay());
