// types.ts (wire) — the JSON the provider answers and the app reads (docs/api.md), written once: server/ builds these shapes, src/api/types.ts derives the app's normalised types from them.
//
// Types only: no values, functions, enums or `const` lists. Both sides import this file with
// `import type` / `export type` (erased before anything runs), and it imports nothing outside
// wire/; scripts/check-layers.ts enforces both. Ids, numbers and flags are spelt as the provider
// sends them (docs/api.md#ids-and-flags): strings in the channel list and favourites, numbers
// elsewhere; the app reads them leniently all the same (src/api/normalise.ts).

/** A flag as the channel list spells it. */
export type ListFlag = '0' | '1';

/** A channel's stream: in the channel list and the one-channel answer. */
export interface Stream {
  quality: string;
  url: string;
  name: string;
  /** Seconds the signed URL is valid for at least. */
  'watch-timeout': number;
}

/** One entry of the channel list (`GET /tv/api/channels`): every id, number and flag a string. */
export interface ChannelListEntry {
  id: string;
  title: string;
  alias: string;
  number: string;
  description: string;
  logo: string;
  big_logo: string;
  group: string;
  group_id: string;
  type: 'standard' | 'vod';
  is_free: ListFlag;
  recordable: ListFlag;
  /** How many days back its past programmes can be watched ("0": none); left out where not known. */
  catchup_days?: string;
  is_favorite: ListFlag;
  /** Empty for a premium channel the caller may not watch. */
  streams: Stream[];
}

/** One of the caller's favourites (`GET /tv/api/favorites`, `result[]`): a list entry without streams. */
export interface FavoriteEntry {
  channel: Omit<ChannelListEntry, 'streams' | 'is_favorite'> & { is_favorite: '1' };
}

/** Where the user lives, as the User answer spells it. */
export interface HomeLocation {
  country: string | null;
  timezone: string | null;
}

/** The User answer of login, register, updateProfile and a logged-in session (docs/api.md#user). */
export interface User {
  id: number;
  login: string;
  email: string;
  avatar: string;
  firstName: string;
  lastName: string;
  nickname: string;
  email_verified: boolean;
  /** Plans the user may use now: active, or cancelled but not yet expired; each plan once. */
  subscriptions: { id: number; name: string; expires_at: number }[];
  /** Channel ids as strings, in the order they were added. */
  'favorite-channels': { channel: string }[];
  'home-location': HomeLocation;
  /** FTV's own: true for an operator of the console (absent otherwise). */
  operator?: boolean;
}

/** The session settings of init and session (docs/api.md#session). */
export interface SessionSettings {
  session_key: string;
  loggedIn: boolean;
  /** The access token after a login (sent as `ftv-token`); null when anonymous. */
  ftv_token: string | null;
  /** Id of the default channel: the standard channel with the lowest number. */
  play_on_start: number | null;
  /** Seconds between keep-alives. */
  keep_alive_interval: number;
  server_time: number;
  chat: { token: string | null; login: string | null; source: string };
  /** Only when logged in: the same User answer as login. */
  user?: User;
}

/** A programme of the guide (docs/api.md#programme). */
export interface Programme {
  /** `channelId × 2³¹ + (start − 2020-01-01)`: larger than 32 bits. */
  programme: number;
  channel_id: number;
  startdatetime: number;
  enddatetime: number;
  length: number;
  /** "HH:MM". */
  duration: string;
  programme_name: string;
  programme_description: string;
  genre: string;
  /** 0 or 1. */
  allow_dvr: number;
  images: string[];
  isSeries: boolean;
  seriesNumber: number | null;
  episodeNumber: number | null;
  /** The guide's series id (XMLTV dd_progid or series-id), what a series rule books by; null: none. */
  series_id?: string | null;
  /** The title alone, without the episode's sub-title `programme_name` adds: a series rule's title. */
  series_title?: string;
}

/** `GET /api-v2/tvguide/{channelId}`: the channel's programmes in the window, oldest first. */
export interface ChannelGuide {
  data: Programme[];
  /** The provider's Unix time when it answered. */
  currentTime: number;
}

/** `GET /api-v2/tvguide/?channels=…`: programmes by channel id (a string key); ids the lineup does not hold have no key. */
export interface GuideWindow {
  data: Record<string, Programme[]>;
  currentTime: number;
}

/** A channel's time-shift in the one-channel answer (docs/api.md#one-channel); without a stream or an archive `{url: null, seconds: 0, catchup_days: 0}`. */
export interface Timeshift {
  /** The base a span (`window`, `from-{unix}`, `{unix}-{unix}`) and `/master.m3u8` follow. */
  url: string | null;
  /** How far back the window reaches. */
  seconds: number;
  catchup_days: number;
  /** A relayed channel only: `[start, end]` stretches (Unix seconds) its archive received nothing for. */
  gaps?: Array<[number, number]>;
}

/** `GET /tv/api/channel/{id}/cast`: the viewer's link for a cast device, shorter-lived than the watch link. */
export interface CastLink {
  url: string;
  /** Unix seconds. */
  expires_at: number;
  'watch-timeout': number;
}

/** `GET /tv/api/channel/{id}`: one channel with the list's fields in native types (numbers and booleans), its time-shift and what plays now and next. */
export interface ChannelDetail extends Omit<ChannelListEntry, 'id' | 'number' | 'group_id' | 'is_free' | 'recordable' | 'is_favorite' | 'catchup_days'> {
  id: number;
  number: number;
  group_id: number;
  is_free: boolean;
  recordable: boolean;
  is_favorite: boolean;
  timeshift: Timeshift;
  now_playing: Programme | null;
  next_playing: Programme | null;
  /** False when a relayed channel's upstreams are failing, with the reason beside it. */
  available: boolean;
  unavailable_reason?: string;
}

export type RecordingStatus = 'Accepted' | 'Recording' | 'Recorded' | 'Failed';

/** A recording of the cloud recorder (docs/api.md#recorder). */
export interface Recording {
  id: number;
  channel_id: number;
  programme_id: number;
  title: string;
  description: string;
  time_start: number;
  length: number;
  status: RecordingStatus;
  /** Once `Recorded`: a signed VOD playlist. */
  stream_url?: string;
  /** Once `Recorded`, when it kept its channel's captions and audio description: a signed master listing them with the video. */
  master_url?: string;
  /** While `Recording`: 0–100. */
  progress?: number;
  /** Why it failed, or a caveat of a finished one (a late start, a gap). */
  reason?: string;
  /** Unix time of the first recorded second, when later than the programme's start. */
  recorded_from?: number;
  /** Never removed by a rule's keep limit. */
  protected?: boolean;
  /** The recording rule that booked it. */
  rule_id?: number;
  /** Seconds recorded before `time_start` and after the programme's end (a rule's padding); absent: none. */
  padding_before?: number;
  padding_after?: number;
  /** In the trash: when it was deleted, and when it goes for good (restorable until then with dvr/restore). */
  deleted_at?: number;
  purge_at?: number;
}

/** What a recording rule did with one coming airing it matched (docs/api.md#recording-rules). */
export interface RuleAiring {
  channel_id: number;
  programme_id: number;
  title: string;
  start: number;
  stop: number;
  outcome: 'booked' | 'skipped';
  /** Why a skipped airing is not booked: "a repeat (first aired Mar 3)", "already recorded (S2E5 on Mar 3)", "storage full at that time…". */
  reason?: string;
  /** The recording that holds a booked airing. */
  recording_id?: number;
}

/** A recording rule: a series, a keyword or a time slot, on one channel or any (docs/api.md#recording-rules). */
export interface RecordingRule {
  id: number;
  kind: 'series' | 'keyword' | 'slot';
  title: string;
  series_id: string | null;
  keyword: string | null;
  regex: boolean;
  /** null: any channel (the best one airing it). */
  channel_id: number | null;
  /** 0 Sunday … 6 Saturday, in `time_zone`. */
  weekdays: number[];
  /** "HH:MM" in `time_zone`, or null: any time. */
  start_from: string | null;
  start_to: string | null;
  time_zone: string;
  new_only: boolean;
  /** Keep its last N recordings, or those of the last N days (older ones go to the trash, never a protected one); null: all. */
  keep_count: number | null;
  keep_days: number | null;
  /** Seconds recorded before each programme and after it (0–1800). */
  padding_before: number;
  padding_after: number;
  /** Also a reminder this many minutes (0–15) before each airing it books; null: none. */
  remind_minutes: number | null;
  /** 1 books first. */
  priority: number;
  paused: boolean;
  /** The coming airings it matched, booked or skipped with the reason, in time order. */
  airings: RuleAiring[];
}

/** "Remind me" on a coming programme (docs/api.md#reminders). */
export interface Reminder {
  id: number;
  channel_id: number;
  programme_id: number;
  title: string;
  start: number;
  stop: number;
  /** Minutes before the start (0–15). */
  lead_minutes: number;
  /** Mailed too, not only shown in the app. */
  email: boolean;
  /** Unix seconds: when every open tab shows the notice (start − lead). */
  remind_at: number;
}

/** `GET /tv/api/dvr/list`: storage in hours (two decimals), recordings newest first. */
export interface RecordingsList {
  userStorage: { total: number; recorded: number; available: number };
  recordings: Recording[];
  /** Deleted recordings, the latest deleted first: restorable for 7 days, purged earlier when their space is needed. */
  trash?: Recording[];
}

/** A plan of the catalogue (`GET /tv/api/subscriptions`). */
export interface Plan {
  id: number;
  name: string;
  description: string;
  /** Minor units. */
  price: number;
  currency: string;
  period: string;
  features: string[];
  channel_groups: { id: number; name: string }[];
  storage_hours: number;
}

/** One of the caller's subscriptions (`GET /tv/api/userSubscriptions`). */
export interface UserSubscription {
  id: number;
  plan_id: number;
  name: string;
  status: 'active' | 'cancelled' | 'expired';
  started_at: number;
  expires_at: number;
  /** Seconds. */
  'remaining-time': number;
  /** 0 or 1. */
  auto_renew: number;
}

export interface CartItem {
  plan_id: number;
  name: string;
  price: number;
  currency: string;
  period: 'month' | 'year';
}

/** The session's cart (`GET /checkout-cart`; the cart calls add `success: true`). */
export interface Cart {
  items: CartItem[];
  total: number;
  currency: string;
}

/** One of the caller's orders (`GET /tv/api/orders`). */
export interface Order {
  id: number;
  plan_id: number;
  /** The plan's name, as the order history lists it. */
  name: string;
  amount: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  status: string;
  created_at: number;
}

/** An order a payment has just made (`orders` of subscribe and challenge3ds): paid, so no `status`. */
export type NewOrder = Omit<Order, 'status'>;

/** A chat message (`GET /messages/{room}`, and each frame of its stream). */
export interface ChatMessage {
  id: number;
  text: string;
  created_at: number;
  user: { nickname: string };
  source: string;
}
