// xmltvFields.ts — the small XMLTV value formats: times with their UTC offsets, episode numbers, series ids, and the preferred-language pick.

/** An XMLTV time as an instant (unix seconds) plus the offset it was written in, for showing local times later. */
export interface XmltvTime {
  time: number;
  offsetMinutes: number;
}

/**
 * `YYYYMMDDhhmmss ±hhmm`: the trailing time fields may be left off (the DTD allows `200006031633`), the offset may
 * be `±hh:mm`, `±hh`, `Z`, `UTC` or `GMT`, or absent (then it is UTC). Named zones like `BST` are ambiguous: null.
 */
const TIME = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(?:(\d{2})(\d{2})?)?)?\s*(?:([+-])(\d{2}):?(\d{2})?|(Z|UTC|GMT))?$/i;

export function parseXmltvTime(text: string): XmltvTime | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const d = new Date(ms);
  // Date.UTC rolls 30 February over into March: a round trip catches dates that don't exist.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = m[7] ? (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9] ?? 0)) : 0;
  if (Math.abs(offsetMinutes) > 14 * 60) return null;
  return { time: ms / 1000 - offsetMinutes * 60, offsetMinutes };
}

/** Season and episode as people count them (1-based); either may be unknown. */
export interface EpisodeNumber {
  season: number | null;
  episode: number | null;
}

/** `xmltv_ns`: `season.episode.part`, each zero-based and optionally `n/total`, blanks allowed (`2 . 9 . 0/1`). */
export function parseXmltvNs(text: string): EpisodeNumber | null {
  const parts = text.replace(/\s+/g, '').split('.');
  if (parts.length < 2 || parts.length > 3) return null;
  const numberOf = (part: string): number | null | undefined => {
    if (part === '' || /^\/\d+$/.test(part)) return null; // unknown, possibly with a known total
    const m = /^(\d+)(?:\/\d+)?$/.exec(part);
    return m ? Number(m[1]) + 1 : undefined;
  };
  const season = numberOf(parts[0]!);
  const episode = numberOf(parts[1]!);
  if (season === undefined || episode === undefined || (season === null && episode === null)) return null;
  return { season, episode };
}

/** How guides print episode numbers: `S01E02`, `S1 E2`, `Season 1 Episode 2`, `1x02`, `E119`, `Ep. 5`, or a bare `7`. */
const ONSCREEN: Array<[RegExp, (m: RegExpExecArray) => EpisodeNumber]> = [
  [/\bS(?:eason)?\s*\.?\s*(\d{1,4})[\s.,:_/-]*E(?:p(?:isode)?)?\s*\.?\s*(\d{1,5})\b/i, (m) => ({ season: Number(m[1]), episode: Number(m[2]) })],
  [/\b(\d{1,3})x(\d{1,4})\b/i, (m) => ({ season: Number(m[1]), episode: Number(m[2]) })],
  [/^\s*E(?:p(?:isode)?)?\s*\.?\s*(\d{1,5})\s*$/i, (m) => ({ season: null, episode: Number(m[1]) })],
  [/^\s*S(?:eason)?\s*\.?\s*(\d{1,4})\s*$/i, (m) => ({ season: Number(m[1]), episode: null })],
  [/^\s*(\d{1,5})\s*$/, (m) => ({ season: null, episode: Number(m[1]) })],
];

export function parseOnscreen(text: string): EpisodeNumber | null {
  for (const [pattern, read] of ONSCREEN) {
    const m = pattern.exec(text);
    if (m) return read(m);
  }
  return null;
}

/**
 * Schedules Direct / Gracenote programme ids (`dd_progid`): a 2-letter kind, the show's number (8 digits; 6 in
 * older ids) and a 4-digit episode, written `EP01234567.0012` (tv_grab_na_dd adds `.0/2` for parts) or without the
 * dot (tv_grab_zz_sdjson).
 */
const DD_PROGID = /^(EP|SH)(\d{8}|\d{6})\.?\d{4}(?:\.|$)/i;

/**
 * The series a `dd_progid` belongs to, as `EP` + the show's number: an episode (EP) and its show's episode-less
 * airings (SH) share the number, so both map to one id (MythTV does the same). Movies (MV) and sports events (SP)
 * are not a series here: null, as for text in no such form (other guides use the system for their own ids).
 */
export function parseDdProgid(text: string): string | null {
  const m = DD_PROGID.exec(text.trim());
  return m ? `EP${m[2]}` : null;
}

/** A text element that may come in several languages (`<title lang="en">`). */
export interface Localised {
  lang: string | null;
  text: string;
}

/** The first non-empty text in the most preferred language (`en` also takes `en-GB`), else the first non-empty one. */
export function pickLanguage(values: readonly Localised[], preferred: readonly string[]): string | null {
  const present = values.filter((v) => v.text !== '');
  for (const want of preferred) {
    const w = want.toLowerCase();
    const found = present.find((v) => {
      const lang = v.lang?.toLowerCase().replace('_', '-');
      return lang === w || lang?.startsWith(`${w}-`);
    });
    if (found) return found.text;
  }
  return present[0]?.text ?? null;
}
