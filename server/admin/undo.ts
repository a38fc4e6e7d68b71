// undo.ts (admin) — what undoing each kind of audited change does: every route module registers how to put its "before" back.
import type { User } from '../db/schema.ts';

/** An audit entry as an undo reads it. */
export interface UndoEntry {
  id: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Puts the entry's "before" back and answers the state it left (the undo's own "after"). */
export type UndoHandler = (entry: UndoEntry, actor: User) => Promise<unknown>;

export interface UndoRegistry {
  register: (action: string, handler: UndoHandler) => void;
  /** The handler of an action; an undo's undo (`x.undo`, `x.undo.undo`) is handled as `x`. */
  handlerOf: (action: string) => UndoHandler | undefined;
}

export function createUndoRegistry(): UndoRegistry {
  const handlers = new Map<string, UndoHandler>();
  return {
    register(action, handler) {
      handlers.set(action, handler);
    },
    handlerOf: (action) => handlers.get(action.replace(/(\.undo)+$/, '')),
  };
}
