// bus.ts (cluster) — short notices every instance must hear (the lineup was imported, a user's subscriptions changed): handled here at once and, with REDIS_URL, on every other instance.
import { randomBytes } from 'node:crypto';
import type { RedisLink } from './redis.ts';

export type BusHandler = (data: string) => void;

export interface Bus {
  /** Runs this instance's handlers of `topic` before it resolves, then (with REDIS_URL) the other instances'. */
  publish: (topic: string, data: string) => Promise<void>;
  /** Answers the function that takes the handler off; Redis is listened to while any handler is on. */
  on: (topic: string, handler: BusHandler) => () => void;
  /** Resolves once the handlers on hear the other instances (at once without Redis); rejects when Redis refused to subscribe. */
  ready: () => Promise<void>;
}

/** One per instance, made by the composition root (server/services.ts). */
export function createBus({ redis }: { redis?: RedisLink | undefined }): Bus {
  const channelPrefix = `${redis?.prefix ?? ''}bus:`;
  /** The pattern this bus listens on (FTV_REDIS_PREFIX first). */
  const ours = `${channelPrefix}*`;
  /** Marks this instance's own messages, whose handlers ran at publish: Redis hands them back to every subscriber. */
  const sender = `bus-${randomBytes(8).toString('hex')}`;
  const handlers = new Map<string, Set<BusHandler>>();
  let count = 0;
  /** The subscribe and unsubscribe commands, chained so that a quick off-then-on ends subscribed. */
  let listening: Promise<unknown> = Promise.resolve();

  function run(topic: string, data: string) {
    for (const handler of [...(handlers.get(topic) ?? [])]) {
      try {
        handler(data);
      } catch {
        // A handler's failure is its own: neither the publisher's nor the other handlers'.
      }
    }
  }

  // The subscriber connection is shared (the chat hub's rooms arrive on it too): only our pattern is ours.
  const onMessage = (pattern: string, channel: string, text: string) => {
    if (pattern !== ours) return;
    const cut = text.indexOf('\n');
    if (cut < 0 || text.slice(0, cut) === sender) return;
    run(channel.slice(channelPrefix.length), text.slice(cut + 1));
  };

  function listen(on: boolean) {
    if (!redis) return;
    const subscriber = redis.subscriber;
    if (on) subscriber.on('pmessage', onMessage);
    else subscriber.off('pmessage', onMessage);
    listening = listening.catch(() => undefined).then(() => (on ? subscriber.psubscribe(ours) : subscriber.punsubscribe(ours)));
    // Marked handled: an unsubscribe on a closing connection is no error, and ready() reports a failed subscribe.
    listening.catch(() => undefined);
  }

  return {
    async publish(topic, data) {
      run(topic, data);
      // "sender\ndata", not JSON: the chat hub reads every message of the shared connection as JSON and skips what is not.
      if (redis) await redis.commands.publish(`${channelPrefix}${topic}`, `${sender}\n${data}`);
    },
    on(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      if ((count += 1) === 1) listen(true);
      let on = true;
      return () => {
        if (!on) return;
        on = false;
        set.delete(handler);
        if ((count -= 1) === 0) listen(false);
      };
    },
    ready: () => listening.then(() => undefined),
  };
}
