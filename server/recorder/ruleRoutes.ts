// ruleRoutes.ts (recorder) — recording rules (docs/api.md#recording-rules): list, preview, create, edit, reorder, delete; each save plans the user's rules and books what they take.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, userOf, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idParams, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import type { RecordingRule as RuleRow, RecordingRulesTable, RuleKind } from '../db/schema.ts';
import type { RecordingRule, RuleAiring } from '../../wire/types.ts';
import { channelById } from '../lineup/repository.ts';
import { appUrl } from '../mail/links.ts';
import { deleteRule, insertRule, ruleAiringsOf, ruleOf, rulesOf, setRulePriorities, updateRule } from './repository.ts';
import { airingTitle, ruleRegex, type PlannedAiring } from './rulePlan.ts';
import { planRuleOf, type RuleService } from './rules.ts';

/** A user keeps at most this many rules: each is planned against a week of the guide on every save. */
export const MAX_RULES = 100;
const MAX_TEXT = 200;
const MAX_KEEP_COUNT = 100;
const MAX_KEEP_DAYS = 365;
/** Padding before and after a programme: up to 30 minutes, in seconds. */
const MAX_PADDING = 1800;
const ALL_DAYS = 127;

const ruleBody = { type: 'object', properties: { session_key: sessionKeyProp } } as const;

/** What a create, an edit or a preview sends; every field checked by `ruleFields`. */
type RuleInput = Record<string, unknown>;

const hhmm = (minutes: number | null) => (minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

function minutesOf(value: unknown, name: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const m = typeof value === 'string' ? /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(value) : null;
  if (!m) throw new HttpError(400, `${name} must be a time of day as HH:MM (00:00 to 23:59)`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function text(value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new HttpError(400, `${name} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > MAX_TEXT) throw new HttpError(400, `${name} must be at most ${MAX_TEXT} characters`);
  return trimmed || null;
}

function flag(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new HttpError(400, `${name} must be true or false`);
  return value ? 1 : 0;
}

function limit(value: unknown, name: string, most: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > most) throw new HttpError(400, `${name} must be a whole number from 1 to ${most}, or null for no limit`);
  return value as number;
}

function padding(value: unknown, name: string): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_PADDING) throw new HttpError(400, `${name} must be whole seconds from 0 to ${MAX_PADDING} (30 minutes)`);
  return value as number;
}

function timeZoneOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'UTC';
  if (typeof value !== 'string' || value.length > 64) throw new HttpError(400, 'time_zone must be a time zone such as Europe/London');
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new HttpError(400, `time_zone is not a time zone: ${value}`);
  }
}

/** A reminder's lead time at most (as reminders' own lead_minutes, server/reminders/routes.ts). */
const MAX_LEAD_MINUTES = 15;

function remindMinutesOf(value: unknown): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_LEAD_MINUTES) throw new HttpError(400, `remind_minutes must be a whole number from 0 to ${MAX_LEAD_MINUTES}, or null`);
  return value as number;
}

function weekdaysOf(value: unknown): number {
  if (value === undefined) return ALL_DAYS;
  if (!Array.isArray(value) || value.length === 0 || !value.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) {
    throw new HttpError(400, 'weekdays must name at least one day, 0 (Sunday) to 6 (Saturday)');
  }
  return value.reduce((bits: number, d: number) => bits | (1 << d), 0);
}

/**
 * The row fields of a rule from what the client sent, merged over `base` (an edit sends only what changes). Every
 * problem is a 400 naming the field.
 */
async function ruleFields(deps: Deps, body: RuleInput, base: Partial<RuleRow> = {}): Promise<Omit<RecordingRulesTable, 'id' | 'user_id' | 'priority' | 'created_at'>> {
  const has = (key: string) => Object.hasOwn(body, key);
  const kind = (has('kind') ? body.kind : base.kind) as RuleKind | undefined;
  if (kind !== 'series' && kind !== 'keyword' && kind !== 'slot') throw new HttpError(400, 'kind must be series, keyword or slot');
  let channelId = has('channel_id') ? body.channel_id : base.channel_id ?? null;
  if (channelId !== null) {
    const id = typeof channelId === 'number' ? channelId : typeof channelId === 'string' && /^[0-9]{1,10}$/.test(channelId) ? Number(channelId) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(400, 'channel_id must be a channel id, or null for any channel');
    const channel = await channelById(deps.db, id);
    if (!channel || channel.removed_at !== null || channel.type !== 'standard') throw new HttpError(404, 'Channel not found');
    channelId = id;
  }
  const fields = {
    kind,
    title: has('title') ? text(body.title, 'title') : base.title ?? null,
    series_id: has('series_id') ? text(body.series_id, 'series_id') : base.series_id ?? null,
    keyword: has('keyword') ? text(body.keyword, 'keyword') : base.keyword ?? null,
    regex: flag(body.regex, 'regex') ?? base.regex ?? 0,
    channel_id: channelId as number | null,
    weekdays: has('weekdays') ? weekdaysOf(body.weekdays) : base.weekdays ?? ALL_DAYS,
    start_from: has('start_from') ? minutesOf(body.start_from, 'start_from') : base.start_from ?? null,
    start_to: has('start_to') ? minutesOf(body.start_to, 'start_to') : base.start_to ?? null,
    time_zone: has('time_zone') ? timeZoneOf(body.time_zone) : base.time_zone ?? 'UTC',
    new_only: flag(body.new_only, 'new_only') ?? base.new_only ?? 0,
    keep_count: has('keep_count') ? limit(body.keep_count, 'keep_count', MAX_KEEP_COUNT) : base.keep_count ?? null,
    keep_days: has('keep_days') ? limit(body.keep_days, 'keep_days', MAX_KEEP_DAYS) : base.keep_days ?? null,
    pad_before: has('padding_before') ? padding(body.padding_before, 'padding_before') : base.pad_before ?? 0,
    pad_after: has('padding_after') ? padding(body.padding_after, 'padding_after') : base.pad_after ?? 0,
    paused: flag(body.paused, 'paused') ?? base.paused ?? 0,
    remind_minutes: has('remind_minutes') ? remindMinutesOf(body.remind_minutes) : base.remind_minutes ?? null,
    remind_origin: base.remind_origin ?? null,
  };
  if ((fields.start_from === null) !== (fields.start_to === null)) throw new HttpError(400, 'start_from and start_to go together: both times, or neither');
  if (kind === 'series' && !fields.title && !fields.series_id) throw new HttpError(400, 'A series rule needs the series: its title or series_id');
  if (kind === 'keyword') {
    if (!fields.keyword) throw new HttpError(400, 'A keyword rule needs a keyword');
    if (fields.regex && !ruleRegex(fields.keyword)) throw new HttpError(400, `keyword is not a valid regular expression: ${fields.keyword}`);
  }
  if (kind === 'slot' && fields.channel_id === null) throw new HttpError(400, 'A time-slot rule needs a channel');
  if (kind === 'slot' && fields.start_from === null && fields.weekdays === ALL_DAYS) throw new HttpError(400, 'A time-slot rule needs its days or a start window');
  return { ...fields, title: fields.title ?? fields.keyword ?? fields.series_id ?? 'Time slot' };
}

const airingAnswer = (a: { channel_id: number; programme_id: number; title: string; start: number; stop: number; outcome: 'booked' | 'skipped'; reason: string | null; recording_id: number | null }): RuleAiring => ({
  channel_id: Number(a.channel_id),
  programme_id: Number(a.programme_id),
  title: a.title,
  start: Number(a.start),
  stop: Number(a.stop),
  outcome: a.outcome,
  ...(a.reason ? { reason: a.reason } : {}),
  ...(a.recording_id !== null ? { recording_id: Number(a.recording_id) } : {}),
});

const plannedAnswer = (p: PlannedAiring): RuleAiring =>
  airingAnswer({ channel_id: p.airing.channelId, programme_id: p.airing.programmeId, title: airingTitle(p.airing), start: p.airing.start, stop: p.airing.stop, outcome: p.outcome, reason: p.reason, recording_id: p.recordingId });

function ruleAnswer(r: RuleRow, airings: RuleAiring[]): RecordingRule {
  const weekdays = Number(r.weekdays);
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    series_id: r.series_id,
    keyword: r.keyword,
    regex: Boolean(r.regex),
    channel_id: r.channel_id === null ? null : Number(r.channel_id),
    weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => weekdays & (1 << d)),
    start_from: hhmm(r.start_from === null ? null : Number(r.start_from)),
    start_to: hhmm(r.start_to === null ? null : Number(r.start_to)),
    time_zone: r.time_zone,
    new_only: Boolean(r.new_only),
    keep_count: r.keep_count === null ? null : Number(r.keep_count),
    keep_days: r.keep_days === null ? null : Number(r.keep_days),
    padding_before: Number(r.pad_before),
    padding_after: Number(r.pad_after),
    remind_minutes: r.remind_minutes === null ? null : Number(r.remind_minutes),
    priority: Number(r.priority),
    paused: Boolean(r.paused),
    airings,
  };
}

/** What the rules' routes use, handed over by the composition root (server/services.ts), which runs the rules' job. */
export interface RuleRoutesOptions {
  deps: Deps;
  rules: RuleService;
}

export default async function ruleRoutes(app: FastifyInstance, { deps, rules }: RuleRoutesOptions) {
  // A rule that reminds links its reminders to the app as it was reached (or FTV_PUBLIC_URL), like "Remind me".
  const withOrigin = <T extends { remind_minutes: number | null; remind_origin: string | null }>(fields: T, request: FastifyRequest): T => ({
    ...fields,
    remind_origin: fields.remind_minutes === null ? null : appUrl(request, '', deps.config.publicUrl),
  });

  const { db, now } = deps;

  async function listOf(userId: number): Promise<RecordingRule[]> {
    const rows = await rulesOf(db, userId);
    const airings = await ruleAiringsOf(db, rows.map((r) => Number(r.id)), now());
    return rows.map((r) => ruleAnswer(r, airings.filter((a) => Number(a.rule_id) === Number(r.id)).map(airingAnswer)));
  }

  app.get('/tv/api/dvr/rules', { schema: { querystring: sessionOnly }, preHandler: requireUser(deps) }, async (request) => ({ rules: await listOf(userOf(request).id) }));

  // What a rule would do, saved at the end of the list (or in its place, for an edit: `id`), without saving it.
  app.post<{ Body: RuleInput }>('/tv/api/dvr/rules/preview', { schema: { body: ruleBody }, preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const existing = (await rulesOf(db, userId)).filter((r) => !r.paused);
    const editing = request.body.id === undefined ? undefined : existing.find((r) => Number(r.id) === Number(request.body.id));
    const fields = await ruleFields(deps, request.body, editing);
    const candidate = { ...editing, ...fields, id: 0, user_id: userId, priority: editing?.priority ?? existing.length + 1, created_at: now() } as RuleRow;
    const ordered = [...existing.filter((r) => r !== editing), candidate].sort((a, b) => Number(a.priority) - Number(b.priority) || Number(a.id === 0) - Number(b.id === 0));
    const planned = await rules.plan(userId, ordered.map(planRuleOf));
    return { airings: planned.filter((p) => p.ruleId === 0).map(plannedAnswer) };
  });

  app.post<{ Body: RuleInput }>('/tv/api/dvr/rules', { schema: { body: ruleBody }, preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const fields = withOrigin(await ruleFields(deps, request.body), request);
    const existing = await rulesOf(db, userId);
    if (existing.length >= MAX_RULES) throw new HttpError(409, `At most ${MAX_RULES} recording rules: delete one first`);
    const row = await insertRule(db, { ...fields, user_id: userId, priority: existing.length + 1, created_at: now() });
    await rules.expand(userId);
    return { success: true, rule: (await listOf(userId)).find((r) => r.id === Number(row.id))! };
  });

  // An edit or a pause never cancels what the rule booked: the next plan books what it takes now, and keeps the rest.
  app.patch<{ Params: { id: number }; Body: RuleInput }>('/tv/api/dvr/rules/:id', { schema: { params: idParams, body: ruleBody }, preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const existing = await ruleOf(db, userId, request.params.id);
    if (!existing) throw new HttpError(404, 'Rule not found');
    await updateRule(db, userId, request.params.id, withOrigin(await ruleFields(deps, request.body, existing), request));
    await rules.expand(userId);
    return { success: true, rule: (await listOf(userId)).find((r) => r.id === request.params.id)! };
  });

  app.post<{ Body: { ids?: unknown } }>('/tv/api/dvr/rules/order', { schema: { body: ruleBody }, preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const ids = request.body.ids;
    const mine = (await rulesOf(db, userId)).map((r) => Number(r.id));
    if (!Array.isArray(ids) || ids.length !== mine.length || !mine.every((id) => ids.includes(id))) throw new HttpError(400, 'ids must list every one of your rules once, first priority first');
    await setRulePriorities(db, userId, ids as number[]);
    await rules.expand(userId);
    return { success: true, rules: await listOf(userId) };
  });

  // `cancel_bookings: true` also removes what it booked that has not begun; without it those recordings stay.
  app.delete<{ Params: { id: number }; Body: { cancel_bookings?: unknown } }>('/tv/api/dvr/rules/:id', { schema: { params: idParams }, preHandler: requireUser(deps) }, async (request) => {
    const userId = userOf(request).id;
    const cancel = request.body && typeof request.body === 'object' ? flag(request.body.cancel_bookings, 'cancel_bookings') : undefined;
    if (!(await deleteRule(db, userId, request.params.id, cancel === 1))) throw new HttpError(404, 'Rule not found');
    const left = await rulesOf(db, userId);
    await setRulePriorities(db, userId, left.map((r) => Number(r.id)));
    await rules.expand(userId);
    return { success: true };
  });
}
