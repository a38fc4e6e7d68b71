// types.ts — the shapes the app works with, in camelCase, after normalisation at the edge (normalise.ts).
// The provider's answers are written once, in wire/types.ts, with the provider's names (snake_case,
// dashed, `startdatetime`); normalise.ts is the only module that maps those to the names below, and
// the call modules map the app's requests back to the provider's names where they send them. Nothing
// past src/api reads a wire name (scripts/check-layers.ts, rule wire-names). Times are unix seconds
// unless a field says otherwise.

import type { HomeLocation } from '../../wire/types';

/** As the provider sends it. */
export type { HomeLocation };

export interface SessionSettings {
  /** The provider's `session_key`. */
  sessionKey: string;
  loggedIn: boolean;
  /** The access token after a login (the provider's `ftv_token`, sent back as the `ftv-token` header); null when anonymous. */
  accessToken: string | null;
  /** Id of the default channel (`play_on_start`): the standard channel with the lowest number. */
  playOnStart: number | null;
  /** Seconds between keep-alives; null when the answer had none. */
  keepAliveInterval: number | null;
  /** The server's unix time; null when the answer had none. */
  serverTime: number | null;
  chat: { token: string | null; login: string | null; source: string };
}

export interface FavoriteChannelRef {
  /** The channel id, as a number (the provider sends strings). */
  channel: number;
}

/** A plan the user may use now (active, or cancelled but not yet expired). */
export interface UserPlan {
  id: number;
  name: string;
  expiresAt: number;
}

export interface User {
  id: number;
  login: string;
  email: string;
  avatar: string;
  firstName: string;
  lastName: string;
  nickname: string;
  emailVerified: boolean;
  /** An operator of the console (/admin). */
  operator?: boolean;
  subscriptions: UserPlan[];
  /** null when the answer had no list: the favourites then come from the server (docs/client.md#favourites). */
  favoriteChannels: FavoriteChannelRef[] | null;
  homeLocation: HomeLocation;
}

export interface Stream {
  quality: string;
  url: string;
  name: string;
  /** Seconds the signed URL is valid for at least; null when the answer had none. */
  watchTimeout: number | null;
}

export interface Channel {
  id: number;
  title: string;
  alias: string;
  number: number;
  description: string;
  logo: string;
  bigLogo: string;
  group: string;
  /** The provider's order of the channel groups. */
  groupId: number;
  type: string;
  isFree: boolean;
  recordable: boolean;
  isFavorite: boolean;
  /** Only in lists: how many days back its past programmes can be watched (0: none). */
  catchupDays?: number;
  streams: Stream[];
  /** The first stream's url; null for a premium channel the viewer may not watch. */
  streamUrl: string | null;
  /** Only in the one-channel answer: where its pause, rewind, start over and catch-up play from; null when it has none. */
  timeshift?: Timeshift | null;
  /** Only in the one-channel answer. */
  nowPlaying?: Programme | null;
  nextPlaying?: Programme | null;
}

/** A channel's time-shift: a base URL that a span (`window`, `from-{unix}`, `{unix}-{unix}`) and `/master.m3u8` follow. */
export interface Timeshift {
  base: string;
  /** How far back the window reaches. */
  seconds: number;
  /** How many days back a past programme can be watched. */
  catchupDays: number;
  /** Stretches of the window with nothing to play (unix seconds): what a relayed channel's archive missed. */
  gaps: Array<{ start: number; end: number }>;
}

/** A programme of the guide (docs/api.md#programme). */
export interface Programme {
  /** The provider's `programme`: `channelId × 2³¹ + (start − 2020-01-01)`, larger than 32 bits. */
  id: number;
  channelId: number;
  /** Unix seconds (the provider's `startdatetime`). */
  start: number;
  /** Unix seconds (the provider's `enddatetime`). */
  end: number;
  /** Seconds. */
  length: number;
  /** "HH:MM". */
  duration: string;
  title: string;
  description: string;
  genre: string;
  /** The provider allows recording it. */
  allowDvr: boolean;
  images: string[];
  isSeries: boolean;
  seriesNumber: number | null;
  episodeNumber: number | null;
  /** The guide's series id, what "Record series" books by; null: none (then the series title). */
  seriesId: string | null;
  /** The title without the episode's sub-title `title` may carry. */
  seriesTitle: string;
}

export interface ChannelGuide {
  data: Programme[];
  /** The server's unix time; null when the fetch failed and `data` is the spec's empty list. */
  currentTime: number | null;
}

export interface GuideWindow {
  /** Programmes by channel id. */
  data: Record<number, Programme[]>;
  currentTime: number | null;
}

/** A recording of the cloud recorder (docs/api.md#recorder). */
export interface Recording {
  id: number;
  channelId: number;
  programmeId: number;
  title: string;
  description: string;
  /** Unix seconds: the programme's start (the provider's `time_start`). */
  start: number;
  /** Seconds. */
  length: number;
  /** 'Accepted' | 'Recording' | 'Recorded' | 'Failed' by docs/api.md#recorder; kept open. */
  status: string;
  /** Once recorded: a signed VOD playlist. */
  streamUrl: string | null;
  /** Once recorded, when it kept its channel's captions and audio description: a signed master listing them with the video. */
  masterUrl: string | null;
  /** 0–100 while recording. */
  progress: number | null;
  /** Why it failed, or a caveat of a finished one (a late start, a gap); the provider's `reason`. */
  note: string | null;
  /** Set when the recording began after the programme's start (unix seconds). */
  recordedFrom: number | null;
  /** Never removed by a rule's keep limit. */
  isProtected: boolean;
  /** The recording rule that booked it; null: booked by hand. */
  ruleId: number | null;
  /** In the trash: when it was deleted and when it goes for good (unix seconds); null elsewhere. */
  deletedAt: number | null;
  purgeAt: number | null;
}

/** Storage in hours (two decimals), recordings newest first, the trash latest deleted first. */
export interface RecordingsList {
  userStorage: { total: number; recorded: number; available: number };
  recordings: Recording[];
  trash: Recording[];
}

/** What a recording rule did with one coming airing (docs/api.md#recording-rules). */
export interface RuleAiring {
  channelId: number;
  programmeId: number;
  title: string;
  start: number;
  end: number;
  outcome: 'booked' | 'skipped';
  /** Why a skipped airing is not booked, in the provider's words. */
  reason: string | null;
  recordingId: number | null;
}

/** What a user sets on a rule (the provider's names in docs/api.md#recording-rules). */
export interface RuleFields {
  kind: 'series' | 'keyword' | 'slot';
  title: string;
  seriesId: string | null;
  keyword: string | null;
  regex: boolean;
  /** null: any channel (the best one airing it). */
  channelId: number | null;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  /** "HH:MM" or null. */
  startFrom: string | null;
  startTo: string | null;
  timeZone: string;
  newOnly: boolean;
  keepCount: number | null;
  keepDays: number | null;
  /** Seconds. */
  paddingBefore: number;
  paddingAfter: number;
  /** Also a reminder this many minutes (0–15) before each airing it books; null: none. */
  remindMinutes: number | null;
}

export interface RecordingRule extends RuleFields {
  id: number;
  /** 1 books first. */
  priority: number;
  paused: boolean;
  airings: RuleAiring[];
}

/** "Remind me" on a coming programme (docs/api.md#reminders). */
export interface Reminder {
  id: number;
  channelId: number;
  programmeId: number;
  title: string;
  start: number;
  end: number;
  leadMinutes: number;
  email: boolean;
  /** Unix seconds: when every open tab shows the notice. */
  remindAt: number;
}

/** A plan of the catalogue. */
export interface Plan {
  id: number;
  name: string;
  description: string;
  /** Minor units. */
  price: number;
  currency: string;
  period: string;
  features: string[];
  channelGroups: { id: number; name: string }[];
  storageHours: number;
}

/** One of the caller's subscriptions. */
export interface UserSubscription {
  id: number;
  planId: number;
  name: string;
  /** Kept open: whatever the provider says. */
  status: string;
  startedAt: number;
  expiresAt: number;
  /** Seconds; the provider calls it `remaining-time`. */
  remainingTime: number;
  autoRenew: boolean;
}

export interface CartItem {
  planId: number;
  name: string;
  /** Minor units. */
  price: number;
  currency: string;
  /** Kept open: whatever the provider says. */
  period: string;
}

export interface Cart {
  items: CartItem[];
  total: number;
  currency: string;
}

/** One of the caller's orders; an order a payment has just made has no `status`: it reads as ''. */
export interface Order {
  id: number;
  planId: number;
  /** The plan's name, as the order history lists it. */
  name: string;
  amount: number;
  currency: string;
  cardBrand: string;
  cardLast4: string;
  status: string;
  createdAt: number;
}

/** What the checkout takes to pay by card (docs/api.md#card-sandbox); checkout.ts sends it with the provider's names. */
export interface CardPayload {
  /** Digits only. */
  cardNumber: string;
  /** MM/YY. */
  expiration: string;
  cvv: string;
  cardHolderName: string;
  agreeToTerms: boolean;
  agreeToMarketing: boolean;
}

/** A payment either completes or asks for a 3-D Secure code first. */
export type PaymentOutcome = { status: 'paid'; orders: Order[] } | { status: 'challenge'; challenge: { id: string; hint: string } };

/** A chat message. */
export interface ChatMessage {
  id: number;
  text: string;
  createdAt: number;
  user: { nickname: string };
  source: string;
}

export interface SupportMessage {
  email: string;
  subject: string;
  message: string;
  classification: string;
  technicalData?: Record<string, unknown>;
}

export interface ChannelHistoryEntry {
  id: number;
  title: string;
  logo: string;
  /** Unix milliseconds of the last visit. */
  watchedAt: number;
}

/** Every call takes an optional signal: leaving a page aborts what it asked for. */
export interface CallOptions {
  signal?: AbortSignal;
}
