// types.ts — the shapes the app works with, after normalisation at the edge (normalise.ts).

export interface SessionSettings {
  session_key: string;
  loggedIn: boolean;
  /** The access token after a login (sent as `ftv-token`); null when anonymous. */
  ftv_token: string | null;
  /** Id of the default channel. */
  play_on_start: number | null;
  keep_alive_interval: number | null;
  server_time: number | null;
  chat: { token: string | null; login: string | null; source: string };
}

export interface HomeLocation {
  country: string | null;
  timezone: string | null;
}

export interface FavoriteChannelRef {
  /** The channel id, as a number (the provider sends strings). */
  channel: number;
}

export interface User {
  id: number;
  login: string;
  email: string;
  avatar: string;
  firstName: string;
  lastName: string;
  nickname: string;
  email_verified: boolean;
  subscriptions: { id: number; name: string; expires_at: number }[];
  /** null when the answer had no list: the favourites then come from the server (docs/client.md#favourites). */
  favoriteChannels: FavoriteChannelRef[] | null;
  homeLocation: HomeLocation;
}

export interface Stream {
  quality: string;
  url: string;
  name: string;
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

export interface Programme {
  programme: number;
  channel_id: number;
  startdatetime: number;
  enddatetime: number;
  length: number;
  duration: string;
  programme_name: string;
  programme_description: string;
  genre: string;
  allow_dvr: boolean;
  images: string[];
  isSeries: boolean;
  seriesNumber: number | null;
  episodeNumber: number | null;
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

export interface Recording {
  id: number;
  channel_id: number;
  programme_id: number;
  title: string;
  description: string;
  time_start: number;
  length: number;
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

export interface RecordingsList {
  userStorage: { total: number; recorded: number; available: number };
  recordings: Recording[];
}

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

export interface UserSubscription {
  id: number;
  plan_id: number;
  name: string;
  status: string;
  started_at: number;
  expires_at: number;
  /** Seconds; the provider calls it `remaining-time`. */
  remaining_time: number;
  auto_renew: boolean;
}

export interface CartItem {
  plan_id: number;
  name: string;
  price: number;
  currency: string;
  period: string;
}

export interface Cart {
  items: CartItem[];
  total: number;
  currency: string;
}

export interface Order {
  id: number;
  plan_id: number;
  name: string;
  amount: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  status: string;
  created_at: number;
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
export type PaymentOutcome = { status: 'paid'; orders: Order[] } | { status: 'challenge'; challenge: { id: string; hint: string } };

export interface ChatMessage {
  id: number;
  text: string;
  created_at: number;
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
