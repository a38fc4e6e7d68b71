// follow.ts (relay) — following a relayed channel as a player does (the recorder and the archive): its best video rendition and its audio and subtitle renditions, each listed segment placed on the wall clock.
import path from 'node:path';
import type { Relay } from './relay.ts';
import type { RelayStream } from './types.ts';

/** What following a channel takes: the relay and each channel's upstreams (media/relayed.ts makes the app's). */
export interface Relayed {
  relay: Relay;
  /** The channel's upstreams in failover order. */
  streamsOf: (channelId: number) => Promise<readonly RelayStream[]>;
}
import { attributeOf, parseAttributes, parseMedia, type MediaSegment } from './hls.ts';

/** The relay's master: the video rendition with the highest BANDWIDTH, its file name under r/ and its #EXT-X-STREAM-INF attributes (codecs, the groups of its audio and subtitles). */
export function bestVariant(master: string): { file: string; streamInf: string } | null {
  let best: { bandwidth: number; uri: string; line: string } | null = null;
  const lines = master.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const attributes = new Map(parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)).map((a) => [a.name, a.value.replace(/^"|"$/g, '')]));
    const codecs = attributes.get('CODECS');
    // An audio-only rendition shows no picture.
    if (codecs && !/avc|hvc|hev|vp0?9|av01|mp4v/i.test(codecs)) return;
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    const bandwidth = Number(attributes.get('BANDWIDTH') ?? 0);
    if (uri && (!best || bandwidth > best.bandwidth)) best = { bandwidth, uri, line };
  });
  const chosen = best as { bandwidth: number; uri: string; line: string } | null;
  return chosen ? { file: fileNameOf(chosen.uri), streamInf: chosen.line.slice('#EXT-X-STREAM-INF:'.length) } : null;
}

/** An audio or subtitle rendition the relay's master lists beside the video (#EXT-X-MEDIA with a URI). */
export interface MediaRendition {
  /** The relay's slot name (audio0, subtitles0: hls.ts rewriteMaster), which stays while the upstream lists the same renditions. */
  slot: string;
  type: 'AUDIO' | 'SUBTITLES';
  /** The master's line as the relay wrote it. */
  line: string;
  uri: string;
}

/** The audio and subtitle renditions of the relay's master, named by their slots (counted per type as the relay counts them). */
export function mediaRenditions(master: string): MediaRendition[] {
  const counts = new Map<string, number>();
  const found: MediaRendition[] = [];
  for (const line of master.split(/\r?\n/)) {
    if (!line.startsWith('#EXT-X-MEDIA:')) continue;
    const attributes = parseAttributes(line.slice('#EXT-X-MEDIA:'.length));
    const uri = attributeOf(attributes, 'URI');
    if (uri === undefined) continue;
    const prefix = (attributeOf(attributes, 'TYPE') ?? 'media').toLowerCase().replace(/[^a-z]/g, '');
    const n = counts.get(prefix) ?? 0;
    counts.set(prefix, n + 1);
    const type = attributeOf(attributes, 'TYPE');
    if (type === 'AUDIO' || type === 'SUBTITLES') found.push({ slot: `${prefix}${n}`, type, line, uri });
  }
  return found;
}

/** The relay's own name for a URI it issued (the last path part, without the signed query). */
export const fileNameOf = (uri: string) => path.posix.basename(uri.split('?')[0]!);

export const durationOf = (segment: MediaSegment) => Number.parseFloat(segment.extinf.slice('#EXTINF:'.length)) || 0;

/** Where each listed segment sits on the wall clock: its PROGRAM-DATE-TIME if stated, and (always) an estimate counted back from `seenAt`, when the newest one ends. */
export function placeSegments(segments: readonly MediaSegment[], seenAt: number): Array<{ stamped: number | null; estimate: number; duration: number }> {
  const placed: Array<{ stamped: number | null; estimate: number; duration: number }> = [];
  let end = seenAt;
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = segments[i]!;
    const duration = durationOf(segment);
    const pdt = segment.tags.find((tag) => tag.startsWith('#EXT-X-PROGRAM-DATE-TIME:'));
    const stamped = pdt ? Date.parse(pdt.slice('#EXT-X-PROGRAM-DATE-TIME:'.length)) / 1000 : Number.NaN;
    placed[i] = { stamped: Number.isFinite(stamped) ? stamped : null, estimate: end - duration, duration };
    end -= duration;
  }
  return placed;
}

/** What the relay answers now for a channel's best video rendition (with the master it came from), or why not. */
export async function pollBestRendition(relayed: Relayed, channelId: number): Promise<{ text: string; master: string; streamInf: string } | { problem: string }> {
  const streams = await relayed.streamsOf(channelId);
  const master = await relayed.relay.master(channelId, streams, '');
  if (master.status !== 200) return { problem: master.message };
  const masterText = master.body.toString('utf8');
  const best = bestVariant(masterText);
  if (!best) return { problem: 'the stream has no video rendition' };
  const media = await relayed.relay.file(channelId, streams, best.file, '');
  return media.status === 200 ? { text: media.body.toString('utf8'), master: masterText, streamInf: best.streamInf } : { problem: media.message };
}

/** A segment's extension as the relay named it (ts, aac, m4s, vtt…); the archive's and a recording's files keep it. */
export const extensionOf = (url: string) => /\.([a-z0-9]{1,6})$/i.exec(fileNameOf(url))?.[1]?.toLowerCase() ?? null;

/**
 * Walks what each audio and subtitle rendition of the relay's `master` lists that goes with a video segment kept lately
 * (`recent`: the relay's sequence number → the keeper's number; the relay numbers a channel's renditions alike) and is
 * newer than `lastKept(slot)`. `keep` stores one; false stops that rendition for this pass (tried again next pass while the
 * relay lists it). A rendition that does not answer is skipped: a gap in it, never in the video.
 */
export async function followRenditions(
  relayed: Relayed,
  channelId: number,
  master: string,
  recent: ReadonlyMap<number, number>,
  lastKept: (rendition: MediaRendition) => number,
  keep: (rendition: MediaRendition, segment: MediaSegment, n: number, ext: string) => Promise<boolean>,
): Promise<void> {
  for (const rendition of mediaRenditions(master)) {
    const media = await relayed.relay.file(channelId, await relayed.streamsOf(channelId), fileNameOf(rendition.uri), '');
    if (media.status !== 200) continue;
    for (const segment of parseMedia(media.body.toString('utf8'), 'http://relay/r/').segments) {
      const n = recent.get(segment.seq);
      // Not kept yet (the video's comes next pass), or already: renditions lag the video by a segment or two.
      if (n === undefined || n <= lastKept(rendition)) continue;
      const ext = extensionOf(segment.url);
      if (ext === null || segment.keys.some((k) => k.method !== 'NONE')) continue;
      if (!(await keep(rendition, segment, n, ext))) break;
    }
  }
}

/** One file the relay issued for the channel (a segment or an init segment), by its URI in a relayed playlist. */
export async function fetchRelayed(relayed: Relayed, channelId: number, uri: string): Promise<{ bytes: Buffer } | { problem: string }> {
  const answer = await relayed.relay.file(channelId, await relayed.streamsOf(channelId), fileNameOf(uri), '');
  return answer.status === 200 ? { bytes: answer.body } : { problem: answer.message };
}
