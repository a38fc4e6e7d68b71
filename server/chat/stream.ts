// stream.ts — the live chat stream: server-sent events, resumable with Last-Event-ID.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../http/context.ts';
import type { ChatHub } from './hub.ts';
import { messagesAfter, type ChatMessage } from './store.ts';

export const RETRY_MS = 3000;
export const HEARTBEAT_MS = 15_000;
export const MAX_REPLAY = 100;

const frame = (message: ChatMessage) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

export interface StreamOptions {
  deps: Deps;
  hub: ChatHub;
  room: string;
  /** Replay what came after this id first; null means live messages only. */
  lastEventId: number | null;
  /** Open streams, so the app can end them when it closes (otherwise close would wait for them). */
  open: Set<() => void>;
}

export async function openStream(request: FastifyRequest, reply: FastifyReply, { deps, hub, room, lastEventId, open }: StreamOptions) {
  // Fastify steps aside: compression and serialisation would buffer an endless body.
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'Content-Encoding': 'identity',
    // Proxies such as nginx would otherwise hold events back.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);

  let closed = false;
  let lastSent = lastEventId ?? 0;
  // Live messages that arrive while the replay query runs wait here, so none is lost or sent twice.
  let pending: ChatMessage[] | null = lastEventId === null ? null : [];
  const send = (message: ChatMessage) => {
    if (closed || message.id <= lastSent) return;
    lastSent = message.id;
    res.write(frame(message));
  };
  const unsubscribe = hub.subscribe(room, (message) => (pending ? pending.push(message) : send(message)));
  const heartbeat = setInterval(() => {
    if (!closed) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(close);
    if (!res.writableEnded) res.end();
  };
  open.add(close);
  request.raw.on('close', close);
  res.on('close', close);
  res.on('error', close);

  if (lastEventId !== null) {
    try {
      for (const message of await messagesAfter(deps, room, lastEventId, MAX_REPLAY)) send(message);
    } catch (err) {
      request.log.error({ err }, 'chat replay failed');
    }
    const waiting = pending ?? [];
    pending = null;
    for (const message of waiting) send(message);
  }
}
