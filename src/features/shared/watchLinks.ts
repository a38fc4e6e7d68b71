// watchLinks.ts — the links into live TV's time shift (`/tv/{id}?from={unix}` start over, `?from=…&to=…` catch-up), for every feature that offers them; the player reads them back (player/catchup).

/** The programme on air from its start. */
export const startOverHref = (channelId: number, start: number) => `/tv/${channelId}?from=${start}`;

/** A programme that has ended, within the catch-up days: its link; null when it cannot be watched again. */
export function catchupHref(channelId: number, programme: { start: number; end: number }, now: number, catchupDays: number | null | undefined): string | null {
  if (!catchupDays || programme.end > now || programme.start < now - catchupDays * 86_400) return null;
  return `/tv/${channelId}?from=${programme.start}&to=${programme.end}`;
}
