// archived.ts (media) — what the shift routes ask of a relayed channel's archive: the interface the archive implements (archive/shift.ts, built by services.ts), and the rendition names its spans' URLs use.
import type { ShiftLimits, Span } from './timeshift.ts';

// The names live here, not in the archive, because the shift routes route by them (the archive is a floor above media).
/** The archive's video rendition (the relay's best, as the ingest kept it): its URL folder and its slot in the archive. */
export const ARCHIVE_RENDITION = 'archive';
/** An archived audio or subtitle rendition's URL folder: the relay's slot name. */
export const TRACK_SLOT = /^(?:audio|subtitles)[0-9]{1,2}$/;

/** A span of a relayed channel's archive on the wall clock, and how a player treats its playlists (as a demo span's). */
export interface ArchiveSpan {
  /** Unix seconds. */
  from: number;
  to: number;
  type: 'window' | 'EVENT' | 'VOD';
}

/** What the shift routes resolved of a relayed channel's URL, its signature and entitlement checked: the channel and the span asked. */
export interface ArchivedRequest {
  id: number;
  span: ArchiveSpan;
  /** Unix seconds: the moment a `from-` span asked to start at (EXT-X-START), or null. */
  startAt: number | null;
  /** The channel's own catch-up days: a segment older than them (and the time-shift window) is no longer offered. */
  catchupDays: number;
}

/** What the archive serves for one URL: a playlist's text (the route picks its cache by the span), or a kept file with its type. */
export type ArchivedAnswer = { playlist: string } | { file: string; type: string };

/** A relayed channel's time-shift and catch-up, served from its archive; each method throws an HttpError with the reason when it holds nothing to serve. */
export interface ArchivedShift {
  /** The wall-clock bounds of `span` at `now` with the channel's limits; throws a SpanError as the demo spans' segmentsOf does. */
  spanOf(span: Span, now: number, limits: ShiftLimits): ArchiveSpan;
  /** A span's master: the video, and the audio and subtitle renditions that hold something of the span. */
  master(request: ArchivedRequest): Promise<string>;
  /** The video rendition (ARCHIVE_RENDITION): its playlist (`index.m3u8`), its segments and init segments by name. */
  video(request: ArchivedRequest, file: string): Promise<ArchivedAnswer>;
  /** An audio or subtitle rendition (`slot` matches TRACK_SLOT): its playlist over the span's numbers, and its files by name. */
  track(request: ArchivedRequest, slot: string, file: string): Promise<ArchivedAnswer>;
}
