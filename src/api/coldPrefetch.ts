// coldPrefetch.ts (api) — a cold /tv/{id}: an inline script asks for the channel's answer, then its stream's playlists and first segment, before any module has arrived; the transport and the player's loader take them from here.

/** Where the inline script leaves what it asked for (on `window`). */
export const COLD_PREFETCH_GLOBAL = 'ftvColdPrefetch';
/** Older than this, a prefetched answer is not used: its signed links are as old as its request. */
export const COLD_PREFETCH_TTL_MS = 10_000;

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
  /** The channel's answer: used by the first GET of exactly `url` with `token`, once. */
  answer: { url: string; token: string; response: Promise<Response> } | null;
  /** Absolute URL → the file (null when it failed: the player then asks itself). Each is used once. */
  media: Record<string, Promise<PrefetchedMedia | null>>;
}

export interface ColdPrefetchOptions {
  globalName: string;
  /** The watch path, with the channel's id as its first group. */
  watchPath: string;
  sessionKeyItem: string;
  tokenItem: string;
  /** The player's start distance from the live edge, in target durations (media/hls.ts FAST_START_CONFIG). */
  liveSyncDurationCount: number;
}

/**
 * Runs as the HTML's inline script (serialised with toString, so it uses nothing outside itself). It asks for what a
 * watch page's first frame needs in the order the player would, each as soon as the one before has told where it is:
 * the channel's answer (the provider's wire shape: `streams[0].url`), its master playlist, the lowest rendition's
 * playlist (the player starts on it), and the segment the player starts with near the live edge. The page's code arrives
 * meanwhile; a bare player would only start asking once hls.js had.
 */
export function coldWatchPrefetch(options: ColdPrefetchOptions): void {
  const match = new RegExp(options.watchPath).exec(location.pathname);
  if (!match) return;
  let sessionKey: string | null = null;
  let token = '';
  try {
    sessionKey = localStorage.getItem(options.sessionKeyItem);
    token = localStorage.getItem(options.tokenItem) ?? '';
  } catch {
    return;
  }
  // Without a session the app starts one first: its calls would not match anything asked for here.
  if (!sessionKey) return;
  const url = `/tv/api/channel/${match[1]}?${new URLSearchParams({ session_key: sessionKey }).toString()}`;
  const response = fetch(url, { headers: { 'ftv-token': token, accept: 'application/json' } });
  const state: ColdPrefetch = { at: performance.now(), answer: { url, token, response }, media: {} };
  (window as unknown as Record<string, ColdPrefetch>)[options.globalName] = state;

  const get = (address: string, as: 'text' | 'arrayBuffer') => {
    const requestedAt = performance.now();
    const file = fetch(address)
      .then(async (answer) => {
        if (!answer.ok) return null;
        const firstByteAt = performance.now();
        const body = as === 'text' ? await answer.text() : await answer.arrayBuffer();
        return { url: answer.url, status: answer.status, body, requestedAt, firstByteAt, loadedAt: performance.now() };
      })
      .catch(() => null);
    state.media[address] = file;
    return file;
  };
  // `#EXT-X-STREAM-INF`/`#EXTINF` lines each name the file on the next line that is not a tag.
  const entries = (text: string, tag: string) => {
    const found: { attributes: string; uri: string }[] = [];
    const lines = text.split(/\r?\n/);
    lines.forEach((line, at) => {
      if (!line.startsWith(tag)) return;
      const uri = lines.slice(at + 1).find((next) => next.trim() !== '' && !next.startsWith('#'));
      if (uri) found.push({ attributes: line.slice(tag.length), uri: uri.trim() });
    });
    return found;
  };

  void response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then(async (channel: { streams?: { url?: unknown }[] } | null) => {
      const src = channel?.streams?.[0]?.url;
      if (typeof src !== 'string' || src === '') return;
      const masterUrl = new URL(src, location.href).href;
      const master = await get(masterUrl, 'text');
      if (!master || typeof master.body !== 'string') return;
      let playlist = master;
      const variants = entries(master.body, '#EXT-X-STREAM-INF:');
      if (variants.length > 0) {
        const bandwidth = (attributes: string) => Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes)?.[1] ?? Infinity);
        const lowest = variants.reduce((best, variant) => (bandwidth(variant.attributes) < bandwidth(best.attributes) ? variant : best));
        const loaded = await get(new URL(lowest.uri, master.url).href, 'text');
        if (!loaded || typeof loaded.body !== 'string') return;
        playlist = loaded;
      }
      const text = playlist.body as string;
      const segments = entries(text, '#EXTINF:');
      if (segments.length === 0) return;
      // The player starts `liveSyncDurationCount` target durations before the live edge, on the segment holding that moment.
      const target = Number(/#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? 0);
      const durations = segments.map((segment) => Number.parseFloat(segment.attributes) || 0);
      const total = durations.reduce((sum, duration) => sum + duration, 0);
      const startAt = /#EXT-X-ENDLIST/.test(text) ? 0 : Math.max(0, total - options.liveSyncDurationCount * target);
      let elapsed = 0;
      let chosen = segments.length - 1;
      for (let i = 0; i < segments.length; i++) {
        if (startAt < elapsed + (durations[i] ?? 0)) {
          chosen = i;
          break;
        }
        elapsed += durations[i] ?? 0;
      }
      await get(new URL(segments[chosen]?.uri ?? '', playlist.url).href, 'arrayBuffer');
    })
    .catch(() => undefined);
}

const prefetched = (): ColdPrefetch | null => {
  const state = (globalThis as unknown as Record<string, ColdPrefetch | undefined>)[COLD_PREFETCH_GLOBAL];
  return state && performance.now() - state.at < COLD_PREFETCH_TTL_MS ? state : null;
};

/** The channel's answer asked for by the inline script, if it is this very request (same URL, same token); once. */
export function takePrefetchedAnswer(url: string, token: string): Promise<Response> | null {
  const state = prefetched();
  const answer = state?.answer;
  if (!answer || answer.url !== url || answer.token !== token) return null;
  state.answer = null;
  return answer.response;
}

/** A media file the inline script asked for (by absolute URL), once; null when it asked for no such file. */
export function takePrefetchedMedia(url: string): Promise<PrefetchedMedia | null> | null {
  const state = prefetched();
  const file = state?.media[url];
  if (!state || !file) return null;
  delete state.media[url];
  return file;
}
