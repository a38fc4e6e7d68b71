// catchup.ts — catch-up and start over as links: `/tv/{id}?from={unix}` starts the programme on air over, `?from=…&to=…` plays a past one; which programmes may, and why not.
import type { Timeshift } from '../../api/types';

/** What a watch page's query asks for: live (null), a start over (`to` null) or a past programme. */
export interface WatchSpan {
  from: number;
  to: number | null;
}

const unixSeconds = (value: string | null) => (value !== null && /^[0-9]{1,12}$/.test(value) ? Number(value) : null);

/** `?from=&to=` read strictly: anything else is live TV. */
export function parseWatchSpan(search: string): WatchSpan | null {
  const query = new URLSearchParams(search);
  const from = unixSeconds(query.get('from'));
  if (from === null) return null;
  const to = unixSeconds(query.get('to'));
  return to !== null && to > from ? { from, to } : { from, to: null };
}

// The links themselves are built in the shared layer, where the guide builds them too.
export { catchupHref, startOverHref } from '../shared/watchLinks';

/** Why a past programme cannot be watched again (the provider's words), or null when it can. */
export function catchupRefusal(span: WatchSpan, now: number, timeshift: Timeshift | null | undefined): string | null {
  if (!timeshift) return 'This channel has no catch-up: it can only be watched live';
  if (span.to !== null && span.from < now - timeshift.catchupDays * 86_400) return `This programme is older than the ${timeshift.catchupDays}-day catch-up window`;
  if (span.from > now) return 'This programme has not started yet';
  return null;
}

/** The time-shift playlist for a span: a past programme as VOD, or from a moment to the live edge. */
export const spanSource = (timeshift: Timeshift, span: WatchSpan) => `${timeshift.base}${span.to === null ? `from-${span.from}` : `${span.from}-${span.to}`}/master.m3u8`;
