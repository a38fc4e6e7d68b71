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
  /** Its streams answered in the last minutes (false: only failures; null: nobody asked). */
  up: boolean | null;
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
  | { streams: number[] }
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

/** A guide channel offered for a lineup channel, with how sure the matcher is and why. */
export interface GuideSuggestion {
  guideChannel: string;
  name: string;
  score: number;
  why: string[];
}

export interface AutoMatch extends GuideSuggestion {
  id: number;
  number: number;
  title: string;
}

export interface GuideChannelPreview {
  names: string[];
  programmes: { start: number; stop: number; title: string }[];
}

export interface HealthPoint {
  at: number;
  up: number | null;
  ttfsMs: number | null;
  bitrateKbps: number | null;
  viewers: number | null;
}

export interface StreamHealth {
  index: number;
  host: string;
  enabled: boolean;
  current: boolean;
  up: boolean | null;
  lastError: string | null;
  lastErrorAt: number | null;
  ttfsMs: number | null;
  bitrateKbps: number | null;
  viewers: number;
  failovers24h: number;
  series: HealthPoint[];
}

export interface ChannelHealth {
  channel: { id: number; number: number; title: string };
  streams: StreamHealth[];
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
  /** Ranked guide channels for each of these lineup channels. */
  suggestions: (ids: number[], options?: CallOptions) => Promise<Map<number, GuideSuggestion[]>>;
  /** Every unmapped channel's confident suggestion. */
  automatch: (options?: CallOptions) => Promise<{ unmapped: number; matches: AutoMatch[] }>;
  searchGuide: (query: string, options?: CallOptions) => Promise<GuideSuggestion[]>;
  guidePreview: (guideChannel: string, options?: CallOptions) => Promise<GuideChannelPreview>;
  /** The edits as an overrides file (FTV_LINEUP_OVERRIDES' JSON). */
  exportOverrides: () => Promise<unknown>;
  /** An overrides file's JSON taken in as edits: how many channels it matched, and the keys it did not. */
  importOverrides: (overrides: unknown) => Promise<{ changed: number; matched: number; unused: string[] }>;
  health: (channelId: number, options?: CallOptions) => Promise<ChannelHealth>;
  /** Fetches each stream that is on to its first segment now, then answers the channel's health. */
  probe: (channelId: number) => Promise<ChannelHealth>;
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
    up: raw.up === null || raw.up === undefined ? null : flag(raw.up),
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

const toSuggestion = (value: unknown): GuideSuggestion => {
  const raw = asObject(value, 'suggestion');
  return { guideChannel: str(raw.guide_channel), name: str(raw.name), score: num(raw.score), why: (Array.isArray(raw.why) ? raw.why : []).map((w) => str(w)) };
};

function toHealth(value: unknown): ChannelHealth {
  const raw = asObject(value, 'health');
  const channel = asObject(raw.channel, 'channel');
  const numOrNullOf = (v: unknown) => (v === null || v === undefined ? null : num(v));
  return {
    channel: { id: num(channel.id), number: num(channel.number), title: str(channel.title) },
    streams: asArray(raw.streams, 'streams').map((s) => {
      const stream = asObject(s, 'stream');
      return {
        index: num(stream.index),
        host: str(stream.host),
        enabled: flag(stream.enabled),
        current: flag(stream.current),
        up: stream.up === null || stream.up === undefined ? null : flag(stream.up),
        lastError: typeof stream.last_error === 'string' ? stream.last_error : null,
        lastErrorAt: numOrNullOf(stream.last_error_at),
        ttfsMs: numOrNullOf(stream.ttfs_ms),
        bitrateKbps: numOrNullOf(stream.bitrate_kbps),
        viewers: num(stream.viewers),
        failovers24h: num(stream.failovers_24h),
        series: asArray(stream.series, 'series').map((p) => {
          const point = asObject(p, 'point');
          return { at: num(point.at), up: numOrNullOf(point.up), ttfsMs: numOrNullOf(point.ttfs_ms), bitrateKbps: numOrNullOf(point.bitrate_kbps), viewers: numOrNullOf(point.viewers) };
        }),
      };
    }),
  };
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
    suggestions: (ids, options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/lineup/suggestions', query: { ids: ids.join(',') }, signal: options.signal }), 'suggestions');
        const by = asObject(raw.suggestions, 'suggestions');
        return new Map(Object.entries(by).map(([id, list]) => [Number(id), asArray(list, 'suggestions').map(toSuggestion)]));
      }),
    automatch: (options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/lineup/automatch', signal: options.signal }), 'automatch');
        return {
          unmapped: num(raw.unmapped),
          matches: asArray(raw.matches, 'matches').map((m) => {
            const match = asObject(m, 'match');
            return { ...toSuggestion(match), id: num(match.id), number: num(match.number), title: str(match.title) };
          }),
        };
      }),
    searchGuide: (query, options = {}) =>
      failWith(FAILED, async () => asArray(asObject(await call({ method: 'GET', path: '/admin/api/guide/search', query: { q: query }, signal: options.signal }), 'search').channels, 'channels').map(toSuggestion)),
    guidePreview: (guideChannel, options = {}) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'GET', path: '/admin/api/guide/preview', query: { channel: guideChannel }, signal: options.signal }), 'preview');
        return {
          names: asArray(raw.names, 'names').map((n) => str(n)),
          programmes: asArray(raw.programmes, 'programmes').map((p) => {
            const programme = asObject(p, 'programme');
            return { start: num(programme.start), stop: num(programme.stop), title: str(programme.title) };
          }),
        };
      }),
    exportOverrides: () => failWith(FAILED, async () => await call({ method: 'GET', path: '/admin/api/lineup/export' })),
    importOverrides: (overrides) =>
      failWith(FAILED, async () => {
        const raw = asObject(await call({ method: 'POST', path: '/admin/api/lineup/import', body: { overrides } }), 'answer');
        return { changed: num(raw.changed), matched: num(raw.matched), unused: asArray(raw.unused, 'unused').map((u) => str(u)) };
      }),
    health: (channelId, options = {}) => failWith(FAILED, async () => toHealth(await call({ method: 'GET', path: `/admin/api/health/${channelId}`, signal: options.signal }))),
    probe: (channelId) => failWith(FAILED, async () => toHealth(await call({ method: 'POST', path: `/admin/api/health/${channelId}/probe` }))),
    undo: (id) =>
      failWith(FAILED, async () => {
        await call({ method: 'POST', path: `/admin/api/audit/${id}/undo` });
      }),
  };
}
