// routes.ts (guide) — the programme guide from the programme store: one channel's guide, or a window across many channels.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withSession, type Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { integerIdProp, unboundedSessionKeyProp } from '../http/schemas.ts';
import { sendRepresentation } from '../http/cache.ts';
import type { LineupCache } from '../lineup/cache.ts';
import { GuideCache } from './cache.ts';
import type { ProgrammeStore } from '../programmes/store.ts';

const DAY = 86400;
/** Clients may look a week back (catch-up, recordings) and a week ahead (the guide grid). */
const REACH = 7 * DAY;
const MAX_SINGLE_WINDOW = 14 * DAY;
const MAX_MULTI_WINDOW = 48 * 3600;
const MAX_CHANNELS = 200;

const timeProps = {
  session_key: unboundedSessionKeyProp,
  startTime: { type: 'integer', minimum: 0, maximum: 4294967295 },
  duration: { type: 'integer', minimum: 1, maximum: 4294967295 },
} as const;

const singleSchema = {
  params: { type: 'object', required: ['channelId'], properties: { channelId: integerIdProp } },
  querystring: { type: 'object', properties: timeProps },
} as const;

const multiSchema = {
  querystring: {
    type: 'object',
    required: ['channels'],
    // Long enough for 200+ ids so that too many is answered by its own message, not the pattern's.
    properties: { ...timeProps, channels: { type: 'string', minLength: 1, maxLength: 5000, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' } },
  },
} as const;

interface TimeQuery {
  startTime?: number;
  duration?: number;
}

/**
 * Ajv coerces '1e400' to Infinity and lets it through an integer schema with a maximum, so every
 * number that reaches the handlers is checked once more here.
 */
function wholeNumber(name: string, value: number | undefined): void {
  if (value !== undefined && !Number.isSafeInteger(value)) throw new HttpError(400, `${name} must be integer`);
}

function checkQuery(query: TimeQuery): void {
  wholeNumber('querystring/startTime', query.startTime);
  wholeNumber('querystring/duration', query.duration);
}

/** What the guide's routes use, handed over by the composition root (server/services.ts). */
export interface GuideRoutesOptions {
  deps: Deps;
  lineup: LineupCache;
  programmes: ProgrammeStore;
}

export default async function guideRoutes(app: FastifyInstance, { deps, lineup, programmes }: GuideRoutesOptions) {
  const { now } = deps;

  /** The window must stay within a week either side of now. */
  function checkWindow(start: number, end: number, t: number) {
    if (start < t - REACH) throw new HttpError(400, 'startTime must be at most 7 days in the past');
    if (start >= t + REACH) throw new HttpError(400, 'startTime must be less than 7 days ahead');
    if (end > t + REACH) throw new HttpError(400, 'The window must end at most 7 days ahead');
  }

  const guides = new GuideCache(programmes);

  app.get<{ Params: { channelId: number }; Querystring: TimeQuery }>(
    '/api-v2/tvguide/:channelId',
    { schema: singleSchema, preHandler: withSession(deps), compress: false },
    async (request, reply) => {
      wholeNumber('params/channelId', request.params.channelId);
      checkQuery(request.query);
      const t = now();
      // Default: from yesterday's midnight (UTC) to a week after today's.
      const today = Math.floor(t / DAY) * DAY;
      const start = request.query.startTime ?? today - DAY;
      const { duration } = request.query;
      if (duration !== undefined && duration > MAX_SINGLE_WINDOW) throw new HttpError(400, 'At most 14 days per call');
      // Without a duration the guide runs as far ahead as it may: 8 days, never past a week from now.
      const end = duration !== undefined ? start + duration : Math.min(start + 8 * DAY, t + REACH);
      checkWindow(start, end, t);
      const answer = await guides.single(await lineup.current(), request.params.channelId, start, end);
      if (!answer) throw new HttpError(404, 'Channel not found');
      return sendRepresentation(request, reply, answer.at(t));
    },
  );

  // Unknown channel ids are left out of `data` (no key), so a client can tell them from a channel with no programmes.
  // The programmes come from the cache (guide/cache.ts); only `currentTime` is new in each second's answer.
  const multi = async (request: FastifyRequest<{ Querystring: TimeQuery & { channels: string } }>, reply: FastifyReply) => {
    checkQuery(request.query);
    const t = now();
    const ids = [...new Set(request.query.channels.split(',').map(Number))];
    if (ids.length > MAX_CHANNELS) throw new HttpError(400, 'At most 200 channels per call');
    if (ids.some((id) => id < 1 || id > 2147483647)) throw new HttpError(400, 'channels must be channel ids');
    const start = request.query.startTime ?? t;
    const duration = request.query.duration ?? DAY;
    if (duration > MAX_MULTI_WINDOW) throw new HttpError(400, 'At most 48 hours per call');
    const end = start + duration;
    checkWindow(start, end, t);
    // A window that starts now by default differs every second: not worth a place in the cache.
    const keep = request.query.startTime !== undefined;
    return sendRepresentation(request, reply, (await guides.multi(await lineup.current(), ids, start, end, keep)).at(t));
  };
  for (const url of ['/api-v2/tvguide', '/api-v2/tvguide/']) {
    app.get<{ Querystring: TimeQuery & { channels: string } }>(url, { schema: multiSchema, preHandler: withSession(deps), compress: false }, multi);
  }
}
