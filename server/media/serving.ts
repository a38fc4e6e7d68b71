// serving.ts (media) — what every signed media route shares: the signature in a URL's query, CORS for players on other origins, files sent with their type and cache.
import { promises as fs } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { StreamScope } from './signing.ts';

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';
export const FMP4_TYPE = 'video/mp4';
export const WEBVTT_TYPE = 'text/vtt; charset=utf-8';
/** An archived rendition's segment is answered with the type its extension names (as the relay answered it). */
export const TRACK_TYPES: Record<string, string> = { ts: SEGMENT_TYPE, aac: 'audio/aac', ac3: 'audio/ac3', ec3: 'audio/eac3', vtt: WEBVTT_TYPE, webvtt: WEBVTT_TYPE };
/** A segment URL names one media sequence number: its bytes never change, so any cache may keep it. */
export const SEGMENT_CACHE = 'public, max-age=86400, immutable';

export interface SignedQuery {
  token?: string;
  expires?: string;
  user?: string;
  /** `cast` on a cast device's link (media/signing.ts); absent on a watch link. */
  scope?: string;
}

export const signedQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 128 }, expires: { type: 'string', maxLength: 20 }, user: { type: 'string', maxLength: 12 }, scope: { type: 'string', maxLength: 8 } },
} as const;

export const FORBIDDEN = 'Stream token is missing, wrong or expired: fetch the channel again for a fresh URL';

/** The signature a media URL carries in its query, checked for shape (its token is checked by the route); a 403 when it is not there. */
export function signature(query: SignedQuery) {
  const expires = /^[0-9]{1,15}$/.test(query.expires ?? '') ? Number(query.expires) : Number.NaN;
  const user = /^[0-9]{1,10}$/.test(query.user ?? '') ? Number(query.user) : Number.NaN;
  const scope: StreamScope | null = query.scope === undefined ? 'live' : query.scope === 'cast' ? 'cast' : null;
  if (!query.token || !Number.isSafeInteger(expires) || !Number.isSafeInteger(user) || scope === null) throw new HttpError(403, FORBIDDEN);
  // The same query goes on every URL the playlist names, so a player never needs to sign anything.
  return { token: query.token, expires, user, scope, query: `?token=${query.token}&expires=${expires}&user=${user}${scope === 'cast' ? '&scope=cast' : ''}` };
}

/** Media is protected by its signature, not by origin: players on other origins that host the app may fetch it. */
export function allowPlayersElsewhere(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', 'Content-Length, Content-Type');
    // Players on other origins read media; Chromium would refuse a cross-origin read of a "same-origin" resource.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}

/** The answer to a player's preflight (it sends Range): GET and HEAD from anywhere, kept a day. */
export function corsPreflight(reply: FastifyReply) {
  return reply
    .status(204)
    .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
    .header('Access-Control-Allow-Headers', 'Range, Content-Type')
    .header('Access-Control-Max-Age', '86400')
    .send();
}

/** A file's bytes with their type and cache header; a missing one is a 404. */
export async function sendFile(reply: FastifyReply, file: string, type: string, cache: string) {
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) throw new HttpError(404, 'No such segment');
  return reply.type(type).header('cache-control', cache).send(bytes);
}
