// routes.ts (chat) — chat rooms: read the last N, post with the chat token, and the live event stream.
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../http/address.ts';
import type { Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { sessionKeyProp } from '../http/schemas.ts';
import { createLimiter } from '../http/limiter.ts';
import type { ChatHub } from './hub.ts';
import { chatAuthor, insertMessage, lastMessages } from './store.ts';
import { openStream } from './stream.ts';
import { charCount, cleanSource, cleanText, MAX_MESSAGE_CHARS, MAX_SOURCE_CHARS } from './text.ts';

export const ROOM_PATTERN = '^[a-z0-9-]{1,32}$';
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
/** Per user: at most this many messages in this many seconds. */
export const RATE_MAX = 5;
export const RATE_WINDOW_SECONDS = 10;
/**
 * Per client address, whoever is logged in: fresh accounts from one place do not reset it. Room for a
 * household or an office behind one address (one message a second between them), not for a spam script.
 */
export const ADDRESS_RATE_MAX = 60;
export const ADDRESS_RATE_WINDOW_SECONDS = 60;

const roomParams = {
  type: 'object',
  required: ['room'],
  properties: { room: { type: 'string', pattern: ROOM_PATTERN } },
} as const;

// Reading is open to visitors: session_key is accepted (the app sends it on every GET) but not checked.
const readQuery = {
  type: 'object',
  properties: {
    session_key: sessionKeyProp,
    limitType: { type: 'string', enum: ['amount'] },
    limitValue: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
  },
} as const;

const streamQuery = {
  type: 'object',
  properties: {
    session_key: sessionKeyProp,
    lastEventId: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const;

const streamHeaders = {
  type: 'object',
  properties: { 'last-event-id': { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

// The token object may carry nulls: an anonymous app holds a null chat token and still posts it.
const postBody = {
  type: 'object',
  required: ['message'],
  properties: {
    session_key: sessionKeyProp,
    token: {
      type: ['object', 'null'],
      properties: {
        token: { type: ['string', 'null'], maxLength: 128 },
        user: { type: ['object', 'null'], properties: { nickname: { type: ['string', 'null'], maxLength: 64 } } },
        source: { type: ['string', 'null'], maxLength: MAX_SOURCE_CHARS },
      },
    },
    // Generous here so the handler can answer the precise 'Message is too long' after cleaning.
    message: { type: 'string', maxLength: 8 * MAX_MESSAGE_CHARS },
  },
} as const;

interface PostBody {
  token?: { token?: string | null; user?: { nickname?: string | null } | null; source?: string | null } | null;
  message: string;
}

/** What the chat routes use, from the composition root (server/services.ts), which closes the hub. */
export interface ChatRoutesOptions {
  deps: Deps;
  hub: ChatHub;
}

export default async function chatRoutes(app: FastifyInstance, { deps, hub }: ChatRoutesOptions) {
  const redis = deps.redis;
  const perUser = createLimiter({ name: 'chat-user', max: RATE_MAX, windowSeconds: RATE_WINDOW_SECONDS, now: deps.now, redis });
  const perAddress = createLimiter({ name: 'chat-address', max: ADDRESS_RATE_MAX, windowSeconds: ADDRESS_RATE_WINDOW_SECONDS, now: deps.now, redis });
  const openStreams = new Set<() => void>();
  // Streams never end on their own; close them so shutting the app down does not wait on listeners.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.get<{ Params: { room: string }; Querystring: { limitType?: 'amount'; limitValue?: number } }>(
    '/messages/:room',
    { schema: { params: roomParams, querystring: readQuery } },
    async (request) => ({ messages: await lastMessages(deps, request.params.room, request.query.limitValue ?? DEFAULT_LIMIT) }),
  );

  app.post<{ Params: { room: string }; Body: PostBody }>(
    '/messages/:room',
    { schema: { params: roomParams, body: postBody } },
    async (request) => {
      const { token, message } = request.body;
      const chatToken = token?.token;
      const author = typeof chatToken === 'string' && chatToken !== '' ? await chatAuthor(deps, chatToken) : undefined;
      if (!author) throw new HttpError(403, 'Unauthorized');

      const text = cleanText(message);
      if (text === '') throw new HttpError(400, 'Message is empty');
      if (charCount(text) > MAX_MESSAGE_CHARS) throw new HttpError(400, 'Message is too long');
      // FTV_RATE_LIMIT_OFF turns these off along with the plugin's per-client limits (benchmarks only).
      if (deps.config.rateLimits) {
        const address = addressKey(request.ip);
        if (!(await perUser.allows(author.id))) throw new HttpError(429, 'Too many messages; wait a moment');
        if (!(await perAddress.allows(address))) throw new HttpError(429, 'Too many messages from your network; wait a moment');
        // Counted only once both allow it: a refused message spends neither allowance. Another instance may take the
        // last place in between: take answers for itself.
        if (!(await perUser.take(author.id))) throw new HttpError(429, 'Too many messages; wait a moment');
        if (!(await perAddress.take(address))) throw new HttpError(429, 'Too many messages from your network; wait a moment');
      }

      // The nickname is the account's, never the one posted: nobody can speak as someone else.
      const stored = await hub.post(request.params.room, (db) =>
        insertMessage(db, {
          room: request.params.room,
          user_id: author.id,
          nickname: author.nickname,
          text,
          source: cleanSource(token?.source),
          created_at: deps.now(),
        }),
      );
      return { code: 200, message: stored };
    },
  );

  app.get<{ Params: { room: string }; Querystring: { lastEventId?: string }; Headers: { 'last-event-id'?: string } }>(
    '/messages/:room/stream',
    // No automatic HEAD twin: a HEAD would hold a stream open with no body to show for it.
    { schema: { params: roomParams, querystring: streamQuery, headers: streamHeaders }, exposeHeadRoute: false },
    async (request, reply) => {
      // The header is what EventSource sends on reconnect; the query serves clients that reconnect by hand.
      const resumeFrom = request.headers['last-event-id'] ?? request.query.lastEventId;
      await openStream(request, reply, {
        deps,
        hub,
        room: request.params.room,
        lastEventId: resumeFrom === undefined ? null : Number(resumeFrom),
        open: openStreams,
      });
    },
  );
}
