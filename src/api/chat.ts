// chat.ts — the general chat room: the last 50 messages, posting with the chat token, and the live stream (SSE over fetch).
import { ApiError, failWith, isAbortError } from './errors';
import { ERRORS, FALLBACK } from './messages';
import { asArray, asObject, isObject, toChatMessage } from './normalise';
import type { Session } from './session';
import type { Transport } from './transport';
import type { CallOptions, ChatMessage, User } from './types';

/** docs/client.md#constants: how many messages the chat loads. */
export const CHAT_HISTORY = 50;
export const CHAT_ROOM = 'general';
/** Until the stream says otherwise (its `retry:` field). */
const DEFAULT_RETRY_MS = 3000;

export interface ChatStreamOptions {
  signal: AbortSignal;
  /** Resume after this message id (what the page already shows). */
  lastEventId?: number | null;
  onOpen?: () => void;
  /** The stream dropped; it reconnects by itself after `retryMs`. */
  onDrop?: (retryMs: number) => void;
}

export interface ChatApi {
  load: (options?: CallOptions) => Promise<ChatMessage[]>;
  /** Needs an access token ('Unauthorized' otherwise); succeeds when the answer's code is 200. */
  send: (text: string, options?: CallOptions) => Promise<ChatMessage | null>;
  /** Live messages until the signal aborts; reconnects with Last-Event-ID so none is missed. */
  stream: (onMessage: (message: ChatMessage) => void, options: ChatStreamOptions) => Promise<void>;
}

interface Frame {
  id?: string;
  event?: string;
  data: string[];
  retry?: number;
}

/** Splits an SSE byte stream into frames (the WHATWG EventSource parsing rules that matter here). */
export function createSseParser(onFrame: (frame: Frame) => void) {
  let buffer = '';
  let frame: Frame = { data: [] };
  return (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (frame.data.length > 0 || frame.retry !== undefined) onFrame(frame);
        frame = { data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') frame.data.push(value);
      else if (field === 'id') frame.id = value;
      else if (field === 'event') frame.event = value;
      else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
    }
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export function createChatApi({ session, transport, user }: { session: Session; transport: Transport; user: () => User | null }): ChatApi {
  const path = `/messages/${CHAT_ROOM}`;

  async function stream(onMessage: (message: ChatMessage) => void, { signal, lastEventId = null, onOpen, onDrop }: ChatStreamOptions): Promise<void> {
    let last = lastEventId;
    let retryMs = DEFAULT_RETRY_MS;
    while (!signal.aborted) {
      try {
        const headers: Record<string, string> = { accept: 'text/event-stream' };
        if (last !== null) headers['last-event-id'] = String(last);
        const response = await transport.fetch(transport.url(`${path}/stream`), { headers, signal });
        if (!response.ok || !response.body) throw new ApiError(response.status, FALLBACK.chatLoad);
        onOpen?.();
        const parse = createSseParser((frame) => {
          if (frame.retry !== undefined) retryMs = frame.retry;
          if (frame.data.length === 0 || (frame.event ?? 'message') !== 'message') return;
          try {
            const message = toChatMessage(JSON.parse(frame.data.join('\n')));
            last = message.id;
            onMessage(message);
          } catch {
            // A frame this client does not understand is skipped, not fatal to the stream.
          }
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parse(value);
        }
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return;
      }
      if (signal.aborted) return;
      onDrop?.(retryMs);
      await sleep(retryMs, signal);
    }
  }

  return {
    load: (options = {}) =>
      failWith(FALLBACK.chatLoad, async () => {
        const answer = asObject(await session.call({ method: 'GET', path, query: { limitType: 'amount', limitValue: CHAT_HISTORY }, signal: options.signal }), 'chat');
        return asArray(answer.messages, 'chat.messages').map(toChatMessage);
      }),
    send: async (text, options = {}) => {
      // docs/api.md#chat: posting needs a logged-in user; without an access token the app does not even ask.
      if (session.accessToken() === null) throw new ApiError(403, ERRORS.unauthorized);
      return failWith(FALLBACK.chatSend, async () => {
        const answer = await session.call({
          method: 'POST',
          path,
          // Read at send time: a retry after a re-login carries the new chat token.
          body: () => {
            const chat = session.settings()?.chat;
            return { token: { token: chat?.token ?? null, user: { nickname: chat?.login ?? user()?.nickname ?? null }, source: chat?.source ?? 'ftv' }, message: text };
          },
          signal: options.signal,
        });
        if (!(isObject(answer) && Number(answer.code) === 200)) throw new ApiError(0, FALLBACK.chatSend, answer);
        return isObject(answer.message) ? toChatMessage(answer.message) : null;
      });
    },
    stream,
  };
}
