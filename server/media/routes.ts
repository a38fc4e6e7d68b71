// routes.ts (media) — live HLS over the prepared loops and relayed channels, and time-shift over loops and the archive (asked through media/archived.ts), behind signed URLs (finished recordings: recorder/files.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../http/context.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { ENTITLEMENT_TOPIC, entitledGroups } from '../subscriptions/entitlement.ts';
import type { Bus } from '../cluster/bus.ts';
import type { MediaLibrary } from './library.ts';
import { liveEdge, livePlaylist, masterPlaylist } from './playlists.ts';
import { DESCRIBED_AUDIO, RENDITIONS, renditionKindOf, SUBTITLE_TRACKS, subtitleTrackNamed } from './recipe.ts';
import { webvttSegment } from './subtitles.ts';
import { parseSpan, segmentsOf, shiftMaster, shiftPlaylist, SpanError, type SpanSegments } from './timeshift.ts';
import { mediaSecret, verifyStream } from './signing.ts';
import { allowPlayersElsewhere, corsPreflight, FORBIDDEN, PLAYLIST_TYPE, SEGMENT_CACHE, SEGMENT_TYPE, sendFile, signature, signedQuery, WEBVTT_TYPE, type SignedQuery } from './serving.ts';
import type { RelayAnswer } from '../relay/index.ts';
import type { Relayed } from './relayed.ts';
import { catchupDaysOf } from '../lineup/catchup.ts';
import { ARCHIVE_RENDITION, TRACK_SLOT, type ArchivedRequest, type ArchivedShift, type ArchiveSpan } from './archived.ts';

/** A live playlist changes every segment: at most a second at a CDN, and revalidated by browsers. */
const LIVE_PLAYLIST_CACHE = 'public, max-age=1, must-revalidate';
/** What a demo channel's live renditions are called, for a 404 that lists them. */
const LIVE_RENDITIONS = [...RENDITIONS.map((r) => r.name), DESCRIBED_AUDIO.folder, ...SUBTITLE_TRACKS.map((t) => t.folder)].join(', ');
/** How far behind the live edge a segment may still be fetched (slow players, the recorder's reach). */
const SEGMENT_REACH = 60;
/** Entitlement answers are kept briefly: a playlist is fetched every 2 s by every viewer. */
const ENTITLEMENT_TTL_SECONDS = 30;

const liveParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' }, rendition: { type: 'string', maxLength: 16 }, file: { type: 'string', maxLength: 40 } } } as const;

const shiftParams = {
  type: 'object',
  required: ['id', 'sig', 'span'],
  properties: {
    id: { type: 'string', pattern: '^[0-9]{1,10}$' },
    sig: { type: 'string', maxLength: 100 },
    span: { type: 'string', maxLength: 30 },
    rendition: { type: 'string', maxLength: 16 },
    file: { type: 'string', maxLength: 40 },
  },
} as const;

/** A time-shift URL carries the live link's signature in its path (`{token}-{expires}-{user}`), so its playlists' relative URIs keep it. */
function pathSignature(raw: string): SignedQuery {
  const match = /^([0-9a-f]{64})-([0-9]{1,15})-([0-9]{1,10})$/.exec(raw);
  return match ? { token: match[1], expires: match[2], user: match[3] } : {};
}



function parseChannelId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) throw new HttpError(404, 'Channel not found');
  return id;
}

/** What the media routes use, handed over by the composition root (server/services.ts), which starts and stops the relay and the archive. */
export interface MediaRoutesOptions {
  deps: Deps;
  library: MediaLibrary;
  relayed: Relayed;
  bus: Bus;
  /** A relayed channel's time-shift, served from its archive (archive/shift.ts): the archive sits a floor above media. */
  archivedShift: ArchivedShift;
}

export default async function mediaRoutes(app: FastifyInstance, { deps, library, relayed, bus, archivedShift }: MediaRoutesOptions) {
  const { config, now } = deps;
  const secret = mediaSecret(deps);
  /** Per user: each entitled group with the end of its plans, and until when (unix seconds, the app's clock) the answer is kept. */
  const entitlements = new Map<number, { groups: Map<number, number>; until: number }>();
  // A user's subscriptions changed, here or on another instance: what was kept of them goes.
  let changes = 0;
  const stopListening = bus.on(ENTITLEMENT_TOPIC, (user) => {
    entitlements.delete(Number(user));
    changes += 1;
  });
  await bus.ready();

  allowPlayersElsewhere(app);
  app.options('/media/live/*', async (_request, reply) => corsPreflight(reply));
  app.options('/media/shift/*', async (_request, reply) => corsPreflight(reply));

  /**
   * Only a yes is taken from the cache: a viewer refused a moment ago who has just bought the plan must
   * not wait out the cache for their first picture (a no costs one query, and only premium playlists ask).
   */
  // An operator's channels (FTV_LINEUP) are relayed from their upstreams under these same signed URLs.
  const { relay, streamsOf } = relayed;
  app.addHook('onClose', async () => stopListening());

  /** A relay answer as it is: its 502/504 messages say what the upstream did (without naming it). */
  function sendRelayed(reply: FastifyReply, answer: RelayAnswer) {
    if (answer.status === 200) return reply.type(answer.headers['content-type']).header('cache-control', answer.headers['cache-control']).send(answer.body);
    return reply.status(answer.status).header('cache-control', 'no-store').send(errorBody(answer.message));
  }

  async function entitled(userId: number, groupId: number): Promise<boolean> {
    const t = now();
    const cached = entitlements.get(userId);
    // A kept yes never outlives the plans that grant it, whatever is left of the TTL.
    if (cached && cached.until > t && (cached.groups.get(groupId) ?? 0) > t) return true;
    const changesBefore = changes;
    const groups = await entitledGroups(deps, userId);
    if (entitlements.size > 10_000) entitlements.clear();
    // An answer read while a change was announced may predate it: used once, not kept.
    if (changes === changesBefore) entitlements.set(userId, { groups, until: t + ENTITLEMENT_TTL_SECONDS });
    return groups.has(groupId);
  }

  /** Checks the signature (and, for playlists, the entitlement); answers the channel's loop and the query to pass on. */
  async function liveAccess(rawId: string, query: SignedQuery, checkEntitlement: boolean) {
    const id = parseChannelId(rawId);
    const signed = signature(query);
    if (!verifyStream(secret, id, signed.user || null, signed.expires, signed.token, now(), signed.scope)) throw new HttpError(403, FORBIDDEN);
    const channel = await library.channel(id);
    if (!channel || channel.type !== 'standard') throw new HttpError(404, 'Channel not found');
    // Segments ride on the playlist's check: they carry the same user-bound token, and the check is a query.
    if (checkEntitlement && !channel.is_free && !(signed.user && (await entitled(signed.user, channel.group_id)))) {
      throw new HttpError(403, 'This channel needs a subscription that includes it');
    }
    // null: the loops are not prepared (the server's state, not the client's fault: 503, see notPrepared).
    // An operator's channel never shows a demo loop in its place: it is relayed.
    const relayed = channel.source_key !== null;
    return { id, relayed, catchupDays: catchupDaysOf(config, channel), loop: relayed ? null : library.loopFor(channel.number), query: signed.query };
  }

  app.get<{ Params: { id: string }; Querystring: SignedQuery }>('/media/live/:id/master.m3u8', { schema: { params: liveParams, querystring: signedQuery } }, async (request, reply) => {
    const { id, relayed, loop, query } = await liveAccess(request.params.id, request.query, true);
    if (relayed) return sendRelayed(reply, await relay.master(id, await streamsOf(id), query));
    if (loop === null) return notPrepared(reply);
    return reply.type(PLAYLIST_TYPE).header('cache-control', 'private, max-age=60').send(masterPlaylist(query));
  });

  // A relayed channel's renditions, segments, init segments and keys, by the opaque names its playlists gave them.
  app.get<{ Params: { id: string; file: string }; Querystring: SignedQuery }>(
    '/media/live/:id/r/:file',
    { schema: { params: liveParams, querystring: signedQuery } },
    async (request, reply) => {
      const { file } = request.params;
      // Playlists are where the entitlement is checked; segments ride on it, as for the demo channels.
      const { id, relayed, query } = await liveAccess(request.params.id, request.query, file.endsWith('.m3u8'));
      if (!relayed) throw new HttpError(404, 'No such file: this channel is not relayed');
      return sendRelayed(reply, await relay.file(id, await streamsOf(id), file, query));
    },
  );

  // A demo channel's renditions: video (with the main audio), the audio-only description, and subtitles, all over one window.
  app.get<{ Params: { id: string; rendition: string; file: string }; Querystring: SignedQuery }>(
    '/media/live/:id/:rendition/:file',
    { schema: { params: liveParams, querystring: signedQuery } },
    async (request, reply) => {
      const { rendition, file } = request.params;
      const kind = renditionKindOf(rendition);
      if (!kind) throw new HttpError(404, `No rendition ${rendition}: this stream has ${LIVE_RENDITIONS}`);
      const extension = kind === 'subtitles' ? 'vtt' : 'ts';
      if (file === 'index.m3u8') {
        const { relayed, loop, query } = await liveAccess(request.params.id, request.query, true);
        if (relayed) throw new HttpError(404, `No rendition ${rendition}: this channel is relayed, see its master playlist`);
        if (loop === null) return notPrepared(reply);
        return reply.type(PLAYLIST_TYPE).header('cache-control', LIVE_PLAYLIST_CACHE).send(livePlaylist(now(), query, extension));
      }
      const match = /^([0-9]{1,12})\.(ts|vtt)$/.exec(file);
      if (!match || match[2] !== extension) throw new HttpError(404, 'No such segment');
      const { relayed, loop } = await liveAccess(request.params.id, request.query, false);
      if (relayed) throw new HttpError(404, 'No such segment: this channel is relayed, see its master playlist');
      if (loop === null) return notPrepared(reply);
      const sequence = Number(match[1]);
      const edge = liveEdge(now());
      // Nothing from the future (it has not "aired"), and nothing older than the reach.
      if (sequence > edge + 1 || sequence < edge - SEGMENT_REACH) throw new HttpError(404, 'Segment is not in the live window');
      const subtitles = subtitleTrackNamed(rendition);
      if (subtitles) return reply.type(WEBVTT_TYPE).header('cache-control', SEGMENT_CACHE).send(webvttSegment(loop, sequence, subtitles.language));
      return sendFile(reply, library.segmentFile(loop, rendition, sequence), SEGMENT_TYPE, SEGMENT_CACHE);
    },
  );

  // Time-shift and catch-up: the same signature and entitlement as the live link, over a span of the clock. A demo channel's
  // span is arithmetic on its loop (timeshift.ts); a relayed channel's is what its archive kept, asked of archivedShift
  // once the checks here have passed (the archive is handed what they resolved, and answers what it serves).
  type ShiftParams = { id: string; sig: string; span: string; rendition?: string; file?: string };
  type ShiftAccess = { loop: number | null; segments: SpanSegments | null; startAt: number | null; archived: ArchivedRequest | null };
  async function shiftAccess(params: ShiftParams, checkEntitlement: boolean): Promise<ShiftAccess> {
    const access = await liveAccess(params.id, pathSignature(params.sig), checkEntitlement);
    if (access.relayed && !config.archive) throw new HttpError(404, 'This channel has no time-shift archive: the server keeps none (FTV_ARCHIVE=0), so it can only be watched live');
    const span = parseSpan(params.span);
    if (!span) throw new HttpError(400, 'A time-shift span is "window", "from-{unix seconds}" or "{unix seconds}-{unix seconds}"');
    // Start over and a resumed pause play from the moment asked, which EXT-X-START states inside the first segment.
    const startAt = span.kind === 'from' ? span.from : null;
    try {
      if (access.relayed) {
        const limits = { timeshiftSeconds: config.timeshiftSeconds, catchupDays: access.catchupDays };
        return { loop: null, segments: null, startAt, archived: { id: access.id, span: archivedShift.spanOf(span, now(), limits), startAt, catchupDays: access.catchupDays } };
      }
      return { loop: access.loop, segments: segmentsOf(span, now(), { timeshiftSeconds: config.timeshiftSeconds, catchupDays: config.catchupDays }), startAt, archived: null };
    } catch (error) {
      if (error instanceof SpanError) throw new HttpError(error.status, error.message);
      throw error;
    }
  }

  /** A span's master names the same renditions while the span lasts; an EVENT's is kept a minute, as the demo channels'. */
  const masterCache = (type: ArchiveSpan['type']) => (type === 'VOD' ? 'private, max-age=300' : type === 'window' ? LIVE_PLAYLIST_CACHE : 'private, max-age=60');
  /** A media playlist that still grows (a window, an EVENT from a moment) changes every segment: kept a minute, a player would stall at its end. */
  const mediaPlaylistCache = (type: ArchiveSpan['type']) => (type === 'VOD' ? 'private, max-age=300' : LIVE_PLAYLIST_CACHE);

  app.get<{ Params: ShiftParams }>('/media/shift/:id/:sig/:span/master.m3u8', { schema: { params: shiftParams } }, async (request, reply) => {
    const { loop, segments, archived } = await shiftAccess(request.params, true);
    if (archived) return reply.type(PLAYLIST_TYPE).header('cache-control', masterCache(archived.span.type)).send(await archivedShift.master(archived));
    if (loop === null || !segments) return notPrepared(reply);
    return reply.type(PLAYLIST_TYPE).header('cache-control', segments.type === 'VOD' ? 'private, max-age=300' : 'private, max-age=60').send(shiftMaster());
  });

  app.get<{ Params: ShiftParams }>('/media/shift/:id/:sig/:span/:rendition/:file', { schema: { params: shiftParams } }, async (request, reply) => {
    const { rendition = '', file = '' } = request.params;
    if (rendition === ARCHIVE_RENDITION || TRACK_SLOT.test(rendition)) return sendArchived(request.params, reply);
    const kind = renditionKindOf(rendition);
    if (!kind) throw new HttpError(404, `No rendition ${rendition}: this stream has ${LIVE_RENDITIONS}`);
    // Every rendition lists the same span, so a player lines video, description and subtitles up by sequence, as live.
    const extension = kind === 'subtitles' ? 'vtt' : 'ts';
    if (file === 'index.m3u8') {
      const { loop, segments, startAt } = await shiftAccess(request.params, true);
      if (segments === null) throw new HttpError(404, `No rendition ${rendition}: this channel's archive has one, see its master playlist`);
      if (loop === null) return notPrepared(reply);
      return reply.type(PLAYLIST_TYPE).header('cache-control', segments.type === 'VOD' ? 'private, max-age=300' : LIVE_PLAYLIST_CACHE).send(shiftPlaylist(segments, startAt, extension));
    }
    const match = /^([0-9]{1,12})\.(ts|vtt)$/.exec(file);
    if (!match || match[2] !== extension) throw new HttpError(404, 'No such segment');
    const { loop, segments } = await shiftAccess(request.params, false);
    if (segments === null) throw new HttpError(404, `No rendition ${rendition}: this channel's archive has one, see its master playlist`);
    if (loop === null) return notPrepared(reply);
    const sequence = Number(match[1]);
    // A player may still ask for a segment that slid out of the window a moment ago (SEGMENT_REACH, as live).
    const oldest = segments.type === 'VOD' ? segments.first : segments.first - SEGMENT_REACH;
    if (sequence < oldest || sequence > segments.last + 1) throw new HttpError(404, 'Segment is not in this time-shift span');
    const subtitles = subtitleTrackNamed(rendition);
    if (subtitles) return reply.type(WEBVTT_TYPE).header('cache-control', SEGMENT_CACHE).send(webvttSegment(loop, sequence, subtitles.language));
    return sendFile(reply, library.segmentFile(loop, rendition, sequence), SEGMENT_TYPE, SEGMENT_CACHE);
  });

  /** A relayed channel's archived rendition (its video, or an audio or subtitle track): whatever the archive serves of the URL. */
  async function sendArchived(params: ShiftParams, reply: FastifyReply) {
    const rendition = params.rendition ?? '';
    const file = params.file ?? '';
    // Playlists are where the entitlement is checked; segments ride on it, as live.
    const { archived } = await shiftAccess(params, file === 'index.m3u8');
    if (!archived) throw new HttpError(404, `No rendition ${rendition}: this stream has ${LIVE_RENDITIONS}`);
    const answer = rendition === ARCHIVE_RENDITION ? await archivedShift.video(archived, file) : await archivedShift.track(archived, rendition, file);
    if ('playlist' in answer) return reply.type(PLAYLIST_TYPE).header('cache-control', mediaPlaylistCache(archived.span.type)).send(answer.playlist);
    // Kept segments never change.
    return sendFile(reply, answer.file, answer.type, SEGMENT_CACHE);
  }

}

/** Sent directly: the error handler hides every 5xx behind 'Internal server error', and this one has a remedy to name. */
function notPrepared(reply: FastifyReply) {
  return reply.status(503).header('retry-after', '60').send(errorBody('Live media is not prepared yet: start the server with npm start to prepare it'));
}


