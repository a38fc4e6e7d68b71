// types.ts — the shapes the app works with, after normalisation at the edge (normalise.ts).
// The provider's answers are written once, in wire/types.ts; a type here is that answer, or that
// answer with what normalise.ts changes (dashed names camel- or snake-cased, flags as booleans,
// absent fields as null) spelt out.
import type * as Wire from '../../wire/types';

/** As the provider sends them (an order a payment has just made has no `status`: it reads as ''). */
export type { ChatMessage, HomeLocation, Order, Plan } from '../../wire/types';

export interface SessionSettings extends Omit<Wire.SessionSettings, 'keep_alive_interval' | 'server_time' | 'user'> {
  /** null when the answer had none. */
  keep_alive_interval: number | null;
  server_time: number | null;
}

export interface FavoriteChannelRef {
  /** The channel id, as a number (the provider sends strings). */
  channel: number;
}

export interface User extends Omit<Wire.User, 'favorite-channels' | 'home-location'> {
  /** null when the answer had no list: the favourites then come from the server (docs/client.md#favourites). */
  favoriteChannels: FavoriteChannelRef[] | null;
  homeLocation: Wire.HomeLocation;
}

export interface Stream extends Omit<Wire.Stream, 'watch-timeout'> {
  watch_timeout: number | null;
}

export interface Channel {
  id: number;
  title: string;
  alias: string;
  number: number;
  description: string;
  logo: string;
  big_logo: string;
  group: string;
  group_id: number;
  type: string;
  is_free: boolean;
  recordable: boolean;
  is_favorite: boolean;
  /** Only in lists: how many days back its past programmes can be watched (0: none). */
  catchupDays?: number;
  streams: Stream[];
  /** The first stream's url; null for a premium channel the viewer may not watch. */
  streamUrl: string | null;
  /** Only in the one-channel answer: where its pause, rewind, start over and catch-up play from; null when it has none. */
  timeshift?: Timeshift | null;
  /** Only in the one-channel answer. */
  now_playing?: Programme | null;
  next_playing?: Programme | null;
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

export interface Programme extends Omit<Wire.Programme, 'allow_dvr'> {
  allow_dvr: boolean;
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

export interface Recording extends Omit<Wire.Recording, 'status' | 'stream_url' | 'progress' | 'reason' | 'recorded_from'> {
  /** 'Accepted' | 'Recording' | 'Recorded' | 'Failed' by docs/api.md#recorder; kept open. */
  status: string;
  stream_url: string | null;
  /** 0–100 while recording. */
  progress: number | null;
  /** Why it failed, or a caveat of a finished one (a late start, a gap); the provider's `reason`. */
  note: string | null;
  /** Set when the recording began after the programme's start (unix seconds). */
  recorded_from: number | null;
}

export interface RecordingsList extends Omit<Wire.RecordingsList, 'recordings'> {
  recordings: Recording[];
}

export interface UserSubscription extends Omit<Wire.UserSubscription, 'status' | 'remaining-time' | 'auto_renew'> {
  /** Kept open: whatever the provider says. */
  status: string;
  /** Seconds; the provider calls it `remaining-time`. */
  remaining_time: number;
  auto_renew: boolean;
}

export interface CartItem extends Omit<Wire.CartItem, 'period'> {
  /** Kept open: whatever the provider says. */
  period: string;
}

export interface Cart extends Omit<Wire.Cart, 'items'> {
  items: CartItem[];
}

export interface CardPayload {
  card_number: string;
  expiration: string;
  cvv: string;
  card_holder_name: string;
  agree_to_terms: boolean;
  agree_to_marketing: boolean;
}

/** A payment either completes or asks for a 3-D Secure code first. */
export type PaymentOutcome = { status: 'paid'; orders: Wire.Order[] } | { status: 'challenge'; challenge: { id: string; hint: string } };

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
