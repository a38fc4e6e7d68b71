// relayTracks.ts — a relayed recording's audio and subtitle renditions: their segments kept beside its video under the same numbers (captured live or copied from the archive), played through the recording's own master.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { renditionsMaster, withMediaUri } from '../archive/playlist.ts';
import { writeAtomic } from '../files/atomic.ts';
import { MASTER_FILE } from './tracks.ts';
import { fileOf, vodOf, type Captured, type KeptRendition, type Manifest } from './relayVod.ts';


export const relayTrackFile = (slot: string, n: number, ext: string) => `${slot}-${n}.${ext}`;

/** The manifest's entry for a rendition, its line as the relay lists it now. */
export function keptRendition(m: Manifest, streamInf: string, slot: string, relayLine: string): KeptRendition {
  const renditions = (m.renditions ??= { streamInf, tracks: [] });
  renditions.streamInf = streamInf;
  const line = withMediaUri(relayLine, `${slot}.m3u8`);
  let track = renditions.tracks.find((t) => t.slot === slot);
  if (!track) renditions.tracks.push((track = { slot, line, kept: [] }));
  track.line = line;
  return track;
}

/** Whether a rendition still lacks the newest video segment: they lag the video by a segment or two, so a capture waits a moment for them. */
export const renditionsBehind = (m: Manifest) => {
  const last = m.segments.at(-1)?.n;
  return last !== undefined && (m.renditions?.tracks ?? []).some((t) => (t.kept.at(-1)?.n ?? -1) < last);
};

/**
 * Writes each rendition's VOD playlist (the video's entries with the rendition's files; what was not received is a GAP)
 * and the master that names them, before the video's index, which marks the recording finished. A recording with no
 * rendition kept gets no master and plays its index alone.
 */
export async function writeRelayRenditions(dir: string, m: Manifest): Promise<void> {
  const tracks = (m.renditions?.tracks ?? []).filter((t) => t.kept.length > 0);
  if (tracks.length === 0) return;
  for (const track of tracks) {
    const byNumber = new Map(track.kept.map((k) => [k.n, k]));
    const entryOf = (s: Captured) => {
      const kept = byNumber.get(s.n);
      return kept ? { uri: relayTrackFile(track.slot, kept.n, kept.ext), init: kept.init } : null;
    };
    await writeAtomic(path.join(dir, `${track.slot}.m3u8`), vodOf(m, entryOf));
  }
  // The video's bandwidth from its files: a player sizes its buffer by it.
  let bytes = 0;
  for (const s of m.segments) bytes += (await fs.stat(path.join(dir, fileOf(s))).catch(() => ({ size: 0 }))).size;
  const seconds = m.segments.reduce((sum, s) => sum + s.duration, 0);
  const bandwidth = seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 1_000_000;
  await writeAtomic(path.join(dir, MASTER_FILE), renditionsMaster(bandwidth, tracks.map((t) => t.line), m.renditions!.streamInf, 'index.m3u8'));
}
