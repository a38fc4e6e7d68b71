// types.ts (relay) — what the relay takes and answers: upstream streams, answers for the route, health, counters.

/** One way to reach a channel: the shape of `channels.streams` entries (server/imports/store.ts StoredStream). */
export interface RelayStream {
  url: string;
  /** Request headers the upstream wants (lower-case names: user-agent, referer, origin). */
  headers?: Readonly<Record<string, string>>;
}

/** What a relayed URL names upstream; `playlist` covers master and media playlists. */
export type ResourceKind = 'playlist' | 'segment' | 'init' | 'key';

export interface RelayOk {
  status: 200;
  headers: { 'content-type': string; 'cache-control': string };
  body: Buffer;
}

/**
 * An answer the route sends as is (status + `errorBody(message)`): 400 a malformed query, 404 a file the relay has not
 * issued (or no longer holds), 502 a bad upstream answer, 504 an upstream that took too long. The message never
 * names an upstream URL.
 */
export interface RelayFailure {
  status: 400 | 404 | 502 | 504;
  headers: { 'cache-control': string };
  message: string;
}

export type RelayAnswer = RelayOk | RelayFailure;

export interface RelayHealth {
  available: boolean;
  /** Why not (or what was last seen going wrong); no upstream URL in it. */
  reason?: string;
  /** Unix seconds since which `available` has had this value. */
  since: number;
}

/** What the relay did, for tests and the benchmark ("100 viewers → 1 upstream fetch per segment"). */
export interface RelayCounters {
  /** Requests sent upstream (remuxed files read from disk count too), by what they fetched. */
  upstreamFetches: Record<ResourceKind, number>;
  /** Health probes sent upstream (not in upstreamFetches). */
  probes: number;
  /** Answers taken from the shared cache. */
  cacheHits: Record<ResourceKind, number>;
  /** Requests that joined a fetch already under way. */
  coalesced: Record<ResourceKind, number>;
  /** Failed upstream fetches (error status, timeout, unreadable answer). */
  upstreamErrors: number;
  /** Moves from one upstream of a channel to the next (a stall or failure). */
  failovers: number;
  /** Returns to a channel's first upstream after the retry period. */
  primaryReturns: number;
  remuxStarts: number;
  remuxStops: number;
  /** Bytes the segment cache holds now. */
  segmentCacheBytes: number;
}

/** Something worth a log line; no upstream URL in any field (the stream is named by its index). */
export interface RelayEvent {
  type: 'failover' | 'primary-return' | 'remux-start' | 'remux-stop' | 'remux-exit';
  channelId: number;
  stream: number;
  message: string;
}
