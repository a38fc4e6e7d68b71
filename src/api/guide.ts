// guide.ts — programme guides: one channel's, and windows of many channels fetched in batches and cached.
import type { MemoryCache } from './cache';
import { isAbortError } from './errors';
import { toChannelGuide, toGuideWindow } from './normalise';
import type { Session } from './session';
import type { CallOptions, ChannelGuide, GuideWindow, Programme } from './types';

/** docs/api.md#guide: the provider's limits per multi-channel call. */
export const MAX_CHANNELS_PER_CALL = 200;
export const MAX_SECONDS_PER_CALL = 48 * 3600;

export interface GuideWindowRequest {
  channelIds: readonly (number | string)[];
  /** Unix seconds. */
  startTime: number;
  /** Seconds. */
  duration: number;
}

export interface GuideApi {
  /** docs/client.md#messages-and-errors: a failed fetch answers an empty list (currentTime null tells it apart from an empty guide). */
  channel: (channelId: number | string, window?: { startTime?: number; duration?: number }, options?: CallOptions) => Promise<ChannelGuide>;
  /** Any number of channels over any span, in calls of ≤ 200 channels × 48 h; cached 10 minutes by window key. */
  window: (request: GuideWindowRequest, options?: CallOptions & { fresh?: boolean }) => Promise<GuideWindow>;
}

export const guideWindowKey = ({ channelIds, startTime, duration }: GuideWindowRequest) =>
  `guide:${[...new Set(channelIds.map(Number))].sort((a, b) => a - b).join(',')}:${startTime}:${duration}`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createGuideApi({ session, cache }: { session: Session; cache: MemoryCache }): GuideApi {
  async function channel(channelId: number | string, window: { startTime?: number; duration?: number } = {}, options: CallOptions = {}): Promise<ChannelGuide> {
    try {
      return toChannelGuide(
        await session.call({ method: 'GET', path: `/api-v2/tvguide/${encodeURIComponent(String(channelId))}`, query: { startTime: window.startTime, duration: window.duration }, signal: options.signal }),
      );
    } catch (error) {
      if (isAbortError(error)) throw error;
      return { data: [], currentTime: null };
    }
  }

  async function window(request: GuideWindowRequest, options: CallOptions & { fresh?: boolean } = {}): Promise<GuideWindow> {
    const key = guideWindowKey(request);
    const cached = options.fresh ? undefined : cache.get<GuideWindow>(key);
    if (cached) return cached;
    const ids = [...new Set(request.channelIds.map(Number))].filter((id) => Number.isFinite(id));
    const spans: { start: number; duration: number }[] = [];
    for (let start = request.startTime, end = request.startTime + request.duration; start < end; start += MAX_SECONDS_PER_CALL) {
      spans.push({ start, duration: Math.min(MAX_SECONDS_PER_CALL, end - start) });
    }
    const batches = chunks(ids, MAX_CHANNELS_PER_CALL).flatMap((group) => spans.map((span) => ({ group, span })));
    const results = await Promise.allSettled(
      batches.map(({ group, span }) =>
        session
          .call({ method: 'GET', path: '/api-v2/tvguide/', query: { channels: group.join(','), startTime: span.start, duration: span.duration }, signal: options.signal })
          .then(toGuideWindow),
      ),
    );
    if (options.signal?.aborted || results.some((r) => r.status === 'rejected' && isAbortError(r.reason))) {
      throw options.signal?.reason ?? new DOMException('Aborted', 'AbortError');
    }
    const data: Record<number, Programme[]> = Object.fromEntries(ids.map((id) => [id, [] as Programme[]]));
    let currentTime: number | null = null;
    let failed = false;
    for (const result of results) {
      if (result.status === 'rejected') {
        failed = true;
        continue;
      }
      currentTime = Math.max(currentTime ?? 0, result.value.currentTime ?? 0);
      for (const [id, programmes] of Object.entries(result.value.data)) {
        const list = (data[Number(id)] ??= []);
        // A programme that spans two 48-hour calls comes back in both.
        for (const p of programmes) if (!list.some((q) => q.id === p.id)) list.push(p);
      }
    }
    for (const list of Object.values(data)) list.sort((a, b) => a.start - b.start);
    // docs/client.md#messages-and-errors: a failed fetch gives empty lists; it is not cached, so the next look tries again.
    const answer: GuideWindow = { data, currentTime: failed ? null : currentTime };
    if (!failed) cache.set(key, answer);
    return answer;
  }

  return { channel, window };
}
