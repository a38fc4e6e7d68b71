// earlyStart.ts — a cold visit to /tv/{id}: the channel's answer, its stream's first bytes and hls.js are fetched while the page's code still downloads.
import { getDefaultStore } from 'jotai';
import type { Channel } from '../../api/types';
import { hasMediaSource, loadHls } from '../../media/hls';
import { loadChannelAtom } from '../shared/lineup';
import type { ActionResult } from '../shared/action';
import { warmStream } from './prefetch';

export interface EarlyAnswer {
  channelId: number;
  /** When it was asked for (ms): its signed link is as fresh as a fetch made then. */
  askedAt: number;
  result: Promise<ActionResult<Channel>>;
}

let early: EarlyAnswer | null = null;

/**
 * Called by the entry before React renders: nothing here waits for the route's chunk, the session check or the first
 * render. The answer lands in the channel store like any other; the stream's master, first playlist and start
 * segments land in the HTTP cache, where hls.js then finds them.
 */
export function startWatchEarly(channelId: number): void {
  if (hasMediaSource()) loadHls().catch(() => undefined);
  const result = getDefaultStore().set(loadChannelAtom, { channelId });
  early = { channelId, askedAt: Date.now(), result };
  void result.then((answer) => {
    if (answer.ok && answer.data.streamUrl && hasMediaSource()) warmStream(answer.data.streamUrl, new AbortController().signal, fetch, 'high').catch(() => undefined);
  });
}

/** The answer asked for early for this channel, if that is the channel the page starts on. */
export function earlyAnswerFor(channelId: number): EarlyAnswer | null {
  return early?.channelId === channelId ? early : null;
}
