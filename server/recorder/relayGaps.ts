// relayGaps.ts — what a relayed recording is missing, where and why: each gap with its cause and wall-clock time, and the reason a viewer reads.

/** A stretch of the programme the recording does not hold. */
export interface Gap {
  /** Wall-clock second (unix, fractional) where it begins; null from a manifest written before gaps were timed. */
  at: number | null;
  seconds: number;
  cause: string;
  /** What the cause's own words leave out: the relay's error for a stream that was not available. */
  detail?: string;
}

export type Cause = Pick<Gap, 'cause' | 'detail'>;

export const SERVER_DOWN: Cause = { cause: 'the server was down' };
/** The relay lists a few seconds of the channel: a server too busy to look that long misses what left the list. */
export const SERVER_BEHIND: Cause = { cause: "the server fell behind the channel's stream" };
/** An upstream slower than real time: its segments, one after another, hold less than the clock ran. */
export const STREAM_BEHIND: Cause = { cause: "the channel's stream fell behind the clock" };
/** The upstream's list jumped past segments while the server looked in time (a stall, then the live edge). */
export const STREAM_SKIPPED: Cause = { cause: "the channel's stream skipped ahead" };
/** A discontinuity after a pause, with no error seen: the upstream restarted or the relay moved to another one. */
export const STREAM_BROKE: Cause = { cause: "the channel's stream broke off" };
export const unavailable = (why: string): Cause => ({ cause: "the channel's stream was not available", detail: why });

const clock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(11, 19);
/** Shown as whole seconds; a stretch that rounds to nothing still says it is there. */
const secondsOf = (s: number) => (Math.round(s) > 0 ? `${Math.round(s)} s` : 'under 1 s');

/** The seconds the reason states: the gaps together, rounded once (each rounded alone would drift). */
export const missingOf = (gaps: readonly Gap[]) => Math.round(gaps.reduce((sum, g) => sum + g.seconds, 0));

/** "04:15:20 UTC", "04:15:20 and 04:15:31 UTC", "04:15:20, 04:15:31, 04:15:40 UTC and 2 more times". */
function timesOf(ats: readonly number[]): string {
  const shown = [...new Set(ats.map((at) => clock(at)))];
  if (shown.length > 3) return `${shown.slice(0, 3).join(', ')} UTC and ${shown.length - 3} more times`;
  return `${shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ` : ''}${shown.at(-1)} UTC`;
}

/**
 * The reason of a relayed recording: a late start, then the gaps ("Recorded with a gap of N s while …", as before gaps were
 * timed), each cause once with when it struck and, when there are several, its share: "… while the server fell behind the
 * channel's stream (5 s from 04:15:20 and 04:15:31 UTC) and the channel's stream was not available (upstream answered
 * HTTP 503, 4 s from 04:15:40 UTC)". Null when there is nothing to say.
 */
export function reasonOf(gaps: readonly Gap[], recordedFrom: number | null): string | null {
  const late = recordedFrom !== null ? `Started late: recorded from ${clock(recordedFrom)} UTC, the programme was already airing` : null;
  const missing = missingOf(gaps);
  let gap: string | null = null;
  if (missing > 0) {
    const groups = new Map<string, { cause: Cause; seconds: number; ats: number[] }>();
    for (const g of gaps) {
      const key = `${g.cause}\n${g.detail ?? ''}`;
      const group = groups.get(key) ?? { cause: { cause: g.cause, detail: g.detail }, seconds: 0, ats: [] };
      group.seconds += g.seconds;
      if (g.at !== null) group.ats.push(g.at);
      groups.set(key, group);
    }
    const several = groups.size > 1;
    const said = [...groups.values()].map(({ cause, seconds, ats }) => {
      const when = [several ? secondsOf(seconds) : null, ats.length ? `from ${timesOf(ats)}` : null].filter(Boolean).join(' ');
      const inside = [cause.detail, when].filter(Boolean).join(', ');
      return inside ? `${cause.cause} (${inside})` : cause.cause;
    });
    gap = `Recorded with a gap of ${missing} s while ${said.join(' and ')}`;
  }
  return [late, gap].filter(Boolean).join('; ') || null;
}
