// routes.ts (channels) — the channel list and detail, logos and posters (the lineup is seeded and imported by the composition root, server/services.ts).
import type { FastifyInstance } from 'fastify';
import { withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idParams, unboundedSessionKeyProp } from '../http/schemas.ts';
import { entitledGroupIds } from '../subscriptions/entitlement.ts';
import { CAST_LINK_SECONDS, mediaSecret, shiftBaseOf, signedCastUrl, signedStreamUrl, WATCH_TIMEOUT_SECONDS } from '../media/signing.ts';
import { decodeProgrammeId, programmeChannelOf } from '../programmes/programme.ts';
import type { ProgrammeStore } from '../programmes/store.ts';
import { sendRepresentation } from '../http/cache.ts';
import { channelById, listedChannelById, logoFieldsOf, type ChannelRow } from '../lineup/repository.ts';
import { favoriteChannelIdsOf } from '../favorites/repository.ts';
import type { Relayed } from '../media/relayed.ts';
import { catchupDaysOf } from '../lineup/catchup.ts';
import { gapsBetween } from '../archive/store.ts';
import type { LineupCache } from '../lineup/cache.ts';
import { ChannelListCache, type Viewer } from './list.ts';
import { logoSvg, posterSvg } from './logos.ts';
import { storedLogo } from '../imports/logos.ts';
import type { CastLink, ChannelDetail } from '../../wire/types.ts';

const sessionQuery = { type: 'object', properties: { session_key: unboundedSessionKeyProp } } as const;
const fileParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', maxLength: 40 } } } as const;

// Generated pictures never change for a given id: let browsers and proxies keep them.
const IMAGE_CACHE = 'public, max-age=604800, immutable';
// An imported channel's logo (stored or drawn) changes when its playlist's tvg-logo does.
const IMPORTED_LOGO_CACHE = 'public, max-age=86400';

/** What the channels' routes use, handed over by the composition root (server/services.ts). */
export interface ChannelsRoutesOptions {
  deps: Deps;
  lineup: LineupCache;
  /** Reports a relayed channel's health in its answer. */
  relayed: Relayed;
  /** Now and next, and a poster's programme. */
  programmes: ProgrammeStore;
}

export default async function channelsRoutes(app: FastifyInstance, { deps, lineup, relayed, programmes }: ChannelsRoutesOptions) {
  const { db, config, now } = deps;
  // Read (or create) the secret now, so a bad data dir fails the start rather than the first request.
  const secret = mediaSecret(deps);

  /** What the caller may watch and has favourited: one query each, whatever the lineup's size. */
  async function viewerOf(userId: number | null): Promise<Viewer> {
    const [entitled, favourites] = await Promise.all([entitledGroupIds(deps, userId), userId ? favoriteChannelIdsOf(db, userId) : Promise.resolve(new Set<number>())]);
    return { userId, entitled, favourites };
  }

  function streamsFor(channel: ChannelRow, viewer: Viewer) {
    if (!channel.is_free && !viewer.entitled.has(channel.group_id)) return [];
    return [{ quality: 'auto', url: signedStreamUrl(secret, channel.id, viewer.userId, now()), name: 'HLS', 'watch-timeout': WATCH_TIMEOUT_SECONDS }];
  }

  const logo = (id: number) => `/media/logos/${id}.svg`;
  const bigLogo = (id: number) => `/media/logos/${id}-big.svg`;

  const lists = new ChannelListCache(secret);

  // The real provider's list shape: every id, number and flag is a string. Answered from bytes kept per
  // lineup version and viewer (list.ts); compression is done once there, not by @fastify/compress.
  app.get('/tv/api/channels', { schema: { querystring: sessionQuery }, preHandler: withSession(deps), compress: false }, async (request, reply) => {
    const [current, viewer] = await Promise.all([lineup.current(), viewerOf(request.session?.user_id ?? null)]);
    return sendRepresentation(request, reply, lists.answer(current, viewer, now()));
  });

  app.get<{ Params: { id: number } }>('/tv/api/channel/:id', { schema: { params: idParams, querystring: sessionQuery }, preHandler: withSession(deps) }, async (request) => {
    // Ajv lets '1e400' through as Infinity: check before it reaches the query.
    if (!Number.isSafeInteger(request.params.id)) throw new HttpError(400, 'params/id must be integer');
    const c = await listedChannelById(db, request.params.id);
    if (!c) throw new HttpError(404, 'Channel not found');
    const viewer = await viewerOf(request.session?.user_id ?? null);
    const t = now();
    const relayedChannel = c.source_key !== null;
    const streams = streamsFor(c, viewer);
    // Pause, rewind, start over and catch-up: over the demo loops, or a relayed channel's archive (off with FTV_ARCHIVE=0).
    const shiftBase = (!relayedChannel || config.archive) && streams[0] ? shiftBaseOf(c.id, streams[0].url) : null;
    const catchupDays = relayedChannel ? catchupDaysOf(config, c) : config.catchupDays;
    const [playing, health] = await Promise.all([programmes.nowNext(programmeChannelOf(c), t), relayedChannel ? relayed.relay.health(c.id, await relayed.streamsOf(c.id)) : null]);
    return {
      id: c.id,
      title: c.title,
      alias: c.alias,
      number: c.number,
      description: c.description,
      logo: logo(c.id),
      big_logo: bigLogo(c.id),
      group: c.group_name,
      group_id: c.group_id,
      type: c.type,
      is_free: Boolean(c.is_free),
      recordable: Boolean(c.recordable),
      is_favorite: viewer.favourites.has(c.id),
      streams,
      timeshift: shiftBase
        ? {
            url: shiftBase,
            seconds: config.timeshiftSeconds,
            catchup_days: catchupDays,
            // A relayed channel's archive may miss moments (an outage, a server restart): the seek bar shows where.
            ...(relayedChannel ? { gaps: await gapsBetween(db, c.id, (t - config.timeshiftSeconds) * 1000, t * 1000) } : {}),
          }
        : { url: null, seconds: 0, catchup_days: 0 },
      now_playing: playing.now,
      next_playing: playing.next,
      // A relayed channel whose upstreams fail (after a short probe when nobody watches) says so, and why.
      available: health?.available ?? true,
      ...(health && !health.available ? { unavailable_reason: health.reason ?? 'The channel\'s source is not answering' } : {}),
    } satisfies ChannelDetail;
  });

  // A link for a cast device (a TV fetches it without the viewer's session): this viewer's, for a shorter time.
  app.get<{ Params: { id: number } }>('/tv/api/channel/:id/cast', { schema: { params: idParams, querystring: sessionQuery }, preHandler: withSession(deps) }, async (request) => {
    if (!Number.isSafeInteger(request.params.id)) throw new HttpError(400, 'params/id must be integer');
    const c = await listedChannelById(db, request.params.id);
    if (!c) throw new HttpError(404, 'Channel not found');
    const viewer = await viewerOf(request.session?.user_id ?? null);
    if (!c.is_free && !viewer.entitled.has(c.group_id)) throw new HttpError(403, 'This channel is not included in your subscription');
    const { url, expires } = signedCastUrl(secret, c.id, viewer.userId, now());
    return { url, expires_at: expires, 'watch-timeout': CAST_LINK_SECONDS } satisfies CastLink;
  });

  app.get<{ Params: { file: string } }>('/media/logos/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const match = /^(\d{1,10})(-big)?\.svg$/.exec(request.params.file);
    const id = match ? Number(match[1]) : 0;
    const c = id > 0 && id <= 2147483647 ? await logoFieldsOf(db, id) : undefined;
    if (!c) throw new HttpError(404, 'Logo not found');
    if (c.source_key === null) return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(logoSvg(c, Boolean(match?.[2])));
    // The URL keeps its .svg name; the type says what it is: the logo the import fetched (imports/logos.ts), else the drawn one.
    const stored = await storedLogo(config.storageDir, id);
    if (stored) return reply.type(stored.type).header('cache-control', IMPORTED_LOGO_CACHE).send(stored.body);
    return reply.type('image/svg+xml').header('cache-control', IMPORTED_LOGO_CACHE).send(logoSvg(c, Boolean(match?.[2])));
  });

  app.get<{ Params: { file: string } }>('/media/posters/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const match = /^(\d{1,16})\.svg$/.exec(request.params.file);
    const decoded = match ? decodeProgrammeId(Number(match[1])) : null;
    const c = decoded && decoded.channelId <= 2147483647 ? await channelById(db, decoded.channelId) : undefined;
    const p = c && decoded ? await programmes.find(programmeChannelOf(c), Number(match![1])) : null;
    if (!p) throw new HttpError(404, 'Poster not found');
    return reply.type('image/svg+xml').header('cache-control', IMAGE_CACHE).send(posterSvg(p.programme_name, p.genre));
  });
}
