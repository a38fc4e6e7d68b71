// health.ts (relay) — whether a channel's upstreams work, from viewers' traffic and on-demand probes, with the time that state began.
import type { RelayHealth } from './types.ts';

interface Entry {
  available: boolean;
  reason?: string;
  /** ms: when `available` took its value. */
  since: number;
  /** ms: when it was last confirmed. */
  checkedAt: number;
}

/** Far more channels than any lineup has; past it the oldest entries go. */
const MAX_CHANNELS = 100_000;

export class HealthBook {
  private readonly entries = new Map<number, Entry>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  record(channelId: number, available: boolean, reason?: string): void {
    const previous = this.entries.get(channelId);
    const t = this.now();
    const since = previous && previous.available === available ? previous.since : t;
    this.entries.delete(channelId);
    this.entries.set(channelId, { available, reason: available ? undefined : reason, since, checkedAt: t });
    if (this.entries.size > MAX_CHANNELS) this.entries.delete(this.entries.keys().next().value as number);
  }

  /** The last known state, if it was confirmed within `maxAgeMs`. */
  fresh(channelId: number, maxAgeMs: number): RelayHealth | undefined {
    const entry = this.entries.get(channelId);
    return entry && this.now() - entry.checkedAt < maxAgeMs ? view(entry) : undefined;
  }

  last(channelId: number): RelayHealth | undefined {
    const entry = this.entries.get(channelId);
    return entry ? view(entry) : undefined;
  }
}

const view = (entry: Entry): RelayHealth => ({ available: entry.available, ...(entry.reason ? { reason: entry.reason } : {}), since: Math.floor(entry.since / 1000) });
