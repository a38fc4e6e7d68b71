// m3u.ts — the M3U channel-list parser: #EXTM3U header, #EXTINF entries and the extensions real playlists use; every oddity reported with its line.
import { ProblemLog, type Problem } from './problems.ts';

/** What a catch-up capable source said about replaying past programmes (kept for a later catch-up feature). */
export interface CatchUp {
  /** `catchup` / `catchup-type`: default, append, shift, flussonic, xc, … */
  mode: string | null;
  /** `catchup-days` (or `tvg-rec` / `timeshift`): how far back. */
  days: number | null;
  /** `catchup-source`: the URL template for a past programme. */
  source: string | null;
}

/** One stream of the playlist, as written: several entries may be one channel (see mapping.ts). */
export interface PlaylistEntry {
  /** Line of its #EXTINF (or of the URL, for a bare URL without one). */
  line: number;
  name: string;
  url: string;
  /** The #EXTINF duration: -1 (or 0) for live streams; null when absent. */
  duration: number | null;
  tvgId: string | null;
  tvgName: string | null;
  logo: string | null;
  /** `tvg-chno`: the channel number the playlist asks for. */
  chno: number | null;
  group: string | null;
  language: string | null;
  country: string | null;
  catchUp: CatchUp | null;
  /** Request headers the upstream wants (lower-case names: user-agent, referer, origin), to send when fetching the stream. */
  headers: Record<string, string>;
  /** Every #EXTINF attribute as written (names lower-cased), including ones this parser has no field for. */
  attributes: Record<string, string>;
  /** The playlist it came from (an FTV_LINEUP source, as configured): set by the import, not by the parser. */
  playlist?: string;
}

export interface Playlist {
  /** Attributes of the #EXTM3U line (names lower-cased): url-tvg, x-tvg-url, tvg-shift, … */
  header: Record<string, string>;
  /** Guide (XMLTV) URLs the header names, in order, without repeats. */
  guideUrls: string[];
  entries: PlaylistEntry[];
  problems: Problem[];
  /** Problems beyond the kept ones (a junk file is reported, not stored whole). */
  problemsOmitted: number;
}

/** The text is not a channel list at all (a web page, an HLS stream playlist, an empty file): nothing can be imported. */
export class PlaylistError extends Error {
  override name = 'PlaylistError';
}

/** Schemes a stream can be fetched or relayed from; anything else (file:, javascript:, a relative path) is not imported. */
const STREAM_SCHEMES = new Set(['http:', 'https:', 'rtmp:', 'rtmps:', 'rtsp:', 'rtsps:', 'rtp:', 'udp:', 'mms:', 'mmsh:', 'srt:']);

/** HLS tags that only a media/master playlist has: such a file is one stream, not a list of channels. */
const HLS_ONLY = /^#EXT-X-(TARGETDURATION|MEDIA-SEQUENCE|STREAM-INF|PLAYLIST-TYPE|KEY|MAP)\b/i;

/** #EXTVLCOPT options (and #EXTINF attributes) that are really request headers, by their canonical header name. */
const HEADER_OPTIONS: Record<string, string> = {
  'http-user-agent': 'user-agent',
  'user-agent': 'user-agent',
  'http-referrer': 'referer',
  'http-referer': 'referer',
  referrer: 'referer',
  referer: 'referer',
  'http-origin': 'origin',
  origin: 'origin',
};

interface Pending {
  line: number;
  duration: number | null;
  name: string;
  attributes: Record<string, string>;
  group: string | null;
  /** From #EXTVLCOPT lines: they win over #EXTINF attributes, being per-stream options. */
  optionHeaders: Record<string, string>;
}

export function parsePlaylist(text: string): Playlist {
  const log = new ProblemLog();
  const header: Record<string, string> = {};
  const entries: PlaylistEntry[] = [];
  const firstLineOfUrl = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

  let sawHeader = false;
  let extinfCount = 0;
  let current: Pending | null = null;
  // #EXTGRP / #EXTVLCOPT lines written before the #EXTINF they belong to (some generators do that).
  let early: Pick<Pending, 'group' | 'optionHeaders'> = { group: null, optionHeaders: {} };

  if (lines.every((l) => l.trim() === '')) throw new PlaylistError('the file is empty');

  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') continue;

    if (/^#EXTM3U\b/i.test(line)) {
      if (sawHeader) log.add(lineNo, 'another #EXTM3U header (playlists joined together?); its attributes only fill gaps');
      sawHeader = true;
      const { attributes } = parseAttributes(line.slice(7), lineNo, log, false);
      for (const [k, v] of Object.entries(attributes)) if (!(k in header)) header[k] = v;
      continue;
    }
    if (HLS_ONLY.test(line)) throw new PlaylistError(`an HLS stream playlist (line ${lineNo}: ${line.split(':')[0]}), not a list of channels`);

    if (/^#EXTINF:/i.test(line)) {
      extinfCount++;
      if (current) log.add(current.line, `#EXTINF without a URL (line ${lineNo} starts the next entry); skipped`);
      current = { ...readExtinf(line.slice(8), lineNo, log), ...early };
      early = { group: null, optionHeaders: {} };
      continue;
    }
    if (/^#EXTGRP:/i.test(line)) {
      const group = line.slice(8).trim() || null;
      if (current) current.group = group;
      else early.group = group;
      continue;
    }
    if (/^#EXTVLCOPT:/i.test(line)) {
      const option = line.slice(11);
      const eq = option.indexOf('=');
      const headerName = eq > 0 ? HEADER_OPTIONS[option.slice(0, eq).trim().toLowerCase()] : undefined;
      // Other VLC options (network-caching, …) are about the player, not the upstream: nothing to keep.
      if (headerName && option.slice(eq + 1).trim()) (current ?? early).optionHeaders[headerName] = option.slice(eq + 1).trim();
      continue;
    }
    if (line.startsWith('#')) continue; // comments, #PLAYLIST:, #KODIPROP: and other directives we have no use for

    // A URL line: it completes the entry under way, or stands alone (plain URL lists).
    const { url, headers: pipeHeaders } = splitPipeHeaders(line);
    const standalone = current === null;
    const entry: Pending = current ?? { line: lineNo, duration: null, name: url, attributes: {}, ...early };
    if (standalone) early = { group: null, optionHeaders: {} };
    current = null;
    if (!isStreamUrl(url)) {
      log.add(lineNo, `not a stream URL: "${clip(url)}"; skipped`);
      continue;
    }
    if (standalone && (sawHeader || extinfCount > 0)) log.add(lineNo, 'URL without an #EXTINF line before it; named after its address');
    const first = firstLineOfUrl.get(url);
    if (first !== undefined) {
      log.add(entry.line, `same URL as the entry at line ${first}; kept once`);
      continue;
    }
    firstLineOfUrl.set(url, entry.line);
    entries.push(toEntry(entry, url, pipeHeaders, log));
  }

  if (current) log.add(current.line, '#EXTINF without a URL at the end of the file; skipped');
  if (!sawHeader) {
    if (extinfCount === 0 && entries.length === 0) throw new PlaylistError('not an M3U playlist (no #EXTM3U header, no #EXTINF line, no stream URL)');
    log.add(1, 'no #EXTM3U header on the first line; read as a playlist anyway');
  }

  return { header, guideUrls: guideUrlsOf(header), entries, problems: log.list, problemsOmitted: log.omitted };
}

/** `<duration> key="value" …,<name>` — the comma that ends the attributes is the first one outside a quoted value. */
function readExtinf(rest: string, line: number, log: ProblemLog): Omit<Pending, 'group' | 'optionHeaders'> {
  const durationMatch = /^\s*(-?\d+(?:\.\d+)?)/.exec(rest);
  const duration = durationMatch ? Number(durationMatch[1]) : null;
  const afterDuration = durationMatch ? rest.slice(durationMatch[0].length) : rest;
  const { attributes, name, bareWords } = parseAttributes(afterDuration, line, log, true);
  let entryName = name;
  if (entryName === null) {
    // No comma at all: "#EXTINF:-1 My Channel" — the words that aren't attributes are the name.
    entryName = bareWords.join(' ');
    log.add(line, 'no comma before the channel name in #EXTINF');
  } else if (bareWords.length > 0) {
    log.add(line, `unexpected text in #EXTINF attributes: "${clip(bareWords.join(' '))}"; ignored`);
  }
  return { line, duration, name: tidy(entryName), attributes };
}

interface ParsedAttributes {
  attributes: Record<string, string>;
  /** Text after the first unquoted comma (the #EXTINF name), or null when there is no such comma. */
  name: string | null;
  bareWords: string[];
}

/**
 * key="value", key='value' and key=value (up to the next blank or comma), names lower-cased. A quote only opens
 * a value right after `=`, so apostrophes elsewhere don't count; commas inside quoted values are part of them.
 */
function parseAttributes(text: string, line: number, log: ProblemLog, commaEndsAttributes: boolean): ParsedAttributes {
  const attributes: Record<string, string> = {};
  const bareWords: string[] = [];
  let i = 0;
  const n = text.length;
  const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
  while (i < n) {
    while (isBlank(text[i])) i++;
    if (i >= n) break;
    if (text[i] === ',' && commaEndsAttributes) return { attributes, name: text.slice(i + 1), bareWords };
    let end = i;
    while (end < n && !isBlank(text[end]) && text[end] !== '=' && !(commaEndsAttributes && text[end] === ',')) end++;
    const key = text.slice(i, end).toLowerCase();
    let j = end;
    while (isBlank(text[j])) j++;
    if (text[j] !== '=' || key === '') {
      if (key !== '') bareWords.push(text.slice(i, end));
      i = key === '' ? end + 1 : end;
      continue;
    }
    j++;
    while (isBlank(text[j])) j++;
    let value: string;
    const quote = text[j];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, j + 1);
      if (close === -1) {
        // Unterminated: the value runs to the last comma (the name follows it) or to the end.
        const lastComma = commaEndsAttributes ? text.lastIndexOf(',') : -1;
        const stop = lastComma > j ? lastComma : n;
        log.add(line, `attribute ${key} has no closing quote`);
        value = text.slice(j + 1, stop);
        i = stop;
      } else {
        value = text.slice(j + 1, close);
        i = close + 1;
      }
    } else {
      let k = j;
      while (k < n && !isBlank(text[k]) && !(commaEndsAttributes && text[k] === ',')) k++;
      value = text.slice(j, k);
      i = k;
    }
    if (!(key in attributes)) attributes[key] = value.trim();
  }
  return { attributes, name: null, bareWords };
}

function toEntry(p: Pending, url: string, pipeHeaders: Record<string, string>, log: ProblemLog): PlaylistEntry {
  const a = p.attributes;
  const value = (...keys: string[]) => {
    for (const k of keys) if (a[k]) return a[k];
    return null;
  };
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) {
    const headerName = HEADER_OPTIONS[k];
    if (headerName && v && !(headerName in headers)) headers[headerName] = v;
  }
  Object.assign(headers, p.optionHeaders, pipeHeaders);

  const tvgName = value('tvg-name');
  let name = p.name;
  if (!name) {
    name = tidy(tvgName ?? '') || url;
    log.add(p.line, `entry has no name; called "${clip(name)}"`);
  }
  return {
    line: p.line,
    name,
    url,
    duration: p.duration,
    tvgId: value('tvg-id'),
    tvgName,
    logo: value('tvg-logo', 'logo'),
    chno: wholeNumber(value('tvg-chno', 'channel-number'), 'tvg-chno', p.line, log),
    group: value('group-title') ?? p.group,
    language: value('tvg-language'),
    country: value('tvg-country'),
    catchUp: catchUpOf(a, p.line, log),
    headers,
    attributes: a,
  };
}

function catchUpOf(a: Record<string, string>, line: number, log: ProblemLog): CatchUp | null {
  const mode = a['catchup'] || a['catchup-type'] || null;
  const daysText = a['catchup-days'] || a['tvg-rec'] || a['timeshift'] || null;
  const source = a['catchup-source'] || null;
  if (!mode && !daysText && !source) return null;
  return { mode, days: wholeNumber(daysText, 'catchup-days', line, log, 0), source };
}

function wholeNumber(text: string | null, what: string, line: number, log: ProblemLog, min = 1): number | null {
  if (text === null) return null;
  if (/^\d+$/.test(text.trim()) && Number(text) >= min) return Number(text);
  log.add(line, `${what} "${clip(text)}" is not a whole number${min > 0 ? ` of at least ${min}` : ''}; ignored`);
  return null;
}

/** Kodi's `url|User-Agent=…&Referer=…`: the part after `|` is headers, URL-encoded. */
function splitPipeHeaders(line: string): { url: string; headers: Record<string, string> } {
  const bar = line.indexOf('|');
  if (bar === -1 || !/^[\w-]+=/.test(line.slice(bar + 1))) return { url: line, headers: {} };
  const headers: Record<string, string> = {};
  for (const pair of line.slice(bar + 1).split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const rawName = decodeSafely(pair.slice(0, eq)).trim().toLowerCase();
    const headerName = HEADER_OPTIONS[rawName] ?? rawName;
    headers[headerName] = decodeSafely(pair.slice(eq + 1)).trim();
  }
  return { url: line.slice(0, bar).trim(), headers };
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isStreamUrl(url: string): boolean {
  try {
    return STREAM_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

function guideUrlsOf(header: Record<string, string>): string[] {
  const urls: string[] = [];
  for (const key of ['url-tvg', 'x-tvg-url', 'tvg-url']) {
    for (const part of (header[key] ?? '').split(',')) {
      const url = part.trim();
      if (url && !urls.includes(url)) urls.push(url);
    }
  }
  return urls;
}

/** Names compare and display better composed (NFC) and with single spaces. */
const tidy = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

const clip = (s: string, max = 60) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
