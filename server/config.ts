// config.ts — the provider's settings, all from the environment (README.md#settings), checked once at start.
import path from 'node:path';

export interface Config {
  port: number;
  /** Address to bind: `localhost` (127.0.0.1 and ::1 where it resolves to both); `0.0.0.0` or `::` opens every interface. */
  host: string;
  dataDir: string;
  /**
   * FTV_STORAGE_DIR: recordings, the archive, fetched logos and the media secret; one directory every instance mounts
   * (NFS, an object-storage mount) when several serve together. Default DATA_DIR.
   */
  storageDir: string;
  /** Prepared live loops (FTV_MEDIA_DIR); shareable between data dirs, e.g. a test cache. */
  mediaDir: string;
  /**
   * FTV_MEDIA_LOOPS: how many of the demo lineup's loops `npm start` prepares (default all); channels past them show one of
   * them by number. A small machine (or a test run) starts sooner with fewer.
   */
  mediaLoops: number | null;
  /** The built app (`vite build` output) served at `/`. */
  webRoot: string;
  isProduction: boolean;
  logLevel: string;
  /** REDIS_URL (`redis://…`, Redis or Valkey): several instances share chat, rate limits and caches through it; unset means one process. */
  redisUrl: string | undefined;
  /** FTV_REDIS_PREFIX: what every key and channel this deployment uses in Redis begins with (default `ftv:`); deployments (or test runs) that share one Redis each take their own. */
  redisPrefix: string;
  /** `postgres://…` for a shared database; unset means SQLite in dataDir. */
  databaseUrl: string | undefined;
  appId: string;
  appSecret: string;
  /** Idle seconds before a session key expires (410). */
  sessionTtl: number;
  /** Seed this many channels instead of the demo lineup (scale tests). */
  channelCount: number | null;
  /** Make every programme this long (recorder tests). */
  slotSeconds: number | null;
  smtpUrl: string | undefined;
  /** Per-client request limits (login, register, support); off only for benchmarks on loopback. */
  rateLimits: boolean;
  /** Where the app is reached (links in mails); unset: taken from each request's Host. */
  /** FTV_ADMIN_EMAILS: accounts that are operators whatever their stored role (lower-case addresses). */
  adminEmails: string[];
  publicUrl: string | undefined;
  /** FTV_LINEUP: M3U playlists (paths or URLs) that replace the demo lineup; empty: the demo lineup. */
  lineup: string[];
  /** FTV_GUIDE: XMLTV guides (paths or URLs, .xml or .xml.gz); empty: the playlist's url-tvg header. */
  guide: string[];
  /** FTV_LINEUP_REFRESH: seconds between re-imports of playlist and guide. */
  lineupRefresh: number;
  /** FTV_LINEUP_OVERRIDES: a JSON file of per-channel changes applied on every import (imports/overrides.ts). */
  lineupOverrides: string | undefined;
  /** FTV_RELAY_ALLOW_PRIVATE=1: upstream playlists and redirects may lead the relay to loopback/private addresses. */
  relayAllowPrivate: boolean;
  /** FTV_TIMESHIFT_SECONDS: how far back a live channel can be paused, rewound or started over (default 2 h). */
  timeshiftSeconds: number;
  /** FTV_CATCHUP_DAYS: how many days of past programmes can be watched from the guide (default 7). */
  catchupDays: number;
  /** FTV_ARCHIVE=0 turns off the archive of relayed channels (server/archive/): they are then watched live only. */
  archive: boolean;
  /** FTV_ARCHIVE_MAX_GB: the disk the archive of relayed channels may take; the oldest segments go first beyond it. */
  archiveMaxBytes: number;
}

export class ConfigError extends Error {}

/** What Redis keys and channels begin with unless FTV_REDIS_PREFIX says otherwise. */
export const DEFAULT_REDIS_PREFIX = 'ftv:';

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  // 0 asks the OS for a free port: the tests use it.
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  return n;
}

function positive(name: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function gigabytes(name: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  // Fractions are allowed: a test (or a small box) budgets a few megabytes.
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`${name} must be a positive number of gigabytes, got "${value}"`);
  return Math.floor(n * 1024 ** 3);
}

/** A comma-separated list of paths or URLs (commas inside a URL must be written %2C). */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`FTV_PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`FTV_PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return {
    port: port(env.PORT, 8080),
    // This machine only until HOST says otherwise: a first `npm start` is not on the network.
    host: env.HOST || 'localhost',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    storageDir: path.resolve(cwd, env.FTV_STORAGE_DIR || env.DATA_DIR || 'data'),
    mediaDir: path.resolve(cwd, env.FTV_MEDIA_DIR || path.join(env.DATA_DIR || 'data', 'media')),
    mediaLoops: positive('FTV_MEDIA_LOOPS', env.FTV_MEDIA_LOOPS),
    webRoot: path.resolve(cwd, env.FTV_WEB_ROOT || 'dist'),
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.FTV_REDIS_PREFIX || DEFAULT_REDIS_PREFIX,
    appId: env.FTV_APP_ID || 'ftv-web',
    appSecret: env.FTV_APP_SECRET || 'ftv-web-secret',
    sessionTtl: positive('FTV_SESSION_TTL', env.FTV_SESSION_TTL) ?? 300,
    channelCount: positive('FTV_CHANNELS', env.FTV_CHANNELS),
    slotSeconds: positive('FTV_SLOT_SECONDS', env.FTV_SLOT_SECONDS),
    smtpUrl: env.SMTP_URL || undefined,
    rateLimits: env.FTV_RATE_LIMIT_OFF !== '1',
    publicUrl: publicUrl(env.FTV_PUBLIC_URL),
    adminEmails: list(env.FTV_ADMIN_EMAILS).map((email) => email.toLowerCase()),
    lineup: list(env.FTV_LINEUP),
    guide: list(env.FTV_GUIDE),
    lineupRefresh: positive('FTV_LINEUP_REFRESH', env.FTV_LINEUP_REFRESH) ?? 21600,
    lineupOverrides: env.FTV_LINEUP_OVERRIDES ? path.resolve(cwd, env.FTV_LINEUP_OVERRIDES) : undefined,
    relayAllowPrivate: env.FTV_RELAY_ALLOW_PRIVATE === '1',
    timeshiftSeconds: positive('FTV_TIMESHIFT_SECONDS', env.FTV_TIMESHIFT_SECONDS) ?? 7200,
    catchupDays: positive('FTV_CATCHUP_DAYS', env.FTV_CATCHUP_DAYS) ?? 7,
    archive: env.FTV_ARCHIVE !== '0',
    archiveMaxBytes: gigabytes('FTV_ARCHIVE_MAX_GB', env.FTV_ARCHIVE_MAX_GB) ?? 20 * 1024 ** 3,
  };
}
