// guideSources.ts (imports) — the guides of one import: each downloaded once to a file with its digest, skipped as a whole when every guide and the lineup's mapping are as last time, else imported (guide.ts) with a report per source.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../http/context.ts';
import { openSource, reasonOf } from '../sources/input.ts';
import type { LineupChannel } from '../sources/mapping.ts';
import type { GuideMatch } from '../sources/mapping.ts';
import { importGuides, type CatalogueEntry, type GuideImport } from './guide.ts';
import { REPORTED_PROBLEMS, type SourceReport } from './report.ts';
import { deleteGuideChannelsExcept, replaceGuideChannels, saveSourceImport, sourceImports } from './repository.ts';

/** Where the digest of the last guides imported (and of the mapping they were matched against) is kept. */
const GUIDES_KEY = 'guides';

export interface GuideLocation {
  location: string;
  /** The source it belongs to (a guide source, or the playlist that named it). */
  key: string;
}

export interface GuideRun {
  results: GuideImport[];
  perSource: Array<{ key: string; location: string; ok: boolean; reason?: string; programmes: number; report: SourceReport }>;
  /** Nothing changed: no guide was parsed, no programme written. */
  unchanged: boolean;
  /** Each channel's guide channel and how it was found (null when the guides were skipped). */
  matches: Map<number, GuideMatch> | null;
}

interface Downloaded {
  guide: GuideLocation;
  file: string | null;
  digest: string | null;
  error?: string;
  ms: number;
}

/** Copies the guide's bytes (as sent: gzip stays gzip) into a file, hashing them on the way. */
async function download(guide: GuideLocation, dir: string): Promise<Downloaded> {
  const t0 = performance.now();
  const file = path.join(dir, `${randomUUID()}.guide`);
  const hash = createHash('sha256');
  try {
    const source = await openSource(guide.location, { timeoutMs: 30_000 });
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(source.stream, tap, createWriteStream(file));
    return { guide, file, digest: hash.digest('hex'), ms: performance.now() - t0 };
  } catch (error) {
    await rm(file, { force: true });
    return { guide, file: null, digest: null, error: reasonOf(error), ms: performance.now() - t0 };
  }
}

/**
 * Imports the guides for the lineup's channels (`tvgId`: the guide channel each takes). `mapping` is what the channels
 * are matched by, so a renamed or remapped channel makes the guides count as changed.
 */
export async function importGuideSources(deps: Deps, guides: readonly GuideLocation[], channels: readonly LineupChannel[], at: number, mapping: string, force: boolean): Promise<GuideRun> {
  const dir = path.join(deps.config.storageDir, 'tmp');
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(guides.map((g) => download(g, dir)));
  try {
    const digest = createHash('sha256').update(mapping).update(files.map((f) => f.digest ?? `failed:${f.guide.location}`).join('\n')).digest('hex');
    const previous = new Map((await sourceImports(deps.db)).map((r) => [r.source, r]));
    if (!force && files.every((f) => f.digest) && previous.get(GUIDES_KEY)?.digest === digest) {
      const perSource = files.map((f) => {
        const last = previous.get(f.guide.key);
        const report: SourceReport = last ? { ...(JSON.parse(last.report) as SourceReport), at, ms: Math.round(f.ms), unchanged: true } : emptyReport(at, f.ms);
        return { key: f.guide.key, location: f.guide.location, ok: true, programmes: 0, report };
      });
      return { results: [], perSource, unchanged: true, matches: null };
    }
    const readable = files.filter((f) => f.file !== null);
    const imported = await importGuides(deps.db, readable.map((f) => f.file!), channels, at);
    const byFile = new Map(imported.results.map((r) => [r.guide, r]));
    const perSource = files.map((f) => {
      const result = f.file ? byFile.get(f.file) : undefined;
      const ok = Boolean(result?.ok);
      const reason = f.error ?? result?.reason;
      const report: SourceReport = {
        at,
        ms: Math.round(f.ms),
        ok,
        ...(reason ? { error: reason } : {}),
        channels: result?.matchedChannels ?? 0,
        programmes: result?.programmes ?? 0,
        problems: (result?.problems ?? []).slice(0, REPORTED_PROBLEMS),
        problemsTotal: result?.problems.length ?? 0,
      };
      return { key: f.guide.key, location: f.guide.location, ok, ...(reason ? { reason } : {}), programmes: report.programmes, report };
    });
    await saveSourceImport(deps.db, GUIDES_KEY, at, {}, files.every((f) => f.digest) ? digest : null);
    // Each source's guide channels, for the console's mapping (one a playlist names several guides for takes them all,
    // the first listing a channel winning; a guide that failed to download keeps what it listed last).
    const bySource = new Map<string, Map<string, CatalogueEntry>>();
    for (const f of files) {
      const catalogue = f.file ? imported.catalogues.get(f.file) : undefined;
      if (!catalogue) continue;
      const merged = bySource.get(f.guide.key) ?? new Map<string, CatalogueEntry>();
      for (const c of catalogue) if (!merged.has(c.id)) merged.set(c.id, c);
      bySource.set(f.guide.key, merged);
    }
    for (const [key, merged] of bySource) {
      const rows = [...merged.values()].map((c) => ({ xmltv_id: c.id, names: JSON.stringify(c.names), icon: c.icon, preview: c.preview.length ? JSON.stringify(c.preview) : null }));
      await replaceGuideChannels(deps.db, key, rows);
    }
    await deleteGuideChannelsExcept(deps.db, [...new Set(guides.map((g) => g.key))]);
    // The results name each guide by where it came from, not the file it was read from.
    const results: GuideImport[] = files.map((f) => {
      const result = f.file ? byFile.get(f.file) : undefined;
      return result ? { ...result, guide: f.guide.location } : { guide: f.guide.location, ok: false, reason: f.error ?? 'not read', matchedChannels: 0, programmes: 0, written: 0, problems: [] };
    });
    return { results, perSource, unchanged: false, matches: imported.matches };
  } finally {
    await Promise.all(files.map((f) => (f.file ? rm(f.file, { force: true }) : undefined)));
  }
}

const emptyReport = (at: number, ms: number): SourceReport => ({ at, ms: Math.round(ms), ok: true, channels: 0, programmes: 0, problems: [], problemsTotal: 0, unchanged: true });
