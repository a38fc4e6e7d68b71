// useWatchSpan.ts — what /tv/{id}?from=…&to=… asks the watch page for: a past programme (catch-up, played as a recording), the programme on air from its start, or why neither can be had.
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Channel } from '../../api/types';
import { catchupRefusal, parseWatchSpan, spanSource, type WatchSpan } from './catchup';
import type { PlayerHandle } from './PlayerContainer';

export interface WatchSpanState {
  /** The past programme being watched, when it is one. */
  catchup: WatchSpan | null;
  /** Its time-shift playlist (null until the channel's answer names its time-shift). */
  catchupSrc: string | null;
  /** Why the programme asked for cannot be watched again; null when it can (or nothing was asked). */
  refusal: string | null;
}

export function useWatchSpan({
  channelId,
  answer,
  liveSrc,
  now,
  playerRef,
}: {
  channelId: number;
  /** The channel's own answer (null until it came): it says whether and how far back the channel keeps. */
  answer: Channel | null;
  liveSrc: string | null;
  now: number;
  playerRef: RefObject<PlayerHandle | null>;
}): WatchSpanState {
  const { search } = useLocation();
  const navigate = useNavigate();
  const requested = useMemo(() => parseWatchSpan(search), [search]);
  // A programme that has not ended yet is started over rather than refused.
  const span = requested && requested.to !== null && requested.to > now ? { from: requested.from, to: null } : requested;
  const timeshift = answer?.timeshift ?? null;
  const refusal = span && answer ? catchupRefusal(span, now, timeshift) : null;
  const catchup = span && span.to !== null && !refusal ? span : null;

  // Start over: once per channel and moment, once the live stream is known; the address is then live TV's again,
  // so a reload or a return plays live.
  const startedOver = useRef<string | null>(null);
  const startFrom = span && span.to === null && !refusal && timeshift && liveSrc ? span.from : null;
  useEffect(() => {
    if (startFrom === null) return;
    const key = `${channelId}:${startFrom}`;
    if (startedOver.current === key) return;
    startedOver.current = key;
    playerRef.current?.startOver(startFrom);
    void navigate(`/tv/${channelId}`, { replace: true });
  }, [channelId, startFrom, playerRef, navigate]);

  return { catchup, catchupSrc: catchup && timeshift ? spanSource(timeshift, catchup) : null, refusal };
}
