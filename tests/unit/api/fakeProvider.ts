// fakeProvider.ts — a scripted fetch for unit tests of single api modules: records every request, answers by route.
import { createClient, memoryStorage, type Client } from '../../../src/api/index.ts';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON or form body as an object. */
  body: Record<string, unknown>;
  contentType: string | null;
}

export type Reply = { status?: number; body?: unknown } | ((request: SeenRequest) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

export const KEY_A = 'a'.repeat(32);
export const KEY_B = 'b'.repeat(32);

export const settings = (key: string, token: string | null = null) => ({
  session_key: key,
  loggedIn: token !== null,
  ftv_token: token,
  play_on_start: 101,
  keep_alive_interval: 200,
  server_time: 1_700_000_000,
  chat: { token: token ? `chat-${token}` : null, login: token ? 'viewer' : null, source: 'ftv' },
});

export const rawUser = {
  id: 7,
  login: 'viewer',
  email: 'viewer@ftv.example',
  avatar: '',
  firstName: '',
  lastName: '',
  nickname: 'viewer',
  email_verified: false,
  subscriptions: [],
  'favorite-channels': [{ channel: '102' }],
  'home-location': { country: 'DE', timezone: 'Europe/Berlin' },
};

/**
 * Routes are `METHOD /path` → a reply or a queue of replies (the last one repeats). Unrouted requests
 * answer 404 so a test notices a call it did not expect.
 */
export function fakeProvider(routes: Record<string, Reply | Reply[]> = {}) {
  const seen: SeenRequest[] = [];
  const queues = new Map(Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]));
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://provider.test');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const contentType = headers['content-type'] ?? null;
    const text = typeof init.body === 'string' ? init.body : '';
    const body = contentType?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(text));
    const request: SeenRequest = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body, contentType };
    seen.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const queue = queues.get(`${request.method} ${request.path}`);
    const next = queue ? (queue.length > 1 ? queue.shift()! : queue[0]!) : { status: 404, body: { success: false, message: 'Not found' } };
    const reply = typeof next === 'function' ? await next(request) : next;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  const calls = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route);
  return { fetch, seen, calls };
}

/** A client over the fake provider and a fresh in-memory storage. */
export function fakeClient(routes: Record<string, Reply | Reply[]> = {}, now?: () => number): { client: Client; storage: ReturnType<typeof memoryStorage> } & ReturnType<typeof fakeProvider> {
  const provider = fakeProvider(routes);
  const storage = memoryStorage();
  const client = createClient({ baseUrl: 'http://provider.test', storage, fetch: provider.fetch, ...(now && { now }) });
  return { client, storage, ...provider };
}
