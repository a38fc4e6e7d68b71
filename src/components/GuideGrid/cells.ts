// cells.ts — a guide row as cells: its programmes clipped to the grid's span, with placeholders where data is loading or missing; lookups by time.
import type { GuideProgramme, TimeRange } from './types';

export interface GuideCell {
  /** Stable within a row: the programme's id, or the placeholder's kind and span ("loading:start-end", "empty:start-end"). */
  key: string;
  start: number;
  end: number;
  kind: 'programme' | 'loading' | 'empty';
  programme?: GuideProgramme;
}

/** Gaps shorter than this between programmes are not cells of their own (a cell a few pixels wide helps no one). */
export const MIN_GAP_SECONDS = 60;

const cache = new WeakMap<readonly GuideProgramme[], { rangeKey: string; loaded: readonly TimeRange[] | undefined; cells: GuideCell[] }>();

// The key holds the span: a placeholder that shrinks as blocks arrive is another cell, so the tab stop is found
// again by its time (and lands on the programme that arrived) instead of staying on what is left of the placeholder.
const placeholder = (kind: 'loading' | 'empty', start: number, end: number): GuideCell => ({ key: `${kind}:${start}-${end}`, start, end, kind });

/**
 * The placeholders for a gap [start, end) with no programme: "no programme information" where a loaded
 * span covers it, "loading" where none does yet (its data is on its way, or will be once it is in view).
 */
function gapCells(start: number, end: number, loaded: readonly TimeRange[] | undefined): GuideCell[] {
  if (end - start < MIN_GAP_SECONDS) return [];
  if (!loaded) return [placeholder('empty', start, end)];
  const cells: GuideCell[] = [];
  const push = (kind: 'loading' | 'empty', from: number, to: number) => {
    if (to - from <= 0) return;
    const last = cells.at(-1);
    // Adjacent loaded spans (blocks) read as one gap.
    if (last && last.kind === kind && last.end === from) cells[cells.length - 1] = { ...last, end: to };
    else cells.push(placeholder(kind, from, to));
  };
  let at = start;
  for (const span of loaded) {
    if (span.end <= at || span.start >= end) continue;
    push('loading', at, Math.max(at, span.start));
    const to = Math.min(end, span.end);
    push('empty', Math.max(at, span.start), to);
    at = to;
  }
  push('loading', at, end);
  // A sliver left by a block edge joins its neighbour rather than being a cell of its own.
  return cells.filter((cell) => cell.end - cell.start >= MIN_GAP_SECONDS || cells.length === 1);
}

/** Merged, sorted spans (blocks may overlap or arrive in any order). */
function normaliseSpans(spans: readonly TimeRange[]): TimeRange[] {
  const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: TimeRange[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * Sorted cells for one row, covering the whole span: programmes, and placeholders between them.
 * `programmes` undefined: nothing has arrived (one loading cell). `loaded`: the spans whose data has arrived
 * (undefined: all of it). Cached per programme array and loaded spans, so a row's cells are stable while its data is.
 */
export function cellsOf(
  _channelId: number,
  programmes: readonly GuideProgramme[] | undefined,
  range: TimeRange,
  loaded?: readonly TimeRange[],
): GuideCell[] {
  if (programmes === undefined) return [placeholder('loading', range.start, range.end)];
  const rangeKey = `${range.start}:${range.end}`;
  const cached = cache.get(programmes);
  if (cached && cached.rangeKey === rangeKey && cached.loaded === loaded) return cached.cells;
  const spans = loaded ? normaliseSpans(loaded) : undefined;
  const shown = programmes
    .filter((p) => p.end > range.start && p.start < range.end && p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const cells: GuideCell[] = [];
  let at = range.start;
  for (const programme of shown) {
    // Overlapping programmes (bad data) keep their order; a gap only opens where time is really uncovered.
    if (programme.start > at) cells.push(...gapCells(at, programme.start, spans));
    cells.push({ key: String(programme.id), start: programme.start, end: programme.end, kind: 'programme', programme });
    at = Math.max(at, programme.end);
  }
  if (at < range.end) cells.push(...gapCells(at, range.end, spans));
  const result: GuideCell[] = cells.length > 0 ? cells : [placeholder(spans && spans.length === 0 ? 'loading' : 'empty', range.start, range.end)];
  cache.set(programmes, { rangeKey, loaded, cells: result });
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
