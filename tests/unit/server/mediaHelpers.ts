// mediaHelpers.ts — what the media and recorder tests share: ffprobe, signed URLs from the API, waiting on the recorder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { ensureTestMedia } from '../../support/media.ts';
import { startTestServer, type TestServer } from './support.ts';

const run = promisify(execFile);

/** Demo channels the media tests watch: FTV News 24 (number 1, loop 1) and World Report (premium). */
export const FREE = 101;
export const PREMIUM = 102;

export interface LoopServer {
  server: TestServer;
  /** A visitor's session key. */
  key: string;
  mediaDir: string;
}

/**
 * A test server over the shared prepared loops, started before a file's tests and closed after them. The first suite
 * on a machine encodes the loops (a minute or two, longer on a busy machine); the others reuse them.
 */
export function serverOverLoops(env: Record<string, string> = {}): LoopServer {
  const fixture = {} as LoopServer;
  beforeAll(async () => {
    fixture.mediaDir = await ensureTestMedia();
    fixture.server = await startTestServer({ FTV_MEDIA_DIR: fixture.mediaDir, ...env });
    fixture.key = await fixture.server.init();
  }, 600_000);
  afterAll(() => fixture.server?.close());
  return fixture;
}

/** Debian's ffprobe and ffmpeg: scripts/test.ts installs the ffmpeg package for them. */
export const FFPROBE = process.env.FFPROBE ?? '/usr/bin/ffprobe';
export const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

export interface ProbeFrame {
  key_frame: number;
  pict_type: string;
  pts_time: string;
  duration_time?: string;
}

export interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; profile: string; level: number; width?: number; height?: number; sample_rate?: string }>;
  format: { duration?: string };
  frames?: ProbeFrame[];
}

/** ffprobe of a file or URL: streams, format and (optionally) every video frame. */
export async function probe(input: string, frames = false): Promise<Probe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', ...(frames ? ['-show_frames', '-show_entries', 'frame=media_type,key_frame,pict_type,pts_time,duration_time:stream=codec_type,codec_name,profile,level,width,height,sample_rate:format=duration'] : []), input];
  const { stdout } = await run(FFPROBE, args, { maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(stdout) as Omit<Probe, 'frames'> & { frames?: Array<ProbeFrame & { media_type: string }> };
  return { ...result, frames: result.frames?.filter((f) => f.media_type === 'video') };
}

/** The first video timestamp (90 kHz) of an MPEG-TS file or URL, as the packets carry it. */
export async function firstVideoPts(input: string): Promise<number> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts', '-read_intervals', '%+#1', '-of', 'json', input]);
  return (JSON.parse(stdout) as { packets: Array<{ pts: number }> }).packets[0]!.pts;
}

/**
 * The pitch of a file's first audio stream, from its zero crossings (two per period) over the decoded 16-bit mono
 * samples: enough to tell two tones half an octave apart (the loops' once-a-second beep adds a few per cent).
 */
export async function audioFrequency(input: string): Promise<number> {
  const rate = 44_100;
  const { stdout } = await run(FFMPEG, ['-v', 'error', '-i', input, '-map', '0:a:0', '-f', 's16le', '-ac', '1', '-ar', String(rate), '-'], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const samples = new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.byteLength / 2));
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings += 1;
  return crossings / 2 / (samples.length / rate);
}

/** The first stream URL the channel answer gives this caller (empty for a premium channel without a plan). */
export async function streamUrlOf(server: TestServer, channelId: number, sessionKey: string, token?: string): Promise<string | undefined> {
  const res = await server.get(`/tv/api/channel/${channelId}`, { session_key: sessionKey }, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { streams: Array<{ url: string }> }).streams[0]?.url;
}

/** Resolves a playlist's relative URI against the URL the playlist came from (path only, as inject() wants). */
export const resolve = (from: string, uri: string) => {
  const url = new URL(uri, `http://x${from}`);
  return `${url.pathname}${url.search}`;
};

export const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));
export const tagValue = (playlist: string, tag: string) => new RegExp(`^#${tag}:(.*)$`, 'm').exec(playlist)?.[1];

export interface ListedRecording {
  id: number;
  channel_id: number;
  programme_id: number;
  title: string;
  time_start: number;
  length: number;
  status: 'Accepted' | 'Recording' | 'Recorded' | 'Failed';
  stream_url?: string;
  master_url?: string;
  progress?: number;
  reason?: string;
  recorded_from?: number;
}

export interface DvrList {
  userStorage: { total: number; recorded: number; available: number };
  recordings: ListedRecording[];
}

/** Polls dvr/list until the recording satisfies `done`, calling `seen` with every state on the way. */
export async function waitForRecording(list: () => Promise<DvrList>, id: number, done: (r: ListedRecording) => boolean, seen: (r: ListedRecording) => void = () => {}, timeoutMs = 90_000): Promise<ListedRecording> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = (await list()).recordings.find((x) => x.id === id);
    if (!r) throw new Error(`recording ${id} is not listed`);
    seen(r);
    if (done(r)) return r;
    if (Date.now() > until) throw new Error(`recording ${id} still ${r.status} after ${timeoutMs} ms: ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** What a busy machine (this process starved, or the test upstream's ffmpeg) may add to any recording's reason: a gap it names. */
export const BUSY_CAUSE = /^(?:the server fell behind the channel's stream|the channel's stream fell behind the clock) \([^)]*UTC[^)]*\)$/;

/**
 * What a reason says is missing (0: no gap), whether it names the `expected` cause, and the causes it names that are
 * neither that nor a busy machine's: a recording covers its programme, or says where and why not.
 */
export function statedGap(reason: string | undefined, expected = /^$/): { gap: number; named: boolean; unexplained: string[] } {
  const said = /(?:^|; )Recorded with a gap of (\d+) s while (.+)$/.exec(reason ?? '');
  // Causes are joined by "and", each starting "the …"; the times in their brackets are joined by "and" too.
  const causes = said ? said[2]!.split(/ and (?=the )/) : [];
  return { gap: Number(said?.[1] ?? 0), named: causes.some((cause) => expected.test(cause)), unexplained: causes.filter((cause) => !BUSY_CAUSE.test(cause) && !expected.test(cause)) };
}
