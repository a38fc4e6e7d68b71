// rulePlan.ts (recorder) — what a user's recording rules do with the coming airings: pure, so a preview and the expansion agree; each airing a rule matches is booked or skipped with its reason.
import type { RuleKind } from '../db/schema.ts';

const DAY = 86400;
/** A repeat first shown longer ago than this is not "new" for a new-only rule (a guide's re-run of last month's episode). */
export const NEW_WITHIN_DAYS = 28;

/** A coming programme, as the programme store holds it. */
export interface Airing {
  channelId: number;
  start: number;
  stop: number;
  programmeId: number;
  title: string;
  subTitle: string | null;
  description: string | null;
  seriesId: string | null;
  season: number | null;
  episode: number | null;
  isNew: boolean;
  previouslyShown: boolean;
  originalAir: number | null;
}

export interface PlanRule {
  id: number;
  kind: RuleKind;
  title: string;
  seriesId: string | null;
  keyword: string | null;
  regex: boolean;
  channelId: number | null;
  /** Bit 0 Sunday … bit 6 Saturday. */
  weekdays: number;
  startFrom: number | null;
  startTo: number | null;
  timeZone: string;
  newOnly: boolean;
  /** Seconds recorded before and after each programme: they take storage too. */
  padBefore: number;
  padAfter: number;
}

export interface PlanChannel {
  title: string;
  number: number;
  /** The user may watch it (free, or in a plan they hold) and it may be recorded. */
  recordable: boolean;
  favourite: boolean;
  /** A relayed channel's playlist and how many of its streams may play at once (the overrides' max_streams); absent: no limit. */
  playlist?: string | null;
  maxStreams?: number | null;
}

/** A stream a recording keeps open on a limited playlist (any user's: one relay per channel serves them all). */
export interface BusyStream {
  channelId: number;
  playlist: string;
  from: number;
  to: number;
}

/**
 * The most channels of `playlist` open at once during [from, to), other than `channelId` (another recording of the
 * same channel shares its stream). At most one pass over the busy list per start it holds: plans hold a few.
 */
export function mostOpenAtOnce(busy: readonly BusyStream[], playlist: string, channelId: number, from: number, to: number): number {
  const overlapping = busy.filter((b) => b.playlist === playlist && b.channelId !== channelId && b.from < to && b.to > from);
  let most = 0;
  for (const t of [from, ...overlapping.map((b) => b.from).filter((s) => s > from && s < to)]) {
    const open = new Set(overlapping.filter((b) => b.from <= t && b.to > t).map((b) => b.channelId));
    most = Math.max(most, open.size);
  }
  return most;
}

/** What decides a rule's matches: the same for two users' rules alike (a rule's name counts only where it is the series' title). */
export const matchKey = (r: PlanRule) =>
  JSON.stringify([r.kind, r.seriesId, r.kind === 'series' && !r.seriesId ? r.title.toLowerCase() : null, r.keyword, r.regex, r.channelId, r.weekdays, r.startFrom, r.startTo, r.timeZone]);

/** What the user has already: recordings by programme id, and the episodes recorded (episode key → when). */
export interface PlanUser {
  recordingOf: ReadonlyMap<number, number>;
  recordedEpisodes: ReadonlyMap<string, { start: number; /** Still to record (Accepted), not recorded yet. */ booked: boolean }>;
  /** Seconds of storage left before this plan books anything. */
  freeSeconds: number;
  /** Airings (programme ids) whose booking by a rule the user cancelled: skipped, not booked again. */
  skippedByUser?: ReadonlySet<number>;
  /** The streams recordings already keep open on limited playlists over the coming days (every user's). */
  busyStreams?: readonly BusyStream[];
  /**
   * A round over many users: the best channel of each airing depends on the rule's matches and on which channels the
   * user may record and favours (`key`), so users alike share the choice (`cache`).
   */
  bestChannels?: { key: string; cache: Map<string, Airing[]> };
}

/** A rule lists at most this many skipped airings (the soonest): "news" on any channel would otherwise list thousands. */
export const MOST_SKIPPED_LISTED = 50;

export interface PlannedAiring {
  ruleId: number;
  airing: Airing;
  outcome: 'booked' | 'skipped';
  reason: string | null;
  /** The recording that already holds it (booked earlier, by hand or by a rule). */
  recordingId: number | null;
}

/** An airing's name as its recording and the rule's list say it: the programme's title, with its sub-title. */
export const airingTitle = (a: Pick<Airing, 'title' | 'subTitle'>) => (a.subTitle ? `${a.title}: ${a.subTitle}` : a.title);

/** The words of a text, lower-case: letters and digits, whatever the language. A keyword matches whole words. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const keywordWordCache = new Map<string, string[]>();
/** The words of a keyword rule (what the coarse SQL filter narrows by too), worked out once per keyword. */
export function keywordWords(keyword: string): string[] {
  let words = keywordWordCache.get(keyword);
  if (!words) {
    if (keywordWordCache.size > 10_000) keywordWordCache.clear();
    keywordWordCache.set(keyword, (words = wordsOf(keyword)));
  }
  return words;
}

/** Each airing's words, worked out once however many rules ask. */
const airingWords = new WeakMap<Airing, Set<string>>();
export function wordsOfAiring(a: Airing): Set<string> {
  let words = airingWords.get(a);
  if (!words) airingWords.set(a, (words = new Set([...wordsOf(a.title), ...wordsOf(a.subTitle ?? ''), ...wordsOf(a.description ?? '')])));
  return words;
}

const regexCache = new Map<string, RegExp | null>();
/** A rule's regular expression, or null when it does not compile (refused when the rule is saved); compiled once per source. */
export function ruleRegex(source: string): RegExp | null {
  if (regexCache.has(source)) return regexCache.get(source)!;
  let re: RegExp | null;
  try {
    re = new RegExp(source, 'i');
  } catch {
    re = null;
  }
  if (regexCache.size > 10_000) regexCache.clear();
  regexCache.set(source, re);
  return re;
}

/** One formatter per time zone: making one costs far more than using it, and a plan asks thousands of times. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })));
  return f;
};

/** The day of the week (0 Sunday) and minute of the day of `t` in a time zone. */
function localTime(t: number, timeZone: string): { weekday: number; minute: number } {
  const parts = formatterOf(timeZone).formatToParts(new Date(t * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** A short date in the user's zone, as the reasons say it: "Mar 3". */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
export function shortDate(t: number, timeZone: string): string {
  let f = dateFormatters.get(timeZone);
  if (!f) dateFormatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' })));
  return f.format(new Date(t * 1000));
}

/** The series an airing belongs to: the guide's id, else its title. */
const seriesKey = (a: Pick<Airing, 'title' | 'seriesId'>) => a.seriesId ?? `title:${a.title.toLowerCase()}`;

const episodeKeys = new WeakMap<Airing, string | null>();
const slotKeys = new WeakMap<Airing, string>();

/** The same programme at the same time, whichever channel airs it (a simulcast): one booking among them. */
function slotKey(a: Airing): string {
  let key = slotKeys.get(a);
  if (key === undefined) slotKeys.set(a, (key = `${a.start}|${episodeKey(a) ?? a.title.toLowerCase()}`));
  return key;
}

/** The same episode wherever and whenever it airs: its season and episode, else its sub-title; null when the guide says neither. */
export function episodeKey(a: Airing): string | null {
  if (episodeKeys.has(a)) return episodeKeys.get(a)!;
  const key = episodeKeyOf(a);
  episodeKeys.set(a, key);
  return key;
}

/** The same, worked out afresh: for what is not an airing of the plan (a recording's programme row). */
export function episodeKeyOf(a: Pick<Airing, 'title' | 'seriesId' | 'season' | 'episode' | 'subTitle'>): string | null {
  if (a.episode !== null) return `${seriesKey(a)}|S${a.season ?? 0}E${a.episode}`;
  if (a.subTitle) return `${seriesKey(a)}|${a.subTitle.toLowerCase()}`;
  return null;
}

const episodeName = (a: Airing) => (a.episode !== null ? (a.season !== null ? `S${a.season}E${a.episode}` : `episode ${a.episode}`) : a.subTitle ? `"${a.subTitle}"` : `"${a.title}"`);

/** Whether the rule takes the airing, its kind and window aside from channel choice. */
export function matches(rule: PlanRule, a: Airing): boolean {
  if (rule.channelId !== null && a.channelId !== rule.channelId) return false;
  if (rule.kind === 'series') {
    if (rule.seriesId ? a.seriesId !== rule.seriesId : a.title.toLowerCase() !== rule.title.toLowerCase()) return false;
  } else if (rule.kind === 'keyword') {
    if (rule.regex) {
      // Field by field, so ^ and $ mean the start and end of a title (or sub-title, or description).
      const re = ruleRegex(rule.keyword ?? '');
      if (!re || ![a.title, a.subTitle ?? '', a.description ?? ''].some((f) => re.test(f))) return false;
    } else {
      const words = wordsOfAiring(a);
      if (!keywordWords(rule.keyword ?? '').every((w) => words.has(w))) return false;
    }
  }
  if (rule.weekdays !== 127 || rule.startFrom !== null) {
    const { weekday, minute } = localTime(a.start, rule.timeZone);
    if (!(rule.weekdays & (1 << weekday))) return false;
    if (rule.startFrom !== null && rule.startTo !== null) {
      // A window may run past midnight (22:00–02:00).
      const inside = rule.startFrom <= rule.startTo ? minute >= rule.startFrom && minute <= rule.startTo : minute >= rule.startFrom || minute <= rule.startTo;
      if (!inside) return false;
    }
  }
  return true;
}

/** Why a new-only rule leaves an airing, or null when it is new: the guide says so, or no earlier showing is known within 28 days. */
function notNew(a: Airing, timeZone: string): string | null {
  if (a.isNew) return null;
  if (!a.previouslyShown) return null;
  if (a.originalAir !== null && a.originalAir >= a.start - NEW_WITHIN_DAYS * DAY) return null;
  return a.originalAir !== null ? `a repeat (first aired ${shortDate(a.originalAir, timeZone)})` : 'a repeat';
}

/** One airing per programme and time: the best channel among those the user may record (a favourite, else the lowest number). */
function bestChannelOf(matching: readonly Airing[], channels: ReadonlyMap<number, PlanChannel>): Airing[] {
  const best = new Map<string, Airing>();
  const rank = (a: Airing) => {
    const c = channels.get(a.channelId);
    return c ? (c.favourite ? 0 : 1e7) + c.number : Infinity;
  };
  for (const a of matching) {
    if (!channels.get(a.channelId)?.recordable) continue;
    const key = slotKey(a);
    const held = best.get(key);
    if (!held || rank(a) < rank(held)) best.set(key, a);
  }
  // The matches come in time order: the map keeps the first airing of each slot's place.
  return [...best.values()];
}

/**
 * Plans every rule in priority order (first = highest) over the coming airings. A rule on any channel takes each
 * programme once, on the best channel airing it at that time (a favourite, else the lowest number; never one the user
 * may not record). An episode is booked once across rules, channels and times; what storage cannot hold is skipped,
 * naming the higher rule that took the space.
 */
export function planRules(rules: readonly PlanRule[], airings: readonly Airing[] | ((rule: PlanRule) => Airing[]), channels: ReadonlyMap<number, PlanChannel>, user: PlanUser): PlannedAiring[] {
  // A round over every user hands what each rule matches, from an index (airingIndex.ts); one user's plan, its own rows.
  const matchingOf = typeof airings === 'function' ? airings : (rule: PlanRule) => airings.filter((a) => matches(rule, a));
  const out: PlannedAiring[] = [];
  const booked = new Map<string, { start: number; rule: PlanRule }>();
  // What this plan books on limited playlists counts too, as it goes.
  const busy: BusyStream[] = [...(user.busyStreams ?? [])];
  let free = user.freeSeconds;
  let lastTaker: PlanRule | null = null;
  for (const rule of rules) {
    let candidates = matchingOf(rule);
    if (rule.channelId === null) {
      const memoKey = user.bestChannels ? `${matchKey(rule)}|${user.bestChannels.key}` : null;
      const known = memoKey ? user.bestChannels!.cache.get(memoKey) : undefined;
      candidates = known ?? bestChannelOf(candidates, channels);
      if (memoKey && !known) user.bestChannels!.cache.set(memoKey, candidates);
    }
    let skipped = 0;
    for (const a of candidates) {
      const book = () => out.push({ ruleId: rule.id, airing: a, outcome: 'booked', reason: null, recordingId: user.recordingOf.get(a.programmeId) ?? null });
      // The reason is worded only for the airings listed: a word on any channel may skip thousands.
      const skip = (reason: () => string) => {
        if (++skipped <= MOST_SKIPPED_LISTED) out.push({ ruleId: rule.id, airing: a, outcome: 'skipped', reason: reason(), recordingId: null });
      };
      const existing = user.recordingOf.get(a.programmeId);
      const key = episodeKey(a);
      if (existing !== undefined) {
        if (key) booked.set(key, { start: a.start, rule });
        book();
        continue;
      }
      if (user.skippedByUser?.has(a.programmeId)) {
        skip(() => 'skipped by you');
        continue;
      }
      const channel = channels.get(a.channelId);
      if (!channel?.recordable) {
        skip(() => 'not recordable for you: the channel is not in your plan, or does not allow recording');
        continue;
      }
      if (key) {
        const earlier = user.recordedEpisodes.get(key);
        if (earlier) {
          skip(() => `${earlier.booked ? 'already booked' : 'already recorded'} (${episodeName(a)} on ${shortDate(earlier.start, rule.timeZone)})`);
          continue;
        }
        const twin = booked.get(key);
        if (twin) {
          skip(() => `already booked (${episodeName(a)} on ${shortDate(twin.start, rule.timeZone)})`);
          continue;
        }
      }
      if (rule.newOnly) {
        const why = notNew(a, rule.timeZone);
        if (why) {
          skip(() => why);
          continue;
        }
      }
      const from = a.start - rule.padBefore;
      const to = a.stop + rule.padAfter;
      const limit = channel.maxStreams;
      if (limit != null && channel.playlist && mostOpenAtOnce(busy, channel.playlist, a.channelId, from, to) + 1 > limit) {
        skip(() => `its playlist's limit of ${limit} ${limit === 1 ? 'stream' : 'streams'} at once is taken at that time`);
        continue;
      }
      const length = a.stop - a.start + rule.padBefore + rule.padAfter;
      if (length > free) {
        const taker = lastTaker;
        skip(() => (taker && taker.id !== rule.id ? `storage full at that time: lower priority than "${taker.title}"` : 'storage full at that time'));
        continue;
      }
      free -= length;
      lastTaker = rule;
      if (key) booked.set(key, { start: a.start, rule });
      if (limit != null && channel.playlist) busy.push({ channelId: a.channelId, playlist: channel.playlist, from, to });
      book();
    }
  }
  return out;
}
