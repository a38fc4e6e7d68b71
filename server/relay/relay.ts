// relay.ts — serves an operator's upstream channel under FTV's own URLs: playlists rewritten to opaque refs, one upstream fetch shared by every viewer, failover between a channel's upstreams, raw MPEG-TS remuxed.
import { pathToFileURL } from 'node:url';
import { ffmpegPath } from './ffmpeg.ts';
import { SharedLoader, TimedLru } from './cache.ts';
import { ChannelState, pickSlot, type Issued } from './channel.ts';
import { destinationsOf, type Destinations } from './destinations.ts';
import { HealthBook } from './health.ts';
import { StreamStats, type StreamSample } from './streamStats.ts';
import { isMasterText, isPlaylistText, parseMedia, rewriteMaster, targetDurationOf, type MediaPlaylist } from './hls.ts';
import { parseFileName } from './refs.ts';
import { RemuxPool, type RemuxOptions, type Remuxer } from './remux.ts';
import { SharedRemux, type RemuxSharing } from './remuxShared.ts';
import { renderMedia } from './render.ts';
import type { RelayAnswer, RelayCounters, RelayEvent, RelayFailure, RelayHealth, RelayOk, RelayStream, ResourceKind } from './types.ts';
import { fetchTarget, UpstreamError, type Fetched, type Target } from './upstream.ts';

export interface RelayOptions {
  /** Keys the refs (HMAC): e.g. derived from the media secret. */
  secret: string;
  /** ms clock for caches, failover and health (tests move it); the remuxer's idle timer uses real time. */
  now?: () => number;
  fetch?: typeof fetch;
  /** Where rendition playlists are mounted relative to the master (default 'r/': master at …/{id}/master.m3u8, files at …/{id}/r/{ref}.{ext}). */
  entryPrefix?: string;
  playlistTimeoutMs?: number;
  segmentTimeoutMs?: number;
  probeTimeoutMs?: number;
  /** The shared segment cache's byte budget (LRU). */
  segmentCacheBytes?: number;
  segmentTtlMs?: number;
  /** Segment/key/init refs remembered per channel (the most recent ones). */
  refsPerChannel?: number;
  /** After a failover, how long until the first upstream is tried again. */
  primaryRetryMs?: number;
  /** An upstream whose media sequence has not moved for this many target durations has stalled. */
  stallTargetDurations?: number;
  /** How long viewers' traffic counts as the channel's health before health() probes again. */
  healthFreshMs?: number;
  /** Sent upstream when a stream names no user-agent. */
  userAgent?: string;
  remux?: {
    ffmpeg?: string;
    workDir?: string;
    idleMs?: number;
    startTimeoutMs?: number;
    segmentSeconds?: number;
    listSize?: number;
    readTimeoutMs?: number;
    /** Several instances: one ffmpeg per channel among them all, in a shared directory (server/relay/remuxShared.ts). */
    sharing?: RemuxSharing;
  };
  onEvent?: (event: RelayEvent) => void;
  /**
   * Off (default): URLs the relay is led to (URIs in upstream playlists, redirects) must resolve to public addresses
   * unless they are on the host:port of one of the channel's own stream URLs. On: any address (FTV_RELAY_ALLOW_PRIVATE=1).
   */
  allowPrivateDestinations?: boolean;
}

export interface Relay {
  /** The channel's master playlist (served at /media/live/{id}/master.m3u8); `query` is appended to every URI as is. */
  master(channelId: number, streams: readonly RelayStream[], query: string): Promise<RelayAnswer>;
  /** A file under the channel (served at /media/live/{id}/r/{file}): a rendition playlist, segment, init segment or key. */
  file(channelId: number, streams: readonly RelayStream[], file: string, query: string): Promise<RelayAnswer>;
  /** Recent viewer traffic's verdict, else (with `streams`) a probe. */
  health(channelId: number, streams?: readonly RelayStream[]): Promise<RelayHealth>;
  /** One playlist fetch per upstream (short timeout) until one answers. */
  probe(channelId: number, streams: readonly RelayStream[]): Promise<RelayHealth>;
  /** Which upstream a channel uses now, if the relay has served it. */
  status(channelId: number): { current: number; switchedAt: number; issuedRefs: number } | undefined;
  counters(): RelayCounters;
  /** Each stream's figures since the last call (the console's stream health), and a fresh period. */
  drainStreamStats(): StreamSample[];
  /** Probes every stream of the channel to its first segment, timing each; answers per stream, in order. */
  probeStreams(channelId: number, streams: readonly RelayStream[]): Promise<Array<{ ok: boolean; ms: number; error?: string }>>;
  remuxProcesses(): Array<{ channelId: number; stream: number; pid: number }>;
  close(): Promise<void>;
}

/** How often an instance may read a channel's playlists to learn the names another instance issued. */
const LEARN_MS = 2000;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** The master names renditions by slot, which stay valid: it can be kept like the demo channels' master. */
const MASTER_CACHE = 'private, max-age=60';
/** As the demo channels' live playlists: changes every segment. */
const LIVE_PLAYLIST_CACHE = 'public, max-age=1, must-revalidate';
const CACHE_BY_KIND: Record<Exclude<ResourceKind, 'playlist'>, string> = {
  segment: 'public, max-age=60',
  init: 'public, max-age=300',
  key: 'private, max-age=300',
};
const NO_STORE = 'no-store';

/** Extensions kept from the upstream's URL (what the player may judge the file by), with the type they are answered with. */
const TYPES: Record<string, string> = {
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  cmfv: 'video/mp4',
  m4a: 'audio/mp4',
  cmfa: 'audio/mp4',
  aac: 'audio/aac',
  ac3: 'audio/ac3',
  ec3: 'audio/eac3',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt',
  webvtt: 'text/vtt',
  key: 'application/octet-stream',
};
const DEFAULT_EXT: Record<Exclude<ResourceKind, 'playlist'>, string> = { segment: 'ts', init: 'mp4', key: 'key' };

const MB = 2 ** 20;
const PLAYLIST_MAX_BYTES = 4 * MB;
const SEGMENT_MAX_BYTES = 32 * MB;
const PLAYLIST_CACHE_BYTES = 8 * MB;
/** A master's rendition URLs are used this long before the master is read again. */
const MASTER_REUSE_MS = 60_000;
/** Channel state nobody asked for in this long is dropped (its refs with it). */
const CHANNEL_IDLE_MS = 15 * 60_000;
/** The bandwidth a master made up for a single-rendition upstream claims (players need one; nothing better is known). */
const SYNTHETIC_BANDWIDTH = 2_000_000;
/** What a query may hold: it goes into playlist lines verbatim. */
const QUERY = /^(?:\?[A-Za-z0-9._~%=&+-]{0,500})?$/;

export function createRelay(options: RelayOptions): Relay {
  return new UpstreamRelay(options);
}

/** A working answer, and what is wrong with it all the same (a stalled upstream with no other to go to). */
interface Attempted {
  answer: RelayOk;
  problem?: string;
}

type Top = { kind: 'master'; text: string; url: string } | { kind: 'media' } | { kind: 'mpegts' };

const failure = (status: RelayFailure['status'], message: string): RelayFailure => ({ status, headers: { 'cache-control': NO_STORE }, message });
const ok = (body: Buffer | string, type: string, cache: string): RelayOk => ({ status: 200, headers: { 'content-type': type, 'cache-control': cache }, body: typeof body === 'string' ? Buffer.from(body) : body });
const asUpstreamError = (error: unknown) => (error instanceof UpstreamError ? error : new UpstreamError(502, 'upstream answer could not be relayed'));
const targetKey = (target: Target) => `${target.url}\n${target.range ? `${target.range.offset}:${target.range.length}` : ''}\n${JSON.stringify(target.headers)}`;
const headersOf = (stream: RelayStream) => stream.headers ?? {};
/** Only http(s) is fetched for a stream's own URL: anything else (file:, rtmp:) would reach past what the relay serves. */
function assertHttp(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new UpstreamError(502, `upstream scheme ${/^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? '(none)'} is not relayed: only http(s)`);
}
/** Header names in lower case, so a stream's User-Agent replaces the default rather than joining it. */
const lowerCased = (headers: Readonly<Record<string, string>> = {}) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
const isTsUrl = (url: string) => /\.ts$/i.test(safePath(url));

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

function extOf(kind: Exclude<ResourceKind, 'playlist'>, url: string): string {
  const ext = /\.([a-z0-9]{1,6})$/i.exec(safePath(url))?.[1]?.toLowerCase();
  return ext && ext in TYPES ? ext : DEFAULT_EXT[kind];
}

class UpstreamRelay implements Relay {
  private readonly now: () => number;
  private readonly settings: Required<Omit<RelayOptions, 'now' | 'fetch' | 'remux' | 'onEvent' | 'allowPrivateDestinations'>>;
  private readonly fetcher: typeof fetch;
  private readonly count: RelayCounters = {
    upstreamFetches: { playlist: 0, segment: 0, init: 0, key: 0 },
    probes: 0,
    cacheHits: { playlist: 0, segment: 0, init: 0, key: 0 },
    coalesced: { playlist: 0, segment: 0, init: 0, key: 0 },
    upstreamErrors: 0,
    failovers: 0,
    primaryReturns: 0,
    remuxStarts: 0,
    remuxStops: 0,
    segmentCacheBytes: 0,
  };
  private readonly segmentCache: TimedLru;
  private readonly playlistCache: TimedLru;
  private readonly loader: SharedLoader;
  private readonly healthBook: HealthBook;
  private readonly stats = new StreamStats();
  private readonly remux: Remuxer;
  private readonly channels = new Map<number, ChannelState>();
  private lastSweep = 0;
  private readonly options: RelayOptions;
  private readonly allowPrivate: boolean;
  private readonly trust = new WeakMap<ChannelState, Destinations>();

  constructor(options: RelayOptions) {
    this.options = options;
    this.allowPrivate = options.allowPrivateDestinations ?? false;
    this.now = options.now ?? Date.now;
    this.fetcher = options.fetch ?? fetch;
    this.settings = {
      secret: options.secret,
      entryPrefix: options.entryPrefix ?? 'r/',
      playlistTimeoutMs: options.playlistTimeoutMs ?? 5_000,
      segmentTimeoutMs: options.segmentTimeoutMs ?? 15_000,
      probeTimeoutMs: options.probeTimeoutMs ?? 3_000,
      segmentCacheBytes: options.segmentCacheBytes ?? 64 * MB,
      segmentTtlMs: options.segmentTtlMs ?? 30_000,
      refsPerChannel: options.refsPerChannel ?? 512,
      primaryRetryMs: options.primaryRetryMs ?? 5 * 60_000,
      stallTargetDurations: options.stallTargetDurations ?? 3,
      healthFreshMs: options.healthFreshMs ?? 30_000,
      userAgent: options.userAgent ?? 'FTV-relay/1.0',
    };
    this.segmentCache = new TimedLru(this.settings.segmentCacheBytes, this.now);
    this.playlistCache = new TimedLru(PLAYLIST_CACHE_BYTES, this.now);
    this.loader = new SharedLoader(this.playlistCache, this.segmentCache, this.count);
    this.healthBook = new HealthBook(this.now);
    const remux = options.remux ?? {};
    const remuxOptions: RemuxOptions = {
      ffmpeg: () => remux.ffmpeg ?? ffmpegPath(),
      workDir: remux.workDir,
      idleMs: remux.idleMs ?? 60_000,
      startTimeoutMs: remux.startTimeoutMs ?? 15_000,
      segmentSeconds: remux.segmentSeconds ?? 2,
      listSize: remux.listSize ?? 6,
      readTimeoutMs: remux.readTimeoutMs ?? 15_000,
      userAgent: this.settings.userAgent,
      onStart: (channelId, stream) => {
        this.count.remuxStarts += 1;
        this.emit({ type: 'remux-start', channelId, stream, message: 'remuxing a raw MPEG-TS stream' });
      },
      onStop: (channelId, stream, why, detail) => {
        this.count.remuxStops += 1;
        this.emit({ type: why === 'exit' ? 'remux-exit' : 'remux-stop', channelId, stream, message: detail || `remux stopped (${why})` });
      },
    };
    this.remux = remux.sharing ? new SharedRemux(remuxOptions, remux.sharing) : new RemuxPool(remuxOptions);
  }

  async master(channelId: number, streams: readonly RelayStream[], query: string): Promise<RelayAnswer> {
    return this.guarded(query, streams, async () => {
      const ch = this.channel(channelId, streams);
      if (query) this.stats.viewer(ch.id, ch.streams[ch.current]!.url, query);
      const link = (name: string) => `${this.settings.entryPrefix}${name}${query}`;
      return this.withFailover(ch, async (i) => {
        const top = await this.top(ch, i);
        if (top.kind === 'master') {
          const { text, slots } = rewriteMaster(top.text, top.url, {
            slot: (slot) => link(`${ch.slotRef(slot)}.m3u8`),
            key: (url) => link(this.issue(ch, { kind: 'key', ext: 'key', target: { url, headers: headersOf(ch.streams[i]!) }, remux: false })),
          });
          ch.masters.set(i, { slots, readAt: this.now() });
          return { answer: ok(text, PLAYLIST_TYPE, MASTER_CACHE) };
        }
        // The remuxer is slow to start: it starts now, while the player reads the master.
        if (top.kind === 'mpegts') void this.remuxed(ch, i).catch(() => {});
        return { answer: ok(`#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=${SYNTHETIC_BANDWIDTH}\n${link(`${ch.slotRef('v0')}.m3u8`)}\n`, PLAYLIST_TYPE, MASTER_CACHE) };
      });
    });
  }

  async file(channelId: number, streams: readonly RelayStream[], file: string, query: string): Promise<RelayAnswer> {
    return this.guarded(query, streams, async () => {
      const name = parseFileName(file);
      if (!name) return failure(404, 'No such stream file');
      const ch = this.channel(channelId, streams);
      if (name.ext === 'm3u8') {
        const slot = ch.slotOf(name.ref);
        if (slot) return this.renditionPlaylist(ch, slot, query);
      }
      let issued = ch.resource(name.ref);
      if (!issued) {
        await this.learn(ch);
        issued = ch.resource(name.ref);
      }
      if (!issued || issued.ext !== name.ext) return failure(404, 'This stream file is unknown or has left the live window: reload the playlist');
      return this.relayed(ch, issued);
    });
  }

  /**
   * A name this instance never issued may be another instance's (behind one balancer, a player's playlist and its
   * segments can come from different instances; names are the same HMAC everywhere). Reading the channel's playlists
   * issues the same names here. At most once per LEARN_MS per channel, so unknown names cannot drive upstream fetches.
   */
  private async learn(ch: ChannelState): Promise<void> {
    const t = this.now();
    if (t - ch.learnedAt < LEARN_MS) return;
    ch.learnedAt = t;
    await this.master(ch.id, ch.streams, '');
    const slots = [...(ch.masters.get(ch.current)?.slots.keys() ?? ['v0'])];
    await Promise.all(slots.map((slot) => this.renditionPlaylist(ch, slot, '').catch(() => undefined)));
  }

  async health(channelId: number, streams?: readonly RelayStream[]): Promise<RelayHealth> {
    const fresh = this.healthBook.fresh(channelId, this.settings.healthFreshMs);
    if (fresh) return fresh;
    if (streams?.length) return this.probe(channelId, streams);
    return this.healthBook.last(channelId) ?? { available: false, reason: streams ? 'the channel has no upstream stream' : 'not checked yet', since: Math.floor(this.now() / 1000) };
  }

  probe(channelId: number, streams: readonly RelayStream[]): Promise<RelayHealth> {
    if (!streams.length) return Promise.resolve({ available: false, reason: 'the channel has no upstream stream', since: Math.floor(this.now() / 1000) });
    const ch = this.channel(channelId, streams);
    ch.probing ??= (async () => {
      const failures: string[] = [];
      for (let k = 0; k < ch.streams.length; k++) {
        const problem = await this.probeStream(ch, (ch.current + k) % ch.streams.length);
        if (!problem) {
          this.healthBook.record(ch.id, true);
          return this.healthBook.last(ch.id)!;
        }
        failures.push(problem.message);
      }
      this.healthBook.record(ch.id, false, summary(failures));
      return this.healthBook.last(ch.id)!;
    })().finally(() => (ch.probing = null));
    return ch.probing;
  }

  status(channelId: number) {
    const ch = this.channels.get(channelId);
    return ch && { current: ch.current, switchedAt: ch.switchedAt, issuedRefs: ch.issuedCount };
  }

  counters(): RelayCounters {
    const c = this.count;
    return {
      ...c,
      upstreamFetches: { ...c.upstreamFetches },
      cacheHits: { ...c.cacheHits },
      coalesced: { ...c.coalesced },
      segmentCacheBytes: this.segmentCache.bytes,
    };
  }

  remuxProcesses() {
    return this.remux.processes();
  }

  drainStreamStats(): StreamSample[] {
    return this.stats.drain();
  }

  async probeStreams(channelId: number, streams: readonly RelayStream[]): Promise<Array<{ ok: boolean; ms: number; error?: string }>> {
    const ch = this.channel(channelId, streams);
    const out = [];
    for (let i = 0; i < ch.streams.length; i++) {
      const started = this.now();
      const problem = await this.firstSegment(ch, i);
      const ms = Math.max(0, this.now() - started);
      const url = ch.streams[i]!.url;
      if (problem) {
        this.stats.failed(ch.id, url, problem.message);
        out.push({ ok: false, ms, error: problem.message });
      } else {
        this.stats.answered(ch.id, url);
        this.stats.probed(ch.id, url, ms);
        out.push({ ok: true, ms });
      }
    }
    return out;
  }

  /**
   * Fetches stream `i` as a player starting it would, bypassing the caches: its playlist (a master's first rendition),
   * then its newest segment; raw MPEG-TS counts once it answers. Null when all of it came.
   */
  private async firstSegment(ch: ChannelState, i: number): Promise<UpstreamError | null> {
    const stream = ch.streams[i]!;
    const options = this.fetchOptions(ch, this.settings.probeTimeoutMs * 2, PLAYLIST_MAX_BYTES, true);
    this.count.probes += 1;
    try {
      assertHttp(stream.url);
      let fetched = await fetchTarget({ url: stream.url, headers: headersOf(stream) }, options);
      if (fetched.mpegts) return null;
      let text = fetched.body.toString('utf8');
      if (!isPlaylistText(text)) throw new UpstreamError(502, 'upstream answer is not an HLS playlist');
      if (isMasterText(text)) {
        const { slots } = rewriteMaster(text, fetched.url, { slot: () => '', key: () => '' });
        const first = [...slots.values()][0];
        if (!first) throw new UpstreamError(502, 'upstream master lists no rendition');
        fetched = await fetchTarget({ url: first, headers: headersOf(stream) }, options);
        text = fetched.body.toString('utf8');
      }
      const newest = parseMedia(text, fetched.url).segments.at(-1);
      if (!newest) throw new UpstreamError(502, 'upstream playlist lists no segment');
      await fetchTarget({ url: newest.url, headers: headersOf(stream) }, this.fetchOptions(ch, this.settings.segmentTimeoutMs, SEGMENT_MAX_BYTES, false));
      return null;
    } catch (error) {
      return asUpstreamError(error);
    }
  }

  async close(): Promise<void> {
    await this.remux.close();
    this.channels.clear();
    this.segmentCache.clear();
    this.playlistCache.clear();
  }

  /** Checks what the route passes, and turns any unexpected error into a 502 rather than a throw. */
  private async guarded(query: string, streams: readonly RelayStream[], answer: () => Promise<RelayAnswer>): Promise<RelayAnswer> {
    if (!QUERY.test(query)) return failure(400, 'Malformed stream query');
    if (!streams.length) return failure(404, 'This channel has no upstream stream');
    try {
      return await answer();
    } catch (error) {
      const e = asUpstreamError(error);
      return failure(e.status, e.message);
    }
  }

  private channel(channelId: number, streams: readonly RelayStream[]): ChannelState {
    const t = this.now();
    if (t - this.lastSweep > 60_000) {
      this.lastSweep = t;
      const running = new Set(this.remux.processes().map((p) => p.channelId));
      for (const [id, ch] of this.channels) if (t - ch.lastUsed > CHANNEL_IDLE_MS && !running.has(id)) this.channels.delete(id);
    }
    const fingerprint = JSON.stringify(streams.map((s) => [s.url, s.headers ?? {}]));
    let ch = this.channels.get(channelId);
    if (!ch || ch.fingerprint !== fingerprint) {
      // A refreshed lineup changed the channel's upstreams: start over (the old remux belongs to the old list).
      if (ch) this.remux.stopChannel(channelId);
      ch = new ChannelState(channelId, streams.map((s) => ({ url: s.url, headers: lowerCased(s.headers) })), fingerprint, this.settings.secret, this.settings.refsPerChannel, t);
      this.channels.set(channelId, ch);
    }
    ch.lastUsed = t;
    return ch;
  }

  /**
   * Tries the current upstream, then the next ones in order (wrapping round), each at most once per request. A failure
   * moves the channel's current upstream on, so the next request starts where this one found a working upstream.
   */
  private async withFailover(ch: ChannelState, attempt: (stream: number) => Promise<Attempted>): Promise<RelayAnswer> {
    this.maybeReturnToPrimary(ch);
    const n = ch.streams.length;
    const tried = new Set<number>();
    const failures: UpstreamError[] = [];
    while (tried.size < n) {
      let i = ch.current;
      while (tried.has(i)) i = (i + 1) % n;
      tried.add(i);
      try {
        const { answer, problem } = await attempt(i);
        if (failures.length && ch.current !== i) this.switchTo(ch, i, 'failover', failures.at(-1)!.message);
        this.healthBook.record(ch.id, !problem, problem);
        if (problem) this.stats.failed(ch.id, ch.streams[i]!.url, problem);
        else this.stats.answered(ch.id, ch.streams[i]!.url);
        return answer;
      } catch (error) {
        const problem = asUpstreamError(error);
        failures.push(problem);
        this.stats.failed(ch.id, ch.streams[i]!.url, problem.message);
        if (n > 1 && ch.current === i) this.switchTo(ch, (i + 1) % n, 'failover', problem.message);
      }
    }
    const status = failures.every((f) => f.status === 504) ? 504 : 502;
    const answer = failure(status, summary(failures.map((f) => f.message)));
    this.healthBook.record(ch.id, false, answer.message);
    return answer;
  }

  private switchTo(ch: ChannelState, stream: number, type: 'failover' | 'primary-return', why: string): void {
    const from = ch.current;
    ch.current = stream;
    ch.switchedAt = this.now();
    if (type === 'failover') {
      this.count.failovers += 1;
      this.stats.failedOver(ch.id, ch.streams[from]!.url);
    }
    else this.count.primaryReturns += 1;
    this.emit({ type, channelId: ch.id, stream, message: type === 'failover' ? `upstream ${from + 1} failed (${why}); using upstream ${stream + 1} of ${ch.streams.length}` : `upstream 1 answers again; back to it from upstream ${from + 1}` });
  }

  /** After the retry period, a probe in the background: the channel goes back to its first upstream only once that answers. */
  private maybeReturnToPrimary(ch: ChannelState): void {
    if (ch.current === 0 || ch.primaryCheck || this.now() - ch.switchedAt < this.settings.primaryRetryMs) return;
    ch.primaryCheck = this.probeStream(ch, 0)
      .then((problem) => {
        if (problem) ch.switchedAt = this.now(); // still down: wait another period
        else if (ch.current !== 0) this.switchTo(ch, 0, 'primary-return', '');
      })
      .finally(() => (ch.primaryCheck = null));
  }

  /** One fetch of the stream's URL with the probe timeout: null when it answers a playlist or MPEG-TS. */
  private async probeStream(ch: ChannelState, i: number): Promise<UpstreamError | null> {
    const stream = ch.streams[i]!;
    this.count.probes += 1;
    try {
      assertHttp(stream.url);
      const fetched = await fetchTarget({ url: stream.url, headers: headersOf(stream) }, this.fetchOptions(ch, this.settings.probeTimeoutMs, PLAYLIST_MAX_BYTES, true));
      if (!fetched.mpegts && !isPlaylistText(fetched.body.toString('utf8'))) throw new UpstreamError(502, 'upstream answer is not an HLS playlist');
      return null;
    } catch (error) {
      return asUpstreamError(error);
    }
  }

  /** What the stream's own URL is: a master, a media playlist, or raw MPEG-TS (remembered: a URL does not change kind). */
  private async top(ch: ChannelState, i: number): Promise<Top> {
    const stream = ch.streams[i]!;
    assertHttp(stream.url);
    if (ch.mpegts.has(i)) return { kind: 'mpegts' };
    if (isTsUrl(stream.url)) {
      ch.mpegts.add(i);
      return { kind: 'mpegts' };
    }
    const fetched = await this.playlist(ch, { url: stream.url, headers: headersOf(stream) });
    if (fetched.mpegts) {
      ch.mpegts.add(i);
      return { kind: 'mpegts' };
    }
    const text = fetched.body.toString('utf8');
    if (!isPlaylistText(text)) throw new UpstreamError(502, 'upstream answer is not an HLS playlist');
    return isMasterText(text) ? { kind: 'master', text, url: fetched.url } : { kind: 'media' };
  }

  /** Where rendition `slot` is on upstream `i`; `source` identifies that playlist's numbering (a new remux run numbers anew). */
  private async renditionTarget(ch: ChannelState, i: number, slot: string): Promise<{ target: Target; remux: boolean; source: string }> {
    const stream = ch.streams[i]!;
    const known = ch.masters.get(i);
    if (!ch.mpegts.has(i) && known && this.now() - known.readAt < MASTER_REUSE_MS) return this.slotIn(known.slots, slot, stream, i);
    const top = await this.top(ch, i);
    if (top.kind === 'mpegts') {
      const file = await this.remuxed(ch, i);
      return { target: { url: pathToFileURL(file).href, headers: {} }, remux: true, source: `${i} ${file}` };
    }
    if (top.kind === 'media') return { target: { url: stream.url, headers: headersOf(stream) }, remux: false, source: String(i) };
    const { slots } = rewriteMaster(top.text, top.url, { slot: () => '', key: () => '' });
    ch.masters.set(i, { slots, readAt: this.now() });
    return this.slotIn(slots, slot, stream, i);
  }

  private slotIn(slots: ReadonlyMap<string, string>, slot: string, stream: RelayStream, i: number) {
    const url = pickSlot(slots, slot);
    if (!url) throw new UpstreamError(502, 'upstream has no rendition like this one');
    return { target: { url, headers: headersOf(stream) }, remux: false, source: String(i) };
  }

  private remuxed(ch: ChannelState, i: number): Promise<string> {
    const stream = ch.streams[i]!;
    return this.remux.playlistOf(ch.id, i, stream.url, headersOf(stream));
  }

  private async renditionPlaylist(ch: ChannelState, slot: string, query: string): Promise<RelayAnswer> {
    if (query) this.stats.viewer(ch.id, ch.streams[ch.current]!.url, query);
    return this.withFailover(ch, async (i) => {
      const { target, remux, source } = await this.renditionTarget(ch, i, slot);
      const fetched = await this.playlist(ch, target);
      if (fetched.mpegts) throw new UpstreamError(502, 'upstream rendition is a raw stream, not a playlist');
      const playlist = parseMedia(fetched.body.toString('utf8'), fetched.url);
      const problem = this.checkProgress(ch, slot, source, playlist);
      const window = ch.numbering.number(slot, source, playlist);
      const startOf = ch.stamps.stamp(window, this.now());
      const text = renderMedia(playlist, window, (kind, resource) => `${this.issue(ch, { kind, ext: extOf(kind, resource.url), target: { ...resource, headers: target.headers }, remux })}${query}`, startOf);
      return { answer: ok(text, PLAYLIST_TYPE, LIVE_PLAYLIST_CACHE), problem };
    });
  }

  /**
   * A live playlist whose newest segment has not changed for `stallTargetDurations` target durations has stalled: an
   * error (the next upstream is tried), or with no other upstream the problem to report while the stale window is served.
   */
  private checkProgress(ch: ChannelState, slot: string, source: string, playlist: MediaPlaylist): string | undefined {
    if (playlist.endList) return undefined;
    const newest = playlist.segments.at(-1)?.seq ?? playlist.mediaSequence - 1;
    const t = this.now();
    const seen = ch.progress.get(slot);
    if (!seen || seen.source !== source || seen.maxSeq !== newest) {
      ch.progress.set(slot, { source, maxSeq: newest, advancedAt: t });
      return undefined;
    }
    const stalledFor = t - seen.advancedAt;
    if (stalledFor <= this.settings.stallTargetDurations * playlist.targetDuration * 1000) return undefined;
    const problem = `upstream stalled: no new segment for ${Math.round(stalledFor / 1000)} s`;
    // With no other upstream to go to, the stale window is still the best answer (the player waits for it to move).
    if (ch.streams.length === 1) return problem;
    seen.advancedAt = t; // a later return to this upstream starts a fresh count
    throw new UpstreamError(504, problem);
  }

  private issue(ch: ChannelState, issued: Issued): string {
    return `${ch.issue(issued)}.${issued.ext}`;
  }

  private async relayed(ch: ChannelState, issued: Issued): Promise<RelayAnswer> {
    if (issued.remux) this.remux.touch(ch.id);
    const timeout = issued.kind === 'key' ? this.settings.playlistTimeoutMs : this.settings.segmentTimeoutMs;
    try {
      const upstream = ch.streams[ch.current]!.url;
      const fetched = await this.loader.load(
        issued.kind,
        this.keyOf(ch, issued.target),
        () =>
          fetchTarget(issued.target, this.fetchOptions(ch, timeout, SEGMENT_MAX_BYTES, false)).then((f) => {
            // Counted once per upstream fetch (not per viewer): over a minute, the stream's bitrate.
            if (issued.kind === 'segment' && !issued.remux) this.stats.segment(ch.id, upstream, f.body.length);
            return f;
          }),
        () => this.settings.segmentTtlMs,
      );
      return ok(fetched.body, TYPES[issued.ext] ?? 'application/octet-stream', CACHE_BY_KIND[issued.kind]);
    } catch (error) {
      const e = asUpstreamError(error);
      return failure(e.status, e.message);
    }
  }

  /** A playlist, shared: kept for half its target duration (at most 1 s), so a refresh costs one upstream fetch. */
  private playlist(ch: ChannelState, target: Target): Promise<Fetched> {
    return this.loader.load('playlist', this.keyOf(ch, target), () => fetchTarget(target, this.fetchOptions(ch, this.settings.playlistTimeoutMs, PLAYLIST_MAX_BYTES, true)), (fetched) => {
      const target = fetched.mpegts ? null : targetDurationOf(fetched.body.toString('utf8'));
      return target ? Math.min(1000, target * 500) : 1000;
    });
  }

  private fetchOptions(ch: ChannelState, timeoutMs: number, maxBytes: number, sniff: boolean) {
    return { timeoutMs, maxBytes, sniff, fetch: this.fetcher, userAgent: this.settings.userAgent, destinations: this.destinations(ch) };
  }

  /** The channel's own stream hosts are trusted; other destinations must be public (SSRF guard, destinations.ts). */
  private destinations(ch: ChannelState): Destinations {
    let found = this.trust.get(ch);
    if (!found) {
      found = destinationsOf(ch.streams.map((s) => s.url), this.allowPrivate);
      this.trust.set(ch, found);
    }
    return found;
  }

  /** Shared answers are keyed by what the channel trusts too: a URL another channel may reach is not served to one that may not. */
  private keyOf(ch: ChannelState, target: Target): string {
    const trusted = this.allowPrivate ? '*' : [...this.destinations(ch).trusted].sort().join(' ');
    return `${trusted}\n${targetKey(target)}`;
  }

  private emit(event: RelayEvent): void {
    try {
      this.options.onEvent?.(event);
    } catch {
      // A logging hook must not break a viewer's request.
    }
  }
}

/** One failure as it is; several as "all N upstreams failed: …" with the distinct reasons. */
function summary(messages: readonly string[]): string {
  if (messages.length === 1) return messages[0]!;
  return `all ${messages.length} upstreams failed: ${[...new Set(messages)].join('; ')}`;
}
