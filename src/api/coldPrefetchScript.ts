// coldPrefetchScript.ts (api) — the cold /tv/{id}'s inline script: asks for the channel's answer, then its stream's playlists and first segment, before any module has arrived (inlined into the HTML by scripts/vite-watch-preload.ts; never bundled).
import type { ColdPrefetch } from './coldPrefetch';

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
  // With a query (catch-up, start over: `?from=`) the page plays something else than the live channel first.
  if (!match || location.search !== '') return;
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
  const streamLink = response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((channel: { streams?: { url?: unknown }[] } | null) => {
      const link = channel?.streams?.[0]?.url;
      return typeof link === 'string' && link !== '' ? link : null;
    })
    .catch(() => null);
  const state: ColdPrefetch = { at: performance.now(), channelId: Number(match[1]), streamLink, linkKnown: false, answer: { url, token, response }, media: {} };
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

  void streamLink
    .then(async (src) => {
      // From here on, a file not in `media` is not coming: the master playlist is asked for in this very step.
      state.linkKnown = true;
      if (src === null) return;
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
