// lineupGuide.ts — which now/next windows a long channel page asks for: fixed groups of the lineup, so scrolling back asks for nothing new.
import type { GuideWindowRequest } from '../../api';

/** Channels per request while scrolling: a screenful or two of cards (the provider takes up to 200 per call). */
export const LINEUP_CHUNK = 50;

/** The fixed groups (0 = rows 0–49, 1 = rows 50–99, …) that hold the given channels, from their rows in the lineup. */
export function chunksOfChannels(channelIds: readonly number[], rowOf: ReadonlyMap<number, number>, size = LINEUP_CHUNK): number[] {
  const chunks = new Set<number>();
  for (const id of channelIds) {
    const row = rowOf.get(id);
    if (row !== undefined) chunks.add(Math.floor(row / size));
  }
  return [...chunks].sort((a, b) => a - b);
}

/** The request for one group of the lineup over the now/next window. */
export function chunkRequest(lineupIds: readonly number[], chunk: number, window: { startTime: number; duration: number }, size = LINEUP_CHUNK): GuideWindowRequest {
  return { channelIds: lineupIds.slice(chunk * size, (chunk + 1) * size), ...window };
}

/** How many groups a lineup has. */
export const chunkCount = (lineupLength: number, size = LINEUP_CHUNK) => Math.ceil(lineupLength / size);
