// health.ts (monitor) — a channel's streams as the console draws them: each one's state now (up, last error, time to first segment, bitrate, viewers, failovers) and its day in 10-minute buckets, from the minute samples.
import type { StreamSamplesTable } from '../db/schema.ts';

export const BUCKET_SECONDS = 600;
export const DAY_SECONDS = 86_400;

export interface HealthPoint {
  at: number;
  /** Share of the bucket's sampled minutes the stream answered without error; null: no sample. */
  up: number | null;
  ttfs_ms: number | null;
  bitrate_kbps: number | null;
  viewers: number | null;
}

export interface StreamHealth {
  /** Its index in the source's list. */
  index: number;
  host: string;
  enabled: boolean;
  /** Viewers are on it now (the relay's current stream). */
  current: boolean;
  up: boolean | null;
  last_error: string | null;
  last_error_at: number | null;
  ttfs_ms: number | null;
  bitrate_kbps: number | null;
  viewers: number;
  failovers_24h: number;
  series: HealthPoint[];
}

type Sample = Pick<StreamSamplesTable, 'stream' | 'at' | 'ok' | 'errors' | 'last_error' | 'failovers' | 'bytes' | 'ttfs_ms' | 'viewers'>;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown host';
  }
};

/** A minute's verdict: answered only (1), failed only (0), both (0.5); null when nothing was asked of it. */
const upOf = (s: Pick<Sample, 'ok' | 'errors'>): number | null => (s.ok > 0 && s.errors === 0 ? 1 : s.errors > 0 && s.ok === 0 ? 0 : s.ok + s.errors > 0 ? 0.5 : null);

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * `order`: the stream indices in failover order (switched-off ones left out; null: all, in order). `current`: the
 * relay's current position in that order. Streams come out in failover order, the switched-off ones last.
 */
export function channelHealth(urls: readonly string[], order: readonly number[] | null, current: number | null, samples: readonly Sample[], now: number): StreamHealth[] {
  const enabled = order && order.some((i) => i < urls.length) ? order.filter((i) => i < urls.length) : urls.map((_, i) => i);
  const shown = [...enabled, ...urls.map((_, i) => i).filter((i) => !enabled.includes(i))];
  const first = Math.floor((now - DAY_SECONDS) / BUCKET_SECONDS) * BUCKET_SECONDS + BUCKET_SECONDS;
  // Several instances write a row each for a minute: their figures are summed (viewers too: each saw its own).
  const minutes = new Map<string, Sample>();
  for (const s of samples) {
    const key = `${s.stream} ${Number(s.at)}`;
    const seen = minutes.get(key);
    if (!seen) minutes.set(key, { ...s, at: Number(s.at), bytes: Number(s.bytes) });
    else
      minutes.set(key, {
        ...seen,
        ok: seen.ok + s.ok,
        errors: seen.errors + s.errors,
        last_error: s.last_error ?? seen.last_error,
        failovers: seen.failovers + s.failovers,
        bytes: Number(seen.bytes) + Number(s.bytes),
        ttfs_ms: s.ttfs_ms ?? seen.ttfs_ms,
        viewers: seen.viewers + s.viewers,
      });
  }
  const byStream = new Map<number, Sample[]>();
  for (const m of [...minutes.values()].sort((a, b) => a.at - b.at)) byStream.set(m.stream, [...(byStream.get(m.stream) ?? []), m]);

  return shown.map((index) => {
    const own = byStream.get(index) ?? [];
    const series: HealthPoint[] = [];
    for (let at = first; at <= now; at += BUCKET_SECONDS) {
      const inBucket = own.filter((m) => m.at >= at && m.at < at + BUCKET_SECONDS);
      const ups = inBucket.map(upOf).filter((u): u is number => u !== null);
      const withBytes = inBucket.filter((m) => Number(m.bytes) > 0);
      const ttfs = inBucket.map((m) => m.ttfs_ms).filter((t): t is number => t !== null);
      series.push({
        at,
        up: mean(ups),
        ttfs_ms: ttfs.length ? Math.round(mean(ttfs)!) : null,
        bitrate_kbps: withBytes.length ? Math.round((withBytes.reduce((sum, m) => sum + Number(m.bytes), 0) * 8) / 1000 / (withBytes.length * 60)) : null,
        viewers: inBucket.length ? Math.max(...inBucket.map((m) => m.viewers)) : null,
      });
    }
    const latest = own.findLast((m) => upOf(m) !== null);
    const failed = own.findLast((m) => m.last_error !== null);
    const recent = own.filter((m) => m.at >= now - 2 * 60);
    return {
      index,
      host: hostOf(urls[index]!),
      enabled: enabled.includes(index),
      current: current !== null && enabled[current] === index,
      up: latest ? upOf(latest)! > 0 : null,
      last_error: failed?.last_error ?? null,
      last_error_at: failed ? failed.at : null,
      ttfs_ms: own.findLast((m) => m.ttfs_ms !== null)?.ttfs_ms ?? null,
      bitrate_kbps: series.findLast((p) => p.bitrate_kbps !== null)?.bitrate_kbps ?? null,
      viewers: recent.length ? Math.max(...recent.map((m) => m.viewers)) : 0,
      failovers_24h: own.filter((m) => m.at >= now - DAY_SECONDS).reduce((sum, m) => sum + m.failovers, 0),
      series,
    };
  });
}
