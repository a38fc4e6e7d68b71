// store.ts — writes an imported lineup (server/sources/mapping.ts) into the channels table (through lineup/repository.ts): groups made as needed, ids kept, gone channels marked.
import type { Db } from '../db/connect.ts';
import { CHANNEL_GROUPS } from '../lineup/groups.ts';
import { slug } from '../lineup/seed.ts';
import { allChannelIds, channelGroupNames, importedChannelKeys, insertChannelGroups, insertChannels, relistDemoChannels, unlistChannelsExcept, unlistImportedChannels, updateChannel } from '../lineup/repository.ts';
import type { LineupStream } from '../sources/mapping.ts';
import type { OverriddenChannel } from './overrides.ts';
import { insertPlanGroupLinks, planGroupPairs } from '../subscriptions/repository.ts';

/** Groups an operator's playlist names get ids from here on, clear of the demo lineup's eight. */
export const IMPORTED_GROUP_ID_MIN = 100;
/** Channels without a `group-title` go here. */
export const UNGROUPED = 'Other';

/** What the relay needs of a channel's upstreams, as kept in `channels.streams`. */
export type StoredStream = Pick<LineupStream, 'url' | 'headers'>;

export const parseStreams = (json: string | null): StoredStream[] => {
  if (!json) return [];
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as StoredStream[]).filter((s) => typeof s?.url === 'string') : [];
  } catch {
    return [];
  }
};

/** The alias of a name: slug, or 'group' for a name of no Latin letters or digits. */
const aliasOf = (name: string) => slug(name) || 'group';

/** The ids the channels of earlier imports had, by their keys: a refresh keeps every id (favourites, history, recordings). */
export async function previousIds(db: Db): Promise<Map<string, number>> {
  const rows = await importedChannelKeys(db);
  return new Map(rows.map((r) => [r.source_key!, Number(r.id)]));
}

/** The group id of each name, made when new; the demo groups keep their ids so plans still point at them. */
async function groupIds(db: Db, names: ReadonlySet<string>): Promise<Map<string, number>> {
  const rows = await channelGroupNames(db);
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), Number(r.id)]));
  let next = Math.max(IMPORTED_GROUP_ID_MIN - 1, ...rows.map((r) => Number(r.id))) + 1;
  const out = new Map<string, number>();
  const aliases = new Set(rows.map((r) => aliasOf(r.name)));
  for (const name of names) {
    let id = byName.get(name.toLowerCase());
    if (id === undefined) {
      id = next++;
      let alias = aliasOf(name);
      while (aliases.has(alias)) alias = `${alias}-${id}`;
      aliases.add(alias);
      await insertChannelGroups(db, [{ id, name, alias }]);
      byName.set(name.toLowerCase(), id);
    }
    out.set(name, id);
  }
  return out;
}

export interface StoreResult {
  added: number;
  updated: number;
  removed: number;
}

/**
 * Upserts the lineup's channels and marks every other listed channel removed (the demo lineup's too:
 * an operator's lineup replaces it). One transaction: a failed write leaves the last good lineup.
 */
export async function storeLineup(db: Db, channels: readonly OverriddenChannel[], now: number): Promise<StoreResult> {
  return db.transaction().execute(async (trx) => {
    const groups = await groupIds(trx, new Set(channels.map((c) => c.group ?? UNGROUPED)));
    const existing = await allChannelIds(trx);
    let added = 0;
    let updated = 0;
    for (const c of channels) {
      const group = c.group ?? UNGROUPED;
      const row = {
        number: c.number,
        title: c.title,
        alias: aliasOf(c.title),
        description: [c.group, c.country, c.language].filter(Boolean).join(' · '),
        group_id: groups.get(group)!,
        type: 'standard' as const,
        is_free: c.premium ? 0 : 1,
        // The recorder follows the relay while the programme airs (server/recorder/relayCapture.ts).
        recordable: 1,
        // Seeds the generated logo's colours (channels/logos.ts): the group's known alias where there is one.
        genre: CHANNEL_GROUPS.find((g) => g.name.toLowerCase() === group.toLowerCase())?.alias ?? 'entertainment',
        source_key: c.key,
        streams: JSON.stringify(c.streams.map(({ url, headers }) => ({ url, headers }))),
        playlist: c.playlist,
        max_streams: c.maxStreams,
        guide_channel: c.tvgId,
        // How far back the archive keeps the channel for catch-up (server/archive/); 0 or absent: FTV_CATCHUP_DAYS.
        catchup_days: c.catchUp?.days ? c.catchUp.days : null,
        removed_at: null,
      };
      if (existing.has(c.id)) {
        await updateChannel(trx, c.id, row);
        updated += 1;
      } else {
        await insertChannels(trx, [{ id: c.id, ...row }]);
        added += 1;
      }
    }
    await unlockWithAllGroupPlans(trx, new Set(channels.filter((c) => c.premium).map((c) => groups.get(c.group ?? UNGROUPED)!)));
    const removed = await unlistChannelsExcept(trx, channels.map((c) => c.id), now);
    return { added, updated, removed };
  });
}

/**
 * A premium channel in a group of the operator's own is unlocked by the plans that promise every
 * group (the demo's groups are linked already; a plan listing only some of them is left as it is).
 */
async function unlockWithAllGroupPlans(db: Db, groupIds: ReadonlySet<number>): Promise<void> {
  const imported = [...groupIds].filter((id) => !CHANNEL_GROUPS.some((g) => g.id === id));
  if (imported.length === 0) return;
  const links = await planGroupPairs(db);
  const byPlan = new Map<number, Set<number>>();
  for (const l of links) byPlan.set(Number(l.plan_id), (byPlan.get(Number(l.plan_id)) ?? new Set()).add(Number(l.group_id)));
  const rows = [];
  for (const [planId, groups] of byPlan) {
    if (!CHANNEL_GROUPS.every((g) => groups.has(g.id))) continue;
    for (const groupId of imported) if (!groups.has(groupId)) rows.push({ plan_id: planId, group_id: groupId });
  }
  await insertPlanGroupLinks(db, rows);
}

/** Without FTV_LINEUP the demo lineup is back and imported channels leave the lists (their rows, and recordings, stay). */
export async function restoreDemoLineup(db: Db, now: number): Promise<void> {
  await relistDemoChannels(db);
  await unlistImportedChannels(db, now);
}
