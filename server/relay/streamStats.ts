// streamStats.ts (relay) — what each upstream stream did since the last drain: answers and failures (the last error), failovers away from it, segment bytes (its bitrate), time to first segment when probed, and the viewers on its channel.

/** One stream's figures over one period, keyed by its URL (the caller maps it to the channel's stream; no URL leaves). */
export interface StreamSample {
  channelId: number;
  url: string;
  ok: number;
  errors: number;
  lastError: string | null;
  failovers: number;
  bytes: number;
  /** Time to first segment of the probes in the period (ms, their mean); null: not probed. */
  ttfsMs: number | null;
  /** Distinct viewers of the channel in the period, counted on the stream in use. */
  viewers: number;
}

interface Entry {
  ok: number;
  errors: number;
  lastError: string | null;
  failovers: number;
  bytes: number;
  ttfsSum: number;
  ttfsCount: number;
  viewers: Set<string>;
}

/** Far more streams than a lineup has: past it a period's figures stop growing (they are drained every minute). */
const MAX_ENTRIES = 50_000;

export class StreamStats {
  private entries = new Map<string, Entry & { channelId: number; url: string }>();

  private entry(channelId: number, url: string) {
    const key = `${channelId}\n${url}`;
    let found = this.entries.get(key);
    if (!found) {
      if (this.entries.size >= MAX_ENTRIES) return null;
      found = { channelId, url, ok: 0, errors: 0, lastError: null, failovers: 0, bytes: 0, ttfsSum: 0, ttfsCount: 0, viewers: new Set() };
      this.entries.set(key, found);
    }
    return found;
  }

  answered(channelId: number, url: string): void {
    const e = this.entry(channelId, url);
    if (e) e.ok += 1;
  }

  failed(channelId: number, url: string, message: string): void {
    const e = this.entry(channelId, url);
    if (!e) return;
    e.errors += 1;
    e.lastError = message;
  }

  failedOver(channelId: number, url: string): void {
    const e = this.entry(channelId, url);
    if (e) e.failovers += 1;
  }

  segment(channelId: number, url: string, bytes: number): void {
    const e = this.entry(channelId, url);
    if (e) e.bytes += bytes;
  }

  probed(channelId: number, url: string, ms: number): void {
    const e = this.entry(channelId, url);
    if (!e) return;
    e.ttfsSum += ms;
    e.ttfsCount += 1;
  }

  /** A viewer's request: `who` is what tells viewers apart (their signed query); at most a few thousand per minute. */
  viewer(channelId: number, url: string, who: string): void {
    const e = this.entry(channelId, url);
    if (e && e.viewers.size < 10_000) e.viewers.add(who);
  }

  /** The period's figures, and a fresh period. */
  drain(): StreamSample[] {
    const out = [...this.entries.values()].map((e) => ({
      channelId: e.channelId,
      url: e.url,
      ok: e.ok,
      errors: e.errors,
      lastError: e.lastError,
      failovers: e.failovers,
      bytes: e.bytes,
      ttfsMs: e.ttfsCount ? Math.round(e.ttfsSum / e.ttfsCount) : null,
      viewers: e.viewers.size,
    }));
    this.entries = new Map();
    return out;
  }
}
