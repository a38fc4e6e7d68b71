// tracks.ts — a demo recording's audio description and subtitles: kept beside its video segments, listed in its own master.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { recordingMaster, vodPlaylist } from '../media/playlists.ts';
import { DESCRIBED_AUDIO, SUBTITLE_TRACKS } from '../media/recipe.ts';
import { webvttSegment } from '../media/subtitles.ts';
import { writeAtomic } from '../files/atomic.ts';

/** The master that lists a recording's tracks; a recording without it (made before tracks, or relayed) plays `index.m3u8` alone. */
export const MASTER_FILE = 'master.m3u8';

/**
 * A track's playlist (`ad.m3u8`, `subs-en.m3u8`) and its segments (`ad-{n}.ts`, `subs-en-{n}.vtt`), one level deep like
 * the video's; a relayed recording's renditions are named by the relay's slots (`audio1.m3u8`, `subtitles0-{n}.vtt`).
 */
export const TRACK_FILE = /^(?:ad|subs-[a-z]{2,3}|(?:audio|subtitles)[0-9]{1,2})(?:-[0-9]{1,12}\.(?:ts|vtt|webvtt|aac|ac3|ec3|m4s|m4a|mp4|cmfa)|\.m3u8)$/;

const audioFile = (sequence: number) => `${DESCRIBED_AUDIO.folder}-${sequence}.ts`;
const subtitleFile = (folder: string) => (sequence: number) => `${folder}-${sequence}.vtt`;

/**
 * Keeps one segment's tracks: the description's audio as the channel sent it, and each language's WebVTT as the live
 * rendition serves it (its X-TIMESTAMP-MAP names the video segment's own timestamps, which the recording keeps).
 * Written whole, so the recording plays with its captions even after the loops are prepared again.
 */
export async function copyTracks(dir: string, audioSource: string, loop: number, sequence: number) {
  await fs.mkdir(dir, { recursive: true });
  // Side by side: each write waits for its own flush to disk, and a pass copies a live window's worth at once after a restart.
  await Promise.all([
    fs.readFile(audioSource).then((bytes) => writeAtomic(path.join(dir, audioFile(sequence)), bytes)),
    ...SUBTITLE_TRACKS.map((track) => writeAtomic(path.join(dir, subtitleFile(track.folder)(sequence)), webvttSegment(loop, sequence, track.language))),
  ]);
}

/**
 * The tracks' playlists over the same sequences as the video's, then the master naming them; written before the video's
 * index, which marks the recording finished. A recording begun before tracks were kept (an upgrade mid-programme) lacks
 * some: it gets no master and plays as before, rather than a description that falls silent halfway.
 */
export async function writeTrackPlaylists(dir: string, sequences: readonly number[], renditionName: string): Promise<boolean> {
  const kept = new Set(await fs.readdir(dir));
  const complete = sequences.every((s) => kept.has(audioFile(s)) && SUBTITLE_TRACKS.every((t) => kept.has(subtitleFile(t.folder)(s))));
  if (!complete) return false;
  await writeAtomic(path.join(dir, `${DESCRIBED_AUDIO.folder}.m3u8`), vodPlaylist(sequences, audioFile));
  for (const track of SUBTITLE_TRACKS) await writeAtomic(path.join(dir, `${track.folder}.m3u8`), vodPlaylist(sequences, subtitleFile(track.folder)));
  await writeAtomic(path.join(dir, MASTER_FILE), recordingMaster(renditionName));
  return true;
}

/** Whether a finished recording has its tracks (its master was written). */
export const hasTracks = (dir: string) =>
  fs.access(path.join(dir, MASTER_FILE)).then(
    () => true,
    () => false,
  );
