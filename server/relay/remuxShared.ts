// remuxShared.ts (relay) — one ffmpeg per raw channel across every instance: the instance holding the channel's lease remuxes into a shared directory, the others serve its files.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import path from 'node:path';
import { RemuxPool, type RemuxOptions, type Remuxer } from './remux.ts';
import { UpstreamError } from './upstream.ts';

export interface RemuxSharing {
  /** The shared directory (under FTV_STORAGE_DIR): a folder per channel with its run and the pointer to it. */
  root: string;
  /** Takes or renews the channel's job (a lease in the database); false while another live instance holds it. */
  hold: (job: string) => Promise<boolean>;
  release: (job: string) => Promise<void>;
  /** How long a lease lasts unrenewed, in seconds: a pointer untouched for longer belongs to an instance that died. */
  leaseSeconds: number;
}

/** What the owner writes once its run lists a segment (current.json), and touches while it holds the lease. */
interface Pointer {
  /** The run's folder inside the channel's. */
  run: string;
  stream: number;
  /** The upstream URL's hash: the URL itself may carry credentials and is not written to shared storage. */
  url: string;
}

/** How often the owner renews its leases and shows it is alive (well within a lease). */
const RENEW_MS = 1_000;
/** How often a waiting instance looks for the owner's pointer. */
const WAIT_POLL_MS = 200;
/**
 * A viewer elsewhere marks the channel wanted at most this often, and at most every quarter of the idle time: the owner
 * then sees a mark well within its idle time even when a request or a timer runs late on a busy machine.
 */
const WANTED_EVERY_MS = 1_000;
const wantedEvery = (idleMs: number) => Math.min(WANTED_EVERY_MS, idleMs / 4);

const jobOf = (channelId: number) => `remux:${channelId}`;
const hashOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 32);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SharedRemux implements Remuxer {
  private readonly pool: RemuxPool;
  /** Channels this instance holds the job of; `pointer` once current.json names its ready run. */
  private readonly owned = new Map<number, { pointer: boolean }>();
  private readonly markedAt = new Map<number, number>();
  private readonly renewing = new Set<number>();
  /** Requests waiting for another instance's run, one wait per stream: many viewers, one poll. */
  private readonly waits = new Map<string, Promise<string>>();
  /** Renews the owned channels' leases; runs only while this instance owns one (an idle relay keeps no timer). */
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly options: RemuxOptions;
  private readonly sharing: RemuxSharing;

  constructor(options: RemuxOptions, sharing: RemuxSharing) {
    this.options = options;
    this.sharing = sharing;
    this.pool = new RemuxPool({
      ...options,
      parentDirOf: (channelId) => this.channelDir(channelId),
      lastWanted: (channelId) => mtimeOf(path.join(this.channelDir(channelId), 'wanted')),
      onStop: (channelId, stream, why, detail) => {
        options.onStop?.(channelId, stream, why, detail);
        // A run replaced by another stream of the channel keeps the job; every other end gives it up.
        if (why !== 'replaced') void this.disown(channelId, why !== 'lost');
      },
    });
  }

  async playlistOf(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<string> {
    if (this.closed) throw new UpstreamError(502, 'the relay is shutting down');
    // Ours already, or ours to change (a failover here): the local pool does it, and the pointer follows.
    if (this.owned.has(channelId)) return this.runOwned(channelId, stream, url, headers);
    const key = `${channelId} ${stream} ${url}`;
    let wait = this.waits.get(key);
    if (!wait) {
      wait = this.theirsOrOurs(channelId, stream, url, headers).finally(() => this.waits.delete(key));
      this.waits.set(key, wait);
    }
    return wait;
  }

  /** The live owner's run of this stream; else the job, taken as soon as it is free. */
  private async theirsOrOurs(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<string> {
    const deadline = Date.now() + this.options.startTimeoutMs;
    for (;;) {
      const theirs = await this.readPointer(channelId);
      if (theirs) {
        if (theirs.pointer.stream !== stream || theirs.pointer.url !== hashOf(url)) {
          throw new UpstreamError(502, 'raw stream is being remuxed by another instance from another of the channel’s upstreams');
        }
        this.touch(channelId);
        return theirs.playlist;
      }
      // No live owner with a ready run: the job is free (or its owner died), or its owner is still starting.
      if (await this.sharing.hold(jobOf(channelId))) {
        if (!this.owned.has(channelId)) {
          this.owned.set(channelId, { pointer: false });
          this.timer ??= setInterval(() => this.renewAll(), RENEW_MS).unref();
          await this.sweep(channelId);
        }
        return this.runOwned(channelId, stream, url, headers);
      }
      if (Date.now() > deadline) throw new UpstreamError(504, `raw stream gave no video within ${this.options.startTimeoutMs / 1000} s (remuxed by another instance)`);
      await sleep(WAIT_POLL_MS);
    }
  }

  /** Keeps the channel's run up: locally, or by marking it wanted for the instance that runs it. */
  touch(channelId: number): void {
    if (this.owned.has(channelId)) return this.pool.touch(channelId);
    const t = Date.now();
    if (t - (this.markedAt.get(channelId) ?? 0) < wantedEvery(this.options.idleMs)) return;
    this.markedAt.set(channelId, t);
    const file = path.join(this.channelDir(channelId), 'wanted');
    const d = new Date(t);
    void utimes(file, d, d).catch(() => writeFile(file, '').catch(() => undefined));
  }

  processes() {
    return this.pool.processes();
  }

  stopChannel(channelId: number): void {
    this.pool.stopChannel(channelId);
    if (this.owned.has(channelId)) void this.disown(channelId, true);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopRenewing();
    await this.pool.close();
  }

  private channelDir(channelId: number): string {
    return path.join(this.sharing.root, String(channelId));
  }

  private async runOwned(channelId: number, stream: number, url: string, headers: Readonly<Record<string, string>>): Promise<string> {
    const own = this.owned.get(channelId)!;
    const pointer = path.join(this.channelDir(channelId), 'current.json');
    if (own.pointer && !this.pool.isRunning(channelId, stream, url)) {
      // Another stream replaces the run: nobody is sent to the old one's folder meanwhile.
      own.pointer = false;
      await rm(pointer, { force: true });
    }
    let playlist: string;
    try {
      playlist = await this.pool.playlistOf(channelId, stream, url, headers);
    } catch (error) {
      // Failed before any ffmpeg ran (none to report its stop): the job is given up here.
      if (!this.pool.processes().some((p) => p.channelId === channelId)) await this.disown(channelId, true);
      throw error;
    }
    if (!own.pointer && this.owned.get(channelId) === own) {
      const written: Pointer = { run: path.basename(path.dirname(playlist)), stream, url: hashOf(url) };
      // Whole or absent: another instance never reads half a pointer.
      await writeFile(`${pointer}.tmp`, JSON.stringify(written));
      await rename(`${pointer}.tmp`, pointer);
      own.pointer = true;
    }
    return playlist;
  }

  /** The live owner's ready run, if there is one: its pointer was touched within a lease. */
  private async readPointer(channelId: number): Promise<{ pointer: Pointer; playlist: string } | null> {
    const file = path.join(this.channelDir(channelId), 'current.json');
    try {
      const [info, text] = await Promise.all([stat(file), readFile(file, 'utf8')]);
      if (Date.now() - info.mtimeMs > this.sharing.leaseSeconds * 1000) return null;
      const pointer = JSON.parse(text) as Pointer;
      return { pointer, playlist: path.join(this.channelDir(channelId), pointer.run, 'index.m3u8') };
    } catch {
      return null;
    }
  }

  /**
   * What an owner that died left: its runs' folders and its pointer. Removing a dead owner's folder also ends its
   * ffmpeg if that outlived it (its next segment cannot be written).
   */
  private async sweep(channelId: number): Promise<void> {
    const dir = this.channelDir(channelId);
    await mkdir(dir, { recursive: true });
    for (const name of await readdir(dir)) if (name !== 'wanted') await rm(path.join(dir, name), { recursive: true, force: true });
  }

  private async disown(channelId: number, release: boolean): Promise<void> {
    const own = this.owned.get(channelId);
    if (!own) return;
    this.owned.delete(channelId);
    if (this.owned.size === 0) this.stopRenewing();
    if (own.pointer) await rm(path.join(this.channelDir(channelId), 'current.json'), { force: true });
    if (release) await this.sharing.release(jobOf(channelId)).catch(() => undefined);
  }

  private stopRenewing(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Each owned channel: the lease renewed and the pointer touched, or, lost to another instance, the run stopped. */
  private renewAll(): void {
    for (const channelId of this.owned.keys()) {
      // A renewal still waiting on the database is not doubled; an owner stuck on it stops showing itself alive.
      if (this.renewing.has(channelId)) continue;
      this.renewing.add(channelId);
      void this.sharing
        .hold(jobOf(channelId))
        .then(async (held) => {
          const own = this.owned.get(channelId);
          if (!own) return;
          if (!held) {
            this.pool.stopChannel(channelId, 'lost');
            return this.disown(channelId, false);
          }
          if (own.pointer) {
            const d = new Date();
            await utimes(path.join(this.channelDir(channelId), 'current.json'), d, d).catch(() => undefined);
          }
        })
        .catch(() => undefined)
        .finally(() => this.renewing.delete(channelId));
    }
  }
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
