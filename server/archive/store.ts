// store.ts (archive) — a relayed channel's archive on disk and in the database: segment files under DATA_DIR/archive/{channel}/, one row each naming its place on the wall clock; its audio and subtitle renditions' segments beside them.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connect.ts';
import { writeAtomic } from '../files/atomic.ts';

/** Files per folder: at 2 s segments a folder holds about half an hour, and pruning removes whole folders. */
const PER_BUCKET = 1000;

export interface ArchivedSegment {
  n: number;
  startMs: number;
  durationMs: number;
  /** fMP4: the init segment's digest (`init-{init}.mp4`); null for MPEG-TS. */
  init: string | null;
  discontinuity: boolean;
  /** Its discontinuity sequence number (discontinuities since the archive began). */
  cc: number;
  bytes: number;
}

export const channelDir = (dataDir: string, channelId: number) => path.join(dataDir, 'archive', String(channelId));
const bucketDir = (dataDir: string, channelId: number, n: number) => path.join(channelDir(dataDir, channelId), String(Math.floor(n / PER_BUCKET)));
export const segmentName = (s: Pick<ArchivedSegment, 'n' | 'init'>) => `${s.n}.${s.init === null ? 'ts' : 'm4s'}`;
export const segmentPath = (dataDir: string, channelId: number, s: Pick<ArchivedSegment, 'n' | 'init'>) => path.join(bucketDir(dataDir, channelId, s.n), segmentName(s));
export const initName = (digest: string) => `init-${digest}.mp4`;
export const initPath = (dataDir: string, channelId: number, digest: string) => path.join(channelDir(dataDir, channelId), initName(digest));

/** A segment of an audio or subtitle rendition, kept under the number of the video segment it goes with. */
export interface ArchivedTrack {
  /** The relay's slot name (audio0, subtitles0). */
  slot: string;
  n: number;
  /** As the relay named it: ts, aac, m4s, vtt… */
  ext: string;
  init: string | null;
  bytes: number;
}

export const trackName = (t: Pick<ArchivedTrack, 'slot' | 'n' | 'ext'>) => `${t.n}.${t.slot}.${t.ext}`;
export const trackPath = (dataDir: string, channelId: number, t: Pick<ArchivedTrack, 'slot' | 'n' | 'ext'>) => path.join(bucketDir(dataDir, channelId, t.n), trackName(t));

type Row = { n: number | string; start_ms: number | string; duration_ms: number; init: string | null; discontinuity: number; cc: number; bytes: number };
// PostgreSQL answers bigint columns as strings.
const fromRow = (r: Row): ArchivedSegment => ({ n: Number(r.n), startMs: Number(r.start_ms), durationMs: Number(r.duration_ms), init: r.init, discontinuity: Boolean(r.discontinuity), cc: Number(r.cc), bytes: Number(r.bytes) });
const COLUMNS = ['n', 'start_ms', 'duration_ms', 'init', 'discontinuity', 'cc', 'bytes'] as const;

/** The newest segment kept: where a restarted ingest carries on from. */
export async function lastSegment(db: Db, channelId: number): Promise<ArchivedSegment | null> {
  const row = await db.selectFrom('archive_segments').select(COLUMNS).where('channel_id', '=', channelId).orderBy('n', 'desc').limit(1).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The segments that overlap [fromMs, toMs), in order. */
export async function segmentsBetween(db: Db, channelId: number, fromMs: number, toMs: number): Promise<ArchivedSegment[]> {
  const rows = await db
    .selectFrom('archive_segments')
    .select(COLUMNS)
    .where('channel_id', '=', channelId)
    // A segment is never longer than a minute: the index on start_ms does the work, the end check trims.
    .where('start_ms', '>=', fromMs - 60_000)
    .where('start_ms', '<', toMs)
    .orderBy('n')
    .execute();
  return rows.map(fromRow).filter((s) => s.startMs + s.durationMs > fromMs);
}

/** Nothing kept for this long before now is a gap still open (the channel's upstream is down). */
const TRAILING_GAP_MS = 15_000;

/**
 * What of [fromMs, toMs) the archive does not hold, as [start, end] in unix seconds: before its first segment (archiving
 * began later), between segments a gap separated (the numbers its GAP placeholders took), and up to now when nothing
 * has come for a while. The seek bar shows them.
 */
export async function gapsBetween(db: Db, channelId: number, fromMs: number, toMs: number): Promise<Array<[number, number]>> {
  const rows = await db.selectFrom('archive_segments').select(['n', 'start_ms', 'duration_ms']).where('channel_id', '=', channelId).where('start_ms', '>=', fromMs).where('start_ms', '<', toMs).orderBy('n').execute();
  const gaps: Array<[number, number]> = [];
  const first = rows[0];
  if (!first) return [[Math.floor(fromMs / 1000), Math.ceil(toMs / 1000)]];
  // Less than a segment's worth before the first one is only where the window's edge fell.
  if (Number(first.start_ms) - fromMs > Number(first.duration_ms)) gaps.push([Math.floor(fromMs / 1000), Math.floor(Number(first.start_ms) / 1000)]);
  for (let i = 1; i < rows.length; i++) {
    const [previous, row] = [rows[i - 1]!, rows[i]!];
    if (Number(row.n) > Number(previous.n) + 1) gaps.push([Math.floor((Number(previous.start_ms) + Number(previous.duration_ms)) / 1000), Math.ceil(Number(row.start_ms) / 1000)]);
  }
  // Nothing kept for a while up to now: the channel is down at this moment (live lags the clock by a few segments, never this much).
  const last = rows.at(-1)!;
  const lastEnd = Number(last.start_ms) + Number(last.duration_ms);
  if (toMs - lastEnd > TRAILING_GAP_MS) gaps.push([Math.floor(lastEnd / 1000), Math.ceil(toMs / 1000)]);
  return gaps;
}

export async function segmentNumbered(db: Db, channelId: number, n: number): Promise<ArchivedSegment | null> {
  const row = await db.selectFrom('archive_segments').select(COLUMNS).where('channel_id', '=', channelId).where('n', '=', n).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/**
 * Keeps one segment: the file is written whole (temp, fsync, rename) before its row exists, so after a kill -9 every row
 * names a whole file. A file without a row (killed between the two) has the number the next segment takes, and is replaced.
 */
export async function keepSegment(db: Db, dataDir: string, channelId: number, segment: ArchivedSegment, bytes: Uint8Array): Promise<void> {
  const file = segmentPath(dataDir, channelId, segment);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeAtomic(file, bytes);
  await db
    .insertInto('archive_segments')
    .values({ channel_id: channelId, n: segment.n, start_ms: segment.startMs, duration_ms: segment.durationMs, init: segment.init, discontinuity: segment.discontinuity ? 1 : 0, cc: segment.cc, bytes: segment.bytes })
    .execute();
}

/** Keeps an fMP4 init segment once per content (its name is its digest), before any segment that names it. */
export async function keepInit(dataDir: string, channelId: number, digest: string, bytes: Uint8Array): Promise<void> {
  const file = initPath(dataDir, channelId, digest);
  if (await fs.stat(file).then(() => true, () => false)) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeAtomic(file, bytes);
}

/** Keeps one segment of a rendition, file first as a video segment is; its video segment's row may come before or after it. */
export async function keepTrack(db: Db, dataDir: string, channelId: number, track: ArchivedTrack, bytes: Uint8Array): Promise<void> {
  const file = trackPath(dataDir, channelId, track);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeAtomic(file, bytes);
  await db
    .insertInto('archive_tracks')
    .values({ channel_id: channelId, slot: track.slot, n: track.n, ext: track.ext, init: track.init, bytes: track.bytes })
    .onConflict((oc) => oc.columns(['channel_id', 'slot', 'n']).doNothing())
    .execute();
}

const fromTrackRow = (slot: string, r: { n: number | string; ext: string; init: string | null; bytes: number }): ArchivedTrack => ({ slot, n: Number(r.n), ext: r.ext, init: r.init, bytes: Number(r.bytes) });

/** A rendition's kept segments numbered firstN…lastN, in order. */
export async function tracksBetween(db: Db, channelId: number, slot: string, firstN: number, lastN: number): Promise<ArchivedTrack[]> {
  const rows = await db.selectFrom('archive_tracks').select(['n', 'ext', 'init', 'bytes']).where('channel_id', '=', channelId).where('slot', '=', slot).where('n', '>=', firstN).where('n', '<=', lastN).orderBy('n').execute();
  return rows.map((r) => fromTrackRow(slot, r));
}

export async function trackNumbered(db: Db, channelId: number, slot: string, n: number): Promise<ArchivedTrack | null> {
  const row = await db.selectFrom('archive_tracks').select(['n', 'ext', 'init', 'bytes']).where('channel_id', '=', channelId).where('slot', '=', slot).where('n', '=', n).executeTakeFirst();
  return row ? fromTrackRow(slot, row) : null;
}

/** Which of the channel's renditions hold something numbered firstN…lastN (a span's master lists only those). */
export async function slotsBetween(db: Db, channelId: number, firstN: number, lastN: number): Promise<Set<string>> {
  const held = new Set<string>();
  for (const { slot } of await renditionLines(db, channelId)) {
    const row = await db.selectFrom('archive_tracks').select('n').where('channel_id', '=', channelId).where('slot', '=', slot).where('n', '>=', firstN).where('n', '<=', lastN).limit(1).executeTakeFirst();
    if (row) held.add(slot);
  }
  return held;
}

/** The master lines the archive names its renditions by (`archive`: the video's #EXT-X-STREAM-INF), newest as the relay last listed them. */
export async function renditionLines(db: Db, channelId: number): Promise<Array<{ slot: string; line: string }>> {
  return db.selectFrom('archive_renditions').select(['slot', 'line']).where('channel_id', '=', channelId).orderBy('slot').execute();
}

export async function keepRenditionLine(db: Db, channelId: number, slot: string, line: string): Promise<void> {
  await db
    .insertInto('archive_renditions')
    .values({ channel_id: channelId, slot, line })
    .onConflict((oc) => oc.columns(['channel_id', 'slot']).doUpdateSet({ line }))
    .execute();
}

/** Drops segments and their renditions' (rows first, then files: a crash between leaves files no row names, which sweepOrphans removes). */
async function dropThrough(db: Db, dataDir: string, channelId: number, lastN: number): Promise<{ segments: number; bytes: number }> {
  const gone = await db.selectFrom('archive_segments').select(['n', 'init', 'bytes']).where('channel_id', '=', channelId).where('n', '<=', lastN).execute();
  const goneTracks = await db.selectFrom('archive_tracks').select(['slot', 'n', 'ext', 'bytes']).where('channel_id', '=', channelId).where('n', '<=', lastN).execute();
  if (gone.length === 0 && goneTracks.length === 0) return { segments: 0, bytes: 0 };
  await db.deleteFrom('archive_segments').where('channel_id', '=', channelId).where('n', '<=', lastN).execute();
  await db.deleteFrom('archive_tracks').where('channel_id', '=', channelId).where('n', '<=', lastN).execute();
  const files = [...gone.map((r) => segmentPath(dataDir, channelId, { n: Number(r.n), init: r.init })), ...goneTracks.map((r) => trackPath(dataDir, channelId, { slot: r.slot, n: Number(r.n), ext: r.ext }))];
  const buckets = new Set<string>();
  for (const file of files) {
    buckets.add(path.dirname(file));
    await fs.rm(file, { force: true });
  }
  // An emptied folder goes too (one still written to is not empty, and stays).
  for (const dir of buckets) await fs.rmdir(dir).catch(() => {});
  const bytes = [...gone, ...goneTracks].reduce((sum, r) => sum + Number(r.bytes), 0);
  return { segments: gone.length, bytes };
}

/** Drops a channel's segments that ended before `cutoffMs` (older than its catch-up window). */
export async function pruneOlderThan(db: Db, dataDir: string, channelId: number, cutoffMs: number) {
  const candidates = await db.selectFrom('archive_segments').select(['n', 'start_ms', 'duration_ms']).where('channel_id', '=', channelId).where('start_ms', '<', cutoffMs).orderBy('n').execute();
  // Whole segments only: one that ends after the cutoff is still part of the window.
  const through = candidates.filter((r) => Number(r.start_ms) + Number(r.duration_ms) <= cutoffMs).at(-1);
  return through ? dropThrough(db, dataDir, channelId, Number(through.n)) : { segments: 0, bytes: 0 };
}

export async function archiveBytes(db: Db): Promise<number> {
  const video = await db.selectFrom('archive_segments').select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes')).executeTakeFirst();
  const tracks = await db.selectFrom('archive_tracks').select((eb) => eb.fn.sum<number | string | null>('bytes').as('bytes')).executeTakeFirst();
  return Number(video?.bytes ?? 0) + Number(tracks?.bytes ?? 0);
}

/** Frees at least `excess` bytes, the oldest segments of every channel first (the disk budget, FTV_ARCHIVE_MAX_GB). */
export async function pruneOldest(db: Db, dataDir: string, excess: number): Promise<{ segments: number; bytes: number }> {
  let freed = { segments: 0, bytes: 0 };
  while (freed.bytes < excess) {
    const oldest = await db.selectFrom('archive_segments').select(['channel_id', 'n', 'bytes']).orderBy('start_ms').limit(200).execute();
    if (oldest.length === 0) break;
    // Within a channel the numbers follow the clock: the oldest rows of each channel are a prefix of it.
    const through = new Map<number, number>();
    let sum = 0;
    for (const r of oldest) {
      through.set(Number(r.channel_id), Number(r.n));
      sum += Number(r.bytes);
      if (freed.bytes + sum >= excess) break;
    }
    for (const [channelId, n] of through) {
      const dropped = await dropThrough(db, dataDir, channelId, n);
      freed = { segments: freed.segments + dropped.segments, bytes: freed.bytes + dropped.bytes };
    }
  }
  return freed;
}

/**
 * Before a channel's ingest starts (nothing writes its archive then): removes what a crash left, temp files of an
 * interrupted write and segment files no row names (the next segment's file written before its row, or a prune cut
 * short between its rows and its files).
 */
export async function sweepOrphans(db: Db, dataDir: string, channelId: number): Promise<number> {
  const root = channelDir(dataDir, channelId);
  const buckets = await fs.readdir(root).catch(() => [] as string[]);
  const rows = await db.selectFrom('archive_segments').select(['n', 'init']).where('channel_id', '=', channelId).execute();
  const tracks = await db.selectFrom('archive_tracks').select(['slot', 'n', 'ext', 'init']).where('channel_id', '=', channelId).execute();
  const named = new Set([...rows.map((r) => segmentName({ n: Number(r.n), init: r.init })), ...tracks.map((t) => trackName({ slot: t.slot, n: Number(t.n), ext: t.ext }))]);
  const inits = new Set([...rows, ...tracks].map((r) => r.init).filter((d): d is string => d !== null).map(initName));
  let removed = 0;
  for (const entry of buckets) {
    const dir = path.join(root, entry);
    if (/^init-[0-9a-f]+\.mp4$/.test(entry)) {
      // An init no segment names any more (or one written for a segment whose row never came): kept again when needed.
      if (!inits.has(entry)) {
        await fs.rm(dir, { force: true });
        removed += 1;
      }
      continue;
    }
    if (entry.endsWith('.tmp')) {
      await fs.rm(dir, { force: true });
      removed += 1;
      continue;
    }
    if (!/^[0-9]+$/.test(entry)) continue;
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!named.has(name)) {
        await fs.rm(path.join(dir, name), { force: true });
        removed += 1;
      }
    }
    await fs.rmdir(dir).catch(() => {});
  }
  return removed;
}
