// earlyStart.ts — a cold visit to /tv/{id}: the channel's answer and its stream start while the page's code still arrives, so the player adopts a picture already on its way.
import { getDefaultStore } from 'jotai';
import type { Channel } from '../../api/types';
import { startEarlyStream } from '../../media/early';
import { hasMediaSource, loadHls } from '../../media/hls';
import { loadChannelAtom } from '../shared/lineup';
import type { ActionResult } from '../shared/action';

export interface EarlyAnswer {
  channelId: number;
  /** When it was asked for (ms): its signed link is as fresh as a fetch made then. */
  askedAt: number;
  result: Promise<ActionResult<Channel>>;
  /** The answer once it has come (the page's first render can then start on it without waiting a turn). */
  settled: ActionResult<Channel> | null;
}

let early: EarlyAnswer | null = null;

/**
 * Called by the entry before React renders (it is part of the entry: a dynamic import would wait for the route's CSS and
 * then for React's first render, a long task, before asking for anything). The answer lands in the channel store like
 * any other; its stream opens at once on a video of its own (media/early.ts), which the watch page's player adopts when
 * it mounts: hls.js fetches, parses and decodes while React renders, as a bare player would.
 */
export function startWatchEarly(channelId: number): void {
  // hls.js is on its way already (the HTML preloads it on watch paths): evaluated now, it is ready when the answer comes.
  if (hasMediaSource()) loadHls().catch(() => undefined);
  const result = getDefaultStore().set(loadChannelAtom, { channelId });
  const asked: EarlyAnswer = { channelId, askedAt: Date.now(), result, settled: null };
  early = asked;
  void result.then((answer) => {
    asked.settled = answer;
    // No prefetch of the stream beside it: hls.js asks for the same master, playlist and segment a moment later, and on a
    // slow line the two downloads split the bandwidth the first segment needs (seen in --waterfall).
    if (answer.ok && answer.data.streamUrl) startEarlyStream(channelId, answer.data.streamUrl);
  });
}

/** The answer asked for early for this channel, if that is the channel the page starts on. */
export function earlyAnswerFor(channelId: number): EarlyAnswer | null {
  return early?.channelId === channelId ? early : null;
}
