// remux.ts (relay) — raw MPEG-TS upstreams as HLS: one ffmpeg per channel copying the stream into a temp dir, started on demand, stopped when idle.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UpstreamError } from './upstream.ts';

export interface RemuxOptions {
  /** Resolved when first needed: a server without ffmpeg still relays HLS. */
  ffmpeg: () => string;
  /** Parent of the per-run temp dirs (default: the OS temp dir). */
  workDir?: string;
  /** A channel's own parent of its run dirs instead (created when missing): the shared remux keeps each channel apart. */
  parentDirOf?: (channelId: number) => string;
  /** When a viewer elsewhere (another instance) last used the channel's run, in ms: that counts against idleness too. */
  lastWanted?: (channelId: number) => number;
  /** A run nobody asked anything of for this long is stopped. */
  idleMs: number;
  /** How long the first request waits for the first playlist (→ 504). */
  startTimeoutMs: number;
  segmentSeconds: number;
  listSize: number;
  /** ffmpeg gives up on an upstream that sends nothing for this long (its -rw_timeout). */
  readTimeoutMs: number;
  userAgent: string;
  onStart?: (channelId: number, stream: number) => void;
  onStop?: (channelId: number, stream: number, why: StopReason, detail: string) => void;
}

/** Why a run ended: 'lost' is a shared run whose lease another instance took (server/relay/remuxShared.ts). */
export type StopReason = 'idle' | 'exit' | 'replaced' | 'failed' | 'closed' | 'lost';

/** What the relay asks of a remuxer: this process's pool, or the pool shared across instances. */
export interface Remuxer {
  playlistOf(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<string>;
  touch(channelId: number): void;
  processes(): Array<{ channelId: number; stream: number; pid: number }>;
  stopChannel(channelId: number): void;
  close(): Promise<void>;
}

interface Run {
  channelId: number;
  stream: number;
  url: string;
  dir: string;
  child: ChildProcess;
  ready: Promise<string>;
  lastUsed: number;
  exited: boolean;
  idleTimer: NodeJS.Timeout | null;
  stderr: string;
}

const POLL_MS = 100;
const KILL_GRACE_MS = 2000;

/** ffmpeg's messages name the input URL: only what follows it is kept. */
const withoutUrls = (text: string) => text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, 'upstream').trim();

export class RemuxPool implements Remuxer {
  private readonly runs = new Map<number, Run>();
  /** Runs being set up (temp dir, spawn), by channel. */
  private readonly starting = new Map<number, { stream: number; url: string; run: Promise<Run> }>();
  private closed = false;
  private readonly options: RemuxOptions;

  constructor(options: RemuxOptions) {
    this.options = options;
  }

  /**
   * The path of the channel's remuxed playlist, once it lists a segment: the running ffmpeg's when it copies this
   * stream, else a new one (a different stream of the channel stops the old one: one ffmpeg per channel).
   */
  async playlistOf(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<string> {
    if (this.closed) throw new UpstreamError(502, 'the relay is shutting down');
    const pending = this.starting.get(channelId);
    if (pending) {
      if (pending.stream === stream && pending.url === url) return (await pending.run).ready;
      // Another stream of the channel is starting (a failover under way): once it settles, this one replaces it.
      await pending.run.catch(() => null);
      return this.playlistOf(channelId, stream, url, headers);
    }
    const current = this.runs.get(channelId);
    if (current && !current.exited && current.stream === stream && current.url === url) {
      current.lastUsed = Date.now();
      return current.ready;
    }
    // The old ffmpeg is gone before the new one starts: never two per channel.
    const run = (async () => {
      if (current) await this.stop(current, current.exited ? 'exit' : 'replaced', '');
      return this.start(channelId, stream, url, headers);
    })().finally(() => this.starting.delete(channelId));
    this.starting.set(channelId, { stream, url, run });
    return (await run).ready;
  }

  /** Whether this pool runs (or is starting) an ffmpeg for exactly this stream of the channel. */
  isRunning(channelId: number, stream: number, url: string): boolean {
    const pending = this.starting.get(channelId);
    if (pending) return pending.stream === stream && pending.url === url;
    const current = this.runs.get(channelId);
    return current !== undefined && !current.exited && current.stream === stream && current.url === url;
  }

  /** A viewer asked for something of the channel's remuxed stream: it stays up. */
  touch(channelId: number): void {
    const run = this.runs.get(channelId);
    if (run) run.lastUsed = Date.now();
  }

  processes(): Array<{ channelId: number; stream: number; pid: number }> {
    return [...this.runs.values()].filter((r) => !r.exited && r.child.pid !== undefined).map((r) => ({ channelId: r.channelId, stream: r.stream, pid: r.child.pid! }));
  }

  /** Stops one channel's ffmpeg (its streams changed, or, with 'lost', another instance took its job). */
  stopChannel(channelId: number, why: StopReason = 'replaced'): void {
    const run = this.runs.get(channelId);
    if (run) void this.stop(run, why, '');
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.starting.values()].map((s) => s.run.catch(() => null)));
    await Promise.all([...this.runs.values()].map((run) => this.stop(run, 'closed', '')));
  }

  private async start(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<Run> {
    const { options } = this;
    let ffmpeg: string;
    try {
      ffmpeg = options.ffmpeg();
    } catch {
      throw new UpstreamError(502, 'raw stream cannot be remuxed: this server has no ffmpeg (set FTV_FFMPEG)');
    }
    const parent = options.parentDirOf?.(channelId) ?? options.workDir ?? os.tmpdir();
    await mkdir(parent, { recursive: true });
    const dir = await mkdtemp(path.join(parent, `ftv-relay-${channelId}-`));
    const playlist = path.join(dir, 'index.m3u8');
    const child = spawn(ffmpeg, remuxArgs(url, headers, dir, options), { stdio: ['ignore', 'ignore', 'pipe'] });
    const run: Run = { channelId, stream, url, dir, child, ready: Promise.resolve(playlist), lastUsed: Date.now(), exited: false, idleTimer: null, stderr: '' };
    child.stderr!.setEncoding('utf8');
    // The tail is enough to say why it stopped.
    child.stderr!.on('data', (chunk: string) => (run.stderr = (run.stderr + chunk).slice(-2000)));
    child.on('error', () => {}); // a spawn failure is reported by firstPlaylist; later errors end in 'exit'
    this.runs.set(channelId, run);
    options.onStart?.(channelId, stream);
    run.ready = this.firstPlaylist(run, playlist);
    run.ready.catch(() => {}); // awaited by the callers; this keeps a failure no one waits on from going unhandled
    return run;
  }

  private firstPlaylist(run: Run, playlist: string): Promise<string> {
    const { startTimeoutMs } = this.options;
    return new Promise<string>((resolve, reject) => {
      const started = Date.now();
      const fail = (error: UpstreamError) => {
        clearInterval(poll);
        run.child.off('exit', onExit);
        run.child.off('error', onError);
        void this.stop(run, 'failed', error.message);
        reject(error);
      };
      const onExit = (code: number | null) => {
        const said = withoutUrls(run.stderr).split('\n').filter(Boolean).at(-1);
        fail(new UpstreamError(502, `raw stream could not be read (ffmpeg exited with ${code ?? 'a signal'}${said ? `: ${said}` : ''})`));
      };
      // A binary that cannot be started emits 'error' and never 'exit'.
      const onError = (error: NodeJS.ErrnoException) => fail(new UpstreamError(502, `raw stream cannot be remuxed: ffmpeg did not start (${error.code ?? 'error'})`));
      const poll = setInterval(() => {
        if (existsSync(playlist) && readFileSync(playlist, 'utf8').includes('#EXTINF')) {
          clearInterval(poll);
          run.child.off('exit', onExit);
          run.child.off('error', onError);
          run.child.once('exit', (code) => this.exited(run, code));
          // Idle time counts from the first playlist: a slow start is not idleness, the first viewer is waiting.
          run.lastUsed = Date.now();
          this.armIdle(run);
          resolve(playlist);
        } else if (Date.now() - started > startTimeoutMs) {
          fail(new UpstreamError(504, `raw stream gave no video within ${startTimeoutMs / 1000} s`));
        }
      }, POLL_MS);
      run.child.once('exit', onExit);
      run.child.once('error', onError);
    });
  }

  /** Ended on its own (the upstream closed, or sent nothing for the read timeout): the next request starts it again. */
  private exited(run: Run, code: number | null): void {
    if (run.exited) return; // stopped by the pool, which said why
    run.exited = true;
    this.options.onStop?.(run.channelId, run.stream, 'exit', `ffmpeg exited with ${code ?? 'a signal'}`);
  }

  private armIdle(run: Run): void {
    const { idleMs } = this.options;
    const check = () => {
      const idle = Date.now() - Math.max(run.lastUsed, this.options.lastWanted?.(run.channelId) ?? 0);
      if (idle >= idleMs) void this.stop(run, 'idle', '');
      else run.idleTimer = setTimeout(check, idleMs - idle).unref();
    };
    run.idleTimer = setTimeout(check, idleMs).unref();
  }

  private async stop(run: Run, why: StopReason, detail: string): Promise<void> {
    if (this.runs.get(run.channelId) === run) this.runs.delete(run.channelId);
    if (run.idleTimer) clearTimeout(run.idleTimer);
    run.idleTimer = null;
    if (!run.exited) {
      if (why !== 'exit') this.options.onStop?.(run.channelId, run.stream, why, detail);
      run.exited = true;
      await killed(run.child);
    }
    await rm(run.dir, { recursive: true, force: true }).catch(() => {});
  }
}

/** SIGTERM, then SIGKILL if it lingers; resolves once the process is gone. */
function killed(child: ChildProcess): Promise<void> {
  // Never started (no pid), or already gone: there is nothing to wait for.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Copies (no transcoding) video and audio into a live HLS window; the http options only for http(s) inputs. */
export function remuxArgs(url: string, headers: Readonly<Record<string, string>>, dir: string, options: Pick<RemuxOptions, 'segmentSeconds' | 'listSize' | 'readTimeoutMs' | 'userAgent'>): string[] {
  const http = /^https?:/i.test(url);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const extra = Object.entries(lower)
    .filter(([name]) => name !== 'user-agent' && name !== 'referer')
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...(http ? ['-user_agent', lower['user-agent'] ?? options.userAgent] : []),
    ...(http && lower.referer ? ['-referer', lower.referer] : []),
    ...(http && extra ? ['-headers', extra] : []),
    '-rw_timeout',
    String(options.readTimeoutMs * 1000),
    // Copying needs the streams' codecs, not ffmpeg's default 5 s of analysis: the first viewer is waiting.
    '-analyzeduration',
    '1500000',
    '-probesize',
    '2000000',
    '-i',
    url,
    '-map',
    '0:v?',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(options.segmentSeconds),
    '-hls_list_size',
    String(options.listSize),
    // temp_file: a segment appears under its name only once complete; omit_endlist: it is live, not ending.
    '-hls_flags',
    'delete_segments+omit_endlist+temp_file',
    '-hls_segment_filename',
    path.join(dir, 's%d.ts'),
    path.join(dir, 'index.m3u8'),
  ];
}
