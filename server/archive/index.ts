// index.ts (archive) — one archive per app, started with the media routes when FTV_ARCHIVE is on.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import { relayedFor } from '../media/relayed.ts';
import { startArchive, type Archive } from './service.ts';

export { catchupDaysOf, type Archive, type ArchiveCounters } from './service.ts';

// Keyed by the app's Deps: tests run several apps in one process.
const archives = new WeakMap<Deps, Archive>();

/** The app's archive (started on first use); null when FTV_ARCHIVE=0. */
export function archiveFor(deps: Deps, log: FastifyBaseLogger): Archive | null {
  if (!deps.config.archive) return null;
  let archive = archives.get(deps);
  if (!archive) {
    archive = startArchive(deps, relayedFor(deps, log), log);
    archives.set(deps, archive);
  }
  return archive;
}

export async function closeArchive(deps: Deps): Promise<void> {
  const archive = archives.get(deps);
  archives.delete(deps);
  await archive?.stop();
}
