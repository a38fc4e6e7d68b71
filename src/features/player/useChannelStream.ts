// useChannelStream.ts — the stream a channel plays: from a fresh prefetched or early answer or fetched, refetched once when its link is refused.
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Channel } from '../../api/types';
import type { PlayerErrorKind } from '../../components/Player';
import { channelDetailsAtom, loadChannelAtom } from '../shared/lineup';
import type { ActionResult } from '../shared/action';
import { earlyAnswerFor } from './earlyStart';

/** A channel answer this recent still has a valid signed stream URL: zapping to it starts at once. */
export const FRESH_MS = 60_000;

interface Source {
  channelId: number;
  url: string | null;
  error: string | null;
}

export interface ChannelStream {
  /** The stream URL to play; null while it is being fetched, when it failed, or for a channel without one. */
  src: string | null;
  /** Why this channel's answer could not be had (null while loading or once it played). */
  error: string | null;
  /** The player's error handler: takes over a refused link (once per channel) by fetching a fresh one. */
  onPlayerError: (kind: PlayerErrorKind) => boolean;
  /** The player's "Try again": after a refused link, a fresh one is needed (the player reloads the rest itself). */
  onRequestRetry: () => void;
  /** Fetches the channel again and plays its new answer ("Try again" on a load error). */
  reloadChannel: () => void;
  /** Loads a channel's answer and notes when, so a later start or prefetch knows whether its signed URL is still fresh. */
  fetchChannel: (id: number, signal?: AbortSignal) => Promise<ActionResult<Channel>>;
  /** When a channel's answer was last fetched by this page (ms), if it was. */
  fetchedAt: (id: number) => number | undefined;
}

/**
 * `lineupLink` is the channel's signed link from the channel list, when the list is loaded and the viewer may watch it:
 * a channel without a fresh answer starts on it at once, while its answer (now/next, the history) is asked beside it.
 */
/** The stream link of a fresh early answer that has already come for this channel, else null. */
function settledEarlyLink(channelId: number): string | null {
  const early = earlyAnswerFor(channelId);
  if (!early?.settled?.ok || Date.now() - early.askedAt >= FRESH_MS) return null;
  return early.settled.data.streamUrl;
}

export function useChannelStream(channelId: number, lineupLink: string | null = null): ChannelStream {
  const store = useStore();
  const loadChannel = useSetAtom(loadChannelAtom);
  // Per page, not in the store: only answers fetched here are known to be fresh (a card's prefetch may be old).
  const loadedAt = useRef(new Map<number, number>());

  // The stream being played: set once per channel (a later answer with a new signature must not restart it), and on a refused token.
  // A cold visit whose early answer has come starts on it in the first render: the early stream is adopted at once.
  const [source, setSource] = useState<Source>(() => ({ channelId, url: settledEarlyLink(channelId), error: null }));
  const forbiddenRetries = useRef(0);

  const fetchChannel = useCallback(
    async (id: number, signal?: AbortSignal) => {
      const result = await loadChannel({ channelId: id, signal });
      if (result.ok) loadedAt.current.set(id, Date.now());
      return result;
    },
    [loadChannel],
  );
  const fetchedAt = useCallback((id: number) => loadedAt.current.get(id), []);
  // Read when a channel starts, not a reason to start it again (kept current by an effect declared before that one).
  const lineupLinkRef = useRef(lineupLink);
  useEffect(() => {
    lineupLinkRef.current = lineupLink;
  });

  // A channel starts: from the prefetched answer when it is fresh (no round trip), else fetched now.
  useEffect(() => {
    const controller = new AbortController();
    forbiddenRetries.current = 0;
    const cached = store.get(channelDetailsAtom)[channelId]?.data;
    const at = loadedAt.current.get(channelId);
    if (cached && at !== undefined && Date.now() - at < FRESH_MS) setSource({ channelId, url: cached.streamUrl, error: null });
    else {
      // A cold visit asked for this channel before the page's code arrived: that answer (whose stream is already warm),
      // unless it is old. Otherwise the lineup's link plays at once and the answer comes beside it, not before it.
      const early = earlyAnswerFor(channelId);
      const useEarly = early !== null && Date.now() - early.askedAt < FRESH_MS;
      const playing = useEarly ? settledEarlyLink(channelId) : lineupLinkRef.current;
      setSource((current) => (current.channelId === channelId && current.url === playing && current.error === null ? current : { channelId, url: playing, error: null }));
      const answer = useEarly
        ? early.result.then((result) => {
            if (result.ok) loadedAt.current.set(channelId, early.askedAt);
            return result;
          })
        : fetchChannel(channelId, controller.signal);
      void answer.then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          if (playing === null) setSource({ channelId, url: null, error: result.error });
          return;
        }
        // Already playing the lineup's link: it goes on (the answer's other signature would only start it again).
        if (playing === null) setSource({ channelId, url: result.data.streamUrl, error: null });
      });
    }
    return () => controller.abort();
  }, [channelId, store, fetchChannel]);

  // An expired stream token: fetch the channel again quietly and play its fresh link (once; a second refusal is shown).
  const onPlayerError = useCallback(
    (kind: PlayerErrorKind) => {
      if (kind !== 'forbidden' || forbiddenRetries.current >= 1) return false;
      forbiddenRetries.current += 1;
      const id = channelId;
      void fetchChannel(id).then((result) => {
        // The viewer may have zapped on meanwhile: an answer for another channel changes nothing.
        if (result.ok) setSource((current) => (current.channelId === id ? { channelId: id, url: result.data.streamUrl, error: null } : current));
        else setSource((current) => (current.channelId === id ? { channelId: id, url: null, error: result.error } : current));
      });
      return true;
    },
    [channelId, fetchChannel],
  );

  const reloadChannel = useCallback(() => {
    forbiddenRetries.current = 0;
    const id = channelId;
    setSource({ channelId: id, url: null, error: null });
    void fetchChannel(id).then((result) => {
      setSource((current) => (current.channelId === id ? { channelId: id, url: result.ok ? result.data.streamUrl : null, error: result.ok ? null : result.error } : current));
    });
  }, [channelId, fetchChannel]);

  // "Try again" after a refused link fetches a fresh one; after other errors the player reloads the same link itself.
  const onRequestRetry = useCallback(() => {
    if (forbiddenRetries.current > 0) reloadChannel();
  }, [reloadChannel]);

  // Right after a zap, `source` still describes the previous channel until the start effect runs: none of it is this channel's.
  const isCurrent = source.channelId === channelId;
  return {
    src: isCurrent ? source.url : null,
    error: isCurrent ? source.error : null,
    onPlayerError,
    onRequestRetry,
    reloadChannel,
    fetchChannel,
    fetchedAt,
  };
}
