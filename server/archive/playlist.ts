// playlist.ts (archive) — a span of a relayed channel's archive as HLS: real segments on the wall clock, GAP placeholders where nothing was received; its audio and subtitle renditions over the same numbers.
import { MAX_CATCHUP_SECONDS, SpanError, type ShiftLimits, type Span } from '../media/timeshift.ts';
import { attributeOf, formatAttributes, parseAttributes } from '../relay/hls.ts';
import { ARCHIVE_RENDITION, type ArchiveSpan } from '../media/archived.ts';
import { initName, segmentName, type ArchivedSegment, type ArchivedTrack } from './store.ts';

/** What a GAP placeholder's URI answers (never fetched by a player that reads EXT-X-GAP). */
export const GAP_FILE = 'gap.ts';

/** The wall-clock bounds of `span` at `now` with the channel's own limits; refused as the demo channels' spans are (media/timeshift.ts). */
export function archiveSpanOf(span: Span, now: number, limits: ShiftLimits): ArchiveSpan {
  const windowFrom = now - limits.timeshiftSeconds;
  if (span.kind === 'window') return { from: windowFrom, to: now + 60, type: 'window' };
  if (span.kind === 'from') {
    if (span.from > now) throw new SpanError(409, 'This programme has not started yet');
    return { from: Math.max(windowFrom, span.from), to: now + 60, type: 'EVENT' };
  }
  if (span.to <= span.from) throw new SpanError(400, 'A catch-up span must end after it starts');
  if (span.to - span.from > MAX_CATCHUP_SECONDS) throw new SpanError(400, `A catch-up span is at most ${MAX_CATCHUP_SECONDS / 3600} hours long`);
  if (span.to > now) throw new SpanError(409, 'This programme has not ended yet: start it over from the live channel instead');
  if (span.from < now - limits.catchupDays * 86_400) throw new SpanError(404, `This programme is older than the ${limits.catchupDays}-day catch-up window`);
  return { from: span.from, to: span.to, type: 'VOD' };
}

const iso = (ms: number) => new Date(ms).toISOString();
const extinf = (ms: number) => `#EXTINF:${(ms / 1000).toFixed(3)},`;

/** What a playlist lists for a video segment: its own file (the video), a rendition's file under its number, or a GAP (none kept). */
type EntryOf = (segment: ArchivedSegment) => { uri: string; init: string | null } | null;
const videoEntry: EntryOf = (s) => ({ uri: segmentName(s), init: s.init });

/**
 * The media playlist of `segments` (one span, in order). Numbers are the archive's own, so a sliding window agrees with
 * itself across reloads; the numbers a gap skipped are its GAP placeholders, each an equal share of the missing time,
 * so the playlist's timeline is the wall clock's and a seek bar can show the gap where it was. `startAt` (unix seconds)
 * puts EXT-X-START on the moment asked for inside the first segment. A rendition's playlist (`tracks`) is the video's
 * with its own files: the same numbers, clock and discontinuities, which is how a player lines the two up.
 */
export function archivePlaylist(listed: readonly ArchivedSegment[], span: ArchiveSpan, startAt: number | null, tracks?: readonly ArchivedTrack[]): string {
  let entryOf = videoEntry;
  let segments = listed;
  if (tracks) {
    const byNumber = new Map(tracks.map((t) => [t.n, t]));
    entryOf = (s) => {
      const track = byNumber.get(s.n);
      return track ? { uri: `${track.n}.${track.ext}`, init: track.init } : null;
    };
    // At the live edge a rendition lags the video by a segment or two: what it has not got yet is not a gap (a player
    // would skip it for good), so a playlist still growing ends at its newest segment.
    if (span.type !== 'VOD') {
      const newest = tracks.at(-1)?.n ?? -1;
      segments = listed.filter((s) => s.n <= newest);
    }
  }
  const first = segments[0];
  const fmp4 = segments.some((s) => entryOf(s)?.init != null);
  let targetMs = 1000;
  for (const s of segments) targetMs = Math.max(targetMs, s.durationMs);
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${fmp4 ? 7 : 3}`, `#EXT-X-TARGETDURATION:${Math.ceil(targetMs / 1000)}`, `#EXT-X-MEDIA-SEQUENCE:${first?.n ?? 0}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${first?.cc ?? 0}`];
  if (span.type !== 'window') lines.push(`#EXT-X-PLAYLIST-TYPE:${span.type}`);
  if (startAt !== null && first) lines.push(`#EXT-X-START:TIME-OFFSET=${Math.max(0, startAt - first.startMs / 1000).toFixed(3)}`);
  let map: string | null = null;
  segments.forEach((s, i) => {
    const previous = segments[i - 1];
    if (previous) {
      const placeholders = s.n - previous.n - 1;
      const missingMs = s.startMs - (previous.startMs + previous.durationMs);
      for (let k = 0; k < placeholders; k++) {
        // Equal shares that add up to the gap exactly (the last takes the rounding).
        const share = k < placeholders - 1 ? Math.floor(missingMs / placeholders) : missingMs - Math.floor(missingMs / placeholders) * (placeholders - 1);
        lines.push('#EXT-X-GAP', extinf(Math.max(1, share)), GAP_FILE);
      }
      if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    }
    const entry = entryOf(s);
    if (entry?.init != null && entry.init !== map) {
      map = entry.init;
      lines.push(`#EXT-X-MAP:URI="${initName(entry.init)}"`);
    }
    // The clock on the first segment and after a gap or an encoder change: there it cannot be counted on from the durations.
    if (!previous || s.discontinuity || s.n !== previous.n + 1) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(s.startMs)}`);
    // A rendition's segment that was not received is a GAP of the video segment's length.
    if (entry) lines.push(extinf(s.durationMs), entry.uri);
    else lines.push('#EXT-X-GAP', extinf(s.durationMs), GAP_FILE);
  });
  if (span.type === 'VOD') lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** What of the video's #EXT-X-STREAM-INF a master of kept renditions keeps (its bandwidth is measured; groups only when listed). */
const KEPT_STREAM_ATTRIBUTES = new Set(['CODECS', 'RESOLUTION', 'FRAME-RATE']);

/** Average bits per second of what was kept. */
export const bandwidthOf = (segments: ReadonlyArray<{ bytes: number; durationMs: number }>) => {
  const bytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  const ms = segments.reduce((sum, s) => sum + s.durationMs, 0);
  return ms > 0 ? Math.ceil((bytes * 8 * 1000) / ms) : 1_000_000;
};

/**
 * A master of a relayed channel's kept video (`videoUri`) and the audio and subtitle renditions kept with it
 * (`renditions`: their #EXT-X-MEDIA lines, URIs already this master's; `streamInf`: the attributes of the video's line
 * as the relay listed it, which name their groups). The archive's spans and relayed recordings are played through it.
 */
export function renditionsMaster(bandwidth: number, renditions: readonly string[], streamInf: string | null, videoUri: string): string {
  const groups = new Map<string, Set<string>>();
  for (const line of renditions) {
    const attributes = parseAttributes(line.slice('#EXT-X-MEDIA:'.length));
    const type = attributeOf(attributes, 'TYPE') ?? '';
    groups.set(type, (groups.get(type) ?? new Set()).add(attributeOf(attributes, 'GROUP-ID') ?? ''));
  }
  const kept = parseAttributes(streamInf ?? '').filter((a) => KEPT_STREAM_ATTRIBUTES.has(a.name) || ((a.name === 'AUDIO' || a.name === 'SUBTITLES') && groups.get(a.name)?.has(attributeOf([a], a.name)!)));
  const attributes = formatAttributes([{ name: 'BANDWIDTH', value: String(bandwidth) }, ...kept]);
  return `#EXTM3U\n#EXT-X-VERSION:3\n${renditions.map((line) => `${line}\n`).join('')}#EXT-X-STREAM-INF:${attributes}\n${videoUri}\n`;
}

/** A span's master: the archive's video and the renditions that hold something of the span. */
export const archiveMaster = (segments: readonly ArchivedSegment[], renditions: readonly string[] = [], streamInf: string | null = null) =>
  renditionsMaster(bandwidthOf(segments), renditions, streamInf, `${ARCHIVE_RENDITION}/index.m3u8`);

/** An #EXT-X-MEDIA line with its URI replaced (the relay's becomes the archive's or a recording's own). */
export function withMediaUri(line: string, uri: string): string {
  const attributes = parseAttributes(line.slice('#EXT-X-MEDIA:'.length)).map((a) => (a.name === 'URI' ? { name: 'URI', value: `"${uri}"` } : a));
  return `#EXT-X-MEDIA:${formatAttributes(attributes)}`;
}
