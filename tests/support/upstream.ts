// upstream.ts (test support) — a live upstream on loopback for the relay tests: ffmpeg's sliding-window HLS of a test pattern, raw MPEG-TS, fixed answers, and switches to make it fail, hang or freeze.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeCaptionedLoop } from './cea608.ts';

export const FFMPEG = process.env.FTV_FFMPEG ?? '/usr/bin/ffmpeg';

/** What a path prefix answers: normally, HTTP 503, nothing at all (the request hangs), or its playlists frozen as they are now. */
export type UpstreamMode = 'ok' | 'fail' | 'hang' | 'freeze';

export interface UpstreamRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

export interface UpstreamOptions {
  /**
   * The live HLS encoders to run: each writes under `/{name}/…` (any path prefix before it works too, e.g. /a/live/…).
   * `tracks`: MPEG-TS video whose master lists two audio renditions (English at 440 Hz, French at TRACKS_FRENCH_HZ)
   * and English WebVTT subtitles whose cue names the second (`Upstream second N`), as a broadcaster's packager does.
   * `cea608`: MPEG-TS whose video carries CEA-608 closed captions in-band (`CC second N`, cea608.ts), as broadcast TV does.
   */
  live?: Array<{ name: string; segmentType: SegmentType }>;
}

export interface Upstream {
  /** http://127.0.0.1:port */
  url: string;
  requests: UpstreamRequest[];
  /** Requests whose path matches. */
  count(match: RegExp): number;
  /** Sets the mode of every path starting with `prefix` ('/' for all); the longest matching prefix wins. */
  mode(prefix: string, mode: UpstreamMode): void;
  /** A fixed answer at `path` (Range requests are honoured). */
  route(path: string, body: string | Buffer, contentType?: string): void;
  redirect(from: string, to: string): void;
  /** Raw MPEG-TS connections being served now (to `path` only, when given). */
  rawConnections(path?: string): number;
  /** The live (video) media playlist of encoder `name` as it wrote it. */
  livePlaylist(name: string): string;
  /** Resolves once the encoder `name` has listed at least `segments` segments, and returns its newest sequence number. */
  waitForLive(name: string, segments?: number): Promise<number>;
  /** Resolves once the encoder `name` has written a segment after `seq`. */
  waitForNewSegment(name: string, seq: number): Promise<number>;
  /** Stops as a killed process would: the encoders die, connections are reset and new ones refused. */
  kill(): Promise<void>;
  /** Starts again on the same port, the encoders numbering anew (call `waitForLive` before relying on segments). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

type SegmentType = 'mpegts' | 'fmp4' | 'tracks' | 'cea608';

/** The `tracks` encoder's second audio rendition: a tone a fifth above the main one, so a test can hear which plays. */
export const TRACKS_FRENCH_HZ = 660;
/** The `tracks` encoder's subtitle cue at second `n` of its stream. */
export const upstreamCue = (n: number) => `Upstream second ${n}`;
/** The `tracks` encoder's media playlists: the video's is named like the others' (index.m3u8 is the master there). */
const videoPlaylistOf = (segmentType: SegmentType) => (segmentType === 'tracks' ? 'index_video.m3u8' : 'index.m3u8');

/** An hour of one-second cues, the subtitle input of the `tracks` encoder. */
function writeCueFile(file: string) {
  const time = (s: number) => `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  const cues = Array.from({ length: 3600 }, (_, s) => `${time(s)} --> ${time(s + 1)}\n${upstreamCue(s)}\n`);
  writeFileSync(file, `WEBVTT\n\n${cues.join('\n')}`);
}

/** 160x90 at 10 fps with a keyframe every second: as cheap as ffmpeg can make real H.264 + AAC. */
const SOURCE = ['-re', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050'];
const ENCODE = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '10', '-keyint_min', '10', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '32k', '-ac', '1'];

const TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', m4s: 'video/iso.segment', mp4: 'video/mp4', vtt: 'text/vtt' };

export async function startUpstream(options: UpstreamOptions = {}): Promise<Upstream> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ftv-upstream-'));
  let encoders: ChildProcess[] = [];
  /** Each raw MPEG-TS encoder and the path it serves. */
  const raw = new Map<ChildProcess, string>();
  const modes = new Map<string, UpstreamMode>();
  const frozen = new Map<string, string>();
  const routes = new Map<string, { body: Buffer; type: string }>();
  const redirects = new Map<string, string>();
  const requests: UpstreamRequest[] = [];

  if (options.live?.some((live) => live.segmentType === 'tracks')) writeCueFile(path.join(root, 'cues.vtt'));
  if (options.live?.some((live) => live.segmentType === 'cea608')) writeCaptionedLoop(FFMPEG, path.join(root, 'captioned.ts'));
  /** Starts every live encoder afresh: an empty folder, numbering from 0, as a restarted upstream would. */
  const startEncoders = () => {
    encoders = (options.live ?? []).map(({ name, segmentType }) => startEncoder(name, segmentType));
  };
  const startEncoder = (name: string, segmentType: SegmentType) => {
    const dir = path.join(root, name);
    const fmp4 = segmentType === 'fmp4';
    const hls = ['-f', 'hls', '-hls_time', '1', '-hls_list_size', '5', '-hls_flags', 'delete_segments+omit_endlist+temp_file+independent_segments'];
    const args =
      segmentType === 'cea608'
        ? [
            // The captioned loop copied as it is: re-encoding would drop its SEI.
            '-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-stream_loop', '-1', '-i', path.join(root, 'captioned.ts'),
            '-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-map', '0:v', '-map', '1:a', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '32k', '-ac', '1', ...hls,
            '-master_pl_name', 'master.m3u8', '-hls_segment_filename', path.join(dir, 'seg%d.ts'), path.join(dir, 'index.m3u8'),
          ]
        : segmentType === 'tracks'
        ? [
            '-hide_banner', '-loglevel', 'error', '-nostdin', ...SOURCE, '-re', '-f', 'lavfi', '-i', `sine=frequency=${TRACKS_FRENCH_HZ}:sample_rate=22050`, '-i', path.join(root, 'cues.vtt'),
            '-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:s', ...ENCODE, '-c:s', 'webvtt', ...hls,
            '-master_pl_name', 'master.m3u8',
            '-var_stream_map', 'v:0,s:0,agroup:aud,sgroup:subs,language:en,name:video a:0,agroup:aud,language:en,name:english,default:yes a:1,agroup:aud,language:fr,name:french',
            '-hls_segment_filename', path.join(dir, 'seg_%v_%d.ts'),
            path.join(dir, 'index_%v.m3u8'),
          ]
        : [
            '-hide_banner', '-loglevel', 'error', '-nostdin', ...SOURCE, ...ENCODE, ...hls,
            ...(fmp4 ? ['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'] : []),
            '-master_pl_name', 'master.m3u8',
            '-hls_segment_filename', path.join(dir, fmp4 ? 'seg%d.m4s' : 'seg%d.ts'),
            path.join(dir, 'index.m3u8'),
          ];
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    return spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  startEncoders();

  const modeOf = (urlPath: string): UpstreamMode => {
    let best: [string, UpstreamMode] | undefined;
    for (const [prefix, mode] of modes) if (urlPath.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, mode];
    return best?.[1] ?? 'ok';
  };
  const frozenKey = (urlPath: string) => [...modes].filter(([p, m]) => m === 'freeze' && urlPath.startsWith(p)).map(([p]) => p).sort((a, b) => b.length - a.length)[0];

  /** `/whatever/{name}/{file}` → the encoder's file: any prefix is a "mirror" of the same stream. */
  const liveFile = (urlPath: string): string | null => {
    const parts = urlPath.split('/').filter(Boolean);
    if (parts.length < 2) return null;
    const file = parts.at(-1)!;
    const name = parts.at(-2)!;
    if (!/^[a-z0-9]+$/i.test(name) || !/^[a-z0-9_]+\.(m3u8|ts|m4s|mp4|vtt)$/i.test(file)) return null;
    const full = path.join(root, name, file);
    return existsSync(full) ? full : null;
  };

  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ path: urlPath, headers: request.headers });
    const mode = modeOf(urlPath);
    if (mode === 'hang') return; // never answered: the client's timeout must act
    if (mode === 'fail') return void response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
    const target = redirects.get(urlPath);
    if (target) return void response.writeHead(302, { location: target }).end();
    const fixed = routes.get(urlPath);
    if (fixed) return sendBytes(response, fixed.body, fixed.type, request.headers.range);
    if (urlPath.includes('/raw/')) return sendRaw(response, raw, urlPath);
    const file = liveFile(urlPath);
    if (!file) return void response.writeHead(404).end('not found');
    const ext = file.slice(file.lastIndexOf('.') + 1);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void response.writeHead(404).end('gone');
    }
    if (ext === 'm3u8' && mode === 'freeze') {
      const key = `${frozenKey(urlPath)} ${urlPath}`;
      if (!frozen.has(key)) frozen.set(key, body.toString('utf8'));
      body = Buffer.from(frozen.get(key)!);
    }
    sendBytes(response, body, TYPES[ext] ?? 'application/octet-stream', request.headers.range);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  /** What a killed upstream process leaves: encoders gone, open connections reset, new ones refused. */
  const kill = async () => {
    for (const child of [...encoders, ...raw.keys()]) child.kill('SIGKILL');
    encoders = [];
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  const livePlaylist = (name: string) => {
    const segmentType = options.live?.find((live) => live.name === name)?.segmentType ?? 'mpegts';
    try {
      return readFileSync(path.join(root, name, videoPlaylistOf(segmentType)), 'utf8');
    } catch {
      return '';
    }
  };
  const newest = (name: string) => {
    const text = livePlaylist(name);
    const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? -1);
    const count = (text.match(/^#EXTINF/gm) ?? []).length;
    return { count, newest: first + count - 1 };
  };
  const until = async (test: () => number | null, what: string, timeoutMs = 20_000): Promise<number> => {
    const stop = Date.now() + timeoutMs;
    for (;;) {
      const value = test();
      if (value !== null) return value;
      if (Date.now() > stop) throw new Error(`upstream: ${what} did not happen within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    url,
    requests,
    count: (match) => requests.filter((r) => match.test(r.path)).length,
    mode: (prefix, mode) => {
      modes.set(prefix, mode);
      if (mode !== 'freeze') for (const key of [...frozen.keys()]) if (key.startsWith(`${prefix} `)) frozen.delete(key);
    },
    route: (routePath, body, type = 'application/octet-stream') => void routes.set(routePath, { body: Buffer.from(body), type }),
    redirect: (from, to) => void redirects.set(from, to),
    rawConnections: (only) => [...raw.values()].filter((p) => only === undefined || p === only).length,
    livePlaylist,
    waitForLive: (name, segments = 3) =>
      until(() => {
        const n = newest(name);
        return n.count >= segments ? n.newest : null;
      }, `${segments} segments of ${name}`),
    waitForNewSegment: (name, seq) =>
      until(() => {
        const n = newest(name);
        return n.newest > seq ? n.newest : null;
      }, `a segment of ${name} after ${seq}`),
    kill,
    restart: async () => {
      startEncoders();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
    },
    close: async () => {
      if (server.listening) await kill();
      else for (const child of [...encoders, ...raw.keys()]) child.kill('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function sendBytes(response: ServerResponse, body: Buffer, type: string, range: string | undefined): void {
  const match = range ? /^bytes=(\d+)-(\d+)$/.exec(range) : null;
  if (match) {
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), body.length - 1);
    response.writeHead(206, { 'content-type': type, 'content-range': `bytes ${start}-${end}/${body.length}` }).end(body.subarray(start, end + 1));
    return;
  }
  response.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
}

/** A live MPEG-TS stream for as long as the client stays: one ffmpeg per connection, killed when it leaves. */
function sendRaw(response: ServerResponse, raw: Map<ChildProcess, string>, urlPath: string): void {
  const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...SOURCE, ...ENCODE, '-f', 'mpegts', 'pipe:1'], { stdio: ['ignore', 'pipe', 'ignore'] });
  raw.set(child, urlPath);
  // Headers at once, as a tuner answers: the bytes follow when ffmpeg has them.
  response.writeHead(200, { 'content-type': 'video/mp2t' });
  response.flushHeaders();
  child.stdout!.pipe(response);
  const end = () => {
    raw.delete(child);
    child.kill('SIGKILL');
  };
  response.on('close', end);
  child.on('exit', () => {
    raw.delete(child);
    response.end();
  });
}
