// prefetch.ts — fast zapping: warm up the channels the viewer is likely to pick next, a few at a time, at low priority.

/**
 * The lowest-bandwidth rendition's playlist in a master playlist, as an absolute URL (the player starts there,
 * so it is the one worth having warm); null when the text has no variant.
 */
export function lowestRenditionUrl(master: string, masterUrl: string): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let best: { bandwidth: number; uri: string } | null = null;
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const bandwidth = Number(/(?:^|[:,])BANDWIDTH=(\d+)/.exec(line)?.[1] ?? Number.POSITIVE_INFINITY);
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'));
    if (uri && (!best || bandwidth < best.bandwidth)) best = { bandwidth, uri };
  });
  if (!best) return null;
  try {
    return new URL((best as { uri: string }).uri, masterUrl).href;
  } catch {
    return null;
  }
}

export type PrefetchTask = (signal: AbortSignal) => Promise<unknown>;

export interface PrefetchQueue {
  /** Runs `task` unless the same key ran within `freshMs`; the newest wishes run first, the oldest queued are dropped. */
  add: (key: string, task: PrefetchTask) => void;
  /** Stops everything (leaving the page). */
  clear: () => void;
  /** How many tasks are running (tests). */
  readonly inFlight: number;
}

/** A small bounded queue: at most `maxInFlight` running and `maxQueued` waiting, so prefetching never crowds the playing stream. */
export function createPrefetchQueue({
  maxInFlight = 3,
  maxQueued = 4,
  freshMs = 20_000,
  now = () => Date.now(),
}: { maxInFlight?: number; maxQueued?: number; freshMs?: number; now?: () => number } = {}): PrefetchQueue {
  const done = new Map<string, number>();
  const running = new Map<string, AbortController>();
  let waiting: { key: string; task: PrefetchTask }[] = [];

  const pump = () => {
    while (running.size < maxInFlight && waiting.length > 0) {
      // Newest first: the channel highlighted last is the likeliest pick.
      const { key, task } = waiting.pop()!;
      const controller = new AbortController();
      running.set(key, controller);
      void task(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (running.get(key) === controller) running.delete(key);
          if (!controller.signal.aborted) done.set(key, now());
          pump();
        });
    }
  };

  return {
    add(key, task) {
      const at = done.get(key);
      if ((at !== undefined && now() - at < freshMs) || running.has(key)) return;
      waiting = waiting.filter((entry) => entry.key !== key);
      waiting.push({ key, task });
      if (waiting.length > maxQueued) waiting = waiting.slice(waiting.length - maxQueued);
      pump();
    },
    clear() {
      waiting = [];
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
    get inFlight() {
      return running.size;
    },
  };
}

/** Start segments to warm per channel: the player's start (live edge − 2 segments) and the one after it. */
export const START_SEGMENTS = 2;

/**
 * The segments a player joining this live playlist starts on: the last `count` (FTV's player starts two target
 * durations behind the live edge), as absolute URLs.
 */
export function startSegmentUrls(playlist: string, playlistUrl: string, count = START_SEGMENTS): string[] {
  const uris = playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return uris.slice(-count).flatMap((uri) => {
    try {
      return [new URL(uri, playlistUrl).href];
    } catch {
      return [];
    }
  });
}

/**
 * Fetches the master playlist, its lowest rendition's playlist and that rendition's start segments, at low
 * priority unless told. The master (cached 60 s) and the segments (immutable, same signed URLs) then come from the HTTP
 * cache when the viewer zaps within a few seconds; only the live playlist (1 s) is asked again.
 */
export async function warmStream(
  masterUrl: string,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
  priority: 'low' | 'high' = 'low',
  baseUrl: string | undefined = globalThis.location?.href,
): Promise<void> {
  // `priority` is the Fetch Priority hint: a neighbour's warm-up must never slow the stream that is playing
  // (high only for the channel a cold visit is about to start).
  const init = { signal, priority, credentials: 'same-origin' } as RequestInit;
  // The provider's links are paths (`/media/live/…`): the renditions under them resolve against the page.
  const absolute = new URL(masterUrl, baseUrl).href;
  const master = await fetchImpl(absolute, init);
  if (!master.ok) return;
  const media = lowestRenditionUrl(await master.text(), absolute);
  if (!media) return;
  const playlist = await fetchImpl(media, init);
  if (!playlist.ok) return;
  const segments = startSegmentUrls(await playlist.text(), media);
  // Read to the end: a body left unread is not stored in the cache.
  await Promise.all(segments.map(async (url) => (await fetchImpl(url, init)).arrayBuffer()));
}
