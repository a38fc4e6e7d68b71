// service.ts (imports) — the lineup's sources (FTV_LINEUP / FTV_GUIDE and the console's): imported at start, every FTV_LINEUP_REFRESH seconds and on an operator's word, by one instance of several; a failed refresh keeps the last good lineup and guide.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Deps } from '../http/context.ts';
import type { Bus } from '../cluster/bus.ts';
import type { Leases } from '../cluster/leases.ts';
import { reasonOf } from '../sources/input.ts';
import type { PlaylistEntry } from '../sources/m3u.ts';
import { buildLineup } from '../sources/mapping.ts';
import type { GuideImport } from './guide.ts';
import { importGuideSources } from './guideSources.ts';
import { parseEdit, type ChannelEdit } from './edits.ts';
import { REPORTED_PROBLEMS, type SourceReport } from './report.ts';
import { allSources, givesChannels, readPlaylistSource } from './sources.ts';
import { channelEdits, saveSourceImport } from './repository.ts';
import { refreshLogos, type LogoReport } from './logos.ts';
import { applyOverrides, readOverrides } from './overrides.ts';
import { previousIds, restoreDemoLineup, storeLineup, type StoreResult } from './store.ts';
import { hasListedImportedChannel, setGuideMatches } from '../lineup/repository.ts';

export class LineupImportError extends Error {
  override name = 'LineupImportError';
}

export interface ImportReport {
  channels: number;
  stored: StoreResult;
  guides: GuideImport[];
  /** Every guide (and the lineup they map to) was as last time: no programme was written. */
  guidesUnchanged: boolean;
  problems: number;
  /** Override keys that matched no channel. */
  unusedOverrides: string[];
  /** The channels' logos (tvg-logo) fetched into DATA_DIR/logos; null when that pass failed as a whole. */
  logos: LogoReport | null;
  /** By source key (sources.ts). */
  sources: Record<string, SourceReport>;
  ms: number;
}

export interface ImportOptions {
  /** Read and write the guides even when nothing changed since the last import (a guide channel was mapped by hand). */
  force?: boolean;
}

/** The operator's edits by channel id. */
async function editsByChannel(deps: Deps): Promise<Map<number, ChannelEdit>> {
  return new Map([...(await channelEdits(deps.db))].map(([id, json]) => [id, parseEdit(json)]));
}

/**
 * One import: every playlist (FTV_LINEUP, the console's playlists and Xtream Codes accounts) read and parsed before
 * anything is written, so a bad source changes nothing; then the channels (only changed rows written), the guides
 * (skipped when their bytes and the lineup's mapping are as last time), the logos. Each source's report is kept.
 * Without a source of channels the demo lineup is listed.
 */
export async function importLineup(deps: Deps, options: ImportOptions = {}): Promise<ImportReport> {
  const { db, config, now } = deps;
  const started = performance.now();
  const at = now();
  const sources = (await allSources(db, config)).filter((s) => s.enabled);
  const reports: Record<string, SourceReport> = {};
  const edits = await editsByChannel(deps);
  const playlists = sources.filter(givesChannels);
  if (playlists.length === 0) {
    await restoreDemoLineup(db, at, edits);
    return { channels: 0, stored: { added: 0, updated: 0, unchanged: 0, removed: 0 }, guides: [], guidesUnchanged: true, problems: 0, unusedOverrides: [], logos: null, sources: reports, ms: performance.now() - started };
  }
  const entries: PlaylistEntry[] = [];
  const guideUrls: Array<{ location: string; key: string }> = [];
  const limits = new Map<string, number>();
  let problems = 0;
  for (const source of playlists) {
    const t0 = performance.now();
    let read;
    try {
      read = await readPlaylistSource(source, { allowPrivate: config.relayAllowPrivate });
    } catch (error) {
      const message = reasonOf(error);
      await saveSourceImport(db, source.key, at, { at, ms: Math.round(performance.now() - t0), ok: false, error: message, channels: 0, programmes: 0, problems: [], problemsTotal: 0 } satisfies SourceReport, null);
      throw new LineupImportError(message);
    }
    entries.push(...read.entries);
    for (const location of read.guideUrls) guideUrls.push({ location, key: source.key });
    const limit = source.maxStreams ?? read.maxConnections;
    if (!source.env && limit) limits.set(source.key, limit);
    problems += read.problemsTotal;
    reports[source.key] = { at, ms: Math.round(performance.now() - t0), ok: true, channels: new Set(read.entries.map((e) => e.tvgId ?? e.name)).size, programmes: 0, problems: read.problems.slice(0, REPORTED_PROBLEMS), problemsTotal: read.problemsTotal };
  }
  const lineup = buildLineup(entries, { previousIds: await previousIds(db) });
  if (lineup.channels.length === 0) throw new LineupImportError('The sources list no channel with a stream URL');
  let overrides;
  try {
    overrides = config.lineupOverrides ? readOverrides(config.lineupOverrides) : null;
  } catch (error) {
    throw new LineupImportError(reasonOf(error));
  }
  const applied = applyOverrides(lineup.channels, overrides);
  // A console source's own limit (or its Xtream Codes account's connections) bounds its streams at once.
  const channels = applied.channels.map((c) => (c.playlist && limits.has(c.playlist) ? { ...c, maxStreams: limits.get(c.playlist)! } : c));
  const stored = await storeLineup(db, channels, at, edits);

  // The guides as the lineup maps them: each channel's guide channel is the operator's choice where there is one.
  const shown = channels.filter((c) => !edits.get(c.id)?.hidden).map((c) => ({ ...c, tvgId: edits.get(c.id)?.guide ?? c.tvgId }));
  const guideSources = sources.filter((s) => s.kind === 'guide').map((s) => ({ location: s.location, key: s.key }));
  // The operator's guides, else the ones the playlists name (url-tvg / x-tvg-url, an Xtream Codes account's xmltv.php).
  const guides = guideSources.length ? guideSources : [...new Map(guideUrls.map((g) => [g.location, g])).values()];
  const mapping = JSON.stringify(shown.map((c) => [c.id, c.tvgId, c.tvgName, c.title]));
  const guideRun = await importGuideSources(deps, guides, shown, at, mapping, options.force ?? false);
  for (const g of guideRun.perSource) {
    const report = reports[g.key];
    if (report) {
      // A playlist's own guide: its programmes are counted on the playlist (as last time, when the guides were skipped).
      if (guideRun.unchanged) report.programmes = g.report.programmes;
      else report.programmes += g.programmes;
      if (!g.ok && g.reason) report.problems.push({ line: 0, message: `guide ${g.location}: ${g.reason}` });
      continue;
    }
    reports[g.key] = g.report;
  }
  for (const [key, report] of Object.entries(reports)) await saveSourceImport(db, key, at, report, null);
  if (guideRun.matches) await setGuideMatches(db, guideRun.matches, edits);

  // Logos are a nicety: whatever happens to them, the import stands (a failed one keeps its earlier file).
  const logos = await refreshLogos(
    channels.map((c) => ({ ...c, logo: edits.get(c.id)?.logo ?? c.logo })),
    { dataDir: config.storageDir, allowPrivate: config.relayAllowPrivate },
  ).catch(() => null);
  return { channels: channels.length, stored, guides: guideRun.results, guidesUnchanged: guideRun.unchanged, problems: problems + lineup.problems.length, unusedOverrides: applied.unused, logos, sources: reports, ms: performance.now() - started };
}

/** Instances started within this many seconds of each other share the start's import. */
const START_WINDOW_SECONDS = 60;

/** Bus topic: a lineup was imported; every instance reads it again instead of waiting out its in-memory copy. */
export const LINEUP_TOPIC = 'lineup';

/**
 * The job each period's import is claimed under, named after what is imported (FTV_LINEUP, FTV_GUIDE, the
 * overrides and their content): an instance started with another configuration imports at once, rather than
 * taking the last import of the old one as this period's.
 */
export function refreshJob(config: Config): string {
  let overrides = '';
  try {
    if (config.lineupOverrides) overrides = readFileSync(config.lineupOverrides, 'utf8');
  } catch {
    // The import itself reports an unreadable overrides file.
  }
  const key = JSON.stringify([config.lineup, config.guide, config.lineupOverrides ?? null, overrides]);
  return `lineup:refresh:${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/** What the import jobs use: the instance's bus (to tell every instance) and leases (one instance imports). */
export interface ImportJobsOptions {
  bus: Bus;
  leases: Leases;
  log: FastifyBaseLogger;
}

function describe(r: ImportReport): string {
  return (
    `${r.channels} channels (${r.stored.added} new, ${r.stored.removed} gone); ` +
    (r.unusedOverrides.length ? `overrides matching no channel: ${r.unusedOverrides.join(', ')}; ` : '') +
    (r.logos ? `logos: ${r.logos.stored} stored, ${r.logos.unchanged} unchanged, ${r.logos.failed} failed${r.logos.reasons.length ? ` (${r.logos.reasons.slice(0, 3).join('; ')})` : ''}; ` : 'logos could not be stored; ') +
    (r.guides.length ? r.guides.map((g) => (g.ok ? `${g.programmes} programmes for ${g.matchedChannels} channels from ${g.guide}` : `guide ${g.guide} skipped: ${g.reason}`)).join('; ') : 'no guide')
  );
}

/** Tells every instance (this one at once) to read the lineup again; a failure is logged, never thrown (the others re-read within their TTL). */
const announce = ({ bus, log }: ImportJobsOptions) => bus.publish(LINEUP_TOPIC, '').catch((error: unknown) => log.warn(`lineup imported, but the other instances were not told: ${reasonOf(error)}`));

/** Whether any enabled source gives channels (else the demo lineup is listed). */
async function hasChannelSources(deps: Deps): Promise<boolean> {
  return (await allSources(deps.db, deps.config)).some(givesChannels);
}

/**
 * At start, under the start-up lock: with FTV_LINEUP, the import must work (a first start with an unusable source
 * stops with its reason); the console's sources are imported too, but one that fails only logs (the console is how
 * the operator mends it); without any source, the demo lineup is the one listed.
 */
export async function importAtStart(deps: Deps, options: ImportJobsOptions): Promise<void> {
  const { bus, leases, log } = options;
  if (!(await hasChannelSources(deps))) {
    await restoreDemoLineup(deps.db, deps.now(), await editsByChannel(deps));
    return;
  }
  await bus.ready();
  // Instances started together pass here one after another (under the start-up lock): the first imports and the
  // others, within a minute, serve its import. A restart later imports again (an operator restarts to pick up an
  // edited playlist). With no imported lineup to serve yet, an instance imports anyway, so a first start with an
  // unusable source still stops with its reason.
  if ((await leases.claim(`${refreshJob(deps.config)}:start`, START_WINDOW_SECONDS)) || !(await hasListedImportedChannel(deps.db))) {
    try {
      const report = await importLineup(deps);
      log.info(`lineup imported: ${describe(report)}`);
    } catch (error) {
      if (deps.config.lineup.length) throw error;
      log.warn(`the console's sources could not be imported, the last good lineup stays: ${reasonOf(error)}`);
    }
    await announce(options);
  } else {
    log.info('lineup imported by another instance starting at the same time: not imported again');
  }
}

/** Imports on an operator's word, one at a time on this instance, and tells every instance. */
export interface Importer {
  /** Imports now (after one already running here); answers its report, or throws LineupImportError. */
  importNow: (options?: ImportOptions) => Promise<ImportReport>;
  /** Tells every instance the lineup changed (an edit written without an import). */
  announce: () => Promise<void>;
}

export function createImporter(deps: Deps, options: ImportJobsOptions): Importer {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    importNow(importOptions = {}) {
      const run = queue.then(async () => {
        const report = await importLineup(deps, importOptions);
        options.log.info(`lineup imported for an operator: ${describe(report)}`);
        await announce(options);
        return report;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    announce: () => announce(options),
  };
}

/**
 * The refresh every FTV_LINEUP_REFRESH seconds, while any source gives channels: its failures are logged and change
 * nothing. Each period's import runs on one instance (the one whose claim comes first), and every instance reads the
 * lineup again after it (the bus's LINEUP_TOPIC). Answers the stop function.
 */
export function startLineupRefresh(deps: Deps, options: ImportJobsOptions): () => void {
  const { leases, log } = options;
  const job = refreshJob(deps.config);
  // A second short of the period: the winner's next tick finds its own claim lapsed, another instance's tick does not.
  const claimSeconds = Math.max(1, deps.config.lineupRefresh - 1);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    hasChannelSources(deps)
      .then(async (any) => (any ? leases.claim(job, claimSeconds) : false))
      .then(async (mine) => {
        if (!mine) return;
        const r = await importLineup(deps);
        log.info(`lineup refreshed: ${describe(r)}`);
        await announce(options);
      })
      .catch((error: unknown) => log.warn(`lineup refresh failed, the last good lineup stays: ${reasonOf(error)}`))
      .finally(() => {
        running = false;
      });
  }, deps.config.lineupRefresh * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
