// lineupRoutes.ts (admin) — the console's lineup (docs/api.md#lineup): every channel with its source, guide channel and edits; bulk rename, renumber, regroup, premium, hide, logo and guide mapping, each audited and undoable; the overrides file exported and imported.
import type { FastifyInstance } from 'fastify';
import { userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import { MAX_GROUP, MAX_NUMBER, logoProblem, normaliseEdit, parseEdit, parseSourceFields, titleProblem, type ChannelEdit, type SourceFields } from '../imports/edits.ts';
import { checkOverrides, OverridesError, type ChannelOverride } from '../imports/overrides.ts';
import { applyRename, renamePattern, RenameError, type RenameChange } from '../imports/rename.ts';
import type { Importer } from '../imports/service.ts';
import { allSources } from '../imports/sources.ts';
import { applyChannelEdits, channelsWithSource, parseStreams } from '../imports/store.ts';
import { channelEdits, channelEditsOf, saveChannelEdits } from '../imports/repository.ts';
import { consoleLineupRows } from '../lineup/repository.ts';
import { activeLineupRows } from './consoleRows.ts';
import { streamSamplesSince } from '../monitor/repository.ts';
import { reasonOf } from '../sources/input.ts';
import { requireOperator } from './access.ts';
import { insertAudit } from './repository.ts';
import type { UndoRegistry } from './undo.ts';

export interface LineupRoutesOptions {
  deps: Deps;
  importer: Importer;
  undo: UndoRegistry;
}

/** How far back the lineup's up/down comes from (the streams' minute samples). */
const RECENT_HEALTH_SECONDS = 10 * 60;

/** At most this many channels per bulk change (a whole 10,000-channel lineup fits). */
const MAX_IDS = 20_000;

/** One bulk change: exactly one of its fields. */
interface ChangeBody {
  title?: string;
  rename?: RenameChange;
  renumber_from?: number;
  group?: string;
  premium?: boolean;
  hidden?: boolean;
  /** A URL; '' takes the operator's logo away. */
  logo?: string;
  /** The guide channel for every id; '' takes the operator's mapping away. */
  guide?: string;
  /** Guide channel by channel id: suggestions accepted in bulk. */
  guides?: Record<string, string>;
  /** The source's streams (by index) in the order to try them; those left out are switched off. */
  streams?: number[];
  /** Takes every edit of the channels away: they are as their source says. */
  reset?: boolean;
}

const editBody = {
  type: 'object',
  required: ['ids', 'change'],
  properties: {
    session_key: sessionKeyProp,
    ids: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: MAX_IDS },
    change: { type: 'object' },
  },
} as const;

/** An edit per channel, as the audit keeps them (null: none). */
type EditsState = Record<string, ChannelEdit | null>;

export default async function lineupRoutes(app: FastifyInstance, { deps, importer, undo }: LineupRoutesOptions) {
  const { db, now, config } = deps;
  const guard = requireOperator(deps);

  /**
   * Writes the edits and the channels' rows, tells every instance, and (for a new guide channel) imports the guides
   * again in the background so its programmes come.
   */
  async function putEdits(edits: ReadonlyMap<number, ChannelEdit | null>) {
    await saveChannelEdits(db, new Map([...edits].map(([id, e]) => [id, e ? JSON.stringify(e) : null])), now());
    const result = await applyChannelEdits(db, edits, now());
    await importer.announce();
    if (result.guides.length || result.logos.length) {
      importer.importNow({ force: result.guides.length > 0 }).catch((error: unknown) => app.log.warn(`import after a lineup edit failed: ${reasonOf(error)}`));
    }
    return result;
  }

  const stateOf = (edits: ReadonlyMap<number, ChannelEdit | null>): EditsState => Object.fromEntries([...edits].map(([id, e]) => [String(id), e]));
  const mapOf = (state: EditsState) => new Map(Object.entries(state).map(([id, e]) => [Number(id), e]));

  undo.register('lineup.edit', async (entry) => {
    const before = mapOf((entry.before as { edits: EditsState }).edits);
    await putEdits(before);
    return { edits: stateOf(before) };
  });

  /** The new edit of each channel under one change; a refusal names what is wrong. */
  async function editsFor(ids: readonly number[], change: ChangeBody): Promise<{ next: Map<number, ChannelEdit | null>; before: Map<number, ChannelEdit | null>; verb: string }> {
    const channels = await channelsWithSource(db, ids);
    const missing = ids.find((id) => !channels.has(id));
    if (missing !== undefined) throw new HttpError(404, `Channel ${missing} not found`);
    const stored = await channelEditsOf(db, ids);
    const before = new Map<number, ChannelEdit | null>(ids.map((id) => [id, stored.has(id) ? parseEdit(stored.get(id)!) : null]));
    const keys = Object.keys(change).filter((k) => (change as Record<string, unknown>)[k] !== undefined);
    if (keys.length !== 1) throw new HttpError(400, 'change must have exactly one of title, rename, renumber_from, group, premium, hidden, logo, guide, guides, streams, reset');
    const verb = keys[0]!;
    const next = new Map<number, ChannelEdit | null>();
    const put = (id: number, delta: ChannelEdit, source: SourceFields) => next.set(id, normaliseEdit({ ...(before.get(id) ?? {}), ...delta }, source));
    switch (verb) {
      case 'title': {
        const problem = typeof change.title === 'string' ? titleProblem(change.title) : 'title must be text';
        if (problem) throw new HttpError(400, problem);
        for (const id of ids) put(id, { title: change.title!.trim() }, channels.get(id)!.source);
        break;
      }
      case 'rename': {
        const r = change.rename!;
        const rename: RenameChange = { find: String(r.find ?? ''), replace: String(r.replace ?? ''), regex: r.regex === true, prefix: String(r.prefix ?? ''), suffix: String(r.suffix ?? '') };
        let pattern;
        try {
          pattern = renamePattern(rename);
        } catch (error) {
          if (error instanceof RenameError) throw new HttpError(400, error.message);
          throw error;
        }
        for (const id of ids) {
          const { row, source } = channels.get(id)!;
          const title = applyRename(row.title, rename, pattern);
          const problem = titleProblem(title);
          if (problem) throw new HttpError(400, `${problem}: "${row.title}" would have none`);
          put(id, { title }, source);
        }
        break;
      }
      case 'renumber_from': {
        const from = change.renumber_from!;
        if (!Number.isInteger(from) || from < 1 || from + ids.length - 1 > MAX_NUMBER) throw new HttpError(400, `renumber_from must be a whole number from 1 to ${MAX_NUMBER - ids.length + 1}`);
        await refuseTakenNumbers(ids, from);
        ids.forEach((id, index) => put(id, { number: from + index }, channels.get(id)!.source));
        break;
      }
      case 'group': {
        const group = typeof change.group === 'string' ? change.group.trim() : '';
        if (group === '' || group.length > MAX_GROUP) throw new HttpError(400, `group must be a name of 1 to ${MAX_GROUP} characters`);
        for (const id of ids) put(id, { group }, channels.get(id)!.source);
        break;
      }
      case 'premium':
      case 'hidden': {
        const value = change[verb];
        if (typeof value !== 'boolean') throw new HttpError(400, `${verb} must be true or false`);
        // Shown again, the hidden flag goes from the edit (normaliseEdit keeps only `hidden: true`).
        for (const id of ids) put(id, verb === 'premium' ? { premium: value } : { hidden: value }, channels.get(id)!.source);
        break;
      }
      case 'logo': {
        const logo = typeof change.logo === 'string' ? change.logo.trim() : null;
        const problem = logo === null ? 'logo must be text' : logoProblem(logo);
        if (problem) throw new HttpError(400, problem);
        for (const id of ids) {
          const { logo: _dropped, ...rest } = before.get(id) ?? {};
          next.set(id, normaliseEdit(logo ? { ...rest, logo } : rest, channels.get(id)!.source));
        }
        break;
      }
      case 'guide': {
        const guide = typeof change.guide === 'string' ? change.guide.trim() : null;
        if (guide === null) throw new HttpError(400, 'guide must be a guide channel id');
        for (const id of ids) {
          const { guide: _g, guideMatch: _m, ...rest } = before.get(id) ?? {};
          next.set(id, normaliseEdit(guide ? { ...rest, guide, guideMatch: 'manual' } : rest, channels.get(id)!.source));
        }
        break;
      }
      case 'guides': {
        const guides = change.guides ?? {};
        for (const id of ids) {
          const guide = guides[String(id)];
          if (typeof guide !== 'string' || guide.trim() === '') throw new HttpError(400, `guides must give a guide channel id for channel ${id}`);
          put(id, { guide: guide.trim(), guideMatch: 'auto' }, channels.get(id)!.source);
        }
        break;
      }
      case 'streams': {
        const order = change.streams;
        for (const id of ids) {
          const count = parseStreams(channels.get(id)!.row.streams).length;
          if (!Array.isArray(order) || order.length === 0) throw new HttpError(400, 'A channel needs at least one stream switched on');
          if (order.some((i) => !Number.isInteger(i) || i < 0 || i >= count) || new Set(order).size !== order.length) throw new HttpError(400, `streams must list stream indices from 0 to ${count - 1}, each at most once`);
          const { streams: _s, ...rest } = before.get(id) ?? {};
          // The source's own order with every stream on is no edit at all.
          const unchanged = order.length === count && order.every((i, at) => i === at);
          next.set(id, normaliseEdit(unchanged ? rest : { ...rest, streams: order }, channels.get(id)!.source));
        }
        break;
      }
      case 'reset':
        for (const id of ids) next.set(id, null);
        break;
      default:
        throw new HttpError(400, `${verb} is not a change the lineup knows`);
    }
    return { next, before, verb };
  }

  /** A renumbering may not give a listed channel outside the selection's numbers to another. */
  async function refuseTakenNumbers(ids: readonly number[], from: number) {
    const chosen = new Set(ids);
    const to = from + ids.length - 1;
    const taken = (await consoleLineupRows(db)).filter((r) => r.removed_at === null && !chosen.has(Number(r.id)) && Number(r.number) >= from && Number(r.number) <= to);
    if (taken.length === 0) return;
    const names = taken.slice(0, 3).map((r) => `${r.number} ${r.title}`).join(', ');
    throw new HttpError(409, `Numbers ${from}–${to} are not all free (${names}${taken.length > 3 ? ` and ${taken.length - 3} more` : ''}): choose another first number`);
  }

  app.get('/admin/api/lineup', { schema: { querystring: sessionOnly }, preHandler: guard }, async () => {
    const [rows, edits, sources, recent] = await Promise.all([activeLineupRows(db), channelEdits(db), allSources(db, config), streamSamplesSince(db, now() - RECENT_HEALTH_SECONDS)]);
    // Up: a stream answered in the last minutes; down: only failures; null: nobody asked.
    const health = new Map<number, { ok: number; errors: number }>();
    for (const r of recent) {
      const h = health.get(Number(r.channel_id)) ?? { ok: 0, errors: 0 };
      health.set(Number(r.channel_id), { ok: h.ok + r.ok, errors: h.errors + r.errors });
    }
    const sourceName = new Map(sources.map((s) => [s.env ? s.location : s.key, s.name]));
    const channels = [];
    for (const r of rows) {
      const id = Number(r.id);
      const edit = edits.has(id) ? parseEdit(edits.get(id)!) : null;
      // Listed channels, and the ones the operator hid.
      if (r.removed_at !== null && !edit?.hidden) continue;
      const { source } = r;
      channels.push({
        id,
        number: Number(r.number),
        title: r.title,
        source_title: source?.title ?? r.title,
        group: r.group_name,
        source: r.playlist ? (sourceName.get(r.playlist) ?? r.playlist) : 'Demo lineup',
        logo: edit?.logo ?? source?.logo ?? null,
        premium: Number(r.is_free) === 0,
        hidden: Boolean(edit?.hidden),
        listed: source?.listed ?? r.removed_at === null,
        up: health.has(id) ? health.get(id)!.ok > 0 : null,
        guide_channel: r.guide_channel,
        guide_match: r.guide_match,
        edited: edit ? Object.keys(edit).filter((k) => k !== 'guideMatch') : [],
        streams: parseStreams(r.streams).length,
      });
    }
    channels.sort((a, b) => a.number - b.number || a.id - b.id);
    const groups = [...new Set(channels.map((c) => c.group))].sort((a, b) => a.localeCompare(b));
    return { channels, groups, sources: [...new Set(channels.map((c) => c.source))] };
  });

  app.post<{ Body: { ids: number[]; change: ChangeBody } }>('/admin/api/lineup/edit', { schema: { body: editBody }, preHandler: guard }, async (request) => {
    const ids = [...new Set(request.body.ids)];
    const { next, before, verb } = await editsFor(ids, request.body.change ?? {});
    const result = await putEdits(next);
    const entry = await insertAudit(db, {
      actor_id: userOf(request).id,
      at: now(),
      action: 'lineup.edit',
      target: `channels:${ids.length}:${verb}`,
      before: { edits: stateOf(before) },
      after: { edits: stateOf(next) },
    });
    return { success: true, changed: result.changed.length, audit_id: Number(entry.id) };
  });

  // The edits as an overrides file (FTV_LINEUP_OVERRIDES' shape), keyed by tvg-id where the channel has one, else its name.
  app.get('/admin/api/lineup/export', { schema: { querystring: sessionOnly }, preHandler: guard }, async () => {
    const edits = await channelEdits(db);
    const channels = await channelsWithSource(db, [...edits.keys()]);
    const out: Record<string, ChannelOverride> = {};
    for (const [id, json] of edits) {
      const found = channels.get(id);
      if (!found) continue;
      const edit = parseEdit(json);
      const key = found.source.guide && found.row.source_key?.startsWith('tvg:') ? found.row.source_key.slice(4) : found.source.title;
      const override: ChannelOverride = {};
      if (edit.title !== undefined) override.title = edit.title;
      if (edit.number !== undefined) override.number = edit.number;
      if (edit.group !== undefined) override.group = edit.group;
      if (edit.premium !== undefined) override.premium = edit.premium;
      if (edit.hidden) override.hidden = true;
      if (edit.guide !== undefined) override.guide = edit.guide;
      out[key] = override;
    }
    return { channels: out, playlists: {} };
  });

  // An overrides file taken in as edits: each key matched to a channel by tvg-id, else by name (as the import does).
  app.post<{ Body: { overrides?: unknown } }>(
    '/admin/api/lineup/import',
    { schema: { body: { type: 'object', required: ['overrides'], properties: { session_key: sessionKeyProp, overrides: {} } } }, preHandler: guard },
    async (request) => {
      let overrides;
      try {
        overrides = checkOverrides(request.body.overrides, 'in the console');
      } catch (error) {
        if (error instanceof OverridesError) throw new HttpError(400, error.message);
        throw error;
      }
      const rows = (await consoleLineupRows(db)).filter((r) => r.source_key !== null);
      const byKey = new Map<string, number>();
      for (const r of rows) {
        const source = parseSourceFields(r.source_fields);
        if (r.source_key?.startsWith('tvg:')) byKey.set(r.source_key.slice(4), Number(r.id));
        byKey.set((source?.title ?? r.title).toLowerCase(), Number(r.id));
      }
      const ids: number[] = [];
      const unused: string[] = [];
      const deltas = new Map<number, ChannelEdit>();
      for (const [key, o] of Object.entries(overrides.channels)) {
        const id = byKey.get(key.trim().toLowerCase());
        if (id === undefined) {
          unused.push(key);
          continue;
        }
        ids.push(id);
        deltas.set(id, { title: o.title, number: o.number, group: o.group, premium: o.premium, hidden: o.hidden, guide: o.guide, ...(o.guide ? { guideMatch: 'manual' as const } : {}) });
      }
      const channels = await channelsWithSource(db, ids);
      const stored = await channelEditsOf(db, ids);
      const before = new Map<number, ChannelEdit | null>(ids.map((id) => [id, stored.has(id) ? parseEdit(stored.get(id)!) : null]));
      const next = new Map<number, ChannelEdit | null>();
      for (const id of ids) {
        const delta = Object.fromEntries(Object.entries(deltas.get(id)!).filter(([, v]) => v !== undefined)) as ChannelEdit;
        next.set(id, normaliseEdit({ ...(before.get(id) ?? {}), ...delta }, channels.get(id)!.source));
      }
      const result = await putEdits(next);
      const entry = await insertAudit(db, { actor_id: userOf(request).id, at: now(), action: 'lineup.edit', target: `channels:${ids.length}:import`, before: { edits: stateOf(before) }, after: { edits: stateOf(next) } });
      return { success: true, changed: result.changed.length, matched: ids.length, unused, audit_id: Number(entry.id) };
    },
  );
}
