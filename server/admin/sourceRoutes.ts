// sourceRoutes.ts (admin) — the console's sources (docs/api.md#sources): playlists, guides and Xtream Codes accounts added, edited, ordered, switched off and deleted, each change audited and followed by an import; the environment's shown read-only.
import type { FastifyInstance } from 'fastify';
import { userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idParams, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { LineupSource, SourceKind } from '../db/schema.ts';
import type { Importer, ImportReport } from '../imports/service.ts';
import type { SourceReport } from '../imports/report.ts';
import { addressOf, allSources, type SourceRef } from '../imports/sources.ts';
import { consoleSourceById, consoleSources, deleteConsoleSource, insertConsoleSource, orderConsoleSources, sourceImports, updateConsoleSource } from '../imports/repository.ts';
import { reasonOf } from '../sources/input.ts';
import { requireOperator } from './access.ts';
import { insertAudit } from './repository.ts';
import type { UndoRegistry } from './undo.ts';

export interface SourceRoutesOptions {
  deps: Deps;
  importer: Importer;
  undo: UndoRegistry;
}

const KINDS: readonly SourceKind[] = ['playlist', 'guide', 'xtream'];

const sourceBody = {
  type: 'object',
  properties: {
    session_key: sessionKeyProp,
    kind: { type: 'string' },
    name: { type: 'string' },
    url: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    // A number, null or '' (none): checked by checkedFields, which names the field.
    max_streams: {},
    enabled: { type: 'boolean' },
  },
} as const;
const orderBody = { type: 'object', properties: { session_key: sessionKeyProp, ids: { type: 'array', items: { type: 'integer' }, maxItems: 1000 } } } as const;

interface SourceFieldsBody {
  kind?: string;
  name?: string;
  url?: string;
  username?: string;
  password?: string;
  max_streams?: number | string | null;
  enabled?: boolean;
}

/** A source as the audit keeps it: all of it, so an undo can put a deleted one back. */
type SourceState = Omit<LineupSource, 'id'> & { id: number };

/** The checked fields of an add (`current` absent) or an edit; a refusal names the field. */
function checkedFields(body: SourceFieldsBody, current?: LineupSource) {
  const kind = (current?.kind ?? body.kind ?? '') as SourceKind;
  if (!current && !KINDS.includes(kind)) throw new HttpError(400, 'kind must be playlist, guide or xtream');
  if (current && body.kind !== undefined && body.kind !== current.kind) throw new HttpError(400, "kind cannot change: add a new source instead");
  const name = (body.name ?? current?.name ?? '').trim();
  if (name === '') throw new HttpError(400, 'name is required');
  if (name.length > 100) throw new HttpError(400, 'name is at most 100 characters');
  const url = (body.url ?? current?.url ?? '').trim();
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new HttpError(400, 'url must be an http:// or https:// address');
  let username: string | null = null;
  let password: string | null = null;
  if (kind === 'xtream') {
    username = (body.username ?? current?.username ?? '').trim();
    // An edit with no password keeps the saved one, on the same server only: a saved password is never sent to an
    // address the operator gave it to nobody at (a typo, or a panel address pasted from elsewhere).
    if (current && !body.password && current.password && !sameServer(current.url, parsed.href)) {
      throw new HttpError(400, 'password is required again: the account moves to another server, and its saved password is only sent to the one it was given for');
    }
    password = body.password ? body.password : (current?.password ?? '');
    if (username === '') throw new HttpError(400, 'username is required for an Xtream Codes account');
    if (password === '') throw new HttpError(400, 'password is required for an Xtream Codes account');
  }
  const rawLimit = body.max_streams === undefined ? current?.max_streams : body.max_streams;
  const limit = rawLimit === null || rawLimit === undefined || rawLimit === '' ? null : Number(rawLimit);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > 1000)) throw new HttpError(400, 'max_streams must be a whole number from 1 to 1000');
  const enabled = body.enabled === undefined ? (current ? Number(current.enabled) : 1) : body.enabled ? 1 : 0;
  return { kind, name, url, username, password, max_streams: limit, enabled };
}

/** Whether two addresses name the same server: scheme, host and port (a password is not sent over plain HTTP where it went over HTTPS). */
function sameServer(saved: string, next: string): boolean {
  try {
    const [a, b] = [new URL(saved), new URL(next)];
    return a.protocol === b.protocol && a.host === b.host;
  } catch {
    return false;
  }
}

/** What the console is told of a source: never its password. */
function answerOf(s: SourceRef, report: SourceReport | null) {
  return {
    id: s.id,
    kind: s.kind,
    name: s.name,
    address: addressOf(s),
    url: s.location,
    username: s.username,
    enabled: s.enabled,
    priority: s.priority,
    max_streams: s.maxStreams,
    read_only: s.env !== null,
    env: s.env,
    last_import: report && {
      at: report.at,
      ms: report.ms,
      ok: report.ok,
      error: report.error ?? null,
      channels: report.channels,
      programmes: report.programmes,
      problems: report.problems,
      problems_total: report.problemsTotal,
      unchanged: report.unchanged ?? false,
    },
  };
}

/** The import's outcome as a change's answer carries it: the change stands either way. */
const importOutcome = (report: ImportReport) => ({
  ok: true,
  channels: report.channels,
  // Channel rows written: only those whose source changed.
  written: report.stored.added + report.stored.updated,
  ms: Math.round(report.ms),
  guides_unchanged: report.guidesUnchanged,
});

export default async function sourceRoutes(app: FastifyInstance, { deps, importer, undo }: SourceRoutesOptions) {
  const { db, now, config } = deps;
  const guard = requireOperator(deps);

  const stateOf = (s: LineupSource): SourceState => ({ ...s, id: Number(s.id) });

  /** Puts a source back as the audit kept it (null: there was none, so it goes). */
  async function putSource(id: number, state: SourceState | null) {
    const current = await consoleSourceById(db, id);
    if (state === null) {
      if (current) await deleteConsoleSource(db, id);
      return;
    }
    const { id: _id, ...fields } = state;
    if (current) await updateConsoleSource(db, id, fields);
    else await insertConsoleSource(db, state);
  }

  /** Imports after a change: the answer says how it went; a failure leaves the change and the last good lineup. */
  async function importAfterChange() {
    try {
      return importOutcome(await importer.importNow());
    } catch (error) {
      return { ok: false, error: reasonOf(error) };
    }
  }

  async function listAnswer() {
    const reports = new Map((await sourceImports(db)).map((r) => [r.source, JSON.parse(r.report) as SourceReport]));
    return (await allSources(db, config)).map((s) => answerOf(s, reports.get(s.key) ?? null));
  }

  async function oneAnswer(id: number) {
    return (await listAnswer()).find((s) => s.id === id)!;
  }

  for (const action of ['sources.add', 'sources.edit', 'sources.delete']) {
    undo.register(action, async (entry) => {
      const id = Number(entry.target.split(':')[1]);
      await putSource(id, (entry.before as { source: SourceState | null }).source);
      await importAfterChange();
      return { source: (await consoleSourceById(db, id)) ?? null };
    });
  }
  undo.register('sources.order', async (entry) => {
    const ids = (entry.before as { ids: number[] }).ids;
    await orderConsoleSources(db, ids);
    await importAfterChange();
    return { ids };
  });

  app.get('/admin/api/sources', { schema: { querystring: sessionOnly }, preHandler: guard }, async () => ({ sources: await listAnswer() }));

  app.post<{ Body: SourceFieldsBody }>('/admin/api/sources', { schema: { body: sourceBody }, preHandler: guard }, async (request) => {
    const fields = checkedFields(request.body ?? {});
    const at = now();
    const source = await insertConsoleSource(db, { ...fields, created_at: at, updated_at: at });
    const id = Number(source.id);
    const entry = await insertAudit(db, { actor_id: userOf(request).id, at, action: 'sources.add', target: `source:${id}`, before: { source: null }, after: { source: stateOf(source) } });
    const imported = await importAfterChange();
    return { success: true, source: await oneAnswer(id), import: imported, audit_id: Number(entry.id) };
  });

  app.patch<{ Params: { id: number }; Body: SourceFieldsBody }>('/admin/api/sources/:id', { schema: { params: idParams, body: sourceBody }, preHandler: guard }, async (request) => {
    const current = await consoleSourceById(db, request.params.id);
    if (!current) throw new HttpError(404, 'Source not found');
    const fields = checkedFields(request.body ?? {}, current);
    const at = now();
    const updated = (await updateConsoleSource(db, Number(current.id), { ...fields, updated_at: at }))!;
    const entry = await insertAudit(db, { actor_id: userOf(request).id, at, action: 'sources.edit', target: `source:${current.id}`, before: { source: stateOf(current) }, after: { source: stateOf(updated) } });
    const imported = await importAfterChange();
    return { success: true, source: await oneAnswer(Number(current.id)), import: imported, audit_id: Number(entry.id) };
  });

  app.delete<{ Params: { id: number } }>('/admin/api/sources/:id', { schema: { params: idParams }, preHandler: guard }, async (request) => {
    const current = await consoleSourceById(db, request.params.id);
    if (!current) throw new HttpError(404, 'Source not found');
    await deleteConsoleSource(db, Number(current.id));
    const entry = await insertAudit(db, { actor_id: userOf(request).id, at: now(), action: 'sources.delete', target: `source:${current.id}`, before: { source: stateOf(current) }, after: { source: null } });
    const imported = await importAfterChange();
    return { success: true, import: imported, audit_id: Number(entry.id) };
  });

  app.post<{ Body: { ids?: number[] } }>('/admin/api/sources/order', { schema: { body: orderBody }, preHandler: guard }, async (request) => {
    const ids = request.body?.ids ?? [];
    const before = (await consoleSources(db)).map((s) => Number(s.id));
    if (ids.length !== before.length || new Set(ids).size !== ids.length || ids.some((id) => !before.includes(id))) throw new HttpError(400, 'ids must list every source added in the console once');
    await orderConsoleSources(db, ids);
    const entry = await insertAudit(db, { actor_id: userOf(request).id, at: now(), action: 'sources.order', target: 'sources', before: { ids: before }, after: { ids } });
    const imported = await importAfterChange();
    return { success: true, sources: await listAnswer(), import: imported, audit_id: Number(entry.id) };
  });

  app.post('/admin/api/sources/refresh', { schema: { body: { type: 'object', properties: { session_key: sessionKeyProp } } }, preHandler: guard }, async () => {
    const imported = await importAfterChange();
    return { success: true, import: imported, sources: await listAnswer() };
  });
}
