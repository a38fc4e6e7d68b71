// rules.ts (recorder) — recording rules at work: a user's rules planned over the coming programmes (rulePlan.ts) and their bookings made, on a save and, for every user, by one instance every 15 minutes and after a new guide.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { Leases } from '../cluster/leases.ts';
import { repeat, type Repeating } from '../cluster/repeat.ts';
import type { LineupCache } from '../lineup/cache.ts';
import type { RecordingRule } from '../db/schema.ts';
import { comingProgrammes, type ComingFilter } from '../programmes/repository.ts';
import { GUIDE_DAYS_AHEAD } from '../programmes/horizon.ts';
import { programmeIdOf } from '../programmes/programme.ts';
import { entitledGroupIds } from '../subscriptions/entitlement.ts';
import { storageHours, usedSeconds } from './quota.ts';
import { indexAirings, type AiringIndex } from './airingIndex.ts';
import { housekeeping, makeRoom, trashSeconds } from './trash.ts';
import { airingTitle, episodeKeyOf, keywordWords, planRules, type Airing, type BusyStream, type PlanChannel, type PlannedAiring, type PlanRule } from './rulePlan.ts';
import { insertBooking, openRecordingsOnChannels, recordingOfProgramme, recordingsForRules, replaceRuleAirings, ruleSkipsOf, rulesOf, usersWithActiveRules } from './repository.ts';
import { streamLimitedChannels } from '../lineup/repository.ts';

const DAY = 86400;
/** Rules book this far ahead: the guide's own horizon. */
const RULES_AHEAD = GUIDE_DAYS_AHEAD * DAY;
/** How often one instance plans every user's rules (a new guide or a saved rule plans at once). */
const EXPAND_EVERY_MS = 15 * 60 * 1000;
const LEASE = 'recording-rules';

export const planRuleOf = (r: RecordingRule): PlanRule => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  seriesId: r.series_id,
  keyword: r.keyword,
  regex: Boolean(r.regex),
  channelId: r.channel_id === null ? null : Number(r.channel_id),
  weekdays: Number(r.weekdays),
  startFrom: r.start_from === null ? null : Number(r.start_from),
  startTo: r.start_to === null ? null : Number(r.start_to),
  timeZone: r.time_zone,
  newOnly: Boolean(r.new_only),
  padBefore: Number(r.pad_before),
  padAfter: Number(r.pad_after),
});

/** What narrows the query for a rule (the plan matches exactly). */
function filterOf(rule: PlanRule): ComingFilter {
  if (rule.kind === 'series') return { seriesId: rule.seriesId, title: rule.seriesId ? null : rule.title, channelId: rule.channelId };
  if (rule.kind === 'keyword' && !rule.regex) return { words: keywordWords(rule.keyword ?? ''), channelId: rule.channelId };
  return { channelId: rule.channelId };
}

export interface RuleService {
  /** Plans these rules of the user (in priority order: a preview puts a rule not yet saved among them) without writing anything. */
  plan: (userId: number, rules: readonly PlanRule[]) => Promise<PlannedAiring[]>;
  /** Plans the user's active rules and books what they take; the rules' lists of airings are written anew. */
  expand: (userId: number, index?: AiringIndex) => Promise<void>;
  /** Every user's rules, the trash purged and keep limits applied, on the instance that holds the lease. */
  expandAll: () => Promise<void>;
  /** The background job: every 15 minutes (and when `poke`d: a new guide). Answers its stop. */
  start: () => () => Promise<void>;
  poke: () => void;
}

export interface RuleServiceOptions {
  lineup: LineupCache;
  leases: Leases;
  /** The user's favourite channels (favorites sit above the recorder: handed in by services.ts). */
  favouritesOf: (userId: number) => Promise<Set<number>>;
  /** Sets the reminders of rules that remind (reminders sit above the recorder: handed in by services.ts); one per programme, a user's own kept. */
  remind?: (userId: number, reminders: RuleReminder[]) => Promise<void>;
  log: FastifyBaseLogger;
}

/** A reminder a rule asks for, for one airing it booked. */
export interface RuleReminder {
  channel_id: number;
  programme_id: number;
  start: number;
  stop: number;
  title: string;
  lead_minutes: number;
  /** The watch page's absolute URL. */
  link: string;
}

export function createRuleService(deps: Deps, { lineup, leases, favouritesOf, remind, log }: RuleServiceOptions): RuleService {
  const { db, now } = deps;

  /** The coming programmes the filters may match (all of them for a round's index), as the plan reads them. */
  async function comingAirings(filters: readonly ComingFilter[]): Promise<Airing[]> {
    const t = now();
    const rows = await comingProgrammes(db, t, t + RULES_AHEAD, filters);
    return rows.map((r) => ({
      channelId: Number(r.channel_id),
      start: Number(r.start),
      stop: Number(r.stop),
      programmeId: programmeIdOf(Number(r.channel_id), Number(r.start)),
      title: r.title,
      subTitle: r.sub_title,
      description: r.description,
      seriesId: r.series_id,
      season: r.season === null ? null : Number(r.season),
      episode: r.episode === null ? null : Number(r.episode),
      isNew: Boolean(Number(r.is_new)),
      previouslyShown: Boolean(Number(r.previously_shown)),
      originalAir: r.original_air === null ? null : Number(r.original_air),
    }));
  }

  // The channels whose playlist has a stream limit, read again when the lineup changes (an import, an operator's edit).
  let limits: { version: string; byChannel: Map<number, { playlist: string; maxStreams: number }> } | null = null;
  async function limitsOf(version: string) {
    if (limits?.version !== version) {
      const rows = await streamLimitedChannels(db);
      limits = { version, byChannel: new Map(rows.map((r) => [Number(r.id), { playlist: r.playlist!, maxStreams: Number(r.max_streams) }])) };
    }
    return limits.byChannel;
  }

  /** The streams recordings keep open on limited playlists from now to the rules' horizon (padding included). */
  async function busyStreamsOn(byChannel: Map<number, { playlist: string; maxStreams: number }>): Promise<BusyStream[]> {
    if (byChannel.size === 0) return [];
    const t = now();
    const rows = await openRecordingsOnChannels(db, [...byChannel.keys()], t, t + RULES_AHEAD + DAY);
    return rows.map((r) => ({
      channelId: Number(r.channel_id),
      playlist: byChannel.get(Number(r.channel_id))!.playlist,
      from: Number(r.time_start) - Number(r.pad_before),
      to: Number(r.time_start) + Number(r.length) + Number(r.pad_after),
    }));
  }

  /** Plans these rules; with `index` (a round over every user) its candidates stand in for a query of the user's own. */
  async function plan(userId: number, rules: readonly PlanRule[], index?: AiringIndex): Promise<PlannedAiring[]> {
    if (rules.length === 0) return [];
    const [airings, current, entitled, favourites, recordings, total, used, reclaimable, skippedByUser] = await Promise.all([
      index ? Promise.resolve(null) : comingAirings(rules.map(filterOf)),
      lineup.current(),
      entitledGroupIds(deps, userId),
      favouritesOf(userId),
      recordingsForRules(db, userId),
      storageHours(deps, userId),
      usedSeconds(deps, userId),
      trashSeconds(deps, userId),
      ruleSkipsOf(db, userId),
    ]);
    const limited = await limitsOf(current.version);
    const busyStreams = await busyStreamsOn(limited);
    const channels = new Map<number, PlanChannel>();
    for (const c of current.channels) {
      if (c.type !== 'standard') continue;
      const limit = limited.get(c.id);
      channels.set(c.id, { title: c.title, number: c.number, recordable: c.recordable && (c.is_free || entitled.has(c.group_id)), favourite: favourites.has(c.id), ...(limit ? { playlist: limit.playlist, maxStreams: limit.maxStreams } : {}) });
    }
    const recordingOf = new Map<number, number>();
    const recordedEpisodes = new Map<string, { start: number; booked: boolean }>();
    for (const r of recordings) {
      recordingOf.set(Number(r.programme_id), Number(r.id));
      if (r.programme_title === null) continue;
      const key = episodeKeyOf({ title: r.programme_title, seriesId: r.series_id, season: r.season === null ? null : Number(r.season), episode: r.episode === null ? null : Number(r.episode), subTitle: r.sub_title });
      if (key && !recordedEpisodes.has(key)) recordedEpisodes.set(key, { start: Number(r.time_start), booked: r.status === 'Accepted' });
    }
    // Users with the same recordable and favourite channels share the choice of channel (a round's index keeps it).
    const alike = index ? { key: `${[...entitled].sort((a, b) => a - b).join(',')}|${[...favourites].sort((a, b) => a - b).join(',')}`, cache: index.bestChannels } : undefined;
    return planRules(rules, index ? index.matching : airings!, channels, { recordingOf, recordedEpisodes, skippedByUser, busyStreams, freeSeconds: Math.max(0, total * 3600 - used + reclaimable), ...(alike ? { bestChannels: alike } : {}) });
  }

  // One plan per user at a time on this instance (a save during the job's round waits for it, then plans again).
  const planning = new Map<number, Promise<void>>();
  function expand(userId: number, index?: AiringIndex): Promise<void> {
    const run = (planning.get(userId) ?? Promise.resolve()).catch(() => undefined).then(() => expandNow(userId, index));
    planning.set(userId, run);
    void run.finally(() => {
      if (planning.get(userId) === run) planning.delete(userId);
    }).catch(() => undefined);
    return run;
  }

  async function expandNow(userId: number, index?: AiringIndex): Promise<void> {
    const rules = await rulesOf(db, userId);
    const active = rules.filter((r) => !r.paused).map(planRuleOf);
    const planned = await plan(userId, active, index);
    for (const p of planned) {
      if (p.outcome !== 'booked' || p.recordingId !== null) continue;
      const a = p.airing;
      // The plan counted the trash as space: what a booking needs of it is purged now, the longest there first.
      const rule = active.find((r) => r.id === p.ruleId)!;
      if (!(await makeRoom(deps, userId, a.stop - a.start + rule.padBefore + rule.padAfter))) {
        p.outcome = 'skipped';
        p.reason = 'storage full at that time';
        continue;
      }
      try {
        const row = await insertBooking(db, {
          user_id: userId,
          channel_id: a.channelId,
          programme_id: a.programmeId,
          title: airingTitle(a),
          description: a.description ?? '',
          time_start: a.start,
          length: a.stop - a.start,
          created_at: now(),
          rule_id: p.ruleId,
          pad_before: rule.padBefore,
          pad_after: rule.padAfter,
        });
        p.recordingId = Number(row.id);
      } catch (error) {
        // Another instance (or a hand) booked it meanwhile: one recording per programme and user.
        const held = await recordingOfProgramme(db, userId, a.programmeId);
        if (!held) throw error;
        p.recordingId = Number(held.id);
      }
    }
    if (remind) {
      const t = now();
      const reminding = new Map(rules.filter((r) => r.remind_minutes !== null && !r.paused).map((r) => [Number(r.id), r]));
      const wanted = planned.flatMap((p): RuleReminder[] => {
        const rule = reminding.get(p.ruleId);
        if (!rule || p.outcome !== 'booked' || p.airing.start <= t) return [];
        const a = p.airing;
        return [{ channel_id: a.channelId, programme_id: a.programmeId, start: a.start, stop: a.stop, title: airingTitle(a), lead_minutes: Number(rule.remind_minutes), link: `${rule.remind_origin ?? ''}/tv/${a.channelId}` }];
      });
      if (wanted.length > 0) await remind(userId, wanted);
    }
    await replaceRuleAirings(
      db,
      rules.map((r) => Number(r.id)),
      planned.map((p) => ({ rule_id: p.ruleId, channel_id: p.airing.channelId, start: p.airing.start, stop: p.airing.stop, programme_id: p.airing.programmeId, title: airingTitle(p.airing), outcome: p.outcome, reason: p.reason, recording_id: p.recordingId })),
    );
  }

  /** Every user's rules planned, and the trash and keep limits kept (on the instance holding the lease). */
  async function expandAll(): Promise<void> {
    if (!(await leases.hold(LEASE))) return;
    await housekeeping(deps);
    const users = await usersWithActiveRules(db);
    if (users.length === 0) return;
    // The week ahead read once and indexed, for every user's rules.
    const index = indexAirings(await comingAirings([{}]));
    for (const userId of users) await expand(userId, index);
  }

  let job: Repeating | null = null;
  return {
    plan,
    expand,
    expandAll,
    poke: () => job?.poke(),
    start() {
      job = repeat(EXPAND_EVERY_MS, expandAll, (error) => log.error({ err: error }, 'recording rules could not be expanded'));
      const running = job;
      return async () => {
        job = null;
        await running.stop();
      };
    },
  };
}
