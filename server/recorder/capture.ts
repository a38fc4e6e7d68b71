// capture.ts (recorder) — the span a recording captures: its programme's start and length (what clients match a programme by), widened by its padding.
import type { Recording } from '../db/schema.ts';

export type CaptureRow = Pick<Recording, 'time_start' | 'length'> & Partial<Pick<Recording, 'pad_before' | 'pad_after'>>;

/** Unix seconds: where the capture starts and ends, and its length. */
export function captureOf(row: CaptureRow): { start: number; end: number; length: number } {
  const before = Number(row.pad_before ?? 0);
  const after = Number(row.pad_after ?? 0);
  const start = Number(row.time_start) - before;
  const length = Number(row.length) + before + after;
  return { start, end: start + length, length };
}
