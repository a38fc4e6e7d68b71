// storage.ts — a recording's files under DATA_DIR/recordings/{id}/: segments and the final VOD playlist, written crash-safe.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { vodPlaylist } from '../media/playlists.ts';
import { writeAtomic } from '../files/atomic.ts';

export const recordingDir = (dataDir: string, id: number) => path.join(dataDir, 'recordings', String(id));
export const indexFile = (dir: string) => path.join(dir, 'index.m3u8');
export const segmentFileOf = (dir: string, sequence: number) => path.join(dir, `${sequence}.ts`);


/** Copies one live segment (the bytes a viewer got for that sequence number) into the recording. */
export async function copySegment(source: string, dir: string, sequence: number) {
  await fs.mkdir(dir, { recursive: true });
  await writeAtomic(segmentFileOf(dir, sequence), await fs.readFile(source));
}

/** The sequence numbers a recording holds, in order (temp files of an interrupted copy are ignored). */
export async function storedSequences(dir: string): Promise<number[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => /^(\d+)\.ts$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * A file a relayed recording may hold, by its name: MPEG-TS segments `{n}.ts`, fMP4 media segments
 * `{n}.m4s` and their init segments `init-{k}.mp4`. Anything else is not a recording's file.
 */
export const RECORDING_FILE = /^(?:[0-9]{1,12}\.(?:ts|m4s)|init-[0-9]{1,4}\.mp4)$/;

/** Writes one file of a relayed recording (a segment or an init segment fetched through the relay). */
export async function writeRecordingFile(dir: string, name: string, bytes: Uint8Array) {
  await fs.mkdir(dir, { recursive: true });
  await writeAtomic(path.join(dir, name), bytes);
}

/** The VOD playlist goes in last: its presence (with the row's Recorded) marks the recording finished. */
export async function writeIndex(dir: string, sequences: readonly number[]) {
  await writePlaylist(dir, vodPlaylist(sequences));
}

/** As writeIndex, with the playlist text made by the caller (relayed recordings know their own durations). */
export async function writePlaylist(dir: string, text: string) {
  await fs.mkdir(dir, { recursive: true });
  // A copy cut short by a crash leaves a temp file that no playlist names: it goes before the recording is final.
  for (const name of await fs.readdir(dir)) if (name.endsWith('.tmp')) await fs.rm(path.join(dir, name), { force: true });
  await writeAtomic(indexFile(dir), text);
}

export async function removeFiles(dir: string) {
  await fs.rm(dir, { recursive: true, force: true });
}
