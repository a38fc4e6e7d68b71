// cells.ts — a guide row as cells: its programmes clipped to the grid's span, or one placeholder; lookups by time.
import type { GuideProgramme, TimeRange } from './types';

export interface GuideCell {
  /** Stable within a row: the programme's id, or the placeholder's kind. */
  key: string;
  start: number;
  end: number;
  kind: 'programme' | 'loading' | 'empty';
  programme?: GuideProgramme;
}

const cache = new WeakMap<readonly GuideProgramme[], { rangeKey: string; cells: GuideCell[] }>();

/** Sorted cells for one row. Cached per programme array, so a row's cells are stable while its data is. */
export function cellsOf(_channelId: number, programmes: readonly GuideProgramme[] | undefined, range: TimeRange): GuideCell[] {
  if (programmes === undefined) return [{ key: 'loading', start: range.start, end: range.end, kind: 'loading' }];
  const rangeKey = `${range.start}:${range.end}`;
  const cached = cache.get(programmes);
  if (cached && cached.rangeKey === rangeKey) return cached.cells;
  const cells: GuideCell[] = [];
  for (const programme of programmes) {
    if (programme.end <= range.start || programme.start >= range.end || programme.end <= programme.start) continue;
    cells.push({ key: String(programme.id), start: programme.start, end: programme.end, kind: 'programme', programme });
  }
  cells.sort((a, b) => a.start - b.start);
  const result: GuideCell[] = cells.length > 0 ? cells : [{ key: 'empty', start: range.start, end: range.end, kind: 'empty' }];
  cache.set(programmes, { rangeKey, cells: result });
  return result;
}

/** Index of the first cell that ends after `time` (binary search: rows can hold hundreds of programmes). */
export function firstVisibleIndex(cells: readonly GuideCell[], time: number): number {
  let low = 0;
  let high = cells.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cells[mid]!.end <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The cell airing at `time`; in a gap, the next one; past the end, the last. */
export function findCellAt(cells: readonly GuideCell[], time: number): GuideCell | undefined {
  const index = firstVisibleIndex(cells, time);
  return cells[index] ?? cells.at(-1);
}
