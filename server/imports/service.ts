// service.ts (imports) — FTV_LINEUP / FTV_GUIDE: imported at start and every FTV_LINEUP_REFRESH seconds; a failed refresh keeps the last good lineup and guide.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import { openSource, readText, reasonOf } from '../sources/input.ts';
import { parsePlaylist, type PlaylistEntry } from '../sources/m3u.ts';
import { buildLineup } from '../sources/mapping.ts';
import { importGuides, type GuideImport } from './guide.ts';
import { refreshLogos, type LogoReport } from './logos.ts';
import { applyOverrides, readOverrides } from './overrides.ts';
import { previousIds, restoreDemoLineup, storeLineup, type StoreResult } from './store.ts';

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
    entries.push(...playlist.entries);
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

/**
 * At start: with FTV_LINEUP, the import must work (a first start with an unusable source stops with
 * its reason); without it, the demo lineup is the one listed. Then a refresh on a timer, whose
 * failures are logged and change nothing. Answers the stop function.
 */
export async function startImports(deps: Deps, log: FastifyBaseLogger, onImported: () => void): Promise<() => void> {
  if (deps.config.lineup.length === 0) {
    await restoreDemoLineup(deps.db, deps.now());
    return () => undefined;
  }
  const describe = (r: ImportReport) =>
    `${r.channels} channels (${r.stored.added} new, ${r.stored.removed} gone); ` +
    (r.unusedOverrides.length ? `overrides matching no channel: ${r.unusedOverrides.join(', ')}; ` : '') +
    (r.logos ? `logos: ${r.logos.stored} stored, ${r.logos.unchanged} unchanged, ${r.logos.failed} failed${r.logos.reasons.length ? ` (${r.logos.reasons.slice(0, 3).join('; ')})` : ''}; ` : 'logos could not be stored; ') +
    (r.guides.length ? r.guides.map((g) => (g.ok ? `${g.programmes} programmes for ${g.matchedChannels} channels from ${g.guide}` : `guide ${g.guide} skipped: ${g.reason}`)).join('; ') : 'no guide');
  const report = await importLineup(deps);
  log.info(`lineup imported: ${describe(report)}`);
  onImported();
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    importLineup(deps)
      .then((r) => {
        log.info(`lineup refreshed: ${describe(r)}`);
        onImported();
      })
      .catch((error: unknown) => log.warn(`lineup refresh failed, the last good lineup stays: ${reasonOf(error)}`))
      .finally(() => {
        running = false;
      });
  }, deps.config.lineupRefresh * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
