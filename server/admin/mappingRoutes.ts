// mappingRoutes.ts (admin) — the console's guide mapping (docs/api.md#guide-mapping): ranked suggestions for unmapped channels with their scores and reasons, the confident ones for bulk accepting, a search across every guide channel, and a guide channel's next programmes before it is chosen.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionKeyProp } from '../http/schemas.ts';
import { allGuideChannels, guideChannelPreview, sourceImports } from '../imports/repository.ts';
import { activeLineupRows } from './consoleRows.ts';
import { autoMatch, buildGuideIndex, searchGuideChannels, suggestGuideChannels, type GuideIndex, type GuideSuggestion, type MatchCandidate } from '../sources/guideMatch.ts';
import { requireOperator } from './access.ts';

/** At most this many channels' suggestions per call. */
const MAX_SUGGESTED = 200;

const searchQuery = { type: 'object', properties: { session_key: sessionKeyProp, q: { type: 'string', maxLength: 200 } } } as const;
const previewQuery = { type: 'object', required: ['channel'], properties: { session_key: sessionKeyProp, channel: { type: 'string', maxLength: 500 } } } as const;
const idsQuery = { type: 'object', required: ['ids'], properties: { session_key: sessionKeyProp, ids: { type: 'string', pattern: '^[0-9]+(,[0-9]+)*$', maxLength: 20_000 } } } as const;

const answerOf = (s: GuideSuggestion) => ({ guide_channel: s.guideId, name: s.name, score: Math.round(s.score * 1000) / 1000, why: s.why });

export default async function mappingRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const guard = requireOperator(deps);
  // The index over every guide channel, built again only after a guide import wrote new ones.
  let cached: { version: string; index: GuideIndex } | null = null;

  async function guideIndex(): Promise<GuideIndex> {
    const version = String((await sourceImports(db)).find((r) => r.source === 'guides')?.at ?? 'none');
    if (cached?.version === version) return cached.index;
    const rows = await allGuideChannels(db);
    const seen = new Set<string>();
    const guide = [];
    for (const r of rows) {
      if (seen.has(r.xmltv_id)) continue;
      seen.add(r.xmltv_id);
      guide.push({ id: r.xmltv_id, displayNames: JSON.parse(r.names) as string[], icon: r.icon, line: 0 });
    }
    cached = { version, index: buildGuideIndex(guide) };
    return cached.index;
  }

  /** The lineup's listed channels as the matcher takes them: the operator's name and the source's, the source's logo. */
  async function candidates(filter: (row: { id: number; mapped: boolean }) => boolean): Promise<Array<MatchCandidate & { number: number }>> {
    const out = [];
    for (const r of await activeLineupRows(db)) {
      if (r.removed_at !== null) continue;
      const id = Number(r.id);
      if (!filter({ id, mapped: r.guide_channel !== null })) continue;
      const { source } = r;
      out.push({ id, number: Number(r.number), title: r.title, tvgName: source?.title ?? null, tvgId: null, logo: source?.logo ?? null });
    }
    return out;
  }

  app.get<{ Querystring: { q?: string } }>('/admin/api/guide/search', { schema: { querystring: searchQuery }, preHandler: guard }, async (request) => {
    const q = (request.query.q ?? '').trim();
    if (q === '') return { channels: [] };
    return { channels: searchGuideChannels(q, await guideIndex()).map(answerOf) };
  });

  app.get<{ Querystring: { channel: string } }>('/admin/api/guide/preview', { schema: { querystring: previewQuery }, preHandler: guard }, async (request) => {
    const rows = await guideChannelPreview(db, request.query.channel);
    if (rows.length === 0) throw new HttpError(404, 'Guide channel not found');
    const first = rows[0]!;
    return {
      guide_channel: request.query.channel,
      names: JSON.parse(first.names) as string[],
      programmes: rows.flatMap((r) => (r.preview ? (JSON.parse(r.preview) as Array<{ start: number; stop: number; title: string }>) : [])).slice(0, 3),
    };
  });

  app.get<{ Querystring: { ids: string } }>('/admin/api/lineup/suggestions', { schema: { querystring: idsQuery }, preHandler: guard }, async (request) => {
    const ids = new Set(request.query.ids.split(',').map(Number));
    if (ids.size > MAX_SUGGESTED) throw new HttpError(400, `At most ${MAX_SUGGESTED} channels per call`);
    const index = await guideIndex();
    const chosen = await candidates((r) => ids.has(r.id));
    return { suggestions: Object.fromEntries(chosen.map((c) => [String(c.id), suggestGuideChannels(c, index).map(answerOf)])) };
  });

  // Every unmapped channel whose best suggestion is confident enough to accept in bulk (each guide channel once).
  app.get('/admin/api/lineup/automatch', { schema: { querystring: { type: 'object', properties: { session_key: sessionKeyProp } } }, preHandler: guard }, async () => {
    const index = await guideIndex();
    const unmapped = await candidates((r) => !r.mapped);
    const matched = autoMatch(unmapped, index);
    return {
      unmapped: unmapped.length,
      matches: unmapped.filter((c) => matched.has(c.id)).map((c) => ({ id: c.id, number: c.number, title: c.title, ...answerOf(matched.get(c.id)!) })),
    };
  });
}
