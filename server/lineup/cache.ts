// cache.ts (lineup) — the lineup held in memory for the channel list and the guide: rows, each channel's list entry serialised once, and a version.
import { createHash } from 'node:crypto';
import type { Deps } from '../http/context.ts';
import { listEntry } from './listEntry.ts';
import { catchupDaysOf } from './catchup.ts';
import { listedChannelRows } from './repository.ts';

export interface LineupChannel {
  id: number;
  number: number;
  title: string;
  alias: string;
  description: string;
  group_id: number;
  group_name: string;
  type: 'standard' | 'vod';
  is_free: boolean;
  recordable: boolean;
  genre: string;
  /** From an operator's playlist (FTV_LINEUP): its guide is imported, its stream relayed. */
  imported: boolean;
  /** Catch-up days: the demo loops keep FTV_CATCHUP_DAYS; a relayed channel its archive's (none with FTV_ARCHIVE=0). */
  catchup_days: number;
}

export interface Lineup {
  /** Changes whenever any channel's row does: part of every cache key built on the lineup. */
  version: string;
  /** Ordered by channel number, as the list answers them. */
  channels: LineupChannel[];
  byId: Map<number, LineupChannel>;
  /**
   * Each channel's list entry up to the parts that depend on the viewer, in the real provider's
   * shape (docs/api.md#ids-and-flags: every id, number and flag a string): `{"id":"101",…,"recordable":"1","is_favorite":"`.
   */
  heads: string[];
}

/**
 * The lineup is written by the seed at start and nothing in the app changes it while running; it
 * is read again this often so that an operator's edit to the channels table shows in the list and
 * the guide within a minute, without a restart.
 */
export const LINEUP_TTL_SECONDS = 60;

interface LineupState {
  lineup: Lineup | null;
  loadedAt: number;
  loading: Promise<Lineup> | null;
}

/** The instance's lineup in memory: one, made by the composition root (server/services.ts) and shared by the channel list and the guide. */
export interface LineupCache {
  /**
   * The current lineup. Past its TTL it is read again (requests meanwhile wait for that one read); a
   * reload that finds the same rows keeps the old object, and so its version and every cached answer.
   */
  current: () => Promise<Lineup>;
  /** After an import (here or on another instance): the next request reads the lineup again rather than waiting out the TTL. */
  invalidate: () => void;
}

function head(c: LineupChannel): string {
  // JSON.stringify of the object without its last two members, left open for them.
  const entry = JSON.stringify(listEntry(c));
  return `${entry.slice(0, -1)},"is_favorite":"`;
}

/** Reads what says the imported guide changed (its generation, when it was last read): the lineup's version changes with it (handed in by the composition root). */
export type GuideGeneration = () => Promise<number | string>;

async function load({ db, config }: Deps, guideGeneration: GuideGeneration): Promise<Lineup> {
  const rows = await listedChannelRows(db);
  const channels: LineupChannel[] = rows.map((r) => ({
    id: Number(r.id),
    number: Number(r.number),
    title: r.title,
    alias: r.alias,
    description: r.description,
    group_id: Number(r.group_id),
    group_name: r.group_name,
    type: r.type,
    is_free: Boolean(Number(r.is_free)),
    recordable: Boolean(Number(r.recordable)),
    genre: r.genre,
    imported: r.source_key !== null,
    catchup_days: r.type !== 'standard' ? 0 : r.source_key === null ? config.catchupDays : config.archive ? catchupDaysOf(config, r) : 0,
  }));
  const heads = channels.map(head);
  const hash = createHash('sha256');
  // Imported guides change without the channels changing: their import generation is part of the version.
  if (channels.some((c) => c.imported)) {
    hash.update(`guide ${String(await guideGeneration())}\n`);
  }
  for (let i = 0; i < channels.length; i++) hash.update(heads[i]!).update(channels[i]!.genre).update('\n');
  return { version: hash.digest('base64url').slice(0, 16), channels, byId: new Map(channels.map((c) => [c.id, c])), heads };
}

export function createLineupCache(deps: Deps, guideGeneration: GuideGeneration): LineupCache {
  const state: LineupState = { lineup: null, loadedAt: 0, loading: null };
  return {
    current: async () => {
      const t = deps.now();
      if (state.lineup && t - state.loadedAt < LINEUP_TTL_SECONDS && t >= state.loadedAt) return state.lineup;
      state.loading ??= reload(state, () => load(deps, guideGeneration), t);
      return state.loading;
    },
    invalidate: () => {
      state.loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

function reload(state: LineupState, read: () => Promise<Lineup>, t: number): Promise<Lineup> {
  return read()
    .then((next) => {
      if (state.lineup?.version !== next.version) state.lineup = next;
      state.loadedAt = t;
      return state.lineup ?? next;
    })
    .finally(() => {
      state.loading = null;
    });
}
