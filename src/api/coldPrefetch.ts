// coldPrefetch.ts (api) — what a cold /tv/{id}'s inline script (coldPrefetchScript.ts) asked for before any module arrived: the transport and the player's loader take it from here.

/** Where the inline script leaves what it asked for (on `window`). */
export const COLD_PREFETCH_GLOBAL = 'ftvColdPrefetch';
/** Older than this, a prefetched media file is not used: a live playlist that old names segments the live edge has left. */
export const COLD_PREFETCH_TTL_MS = 10_000;
/**
 * The channel's answer and its stream's link live longer: the link is signed for hours, and the early stream started
 * from it waits up to a minute for a slow app (media/early.ts, EARLY_STREAM_BOOT_MS). An app that took more than 10 s
 * to start (a busy machine) asked for the channel a second time, and got a second link for the same stream.
 */
export const COLD_PREFETCH_ANSWER_TTL_MS = 60_000;

/** A media file fetched early: its body, with when it was asked for and when it had arrived (the player's bandwidth estimate reads them). */
export interface PrefetchedMedia {
  url: string;
  status: number;
  body: string | ArrayBuffer;
  /** performance.now() at the request, the first byte and the last. */
  requestedAt: number;
  firstByteAt: number;
  loadedAt: number;
}

export interface ColdPrefetch {
  /** performance.now() when the script ran. */
  at: number;
  /** The channel of the page. */
  channelId: number;
  /** Its stream's link from the answer; null when the answer gave none (refused, premium, failed). */
  streamLink: Promise<string | null>;
  /** Whether the stream's link is known (and its master playlist asked for, if any): before, the media files are yet to be named. */
  linkKnown: boolean;
  /** The channel's answer: used by the first GET of exactly `url` with `token`, once. */
  answer: { url: string; token: string; response: Promise<Response> } | null;
  /** Absolute URL → the file (null when it failed: the player then asks itself). Each is used once. */
  media: Record<string, Promise<PrefetchedMedia | null>>;
}

const prefetched = (ttl: number): ColdPrefetch | null => {
  const state = (globalThis as unknown as Record<string, ColdPrefetch | undefined>)[COLD_PREFETCH_GLOBAL];
  return state && performance.now() - state.at < ttl ? state : null;
};

/** The channel's answer asked for by the inline script, if it is this very request (same URL, same token); once. */
export function takePrefetchedAnswer(url: string, token: string): Promise<Response> | null {
  const state = prefetched(COLD_PREFETCH_ANSWER_TTL_MS);
  const answer = state?.answer;
  if (!answer || answer.url !== url || answer.token !== token) return null;
  state.answer = null;
  return answer.response;
}

/** The page's channel and its stream's link as the inline script had them, if it ran (fresh) for this page. */
export function prefetchedStreamLink(): { channelId: number; link: Promise<string | null> } | null {
  const state = prefetched(COLD_PREFETCH_ANSWER_TTL_MS);
  return state ? { channelId: state.channelId, link: state.streamLink } : null;
}

/**
 * A media file the inline script asked for (by absolute URL), once; null when it asked for no such file. Asked for while
 * the script still reads the channel's answer (the app read its own copy first, on a busy page), it waits for that: the
 * master playlist may be about to be asked for. The promise then gives null when it was not, and the caller asks itself.
 */
export function takePrefetchedMedia(url: string): Promise<PrefetchedMedia | null> | null {
  const state = prefetched(COLD_PREFETCH_TTL_MS);
  if (!state) return null;
  const file = state.media[url];
  if (file) {
    delete state.media[url];
    return file;
  }
  if (state.linkKnown) return null;
  // The script's own step on the link was queued first, so it has named its files by the time this one runs.
  return state.streamLink.then(() => takePrefetchedMedia(url) ?? null);
}
