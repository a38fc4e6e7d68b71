// hub.ts — in-process pub/sub of new chat messages per room, feeding the live streams.
import { EventEmitter } from 'node:events';
import type { ChatMessage } from './store.ts';

export interface ChatHub {
  publish: (room: string, message: ChatMessage) => void;
  /** Returns the unsubscribe function; callers must call it when their listener goes away. */
  subscribe: (room: string, listener: (message: ChatMessage) => void) => () => void;
  listenerCount: (room: string) => number;
}

export function createHub(): ChatHub {
  const emitter = new EventEmitter();
  // One listener per open stream: many viewers in one room is normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (room, message) => {
      emitter.emit(room, message);
    },
    subscribe: (room, listener) => {
      emitter.on(room, listener);
      return () => {
        emitter.off(room, listener);
      };
    },
    listenerCount: (room) => emitter.listenerCount(room),
  };
}
