// xmltv.ts — XMLTV's time format for the guides tests and the bench write: `YYYYMMDDhhmmss ±hhmm`.

/** `unix` as XMLTV writes it, in local time at `offsetMinutes` from UTC (the offset is part of the text). */
export function xmltvTime(unix: number, offsetMinutes = 0): string {
  const d = new Date((unix + offsetMinutes * 60) * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())} ${sign}${p(Math.floor(offset / 60))}${p(offset % 60)}`;
}
