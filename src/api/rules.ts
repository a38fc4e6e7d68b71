// rules.ts — recording rules (docs/api.md#recording-rules): list, preview, create, change, order, delete; the provider's names in and out.
import type { RecordingsCache } from './cache';
import { failWith } from './errors';
import { FALLBACK } from './messages';
import { asArray, asObject, flag, isObject, num, numOrNull, str } from './normalise';
import type { Session } from './session';
import type { CallOptions, RecordingRule, RuleAiring, RuleFields } from './types';

export interface RulesApi {
  list: (options?: CallOptions) => Promise<RecordingRule[]>;
  /** What the rule would book and skip, nothing saved; `id` previews an edit of that rule. */
  preview: (fields: RuleFields, id?: number, options?: CallOptions) => Promise<RuleAiring[]>;
  create: (fields: RuleFields, options?: CallOptions) => Promise<RecordingRule>;
  /** Changes some fields (`paused` too); the rule's bookings stay. */
  update: (id: number, change: Partial<RuleFields> & { paused?: boolean }, options?: CallOptions) => Promise<RecordingRule>;
  /** Every rule's id once, first priority first. */
  reorder: (ids: number[], options?: CallOptions) => Promise<RecordingRule[]>;
  /** cancelBookings: its bookings that have not begun go too. */
  remove: (id: number, cancelBookings: boolean, options?: CallOptions) => Promise<void>;
}

const toAiring = (value: unknown): RuleAiring => {
  const raw = asObject(value, 'rule airing');
  return {
    channelId: num(raw.channel_id),
    programmeId: num(raw.programme_id),
    title: str(raw.title),
    start: num(raw.start),
    end: num(raw.stop),
    outcome: raw.outcome === 'booked' ? 'booked' : 'skipped',
    reason: typeof raw.reason === 'string' ? raw.reason : null,
    recordingId: numOrNull(raw.recording_id),
  };
};

const strOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export function toRule(value: unknown): RecordingRule {
  const raw = asObject(value, 'rule');
  const kind = raw.kind === 'keyword' || raw.kind === 'slot' ? raw.kind : 'series';
  return {
    id: num(raw.id),
    kind,
    title: str(raw.title),
    seriesId: strOrNull(raw.series_id),
    keyword: strOrNull(raw.keyword),
    regex: flag(raw.regex),
    channelId: numOrNull(raw.channel_id),
    weekdays: (Array.isArray(raw.weekdays) ? raw.weekdays : []).map((d) => num(d)),
    startFrom: strOrNull(raw.start_from),
    startTo: strOrNull(raw.start_to),
    timeZone: str(raw.time_zone, 'UTC'),
    newOnly: flag(raw.new_only),
    keepCount: numOrNull(raw.keep_count),
    keepDays: numOrNull(raw.keep_days),
    paddingBefore: num(raw.padding_before),
    paddingAfter: num(raw.padding_after),
    remindMinutes: numOrNull(raw.remind_minutes),
    priority: num(raw.priority),
    paused: flag(raw.paused),
    airings: (Array.isArray(raw.airings) ? raw.airings : []).map(toAiring),
  };
}

/** The provider's field names for what is given (an edit sends only what changes). */
function fromFields(fields: Partial<RuleFields> & { paused?: boolean }): Record<string, unknown> {
  const names: Record<keyof RuleFields | 'paused', string> = {
    kind: 'kind',
    title: 'title',
    seriesId: 'series_id',
    keyword: 'keyword',
    regex: 'regex',
    channelId: 'channel_id',
    weekdays: 'weekdays',
    startFrom: 'start_from',
    startTo: 'start_to',
    timeZone: 'time_zone',
    newOnly: 'new_only',
    keepCount: 'keep_count',
    keepDays: 'keep_days',
    paddingBefore: 'padding_before',
    paddingAfter: 'padding_after',
    remindMinutes: 'remind_minutes',
    paused: 'paused',
  };
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[names[key as keyof typeof names], value]])));
}

const ruleOf = (answer: unknown) => toRule(isObject(answer) && isObject(answer.rule) ? answer.rule : answer);
const rulesOf = (answer: unknown) => asArray(isObject(answer) ? answer.rules : answer, 'rules').map(toRule);

export function createRulesApi({ session, cache }: { session: Session; cache: RecordingsCache }): RulesApi {
  // A rule books (and its deletion may cancel) recordings: the recordings list must come from the provider next.
  const booked = <T>(value: T) => {
    cache.clear();
    return value;
  };
  return {
    list: (options = {}) => failWith(FALLBACK.rules, async () => rulesOf(await session.call({ method: 'GET', path: '/tv/api/dvr/rules', signal: options.signal }))),
    preview: (fields, id, options = {}) =>
      failWith(FALLBACK.rulePreview, async () => {
        const answer = await session.call({ method: 'POST', path: '/tv/api/dvr/rules/preview', body: { ...fromFields(fields), ...(id === undefined ? {} : { id }) }, signal: options.signal });
        return asArray(isObject(answer) ? answer.airings : answer, 'airings').map(toAiring);
      }),
    create: (fields, options = {}) =>
      failWith(FALLBACK.ruleSave, async () => booked(ruleOf(await session.call({ method: 'POST', path: '/tv/api/dvr/rules', body: fromFields(fields), signal: options.signal })))),
    update: (id, change, options = {}) =>
      failWith(FALLBACK.ruleSave, async () => booked(ruleOf(await session.call({ method: 'PATCH', path: `/tv/api/dvr/rules/${id}`, body: fromFields(change), signal: options.signal })))),
    reorder: (ids, options = {}) =>
      failWith(FALLBACK.ruleOrder, async () => booked(rulesOf(await session.call({ method: 'POST', path: '/tv/api/dvr/rules/order', body: { ids }, signal: options.signal })))),
    remove: (id, cancelBookings, options = {}) =>
      failWith(FALLBACK.ruleRemove, async () => {
        await session.call({ method: 'DELETE', path: `/tv/api/dvr/rules/${id}`, body: { cancel_bookings: cancelBookings }, signal: options.signal });
        cache.clear();
      }),
  };
}
