// mediaHelpers.ts — what the media and recorder tests share: ffprobe, signed URLs from the API, waiting on the recorder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { TestServer } from './support.ts';

const run = promisify(execFile);

/** Debian's ffprobe: scripts/test.ts installs the ffmpeg package for it. */
export const FFPROBE = process.env.FFPROBE ?? '/usr/bin/ffprobe';

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
