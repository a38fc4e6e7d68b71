// store.ts — writes an imported lineup (server/sources/mapping.ts) and the operator's edits into the channels table (through lineup/repository.ts): groups made as needed, ids kept, gone channels marked, only changed rows written.
import type { Db } from '../db/connect.ts';
import { CHANNEL_GROUPS } from '../lineup/groups.ts';
import { slug } from '../lineup/seed.ts';
import type { Insertable } from 'kysely';
import type { ChannelsTable } from '../db/schema.ts';
import { channelGroupNames, channelRowsForWrite, hasListedImportedChannel, importedChannelKeys, insertChannelGroups, insertChannels, relistDemoChannels, unlistChannelsExcept, unlistImportedChannels, updateChannel, type ChannelWriteRow } from '../lineup/repository.ts';
import { effectiveFields, parseSourceFields, type ChannelEdit, type SourceFields } from './edits.ts';
import type { LineupStream } from '../sources/mapping.ts';
import type { OverriddenChannel } from './overrides.ts';
import { insertPlanGroupLinks, planGroupPairs } from '../subscriptions/repository.ts';

/** Groups an operator's playlist names get ids from here on, clear of the demo lineup's eight. */
export const IMPORTED_GROUP_ID_MIN = 100;
/** Channels without a `group-title` go here. */
export const UNGROUPED = 'Other';

/** What the relay needs of a channel's upstreams, as kept in `channels.streams`. */
export type StoredStream = Pick<LineupStream, 'url' | 'headers'>;

/** The channel's streams as stored, in the operator's order with switched-off ones left out (`order`: JSON indices). */
export const parseStreams = (json: string | null, order: string | null = null): StoredStream[] => {
  if (!json) return [];
  let streams: StoredStream[];
  try {
    const value = JSON.parse(json) as unknown;
    streams = Array.isArray(value) ? (value as StoredStream[]).filter((s) => typeof s?.url === 'string') : [];
  } catch {
    return [];
  }
  const indices = order ? (JSON.parse(order) as number[]).filter((i) => Number.isInteger(i) && i >= 0 && i < streams.length) : [];
  // An order naming none of today's streams (the source changed) counts for nothing: every stream is tried.
  return indices.length ? indices.map((i) => streams[i]!) : streams;
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
  /** Rows that already said what the import says: not written. */
  unchanged: number;
  removed: number;
}

/** The columns an import or an edit decides, compared with the stored row so that only a change is written. */
type WrittenRow = Omit<Insertable<ChannelsTable>, 'id'>;

const differs = (row: Partial<WrittenRow>, stored: Record<string, unknown> | undefined) =>
  !stored || (Object.keys(row) as Array<keyof WrittenRow>).some((k) => (row[k] ?? null) !== (stored[k] ?? null) && String(row[k] ?? '') !== String(stored[k] ?? ''));

/** What the source (after the overrides file) says of a channel, as kept in `channels.source_fields`. */
export const sourceFieldsOf = (c: OverriddenChannel): SourceFields => ({
  title: c.title,
  number: c.number,
  group: c.group ?? UNGROUPED,
  premium: c.premium,
  logo: c.logo,
  guide: c.tvgId,
  guideMatch: null,
  listed: true,
});

/**
 * Upserts the lineup's channels with the operator's edits over them, and marks every other listed channel removed
 * (the demo lineup's too: an operator's lineup replaces it; a channel the operator hid too). Only rows that change are
 * written. One transaction: a failed write leaves the last good lineup.
 */
export async function storeLineup(db: Db, channels: readonly OverriddenChannel[], now: number, edits: ReadonlyMap<number, ChannelEdit> = new Map()): Promise<StoreResult> {
  return db.transaction().execute(async (trx) => {
    const shown = channels.map((c) => ({ c, source: sourceFieldsOf(c), fields: effectiveFields(sourceFieldsOf(c), edits.get(c.id)) }));
    const groups = await groupIds(trx, new Set(shown.map((s) => s.fields.group)));
    const stored = new Map((await channelRowsForWrite(trx)).map((r) => [Number(r.id), r as unknown as Record<string, unknown>]));
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    for (const { c, source, fields } of shown) {
      const before = stored.get(c.id);
      const row: WrittenRow = {
        number: fields.number,
        title: fields.title,
        alias: aliasOf(fields.title),
        // Description and colours follow the source's group (an operator's regrouping leaves them, so an edit needs no re-import).
        description: [c.group, c.country, c.language].filter(Boolean).join(' · '),
        group_id: groups.get(fields.group)!,
        type: 'standard' as const,
        is_free: fields.premium ? 0 : 1,
        // The recorder follows the relay while the programme airs (server/recorder/relayCapture.ts).
        recordable: 1,
        // Seeds the generated logo's colours (channels/logos.ts): the group's known alias where there is one.
        genre: CHANNEL_GROUPS.find((g) => g.name.toLowerCase() === source.group.toLowerCase())?.alias ?? 'entertainment',
        source_key: c.key,
        streams: JSON.stringify(c.streams.map(({ url, headers }) => ({ url, headers }))),
        playlist: c.playlist,
        max_streams: c.maxStreams,
        // The guide channel and how it was found are the guide import's to write (setGuideMatches), but for the operator's choice.
        ...(edits.get(c.id)?.guide !== undefined ? { guide_channel: fields.guide, guide_match: fields.guideMatch } : {}),
        // How far back the archive keeps the channel for catch-up (server/archive/); 0 or absent: FTV_CATCHUP_DAYS.
        catchup_days: c.catchUp?.days ? c.catchUp.days : null,
        source_fields: JSON.stringify(source),
        logo_url: edits.get(c.id)?.logo ?? null,
        stream_order: edits.get(c.id)?.streams ? JSON.stringify(edits.get(c.id)!.streams) : null,
        // A hidden channel keeps the time it left the lists; a shown one is listed.
        removed_at: fields.hidden ? (before?.removed_at === null || before?.removed_at === undefined ? now : Number(before.removed_at)) : null,
      };
      if (!before) {
        await insertChannels(trx, [{ id: c.id, ...row }]);
        added += 1;
      } else if (differs(row, before)) {
        await updateChannel(trx, c.id, row);
        updated += 1;
      } else unchanged += 1;
    }
    await unlockWithAllGroupPlans(trx, new Set(shown.filter((s) => s.fields.premium).map((s) => groups.get(s.fields.group)!)));
    const listed = new Set(channels.map((c) => c.id));
    // Channels the source stopped listing: their source fields say so (an operator's "show" does not bring them back).
    for (const [id, before] of stored) {
      if (listed.has(id) || before.source_key === null) continue;
      const source = parseSourceFields(before.source_fields as string | null);
      if (source?.listed) await updateChannel(trx, id, { source_fields: JSON.stringify({ ...source, listed: false }) });
    }
    const removed = await unlistChannelsExcept(trx, shown.filter((s) => !s.fields.hidden).map((s) => s.c.id), now);
    return { added, updated, unchanged, removed };
  });
}

/** A channel's source fields; a demo channel never edited has none yet, so they are read off its row. */
function sourceOfRow(row: ChannelWriteRow, groupName: string, demoListed: boolean): SourceFields {
  return (
    parseSourceFields(row.source_fields) ?? {
      title: row.title,
      number: Number(row.number),
      group: groupName,
      premium: Number(row.is_free) === 0,
      logo: null,
      guide: row.guide_channel,
      guideMatch: null,
      listed: row.source_key === null ? demoListed : row.removed_at === null,
    }
  );
}

/** The channels' rows with what their source says (for an edit, which keeps only what differs from the source). */
export async function channelsWithSource(db: Db, ids: readonly number[]): Promise<Map<number, { row: ChannelWriteRow; source: SourceFields }>> {
  const rows = await channelRowsForWrite(db, ids);
  const names = new Map((await channelGroupNames(db)).map((g) => [Number(g.id), g.name]));
  const demoListed = !(await hasListedImportedChannel(db));
  return new Map(rows.map((row) => [Number(row.id), { row, source: sourceOfRow(row, names.get(Number(row.group_id)) ?? UNGROUPED, demoListed) }]));
}

export interface EditResult {
  /** Channels whose row changed. */
  changed: number[];
  /** Channels whose logo changed (to fetch), and whose guide channel changed (their programmes come with the next import). */
  logos: number[];
  guides: number[];
}

/**
 * Writes the channels' rows as their edits say (each edit over its channel's source fields; null: the edit is gone and
 * the source's fields come back). A hidden channel leaves the lists; shown again, it returns if its source lists it.
 */
export async function applyChannelEdits(db: Db, edits: ReadonlyMap<number, ChannelEdit | null>, now: number): Promise<EditResult> {
  return db.transaction().execute(async (trx) => {
    const rows = await channelRowsForWrite(trx, [...edits.keys()]);
    const names = new Map((await channelGroupNames(trx)).map((g) => [Number(g.id), g.name]));
    const demoListed = !(await hasListedImportedChannel(trx));
    const wanted = rows.map((row) => {
      const source = sourceOfRow(row, names.get(Number(row.group_id)) ?? UNGROUPED, demoListed);
      return { row, source, fields: effectiveFields(source, edits.get(Number(row.id)) ?? undefined) };
    });
    const groups = await groupIds(trx, new Set(wanted.map((w) => w.fields.group)));
    const result: EditResult = { changed: [], logos: [], guides: [] };
    for (const { row, source, fields } of wanted) {
      const id = Number(row.id);
      const edit = edits.get(id) ?? null;
      const next: Partial<WrittenRow> = {
        number: fields.number,
        title: fields.title,
        alias: aliasOf(fields.title),
        group_id: groups.get(fields.group)!,
        is_free: fields.premium ? 0 : 1,
        // The operator's guide channel; one taken back returns to the source's until the next import matches it (the guide
        // import's own matches are left alone).
        ...(edit?.guide !== undefined
          ? { guide_channel: edit.guide, guide_match: edit.guideMatch ?? 'manual' }
          : row.guide_match === 'manual' || row.guide_match === 'auto'
            ? { guide_channel: source.guide, guide_match: null }
            : {}),
        logo_url: edit?.logo ?? null,
        stream_order: edit?.streams ? JSON.stringify(edit.streams) : null,
        source_fields: JSON.stringify(source),
        removed_at: fields.hidden ? (row.removed_at ?? now) : source.listed ? null : (row.removed_at ?? now),
      };
      const stored = row as unknown as Record<string, unknown>;
      if (!differs(next, stored)) continue;
      await updateChannel(trx, id, next);
      result.changed.push(id);
      if ((next.logo_url ?? null) !== (row.logo_url ?? null)) result.logos.push(id);
      if ('guide_channel' in next && (next.guide_channel ?? null) !== (row.guide_channel ?? null)) result.guides.push(id);
    }
    await unlockWithAllGroupPlans(trx, new Set(wanted.filter((w) => w.fields.premium).map((w) => groups.get(w.fields.group)!)));
    return result;
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
export async function restoreDemoLineup(db: Db, now: number, edits: ReadonlyMap<number, ChannelEdit> = new Map()): Promise<void> {
  await relistDemoChannels(db);
  await unlistImportedChannels(db, now);
  // The operator's edits of demo channels hold again (a hidden one stays hidden).
  const demo = (await channelRowsForWrite(db, [...edits.keys()])).filter((r) => r.source_key === null).map((r) => Number(r.id));
  if (demo.length) await applyChannelEdits(db, new Map(demo.map((id) => [id, edits.get(id)!])), now);
}
