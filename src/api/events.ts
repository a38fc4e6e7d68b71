// events.ts — a minimal listener set: the client tells the app when the session or the login changed underneath it.

export interface Emitter {
  emit: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEmitter(): Emitter {
  const listeners = new Set<() => void>();
  return {
    emit: () => {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // One broken listener must not keep the others (or the call that emitted) from going on.
          console.error(error);
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
