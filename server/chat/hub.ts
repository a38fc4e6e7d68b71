// hub.ts — new chat messages to the live streams of their room: stored and delivered in the order of their ids, in this process or, with REDIS_URL, on every instance.
import { EventEmitter } from 'node:events';
import type { Db } from '../db/connect.ts';
import { withNamedLock } from '../db/locks.ts';
import type { Deps } from '../http/context.ts';
import type { ChatMessage } from './store.ts';

export interface ChatHub {
  /**
   * Stores a message (`store` writes it with the database it is given) and delivers it. Posts to one room are taken
   * one at a time (across instances, under a PostgreSQL advisory lock), each delivered before the next is stored: a
   * stream, which never goes back on ids, can then never skip one.
   */
  post: (room: string, store: (db: Db) => Promise<ChatMessage>) => Promise<ChatMessage>;
  /** Returns the unsubscribe function; callers must call it when their listener goes away. */
  subscribe: (room: string, listener: (message: ChatMessage) => void) => () => void;
  listenerCount: (room: string) => number;
  close: () => Promise<void>;
}

export async function createHub(deps: Deps): Promise<ChatHub> {
  const emitter = new EventEmitter();
  // One listener per open stream: many viewers in one room is normal, not a leak.
  emitter.setMaxListeners(0);
  const redis = deps.redis;
  /** A room's Redis channel: this and the room's name (FTV_REDIS_PREFIX first). */
  const channelPrefix = `${redis?.prefix ?? ''}chat:`;
  const postgres = deps.config.databaseUrl !== undefined;
  /** Posts in flight per room in this process, chained. */
  const queues = new Map<string, Promise<unknown>>();

  function inTurn<T>(room: string, task: () => Promise<T>): Promise<T> {
    const before = queues.get(room) ?? Promise.resolve();
    const turn = before.then(task, task);
    const settled = turn.catch(() => undefined);
    queues.set(room, settled);
    void settled.then(() => {
      if (queues.get(room) === settled) queues.delete(room);
    });
    return turn;
  }

  /** Stored under the room's advisory lock on one connection, published before it is released. */
  async function storeAndPublish(room: string, store: (db: Db) => Promise<ChatMessage>): Promise<ChatMessage> {
    const publish = async (message: ChatMessage) => {
      await redis!.commands.publish(`${channelPrefix}${room}`, JSON.stringify(message));
      return message;
    };
    if (!postgres) return publish(await store(deps.db));
    return withNamedLock(deps.db, `chat:${room}`, async (db) => publish(await store(db)));
  }

  if (redis) {
    // Every instance hears every room; a process with no stream in a room just has no listener for it.
    await redis.subscriber.psubscribe(`${channelPrefix}*`);
    redis.subscriber.on('pmessage', (pattern: string, channel: string, text: string) => {
      // The subscriber connection is shared (server/cluster/bus.ts listens on it too): only chat's pattern is chat.
      if (pattern !== `${channelPrefix}*`) return;
      try {
        emitter.emit(channel.slice(channelPrefix.length), JSON.parse(text) as ChatMessage);
      } catch {
        // Not one of ours: another program on the same Redis.
      }
    });
  }

  return {
    post: (room, store) =>
      inTurn(room, async () => {
        if (redis) return storeAndPublish(room, store);
        const message = await store(deps.db);
        emitter.emit(room, message);
        return message;
      }),
    subscribe: (room, listener) => {
      emitter.on(room, listener);
      return () => {
        emitter.off(room, listener);
      };
    },
    listenerCount: (room) => emitter.listenerCount(room),
    close: async () => {
      await Promise.allSettled([...queues.values()]);
      if (redis) await redis.subscriber.punsubscribe(`${channelPrefix}*`).catch(() => undefined);
    },
  };
}
