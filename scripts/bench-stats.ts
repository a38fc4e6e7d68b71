// bench-stats.ts — the few statistics the benches print: median, percentiles, a summary of a sample.

export interface Summary {
  count: number;
  medianMs: number;
  p90Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

/** The value below which `p` of the sample lies (nearest rank; p = 0.5 is the median). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

export function summarise(values: readonly number[]): Summary {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: values.length,
    medianMs: round(median(values)),
    p90Ms: round(percentile(values, 0.9)),
    p95Ms: round(percentile(values, 0.95)),
    minMs: round(Math.min(...values)),
    maxMs: round(Math.max(...values)),
  };
}

/** "1.43×" — how many times `ours` is `baseline` (below 1: ours is smaller). */
export const ratio = (ours: number, baseline: number) => `${(ours / baseline).toFixed(2)}×`;
