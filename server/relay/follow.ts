// follow.ts (relay) — following a relayed channel as a player does (the recorder and the archive): its best video rendition, each listed segment placed on the wall clock.
import path from 'node:path';
import type { Relayed } from '../media/relayed.ts';
import { parseAttributes, type MediaSegment } from './hls.ts';

/** The relay's master: the video rendition with the highest BANDWIDTH (its file name under r/). */
export function bestRendition(master: string): string | null {
  let best: { bandwidth: number; uri: string } | null = null;
  const lines = master.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const attributes = new Map(parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length)).map((a) => [a.name, a.value.replace(/^"|"$/g, '')]));
    const codecs = attributes.get('CODECS');
    // An audio-only rendition shows no picture.
    if (codecs && !/avc|hvc|hev|vp0?9|av01|mp4v/i.test(codecs)) return;
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    const bandwidth = Number(attributes.get('BANDWIDTH') ?? 0);
    if (uri && (!best || bandwidth > best.bandwidth)) best = { bandwidth, uri };
  });
  const chosen = best as { bandwidth: number; uri: string } | null;
  return chosen ? fileNameOf(chosen.uri) : null;
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

/** What the relay answers now for a channel's best video rendition, or why not. */
export async function pollBestRendition(relayed: Relayed, channelId: number): Promise<{ text: string } | { problem: string }> {
  const streams = await relayed.streamsOf(channelId);
  const master = await relayed.relay.master(channelId, streams, '');
  if (master.status !== 200) return { problem: master.message };
  const file = bestRendition(master.body.toString('utf8'));
  if (!file) return { problem: 'the stream has no video rendition' };
  const media = await relayed.relay.file(channelId, streams, file, '');
  return media.status === 200 ? { text: media.body.toString('utf8') } : { problem: media.message };
}

/** One file the relay issued for the channel (a segment or an init segment), by its URI in a relayed playlist. */
export async function fetchRelayed(relayed: Relayed, channelId: number, uri: string): Promise<{ bytes: Buffer } | { problem: string }> {
  const answer = await relayed.relay.file(channelId, await relayed.streamsOf(channelId), fileNameOf(uri), '');
  return answer.status === 200 ? { bytes: answer.body } : { problem: answer.message };
}
