// normalise.ts — the provider's answers checked and turned into the app's types (string numbers, "0"/"1" flags; snake_case and dashed names to camelCase): the only place wire names become app names.
import type * as Wire from '../../wire/types';
import { ApiError } from './errors';
import { ERRORS } from './messages';
import type {
  Cart,
  Channel,
  ChannelGuide,
  ChatMessage,
  GuideWindow,
  Order,
  Plan,
  Programme,
  Recording,
  RecordingsList,
  SessionSettings,
  Stream,
  Timeshift,
  User,
  UserSubscription,
} from './types';

type Raw = Record<string, unknown>;

const invalid = (what: string) => new ApiError(0, ERRORS.invalidAnswer, { what });

export const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

export function asObject(value: unknown, what: string): Raw {
  if (!isObject(value)) throw invalid(what);
  return value;
}

export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw invalid(what);
  return value;
}

/** "101" and 101 are the same id; anything else that is not a finite number is `fallback`. */
export function num(value: unknown, fallback = 0): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function numOrNull(value: unknown): number | null {
  const n = num(value, Number.NaN);
  return Number.isFinite(n) ? n : null;
}

/** The provider's flags: "1"/"0", 1/0, true/false. */
export const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);

const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Ids of either spelling compared as numbers (docs/client.md#normalise). */
export const sameId = (a: unknown, b: unknown): boolean => {
  const x = num(a, Number.NaN);
  return Number.isFinite(x) && x === num(b, Number.NaN);
};

/** An id field that must be there: an entity without one cannot be addressed. */
function id(raw: Raw, field: string, what: string): number {
  const n = num(raw[field], Number.NaN);
  if (!Number.isFinite(n)) throw invalid(`${what}.${field}`);
  return n;
}

export function toSessionSettings(value: unknown): SessionSettings {
  const raw = asObject(value, 'session');
  const key = raw.session_key;
  if (typeof key !== 'string' || key === '') throw invalid('session.session_key');
  const chat = isObject(raw.chat) ? raw.chat : {};
  const loggedIn = flag(raw.loggedIn);
  return {
    sessionKey: key,
    loggedIn,
    accessToken: strOrNull(raw.ftv_token) || null,
    playOnStart: raw.play_on_start === null || raw.play_on_start === undefined ? null : num(raw.play_on_start),
    keepAliveInterval: raw.keep_alive_interval === undefined ? null : num(raw.keep_alive_interval),
    serverTime: raw.server_time === undefined ? null : num(raw.server_time),
    chat: { token: strOrNull(chat.token) || null, login: strOrNull(chat.login), source: str(chat.source, 'ftv') || 'ftv' },
  };
}

/**
 * The settings as the provider spells them: what `ftv_api_settings` keeps (docs/client.md#persistence), so the
 * stored item reads like the answer it came from and toSessionSettings reads it back.
 */
export const fromSessionSettings = (settings: SessionSettings): Omit<Wire.SessionSettings, 'user' | 'keep_alive_interval' | 'server_time'> & {
  keep_alive_interval: number | null;
  server_time: number | null;
} => ({
  session_key: settings.sessionKey,
  loggedIn: settings.loggedIn,
  ftv_token: settings.accessToken,
  play_on_start: settings.playOnStart,
  keep_alive_interval: settings.keepAliveInterval,
  server_time: settings.serverTime,
  chat: settings.chat,
});

/** docs/client.md#login-and-logout: login and register are accepted only if the answer has an id or a login. */
export const looksLikeUser = (value: unknown): value is Raw =>
  isObject(value) && ((value.id !== undefined && value.id !== null && value.id !== '') || (typeof value.login === 'string' && value.login !== ''));

export function toUser(value: unknown): User {
  const raw = asObject(value, 'user');
  const favorites = Array.isArray(raw['favorite-channels']) ? raw['favorite-channels'] : Array.isArray(raw.favoriteChannels) ? raw.favoriteChannels : null;
  const home = isObject(raw['home-location']) ? raw['home-location'] : isObject(raw.homeLocation) ? raw.homeLocation : {};
  return {
    id: num(raw.id),
    login: str(raw.login),
    email: str(raw.email),
    avatar: str(raw.avatar),
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    nickname: str(raw.nickname),
    // A user stored before the app's names were camelCase still has the provider's.
    emailVerified: flag(raw.emailVerified ?? raw.email_verified),
    subscriptions: (Array.isArray(raw.subscriptions) ? raw.subscriptions : [])
      .filter(isObject)
      .map((s) => ({ id: num(s.id), name: str(s.name), expiresAt: num(s.expiresAt ?? s.expires_at) })),
    // An entry names its channel as `channel` (the provider) or `id`: either is accepted (docs/client.md#normalise).
    favoriteChannels:
      favorites?.map((f) => (isObject(f) ? num(f.channel ?? f.id, Number.NaN) : num(f, Number.NaN)))
        .filter((n) => Number.isFinite(n))
        .map((channel) => ({ channel })) ?? null,
    homeLocation: { country: strOrNull(home.country), timezone: strOrNull(home.timezone) },
    ...(flag(raw.operator) ? { operator: true } : {}),
  };
}

function toStream(value: unknown): Stream | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  return { quality: str(value.quality), url: value.url, name: str(value.name), watchTimeout: numOrNull(value['watch-timeout'] ?? value.watch_timeout) };
}

/** The provider's `timeshift` (snake_case on the wire); null when the channel has none (no URL, or nothing kept). */
function toTimeshift(value: unknown): Timeshift | null {
  if (!isObject(value) || typeof value.url !== 'string' || value.url === '') return null;
  const seconds = numOrNull(value.seconds) ?? 0;
  const gaps = (Array.isArray(value.gaps) ? value.gaps : [])
    .filter((gap): gap is [number, number] => Array.isArray(gap) && typeof gap[0] === 'number' && typeof gap[1] === 'number' && gap[1] > gap[0])
    .map(([start, end]) => ({ start, end }));
  return seconds > 0 ? { base: value.url, seconds, catchupDays: numOrNull(value.catchup_days) ?? 0, gaps } : null;
}

/** A cast link, absolute (a cast device fetches it, not this page). */
export function toCastLink(value: unknown): { url: string; expiresAt: number } {
  const raw = asObject(value, 'cast link');
  const url = str(raw.url);
  if (url === '') throw new TypeError('The cast link has no URL');
  return { url: new URL(url, globalThis.location?.href ?? 'http://localhost/').href, expiresAt: num(raw.expires_at) };
}

export function toChannel(value: unknown): Channel {
  const raw = asObject(value, 'channel');
  const streams = (Array.isArray(raw.streams) ? raw.streams : []).map(toStream).filter((s): s is Stream => s !== null);
  const channel: Channel = {
    id: id(raw, 'id', 'channel'),
    title: str(raw.title),
    alias: str(raw.alias),
    number: num(raw.number),
    description: str(raw.description),
    logo: str(raw.logo),
    bigLogo: str(raw.big_logo),
    group: str(raw.group),
    groupId: num(raw.group_id),
    type: str(raw.type, 'standard'),
    isFree: flag(raw.is_free),
    recordable: flag(raw.recordable),
    isFavorite: flag(raw.is_favorite),
    streams,
    streamUrl: streams[0]?.url ?? null,
  };
  if ('catchup_days' in raw) channel.catchupDays = numOrNull(raw.catchup_days) ?? 0;
  if ('timeshift' in raw) channel.timeshift = toTimeshift(raw.timeshift);
  if ('now_playing' in raw) channel.nowPlaying = isObject(raw.now_playing) ? toProgramme(raw.now_playing) : null;
  if ('next_playing' in raw) channel.nextPlaying = isObject(raw.next_playing) ? toProgramme(raw.next_playing) : null;
  return channel;
}

/** docs/client.md#normalise: vod entries are left out of the channel list. */
export const toChannelList = (value: unknown): Channel[] =>
  asArray(value, 'channels')
    .filter((c) => !(isObject(c) && c.type === 'vod'))
    .map(toChannel);

export function toProgramme(value: unknown): Programme {
  const raw = asObject(value, 'programme');
  const start = num(raw.startdatetime);
  const end = num(raw.enddatetime);
  return {
    id: id(raw, 'programme', 'programme'),
    channelId: num(raw.channel_id),
    start,
    end,
    length: num(raw.length, end - start),
    duration: str(raw.duration),
    title: str(raw.programme_name),
    description: str(raw.programme_description),
    genre: str(raw.genre),
    allowDvr: flag(raw.allow_dvr),
    images: (Array.isArray(raw.images) ? raw.images : []).filter((i): i is string => typeof i === 'string'),
    isSeries: flag(raw.isSeries),
    seriesNumber: numOrNull(raw.seriesNumber),
    episodeNumber: numOrNull(raw.episodeNumber),
    seriesId: strOrNull(raw.series_id),
    seriesTitle: str(raw.series_title, str(raw.programme_name)),
  };
}

export function toChannelGuide(value: unknown): ChannelGuide {
  const raw = asObject(value, 'guide');
  return { data: asArray(raw.data, 'guide.data').map(toProgramme), currentTime: num(raw.currentTime) };
}

export function toGuideWindow(value: unknown): GuideWindow {
  const raw = asObject(value, 'guide');
  const byChannel = asObject(raw.data, 'guide.data');
  const data: Record<number, Programme[]> = {};
  for (const [channelId, list] of Object.entries(byChannel)) data[num(channelId)] = asArray(list, 'guide.data[]').map(toProgramme);
  return { data, currentTime: num(raw.currentTime) };
}

export function toRecording(value: unknown): Recording {
  const raw = asObject(value, 'recording');
  return {
    id: id(raw, 'id', 'recording'),
    channelId: num(raw.channel_id),
    programmeId: num(raw.programme_id),
    title: str(raw.title),
    description: str(raw.description),
    start: num(raw.time_start),
    length: num(raw.length),
    status: str(raw.status),
    streamUrl: strOrNull(raw.stream_url),
    masterUrl: strOrNull(raw.master_url),
    progress: numOrNull(raw.progress),
    note: strOrNull(raw.reason),
    recordedFrom: numOrNull(raw.recorded_from),
    isProtected: flag(raw.protected),
    ruleId: numOrNull(raw.rule_id),
    deletedAt: numOrNull(raw.deleted_at),
    purgeAt: numOrNull(raw.purge_at),
  };
}

export function toRecordingsList(value: unknown): RecordingsList {
  // The real provider answered a bare list at times; docs/api.md#recorder wraps it with the user's storage.
  if (Array.isArray(value)) return { userStorage: { total: 0, recorded: 0, available: 0 }, recordings: value.map(toRecording), trash: [] };
  const raw = asObject(value, 'dvr');
  const storage = isObject(raw.userStorage) ? raw.userStorage : {};
  return {
    userStorage: { total: num(storage.total), recorded: num(storage.recorded), available: num(storage.available) },
    recordings: asArray(raw.recordings, 'dvr.recordings').map(toRecording),
    trash: (Array.isArray(raw.trash) ? raw.trash : []).map(toRecording),
  };
}

export function toPlan(value: unknown): Plan {
  const raw = asObject(value, 'plan');
  return {
    id: id(raw, 'id', 'plan'),
    name: str(raw.name),
    description: str(raw.description),
    price: num(raw.price),
    currency: str(raw.currency),
    period: str(raw.period),
    features: (Array.isArray(raw.features) ? raw.features : []).filter((f): f is string => typeof f === 'string'),
    channelGroups: (Array.isArray(raw.channel_groups) ? raw.channel_groups : []).filter(isObject).map((g) => ({ id: num(g.id), name: str(g.name) })),
    storageHours: num(raw.storage_hours),
  };
}

export function toUserSubscription(value: unknown): UserSubscription {
  const raw = asObject(value, 'subscription');
  return {
    id: id(raw, 'id', 'subscription'),
    planId: num(raw.plan_id),
    name: str(raw.name),
    status: str(raw.status),
    startedAt: num(raw.started_at),
    expiresAt: num(raw.expires_at),
    remainingTime: num(raw['remaining-time'] ?? raw.remaining_time),
    autoRenew: flag(raw.auto_renew),
  };
}

export function toCart(value: unknown): Cart {
  const raw = asObject(value, 'cart');
  return {
    items: asArray(raw.items, 'cart.items')
      .filter(isObject)
      .map((i) => ({ planId: num(i.plan_id), name: str(i.name), price: num(i.price), currency: str(i.currency), period: str(i.period) })),
    total: num(raw.total),
    currency: str(raw.currency),
  };
}

export function toOrder(value: unknown): Order {
  const raw = asObject(value, 'order');
  return {
    id: id(raw, 'id', 'order'),
    planId: num(raw.plan_id),
    name: str(raw.name),
    amount: num(raw.amount),
    currency: str(raw.currency),
    cardBrand: str(raw.card_brand),
    cardLast4: str(raw.card_last4),
    status: str(raw.status),
    createdAt: num(raw.created_at),
  };
}

export function toChatMessage(value: unknown): ChatMessage {
  const raw = asObject(value, 'message');
  const user = isObject(raw.user) ? raw.user : {};
  return { id: id(raw, 'id', 'message'), text: str(raw.text), createdAt: num(raw.created_at), user: { nickname: str(user.nickname) }, source: str(raw.source) };
}
