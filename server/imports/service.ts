// service.ts (imports) — FTV_LINEUP / FTV_GUIDE: imported at start and every FTV_LINEUP_REFRESH seconds, by one instance of several; a failed refresh keeps the last good lineup and guide.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Deps } from '../http/context.ts';
import type { Bus } from '../cluster/bus.ts';
import type { Leases } from '../cluster/leases.ts';
import { openSource, readText, reasonOf } from '../sources/input.ts';
import { parsePlaylist, type PlaylistEntry } from '../sources/m3u.ts';
import { buildLineup } from '../sources/mapping.ts';
import { importGuides, type GuideImport } from './guide.ts';
import { refreshLogos, type LogoReport } from './logos.ts';
import { applyOverrides, readOverrides } from './overrides.ts';
import { previousIds, restoreDemoLineup, storeLineup, type StoreResult } from './store.ts';
import { hasListedImportedChannel } from '../lineup/repository.ts';

export class LineupImportError extends Error {
  override name = 'LineupImportError';
}

export interface ImportReport {
  channels: number;
  stored: StoreResult;
  guides: GuideImport[];
  problems: number;
  /** Override keys that matched no channel. */
  unusedOverrides: string[];
  /** The channels' logos (tvg-logo) fetched into DATA_DIR/logos; null when that pass failed as a whole. */
  logos: LogoReport | null;
}

/** One import: every playlist read and parsed before anything is written, so a bad source changes nothing. */
export async function importLineup(deps: Deps): Promise<ImportReport> {
  const { db, config, now } = deps;
  const entries: PlaylistEntry[] = [];
  const guideUrls: string[] = [];
  let problems = 0;
  for (const location of config.lineup) {
    let text: string;
    try {
      text = await readText(await openSource(location, { timeoutMs: 30_000 }));
    } catch (error) {
      throw new LineupImportError(`FTV_LINEUP ${location}: ${reasonOf(error)}`);
    }
    let playlist;
    try {
      playlist = parsePlaylist(text);
    } catch (error) {
      throw new LineupImportError(`FTV_LINEUP ${location}: ${reasonOf(error)}`);
    }
    entries.push(...playlist.entries.map((entry) => ({ ...entry, playlist: location })));
    guideUrls.push(...playlist.guideUrls);
    problems += playlist.problems.length + playlist.problemsOmitted;
  }
  const lineup = buildLineup(entries, { previousIds: await previousIds(db) });
  if (lineup.channels.length === 0) throw new LineupImportError('FTV_LINEUP lists no channel with a stream URL');
  let overrides;
  try {
    overrides = config.lineupOverrides ? readOverrides(config.lineupOverrides) : null;
  } catch (error) {
    throw new LineupImportError(reasonOf(error));
  }
  const { channels, unused } = applyOverrides(lineup.channels, overrides);
  const stored = await storeLineup(db, channels, now());
  // The operator's guides, else the ones the playlists name (url-tvg / x-tvg-url).
  const guides = config.guide.length ? config.guide : [...new Set(guideUrls)];
  const guideResults = await importGuides(db, guides, channels, now());
  // Logos are a nicety: whatever happens to them, the import stands (a failed one keeps its earlier file).
  const logos = await refreshLogos(channels, { dataDir: config.storageDir, allowPrivate: config.relayAllowPrivate }).catch(() => null);
  return { channels: channels.length, stored, guides: guideResults, problems: problems + lineup.problems.length, unusedOverrides: unused, logos };
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

/**
 * At start, under the start-up lock: with FTV_LINEUP, the import must work (a first start with an unusable source
 * stops with its reason); without it, the demo lineup is the one listed.
 */
export async function importAtStart(deps: Deps, options: ImportJobsOptions): Promise<void> {
  if (deps.config.lineup.length === 0) {
    await restoreDemoLineup(deps.db, deps.now());
    return;
  }
  const { bus, leases, log } = options;
  await bus.ready();
  // Instances started together pass here one after another (under the start-up lock): the first imports and the
  // others, within a minute, serve its import. A restart later imports again (an operator restarts to pick up an
  // edited playlist). With no imported lineup to serve yet, an instance imports anyway, so a first start with an
  // unusable source still stops with its reason.
  if ((await leases.claim(`${refreshJob(deps.config)}:start`, START_WINDOW_SECONDS)) || !(await hasListedImportedChannel(deps.db))) {
    const report = await importLineup(deps);
    log.info(`lineup imported: ${describe(report)}`);
    await announce(options);
  } else {
    log.info('lineup imported by another instance starting at the same time: not imported again');
  }
}

/**
 * The refresh every FTV_LINEUP_REFRESH seconds (none without FTV_LINEUP): its failures are logged and change nothing.
 * Each period's import runs on one instance (the one whose claim comes first), and every instance reads the lineup
 * again after it (the bus's LINEUP_TOPIC). Answers the stop function.
 */
export function startLineupRefresh(deps: Deps, options: ImportJobsOptions): () => void {
  if (deps.config.lineup.length === 0) return () => undefined;
  const { leases, log } = options;
  const job = refreshJob(deps.config);
  // A second short of the period: the winner's next tick finds its own claim lapsed, another instance's tick does not.
  const claimSeconds = Math.max(1, deps.config.lineupRefresh - 1);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    leases
      .claim(job, claimSeconds)
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
