// schema.ts — the provider's tables as Kysely types; times are unix seconds, flags 0/1.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface SessionsTable {
  key: string; // 32 hex
  created_at: number;
  last_seen: number;
  user_id: number | null;
  access_token: string | null;
  chat_token: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string;
  /** scrypt of the lower-case MD5 hex that travels; `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  nickname: string;
  first_name: string;
  last_name: string;
  avatar: string;
  country: string | null; // ISO 3166-1 alpha-2
  timezone: string | null; // IANA zone
  email_verified: number;
  created_at: number;
  /** Operators run the console (/admin); everyone else is a viewer. */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
}

export type UserRole = 'viewer' | 'operator';

/** Every change made through the operator's console: who, when, what, before and after, and its undoing. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  at: number;
  action: string;
  target: string;
  before: string;
  after: string;
  undone_at: number | null;
  undone_by: number | null;
}
export type AuditEntry = Selectable<AuditLogTable>;

/** Single-use tokens mailed to users: password reset and email verification. */
export interface UserTokensTable {
  token: string;
  user_id: number;
  kind: 'password_reset' | 'email_verification';
  expires_at: number;
  used_at: number | null;
}

export interface ChannelGroupsTable {
  id: number;
  name: string;
  alias: string;
}

export interface ChannelsTable {
  id: number;
  number: number;
  title: string;
  alias: string;
  description: string;
  group_id: number;
  type: 'standard' | 'vod';
  is_free: number;
  recordable: number;
  /** Seed for the channel's generated guide and pictures. */
  genre: string;
  /** Imported channels (FTV_LINEUP): what the stable id derives from; null on the demo lineup. */
  source_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Imported channels: JSON of the upstream streams in failover order (server/imports/store.ts). */
  streams: ColumnType<string | null, string | null | undefined, string | null>;
  /** Imported channels: the FTV_LINEUP source of the first stream, as configured; null on the demo lineup. */
  playlist: ColumnType<string | null, string | null | undefined, string | null>;
  /** That playlist's limit of streams at once (the overrides' max_streams); null: none. */
  max_streams: ColumnType<number | null, number | null | undefined, number | null>;
  /** Imported channels: the XMLTV channel their programmes come from. */
  guide_channel: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the playlist stopped listing the channel: it leaves the lists, its recordings stay. */
  removed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Imported channels: `catchup-days` from the playlist; null means FTV_CATCHUP_DAYS. */
  catchup_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the source said of it (JSON of `SourceFields`, server/imports/edits.ts): an operator's edit taken back returns to it. */
  source_fields: ColumnType<string | null, string | null | undefined, string | null>;
  /** How its guide channel was found: 'tvg-id', 'name', 'manual' (the operator), 'auto' (a suggestion accepted in bulk); null: none. */
  guide_match: ColumnType<string | null, string | null | undefined, string | null>;
  /** The operator's logo for it (a URL), instead of the source's tvg-logo. */
  logo_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: indices into `streams` in the operator's failover order, switched-off ones left out; null: all, in order. */
  stream_order: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One upstream stream's minute as one instance's relay saw it (server/monitor/). */
export interface StreamSamplesTable {
  channel_id: number;
  stream: number;
  at: number;
  ok: number;
  errors: number;
  last_error: string | null;
  failovers: number;
  bytes: number;
  ttfs_ms: number | null;
  viewers: number;
}

export type SourceKind = 'playlist' | 'guide' | 'xtream';

/** A source the operator added in the console: a playlist, a guide or an Xtream Codes account, in priority order. */
export interface LineupSourcesTable {
  id: Generated<number>;
  kind: SourceKind;
  name: string;
  url: string;
  username: string | null;
  password: string | null;
  priority: number;
  enabled: number;
  max_streams: number | null;
  created_at: number;
  updated_at: number;
}
export type LineupSource = Selectable<LineupSourcesTable>;

/** Each source's last import (`console:<id>`, `FTV_LINEUP:<location>`, `FTV_GUIDE:<location>`). */
export interface SourceImportsTable {
  source: string;
  at: number;
  report: string;
  digest: string | null;
}

/** A channel a guide lists, matched to the lineup or not: what the console's mapping searches and suggests from. */
export interface GuideChannelsTable {
  source: string;
  xmltv_id: string;
  names: string;
  icon: string | null;
  preview: string | null;
}

/** The operator's edits of one channel (JSON of `ChannelEdit`, server/imports/edits.ts), over what its source says. */
export interface ChannelEditsTable {
  channel_id: number;
  fields: string;
  updated_at: number;
}

/** Background work held by one instance at a time (server/cluster/leases.ts). */
export interface JobLeasesTable {
  job: string;
  owner: string;
  expires_at: number;
}

/** One segment of a relayed channel's archive (server/archive/); times in milliseconds, the file at archive/{channel}/{bucket}/{n}. */
export interface ArchiveSegmentsTable {
  channel_id: number;
  n: number;
  start_ms: number;
  duration_ms: number;
  /** fMP4 only: the digest naming its init segment. */
  init: string | null;
  discontinuity: number;
  /** Its discontinuity sequence number. */
  cc: number;
  bytes: number;
}

/** One segment of a relayed channel's audio or subtitle rendition in the archive, under its video segment's number. */
export interface ArchiveTracksTable {
  channel_id: number;
  slot: string;
  n: number;
  ext: string;
  init: string | null;
  bytes: number;
}

/** The master lines of a relayed channel's archived renditions (`archive`: the video's #EXT-X-STREAM-INF). */
export interface ArchiveRenditionsTable {
  channel_id: number;
  slot: string;
  line: string;
}

/** A programme of an imported guide (XMLTV); the demo lineup's guide is generated instead. */
export interface ProgrammesTable {
  channel_id: number;
  start: number;
  stop: number;
  title: string;
  sub_title: string | null;
  description: string | null;
  genre: string | null;
  season: number | null;
  episode: number | null;
  images: string;
  /** Which import wrote it (1, 2, …); 0: the demo lineup's guide (programmes/horizon.ts). */
  generation: number;
  /** XMLTV <new/>: the episode's first airing (0/1). */
  is_new: number;
  /** XMLTV <premiere> (0/1). */
  premiere: number;
  /** XMLTV <previously-shown>: a repeat (0/1); `original_air` its first airing where known. */
  previously_shown: number;
  original_air: number | null;
  /** The age rating as the guide writes it (PG, 12, TV-14). */
  rating: string | null;
  /** The series across airings and channels; null for a one-off. */
  series_id: string | null;
}

export interface FavoritesTable {
  user_id: number;
  channel_id: number;
  created_at: number;
}

export interface PlansTable {
  id: number;
  name: string;
  description: string;
  price: number; // minor units
  currency: string;
  period: 'month' | 'year';
  features: string; // JSON array of strings
  storage_hours: number;
  position: number;
}

/** Which channel groups' premium channels a plan unlocks. */
export interface PlanGroupsTable {
  plan_id: number;
  group_id: number;
}

export interface CartItemsTable {
  session_key: string;
  plan_id: number;
  added_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  amount: number;
  currency: string;
  card_brand: string;
  card_last4: string;
  status: 'paid' | 'failed';
  created_at: number;
}

export interface UserSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  order_id: number | null;
  status: 'active' | 'cancelled' | 'expired';
  started_at: number;
  expires_at: number;
  auto_renew: number;
}

/** A payment waiting for its 3-D Secure code. */
export interface Challenges3dsTable {
  id: string;
  session_key: string;
  user_id: number;
  /** JSON: plan ids, amount, currency, card brand and last four — never the card number. */
  payment: string;
  attempts: number;
  status: 'pending' | 'passed' | 'failed';
  created_at: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  room: string;
  user_id: number;
  nickname: string;
  text: string;
  source: string;
  created_at: number;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  /** What mails quote instead of the session key (support/reference.ts); null on tickets from before it. */
  reference: string | null;
  session_key: string;
  user_id: number | null;
  email: string;
  subject: string;
  message: string;
  classification: string;
  technical_data: string; // JSON
  created_at: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
}

export type RecordingStatus = 'Accepted' | 'Recording' | 'Recorded' | 'Failed';

/** A programme a user asked the cloud recorder for, and how far the recorder got. */
export interface RecordingsTable {
  id: Generated<number>;
  user_id: number;
  channel_id: number;
  programme_id: number;
  title: string;
  description: string;
  time_start: number;
  length: number;
  status: RecordingStatus;
  /** Why it failed, or what a viewer should know about a finished one (started late, a gap). */
  reason: string | null;
  /** Unix time of the first recorded second, when that is later than the programme's start. */
  recorded_from: number | null;
  next_sequence: number | null;
  segments_done: number;
  missing_seconds: number;
  created_at: number;
  /** The rule that booked it (recording_rules.id); null: recorded by hand. */
  rule_id: number | null;
  /** 1: never removed by a keep rule. */
  protected: Generated<number>;
  /** When it went to the trash (restorable until purged); null: not deleted. */
  deleted_at: number | null;
  /** Seconds recorded before `time_start` and after its programme's end (recorder/capture.ts). */
  pad_before: Generated<number>;
  pad_after: Generated<number>;
}

export type RuleKind = 'series' | 'keyword' | 'slot';

export interface RecordingRulesTable {
  id: Generated<number>;
  user_id: number;
  kind: RuleKind;
  title: string;
  series_id: string | null;
  keyword: string | null;
  regex: number;
  /** null: any channel. */
  channel_id: number | null;
  /** Bit 0 Sunday … bit 6 Saturday, in `time_zone`. */
  weekdays: number;
  /** Minutes of the day in `time_zone`; null: any time. */
  start_from: number | null;
  start_to: number | null;
  time_zone: string;
  new_only: number;
  /** Keep the last N recordings, or those of the last N days; null: all. */
  keep_count: number | null;
  keep_days: number | null;
  /** Seconds recorded before each programme and after it. */
  pad_before: number;
  pad_after: number;
  /** Remind this many minutes (0–15) before each airing it books; null: no reminder. */
  remind_minutes: number | null;
  /** The app's origin reminders link to (FTV_PUBLIC_URL, else the address the rule was saved from). */
  remind_origin: string | null;
  /** 1 first. */
  priority: number;
  paused: number;
  created_at: number;
}

/** A rule's booking the user cancelled: their rules skip that airing (until it has aired). */
export interface RuleSkipsTable {
  user_id: number;
  programme_id: number;
  start: number;
  created_at: number;
}

export interface RuleAiringsTable {
  rule_id: number;
  channel_id: number;
  start: number;
  stop: number;
  programme_id: number;
  title: string;
  outcome: 'booked' | 'skipped';
  reason: string | null;
  recording_id: number | null;
}

export interface RemindersTable {
  id: Generated<number>;
  user_id: number;
  channel_id: number;
  programme_id: number;
  start: number;
  stop: number;
  title: string;
  /** Minutes before the start (0–15). */
  lead_minutes: number;
  /** 1: by e-mail too. */
  email: number;
  /** The watch page's absolute URL, for the mail. */
  link: string;
  mailed_at: number | null;
  created_at: number;
}

export interface Database {
  sessions: SessionsTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  channel_groups: ChannelGroupsTable;
  channels: ChannelsTable;
  favorites: FavoritesTable;
  plans: PlansTable;
  plan_groups: PlanGroupsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  user_subscriptions: UserSubscriptionsTable;
  challenges_3ds: Challenges3dsTable;
  chat_messages: ChatMessagesTable;
  support_tickets: SupportTicketsTable;
  mail_outbox: MailOutboxTable;
  recordings: RecordingsTable;
  recording_rules: RecordingRulesTable;
  rule_airings: RuleAiringsTable;
  rule_skips: RuleSkipsTable;
  audit_log: AuditLogTable;
  lineup_sources: LineupSourcesTable;
  source_imports: SourceImportsTable;
  channel_edits: ChannelEditsTable;
  guide_channels: GuideChannelsTable;
  stream_samples: StreamSamplesTable;
  reminders: RemindersTable;
  programmes: ProgrammesTable;
  archive_segments: ArchiveSegmentsTable;
  archive_tracks: ArchiveTracksTable;
  archive_renditions: ArchiveRenditionsTable;
  job_leases: JobLeasesTable;
}

export type User = Selectable<UsersTable>;
export type Channel = Selectable<ChannelsTable>;
export type NewUser = Insertable<UsersTable>;
export type Recording = Selectable<RecordingsTable>;
export type RecordingRule = Selectable<RecordingRulesTable>;
export type Reminder = Selectable<RemindersTable>;
