// signing.ts — signed, expiring media URLs (live streams and recordings): the API areas sign them, the media routes verify them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Deps } from '../http/context.ts';

/** How long a signed stream URL stays valid (seconds); the list answers it as `watch-timeout`. */
export const WATCH_TIMEOUT_SECONDS = 6 * 3600;

/**
 * What a stream link opens: `live` (a watch link: the live stream, and its time-shift and catch-up) or `cast` (a link
 * handed to a cast device: the live stream only, so a link seen on a shared screen cannot replay the archive).
 */
export type StreamScope = 'live' | 'cast';

/** Hex HMAC-SHA256 over `${channelId}:${userIdOr0}:${expires}`, prefixed `cast:` for a cast link's. */
export function signStream(secret: string, channelId: number, userId: number | null, expires: number, scope: StreamScope = 'live'): string {
  return createHmac('sha256', secret).update(`${scope === 'cast' ? 'cast:' : ''}${channelId}:${userId ?? 0}:${expires}`).digest('hex');
}

/** True when the token matches its scope and `expires` is still ahead of `now`; compared in constant time. */
export function verifyStream(secret: string, channelId: number, userId: number | null, expires: number, token: string, now: number, scope: StreamScope = 'live'): boolean {
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
  const expected = Buffer.from(signStream(secret, channelId, userId, expires, scope), 'hex');
  return timingSafeEqual(expected, Buffer.from(token, 'hex'));
}

// One secret per storage dir: tests run several servers in one process, each with its own dir.
const secrets = new Map<string, string>();

/**
 * The media secret: FTV_MEDIA_SECRET when set, else one generated on first start and kept in
 * FTV_STORAGE_DIR/media-secret (0600; DATA_DIR by default) so signed URLs survive a restart.
 */
export function mediaSecret(deps: Pick<Deps, 'config'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.FTV_MEDIA_SECRET) return env.FTV_MEDIA_SECRET;
  // In the storage dir: instances that share it sign and check with the same secret.
  const dir = deps.config.storageDir;
  const cached = secrets.get(dir);
  if (cached) return cached;
  const file = path.join(dir, 'media-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (!secret) {
    mkdirSync(dir, { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    try {
      // 'wx': if another process wrote it first, theirs wins and we read it back.
      writeFileSync(file, fresh + '\n', { mode: 0o600, flag: 'wx' });
      secret = fresh;
    } catch {
      secret = readFileSync(file, 'utf8').trim() || fresh;
    }
  }
  secrets.set(dir, secret);
  return secret;
}

/**
 * The signed master playlist URL for a channel, valid for WATCH_TIMEOUT_SECONDS from `now`. The
 * playlist request carries no session, so the user the signature covers travels as `user`.
 */
export function signedStreamUrl(secret: string, channelId: number, userId: number | null, now: number): string {
  const expires = now + WATCH_TIMEOUT_SECONDS;
  return `/media/live/${channelId}/master.m3u8?token=${signStream(secret, channelId, userId, expires)}&expires=${expires}&user=${userId ?? 0}`;
}

/**
 * How long a link made for casting stays valid (seconds): a TV plays it for a programme or two, after which the sender
 * casts again with a fresh one; a link seen on a shared screen or in a cast device's history does not open the channel
 * for the rest of the day, as the 6 h watch link would.
 */
export const CAST_LINK_SECONDS = 3 * 3600;

/** The signed master playlist URL a cast device fetches for the viewer: the live link's shape in the cast scope, valid for CAST_LINK_SECONDS. */
export function signedCastUrl(secret: string, channelId: number, userId: number | null, now: number): { url: string; expires: number } {
  const expires = now + CAST_LINK_SECONDS;
  return { url: `/media/live/${channelId}/master.m3u8?token=${signStream(secret, channelId, userId, expires, 'cast')}&expires=${expires}&user=${userId ?? 0}&scope=cast`, expires };
}

/**
 * Where a channel's time-shift and catch-up playlists live (media/timeshift.ts): its live link's signature moved
 * into the path, so the same token, expiry and user open both. A span and `master.m3u8` follow it.
 */
export function shiftBaseOf(channelId: number, liveUrl: string): string | null {
  const query = new URL(liveUrl, 'http://provider.invalid').searchParams;
  const [token, expires, user] = [query.get('token'), query.get('expires'), query.get('user')];
  return token && expires && user ? `/media/shift/${channelId}/${token}-${expires}-${user}/` : null;
}

/**
 * Recordings are signed over their own scope (`rec:` prefix), so a live-stream token can never open a
 * recording, nor one recording's token another.
 */
export function signRecording(secret: string, recordingId: number, userId: number, expires: number): string {
  return createHmac('sha256', secret).update(`rec:${recordingId}:${userId}:${expires}`).digest('hex');
}

export function verifyRecording(secret: string, recordingId: number, userId: number, expires: number, token: string, now: number): boolean {
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return false;
  const expected = Buffer.from(signRecording(secret, recordingId, userId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(token, 'hex'));
}

/** The owner's signed playlist URL of a finished recording: its VOD playlist, or (`master.m3u8`) the master listing its tracks too. */
export function signedRecordingUrl(secret: string, recordingId: number, userId: number, now: number, file: 'index.m3u8' | 'master.m3u8' = 'index.m3u8'): string {
  const expires = now + WATCH_TIMEOUT_SECONDS;
  return `/media/recordings/${recordingId}/${file}?token=${signRecording(secret, recordingId, userId, expires)}&expires=${expires}&user=${userId}`;
}
