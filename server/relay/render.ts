// render.ts (relay) — a media playlist as the viewer gets it: FTV's numbers, and every segment, key and init segment named by a relay URL.
import { formatAttributes, type KeyTag, type MediaPlaylist } from './hls.ts';
import type { NumberedWindow } from './sequence.ts';
import { hasProgramDateTime } from './stamps.ts';
import type { Target } from './upstream.ts';
import type { ResourceKind } from './types.ts';

/** Names an upstream resource by its relay URL (ref, extension and the viewer's query). */
export type ResourceLink = (kind: Exclude<ResourceKind, 'playlist'>, target: Omit<Target, 'headers'>) => string;

/** An IV is 128 bits: the upstream's sequence number, as the implicit IV would have been (RFC 8216 §5.2). */
const ivOf = (seq: number) => `0x${seq.toString(16).padStart(32, '0')}`;

/** `startOf`: the wall-clock start (unix ms) the relay stamped on a segment its upstream gave no PROGRAM-DATE-TIME (stamps.ts). */
export function renderMedia(playlist: MediaPlaylist, window: NumberedWindow, link: ResourceLink, startOf: (seq: number) => number | null = () => null): string {
  const lines = [
    '#EXTM3U',
    // IV attributes need version 2, decimal EXTINF durations 3: the upstream's version when higher.
    `#EXT-X-VERSION:${Math.max(playlist.version, 3)}`,
    `#EXT-X-TARGETDURATION:${playlist.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    ...playlist.headerTags,
  ];
  let keysShown = '';
  let mapShown = '';
  for (const { segment, seq, discontinuity } of window.segments) {
    if (discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    // Keys whose IV came from the (renumbered) sequence get it written out, so on every segment.
    const keys = segment.keys.map((key) => keyLine(key, segment.seq, link));
    const perSegment = segment.keys.some((key) => !key.hasIv);
    const joined = keys.join('\n');
    if (perSegment || joined !== keysShown) {
      if (keys.length) lines.push(...keys);
      else if (keysShown) lines.push('#EXT-X-KEY:METHOD=NONE');
      keysShown = joined;
    }
    if (segment.map) {
      const mapLine = `#EXT-X-MAP:URI="${link('init', { url: segment.map.url, range: segment.map.range })}"`;
      if (mapLine !== mapShown) lines.push(mapLine);
      mapShown = mapLine;
    }
    const stamped = hasProgramDateTime(segment) ? null : startOf(seq);
    if (stamped !== null) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(stamped).toISOString()}`);
    lines.push(...segment.tags, segment.extinf, link('segment', { url: segment.url, range: segment.range }));
  }
  if (playlist.endList) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

function keyLine(key: KeyTag, upstreamSeq: number, link: ResourceLink): string {
  const attributes = [...key.attributes];
  if (key.url) attributes.splice(1, 0, { name: 'URI', value: `"${link('key', { url: key.url })}"` });
  if (!key.hasIv) attributes.push({ name: 'IV', value: ivOf(upstreamSeq) });
  return `#EXT-X-KEY:${formatAttributes(attributes)}`;
}
