// admin.ts — the operator's console (docs/api.md#operators): sources, the lineup and its bulk edits, the audit and its undo; loaded with the console's chunk only, the provider's names in and out.
import { failWith } from './errors';
import { asArray, asObject, flag, isObject, num, numOrNull, str } from './normalise';
import type { Session } from './session';
import type { CallOptions } from './types';

export type SourceKind = 'playlist' | 'guide' | 'xtream';

export interface SourceImportReport {
  /** Unix seconds. */
  at: number;
  ms: number;
  ok: boolean;
  error: string | null;
  channels: number;
  programmes: number;
  problems: { line: number; message: string }[];
  problemsTotal: number;
  unchanged: boolean;
}

export interface LineupSource {
  /** null: from the environment (FTV_LINEUP, FTV_GUIDE), read-only. */
  id: number | null;
  kind: SourceKind;
  name: string;
  /** What to show: the URL, or an Xtream Codes account as user@host. */
  address: string;
  url: string;
  username: string | null;
  enabled: boolean;
  maxStreams: number | null;
  readOnly: boolean;
  env: string | null;
  lastImport: SourceImportReport | null;
}

export interface SourceFields {
  kind: SourceKind;
  name: string;
  url: string;
  username?: string;
  /** Empty on an edit: the saved one stays. */
  password?: string;
  maxStreams: number | null;
  enabled?: boolean;
}

/** How an import after a change went (the change stands either way). */
export interface ImportOutcome {
  ok: boolean;
  error: string | null;
  channels: number;
}

export type GuideMatchKind = 'tvg-id' | 'name' | 'manual' | 'auto';

export interface ConsoleChannel {
  id: number;
  number: number;
  title: string;
  sourceTitle: string;
  group: string;
  source: string;
  logo: string | null;
  premium: boolean;
  hidden: boolean;
  /** Its source still lists it. */
  listed: boolean;
  guideChannel: string | null;
  guideMatch: GuideMatchKind | null;
  /** The fields the operator changed. */
  edited: string[];
  streams: number;
}

export interface ConsoleLineup {
  channels: ConsoleChannel[];
  groups: string[];
  sources: string[];
}

/** One bulk change, as the provider takes it. */
export type LineupChange =
  | { rename: { find: string; replace: string; regex: boolean; prefix: string; suffix: string } }
  | { renumberFrom: number }
  | { group: string }
  | { premium: boolean }
  | { hidden: boolean }
  | { logo: string }
  | { guide: string }
  | { guides: Record<number, string> }
  | { reset: true };

/** What a lineup edit changed, as the audit names it. */
export type LineupChangeName = 'title' | 'rename' | 'renumber' | 'group' | 'premium' | 'hidden' | 'logo' | 'guide' | 'guides' | 'reset' | 'import';

export interface AuditEntry {
  id: number;
  at: number;
  actor: string | null;
  action: string;
  target: string;
  /** A lineup edit's channel count and change (from its target). */
  channels: number | null;
  change: LineupChangeName | null;
  before: unknown;
  after: unknown;
  undoneAt: number | null;
}

export interface AdminApi {
  me: (options?: CallOptions) => Promise<{ email: string; nickname: string }>;
  sources: (options?: CallOptions) => Promise<LineupSource[]>;
  addSource: (fields: SourceFields) => Promise<{ source: LineupSource; outcome: ImportOutcome }>;
  updateSource: (id: number, fields: Partial<SourceFields>) => Promise<{ source: LineupSource; outcome: ImportOutcome }>;
  removeSource: (id: number) => Promise<ImportOutcome>;
  orderSources: (ids: number[]) => Promise<LineupSource[]>;
  refresh: () => Promise<{ sources: LineupSource[]; outcome: ImportOutcome }>;
  lineup: (options?: CallOptions) => Promise<ConsoleLineup>;
  edit: (ids: number[], change: LineupChange) => Promise<{ changed: number; auditId: number }>;
  audit: (before?: number, options?: CallOptions) => Promise<AuditEntry[]>;
  undo: (id: number) => Promise<void>;
}

/** The console's calls fail with the provider's message (it names the problem), else this. */
const FAILED = 'The console could not reach the provider';

const toReport = (value: unknown): SourceImportReport | null => {
  if (!isObject(value)) return null;
  return {
    at: num(value.at),
    ms: num(value.ms),
    ok: flag(value.ok),
    error: typeof value.error === 'string' ? value.error : null,
    channels: num(value.channels),
    programmes: num(value.programmes),
    problems: (Array.isArray(value.problems) ? value.problems : []).map((p) => ({ line: num(isObject(p) ? p.line : 0), message: str(isObject(p) ? p.message : '') })),
    problemsTotal: num(value.problems_total),
    unchanged: flag(value.unchanged),
  };
};

export function toSource(value: unknown): LineupSource {
  const raw = asObject(value, 'source');
  const kind = raw.kind === 'guide' || raw.kind === 'xtream' ? raw.kind : 'playlist';
  return {
    id: numOrNull(raw.id),
    kind,
    name: str(raw.name),
    address: str(raw.address),
    url: str(raw.url),
    username: typeof raw.username === 'string' ? raw.username : null,
    enabled: flag(raw.enabled),
    maxStreams: numOrNull(raw.max_streams),
    readOnly: flag(raw.read_only),
    env: typeof raw.env === 'string' ? raw.env : null,
    lastImport: toReport(raw.last_import),
  };
}

const toOutcome = (value: unknown): ImportOutcome => {
  const raw = isObject(value) ? value : {};
  return { ok: flag(raw.ok), error: typeof raw.error === 'string' ? raw.error : null, channels: num(raw.channels) };
};

const MATCHES: readonly GuideMatchKind[] = ['tvg-id', 'name', 'manual', 'auto'];

export function toConsoleChannel(value: unknown): ConsoleChannel {
  const raw = asObject(value, 'channel');
  return {
    id: num(raw.id),
    number: num(raw.number),
    title: str(raw.title),
    sourceTitle: str(raw.source_title),
    group: str(raw.group),
    source: str(raw.source),
    logo: typeof raw.logo === 'string' ? raw.logo : null,
    premium: flag(raw.premium),
    hidden: flag(raw.hidden),
    listed: flag(raw.listed),
    guideChannel: typeof raw.guide_channel === 'string' ? raw.guide_channel : null,
    guideMatch: MATCHES.includes(raw.guide_match as GuideMatchKind) ? (raw.guide_match as GuideMatchKind) : null,
    edited: (Array.isArray(raw.edited) ? raw.edited : []).map((f) => str(f)),
    streams: num(raw.streams),
  };
}

const fromFields = (fields: Partial<SourceFields>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (fields.kind !== undefined) out.kind = fields.kind;
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.url !== undefined) out.url = fields.url;
  if (fields.username !== undefined) out.username = fields.username;
  if (fields.password) out.password = fields.password;
  if (fields.maxStreams !== undefined) out.max_streams = fields.maxStreams;
  if (fields.enabled !== undefined) out.enabled = fields.enabled;
  return out;
};

const fromChange = (change: LineupChange): Record<string, unknown> => {
  if ('renumberFrom' in change) return { renumber_from: change.renumberFrom };
  if ('guides' in change) return { guides: Object.fromEntries(Object.entries(change.guides).map(([id, g]) => [String(id), g])) };
  return change;
};

/** The field of SourceFields a refusal names ("url must be …"), else null (the form as a whole). */
export function refusedSourceField(message: string): keyof SourceFields | null {
  const fields: Record<string, keyof SourceFields> = { kind: 'kind', name: 'name', url: 'url', username: 'username', password: 'password', max_streams: 'maxStreams' };
  return fields[message.split(' ')[0] ?? ''] ?? null;
}

const sourcesOf = (answer: unknown) => asArray(isObject(answer) ? answer.sources : answer, 'sources').map(toSource);

export function createAdminApi({ session }: { session: Session }): AdminApi {
  // A 403 here says the account is no operator, not that its token is stale: never log the viewer out for it.
  const call = (spec: Parameters<Session['call']>[0]) => session.call(spec, { relogin: false });
  return {
    me: (options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/me', signal: options.signal }), 'me');
        return { email: str(raw.email), nickname: str(raw.nickname) };
      }),
    sources: (options = {}) => failWith(FAILED, async () => sourcesOf(await call({ method: 'GET', path: '/admin/api/sources', signal: options.signal }))),
    addSource: (fields) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'POST', path: '/admin/api/sources', body: fromFields(fields) }), 'answer');
        return { source: toSource(raw.source), outcome: toOutcome(raw.import) };
      }),
    updateSource: (id, fields) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'PATCH', path: `/admin/api/sources/${id}`, body: fromFields(fields) }), 'answer');
        return { source: toSource(raw.source), outcome: toOutcome(raw.import) };
      }),
    removeSource: (id) => failWith(FAILED, async () => toOutcome(asObject(await call({ method: 'DELETE', path: `/admin/api/sources/${id}` }), 'answer').import)),
    orderSources: (ids) => failWith(FAILED, async () => sourcesOf(await call({ method: 'POST', path: '/admin/api/sources/order', body: { ids } }))),
    refresh: () =>
      failWith(FAILED, async () => {
        const answer = await call({ method: 'POST', path: '/admin/api/sources/refresh' });
        return { sources: sourcesOf(answer), outcome: toOutcome(isObject(answer) ? answer.import : null) };
      }),
    lineup: (options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/lineup', signal: options.signal }), 'lineup');
        return {
          channels: asArray(raw.channels, 'channels').map(toConsoleChannel),
          groups: asArray(raw.groups, 'groups').map((g) => str(g)),
          sources: asArray(raw.sources, 'sources').map((s) => str(s)),
        };
      }),
    edit: (ids, change) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'POST', path: '/admin/api/lineup/edit', body: { ids, change: fromChange(change) } }), 'answer');
        return { changed: num(raw.changed), auditId: num(raw.audit_id) };
      }),
    audit: (before, options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/audit', query: { before }, signal: options.signal }), 'audit');
        return asArray(raw.entries, 'entries').map((e) => {
          const entry = asObject(e, 'entry');
          const target = str(entry.target);
          const [kind, count, change] = target.split(':');
          return {
            id: num(entry.id),
            at: num(entry.at),
            actor: typeof entry.actor === 'string' ? entry.actor : null,
            action: str(entry.action),
            target,
            channels: kind === 'channels' ? num(count) : null,
            change: kind === 'channels' && change ? ((change === 'renumber_from' ? 'renumber' : change) as LineupChangeName) : null,
            before: entry.before,
            after: entry.after,
            undoneAt: numOrNull(entry.undone_at),
          };
        });
      }),
    undo: (id) =>
      failWith(FAILED, async () => {
        await call({ method: 'POST', path: `/admin/api/audit/${id}/undo` });
      }),
  };
}
