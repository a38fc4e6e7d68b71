// atoms.ts (chat) — the general room: the last 50 messages, sending, and live messages while a page listens.
import { atom } from 'jotai';
import { CHAT_HISTORY, type ChatMessage } from '../../api';
import { apiClientAtom } from '../session/atoms';
import { errorMessage, runAction, type ActionResult } from '../shared/action';

export interface ChatState {
  messages: ChatMessage[];
  isLoading: boolean;
  error: string | null;
  /** The live stream is open. */
  isLive: boolean;
}

/** The page shows a window of the conversation, not all of it: a long session must not grow without end. */
const KEEP = CHAT_HISTORY * 4;

export const chatStateAtom = atom<ChatState>({ messages: [], isLoading: false, error: null, isLive: false });

/** Adds messages in id order, each once (the stream may replay what the load already brought). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}

export const loadChatAtom = atom(null, async (get, set, { signal }: { signal?: AbortSignal } = {}): Promise<ActionResult<ChatMessage[]>> => {
  set(chatStateAtom, { ...get(chatStateAtom), isLoading: true, error: null });
  try {
    const messages = await get(apiClientAtom).chat.load({ signal });
    set(chatStateAtom, { ...get(chatStateAtom), messages: mergeMessages(get(chatStateAtom).messages, messages), isLoading: false });
    return { ok: true, data: messages, message: null };
  } catch (error) {
    const message = errorMessage(error);
    set(chatStateAtom, { ...get(chatStateAtom), isLoading: false, error: message });
    return { ok: false, error: message };
  }
});

export const sendChatMessageAtom = atom(null, async (get, set, text: string): Promise<ActionResult<ChatMessage | null>> => {
  const result = await runAction(set, () => get(apiClientAtom).chat.send(text));
  if (result.ok && result.data) set(chatStateAtom, { ...get(chatStateAtom), messages: mergeMessages(get(chatStateAtom).messages, [result.data]) });
  return result;
});

/** Opens the live stream (after the messages already shown); answers the function that closes it. */
export const connectChatAtom = atom(null, (get, set): (() => void) => {
  const controller = new AbortController();
  const last = get(chatStateAtom).messages.at(-1)?.id ?? null;
  void get(apiClientAtom).chat.stream((message) => set(chatStateAtom, { ...get(chatStateAtom), messages: mergeMessages(get(chatStateAtom).messages, [message]) }), {
    signal: controller.signal,
    lastEventId: last,
    onOpen: () => set(chatStateAtom, { ...get(chatStateAtom), isLive: true }),
    onDrop: () => set(chatStateAtom, { ...get(chatStateAtom), isLive: false }),
  });
  return () => {
    controller.abort();
    set(chatStateAtom, { ...get(chatStateAtom), isLive: false });
  };
});
