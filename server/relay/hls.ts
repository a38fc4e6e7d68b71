// hls.ts (relay) — reading upstream HLS: attribute lists, URIs resolved against the playlist's final URL, masters rewritten, media playlists parsed.
import { UpstreamError, type ByteRange } from './upstream.ts';

export interface Attribute {
  name: string;
  /** As written: quoted strings keep their quotes. */
  value: string;
}

/** RFC 8216 §4.2 attribute list: NAME=VALUE pairs split on commas outside quoted strings. */
export function parseAttributes(list: string): Attribute[] {
  const attributes: Attribute[] = [];
  let i = 0;
  while (i < list.length) {
    const eq = list.indexOf('=', i);
    if (eq < 0) break;
    const name = list.slice(i, eq).trim();
    let end: number;
    if (list[eq + 1] === '"') {
      const close = list.indexOf('"', eq + 2);
      end = close < 0 ? list.length : close + 1;
    } else {
      const comma = list.indexOf(',', eq + 1);
      end = comma < 0 ? list.length : comma;
    }
    attributes.push({ name, value: list.slice(eq + 1, end) });
    const comma = list.indexOf(',', end);
    i = comma < 0 ? list.length : comma + 1;
  }
  return attributes;
}

export const formatAttributes = (attributes: readonly Attribute[]) => attributes.map((a) => `${a.name}=${a.value}`).join(',');

const unquote = (value: string) => (value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);

export const attributeOf = (attributes: readonly Attribute[], name: string) => {
  const found = attributes.find((a) => a.name === name);
  return found === undefined ? undefined : unquote(found.value);
};

/** `#EXT-X-KEY:METHOD=…` → { name: 'EXT-X-KEY', rest: 'METHOD=…' }. */
function tagOf(line: string): { name: string; rest: string } {
  const colon = line.indexOf(':');
  return colon < 0 ? { name: line.slice(1), rest: '' } : { name: line.slice(1, colon), rest: line.slice(colon + 1) };
}

/**
 * The absolute URL of a URI written in a playlist, or null when it may not be fetched: an http(s) playlist may only
 * name http(s) URLs (never `file:` or anything else on the relay's machine), a remuxed playlist only its own files.
 */
export function resolveUri(uri: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(uri, base);
  } catch {
    return null;
  }
  const local = base.startsWith('file:');
  if (local) return url.protocol === 'file:' && url.href.startsWith(base.slice(0, base.lastIndexOf('/') + 1)) ? url.href : null;
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** A tag the rewriters do not know is passed on only if it can name nothing (no URI attribute, no URL in it). */
const mayNameSomething = (line: string) => /URI=|[a-z][a-z0-9+.-]*:\/\//i.test(line);

/** Low-latency HLS: the relay serves plain live HLS, so these go (players fall back to whole segments). */
const LOW_LATENCY = new Set(['EXT-X-PART', 'EXT-X-PART-INF', 'EXT-X-PRELOAD-HINT', 'EXT-X-RENDITION-REPORT', 'EXT-X-SERVER-CONTROL', 'EXT-X-SKIP']);

export const isPlaylistText = (text: string) => /^\uFEFF?\s*#EXTM3U/.test(text);
export const isMasterText = (text: string) => /^#EXT-X-(STREAM-INF|I-FRAME-STREAM-INF):/m.test(text) || (/^#EXT-X-MEDIA:/m.test(text) && !/^#EXTINF:/m.test(text));

/** The relay's names for what a master lists, so the same rendition keeps its URL when the upstream changes. */
export interface MasterLinks {
  /** A rendition playlist: `v{i}` (variant), `i{i}` (I-frame playlist), `{type}{i}` (EXT-X-MEDIA: audio0, subtitles0). */
  slot(slot: string, url: string): string;
  /** A key the master names for the session (#EXT-X-SESSION-KEY). */
  key(url: string): string;
}

/** The master with every URI replaced by the relay's; `slots` maps each slot to its upstream URL. */
export function rewriteMaster(text: string, base: string, links: MasterLinks): { text: string; slots: Map<string, string> } {
  const out: string[] = ['#EXTM3U'];
  const slots = new Map<string, string>();
  const counts = new Map<string, number>();
  const nextSlot = (prefix: string) => {
    const n = counts.get(prefix) ?? 0;
    counts.set(prefix, n + 1);
    return `${prefix}${n}`;
  };
  const withUri = (line: string, replace: (url: string) => string): string | null => {
    const { name, rest } = tagOf(line);
    const attributes = parseAttributes(rest);
    const uri = attributeOf(attributes, 'URI');
    if (uri === undefined) return line;
    const url = resolveUri(uri, base);
    if (!url) return null;
    return `#${name}:${formatAttributes(attributes.map((a) => (a.name === 'URI' ? { name: 'URI', value: `"${replace(url)}"` } : a)))}`;
  };
  let streamInf: string | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line === '#EXTM3U' || line.startsWith('\uFEFF')) continue;
    if (!line.startsWith('#')) {
      // A URI line belongs to the #EXT-X-STREAM-INF before it; any other is stray and dropped.
      if (streamInf === null) continue;
      const url = resolveUri(line, base);
      if (url) {
        const slot = nextSlot('v');
        slots.set(slot, url);
        out.push(streamInf, links.slot(slot, url));
      }
      streamInf = null;
      continue;
    }
    // Comments may say anything, an upstream URL included.
    if (!line.startsWith('#EXT')) continue;
    const { name, rest } = tagOf(line);
    let kept: string | null;
    if (name === 'EXT-X-STREAM-INF') {
      streamInf = line;
      continue;
    } else if (name === 'EXT-X-I-FRAME-STREAM-INF' || name === 'EXT-X-MEDIA') {
      const prefix = name === 'EXT-X-MEDIA' ? (attributeOf(parseAttributes(rest), 'TYPE') ?? 'media').toLowerCase().replace(/[^a-z]/g, '') : 'i';
      kept = withUri(line, (url) => {
        const slot = nextSlot(prefix);
        slots.set(slot, url);
        return links.slot(slot, url);
      });
    } else if (name === 'EXT-X-SESSION-KEY') {
      kept = withUri(line, links.key);
    } else {
      kept = mayNameSomething(line) ? null : line;
    }
    if (kept !== null) out.push(kept);
  }
  return { text: `${out.join('\n')}\n`, slots };
}

export interface KeyTag {
  method: string;
  /** The tag's attributes with URI resolved to an absolute URL (or left as a `data:` URI). */
  attributes: Attribute[];
  url: string | null;
  /** Without an IV the key's IV is the segment's media sequence number, which the relay renumbers. */
  hasIv: boolean;
}

export interface MapTag {
  url: string;
  range?: ByteRange;
}

export interface MediaSegment {
  /** The upstream's media sequence number. */
  seq: number;
  /** The upstream's discontinuity sequence number of this segment. */
  cc: number;
  /** An #EXT-X-DISCONTINUITY came right before it. */
  discontinuity: boolean;
  extinf: string;
  url: string;
  range?: ByteRange;
  keys: KeyTag[];
  map: MapTag | null;
  /** Other tags of the segment, in order (#EXT-X-PROGRAM-DATE-TIME, #EXT-X-GAP, …). */
  tags: string[];
}

export interface MediaPlaylist {
  version: number;
  targetDuration: number;
  mediaSequence: number;
  discontinuitySequence: number;
  /** Playlist-wide tags passed on (#EXT-X-INDEPENDENT-SEGMENTS, #EXT-X-PLAYLIST-TYPE, #EXT-X-START). */
  headerTags: string[];
  segments: MediaSegment[];
  endList: boolean;
}

const HEADER_TAGS = new Set(['EXT-X-INDEPENDENT-SEGMENTS', 'EXT-X-PLAYLIST-TYPE', 'EXT-X-START', 'EXT-X-I-FRAMES-ONLY', 'EXT-X-ALLOW-CACHE']);

/** `n[@o]`; without `@o` the range follows the previous range of the same resource. */
function byteRange(spec: string, url: string, ends: Map<string, number>): ByteRange | undefined {
  const match = /^(\d+)(?:@(\d+))?$/.exec(spec.trim());
  if (!match) return undefined;
  const length = Number(match[1]);
  const offset = match[2] !== undefined ? Number(match[2]) : (ends.get(url) ?? 0);
  ends.set(url, offset + length);
  return { offset, length };
}

/** Reads a media playlist; a master, or anything that is not HLS, is an unusable upstream answer. */
export function parseMedia(text: string, base: string): MediaPlaylist {
  if (!isPlaylistText(text)) throw new UpstreamError(502, 'upstream answer is not an HLS playlist');
  if (isMasterText(text)) throw new UpstreamError(502, 'upstream rendition playlist is a master playlist');
  const playlist: MediaPlaylist = { version: 1, targetDuration: 0, mediaSequence: 0, discontinuitySequence: 0, headerTags: [], segments: [], endList: false };
  const keys = new Map<string, KeyTag>();
  const rangeEnds = new Map<string, number>();
  let map: MapTag | null = null;
  let extinf: string | null = null;
  let rangeSpec: string | null = null;
  let discontinuity = false;
  let discontinuities = 0;
  let tags: string[] = [];
  let index = 0;
  let longest = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (!line.startsWith('#')) {
      const url = resolveUri(line, base);
      const seq = playlist.mediaSequence + index++;
      if (discontinuity) discontinuities += 1;
      if (url && extinf) {
        const range = rangeSpec === null ? undefined : byteRange(rangeSpec, url, rangeEnds);
        playlist.segments.push({ seq, cc: playlist.discontinuitySequence + discontinuities, discontinuity, extinf, url, range, keys: [...keys.values()], map, tags });
      } else {
        // Players number segments by position: leaving one out would shift the rest, so the window starts after it.
        playlist.segments = [];
      }
      extinf = null;
      rangeSpec = null;
      discontinuity = false;
      tags = [];
      continue;
    }
    if (!line.startsWith('#EXT')) continue;
    const { name, rest } = tagOf(line);
    switch (name) {
      case 'EXTM3U':
        break;
      case 'EXT-X-VERSION':
        playlist.version = Number(rest) || 1;
        break;
      case 'EXT-X-TARGETDURATION':
        playlist.targetDuration = Number(rest) || 0;
        break;
      case 'EXT-X-MEDIA-SEQUENCE':
        playlist.mediaSequence = Number(rest) || 0;
        break;
      case 'EXT-X-DISCONTINUITY-SEQUENCE':
        playlist.discontinuitySequence = Number(rest) || 0;
        break;
      case 'EXT-X-ENDLIST':
        playlist.endList = true;
        break;
      case 'EXTINF':
        extinf = mayNameSomething(line) ? '#EXTINF:' + (Number.parseFloat(rest) || 0) + ',' : line;
        longest = Math.max(longest, Number.parseFloat(rest) || 0);
        break;
      case 'EXT-X-BYTERANGE':
        rangeSpec = rest;
        break;
      case 'EXT-X-DISCONTINUITY':
        discontinuity = true;
        break;
      case 'EXT-X-KEY': {
        const attributes = parseAttributes(rest);
        const method = attributeOf(attributes, 'METHOD') ?? 'NONE';
        if (method === 'NONE') {
          keys.clear();
          break;
        }
        const uri = attributeOf(attributes, 'URI') ?? '';
        const url = uri.startsWith('data:') ? null : resolveUri(uri, base);
        const kept = attributes.filter((a) => a.name !== 'URI');
        // A key whose URI the relay cannot fetch (a DRM system's own scheme) cannot be passed on without naming it.
        if (!url && !uri.startsWith('data:')) break;
        keys.set(attributeOf(attributes, 'KEYFORMAT') ?? 'identity', { method, attributes: url ? kept : attributes, url, hasIv: attributeOf(attributes, 'IV') !== undefined });
        break;
      }
      case 'EXT-X-MAP': {
        const attributes = parseAttributes(rest);
        const url = resolveUri(attributeOf(attributes, 'URI') ?? '', base);
        const spec = attributeOf(attributes, 'BYTERANGE');
        map = url ? { url, range: spec === undefined ? undefined : byteRange(spec, url, new Map()) } : null;
        break;
      }
      default:
        if (name === 'EXT-X-STREAM-INF') throw new UpstreamError(502, 'upstream rendition playlist is a master playlist');
        if (LOW_LATENCY.has(name) || mayNameSomething(line)) break;
        if (HEADER_TAGS.has(name)) playlist.headerTags.push(line);
        else tags.push(line);
    }
  }
  // Required, but some servers leave it out: the longest segment stands in.
  if (!playlist.targetDuration) playlist.targetDuration = Math.max(1, Math.ceil(longest));
  return playlist;
}

/** A playlist's target duration without parsing it all (for its cache time). */
export function targetDurationOf(text: string): number | null {
  const match = /^#EXT-X-TARGETDURATION:\s*(\d+)/m.exec(text);
  return match ? Number(match[1]) : null;
}
