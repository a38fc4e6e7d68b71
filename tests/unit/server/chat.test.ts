// chat.test.ts — chat rooms: reading, posting with the chat token, text rules, rate limit, and the live stream.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

let roomCounter = 0;
/** A fresh room per test, so tests never see each other's messages. */
const newRoom = () => `room-${process.pid}-${++roomCounter}`;

const tokenOf = (user: TestUser, extra: { nickname?: string; source?: string } = {}) => ({
  token: user.chatToken,
  user: { nickname: extra.nickname ?? user.nickname },
  ...(extra.source === undefined ? {} : { source: extra.source }),
});

function post(room: string, user: TestUser | null, message: unknown, extra: { nickname?: string; source?: string } = {}) {
  return server.post(`/messages/${room}`, { session_key: user?.sessionKey, token: user ? tokenOf(user, extra) : undefined, message });
}

const read = (room: string, query: Record<string, string | number> = {}) => server.get(`/messages/${room}`, query);

describe('reading', () => {
  test('an unknown well-formed room is empty, with or without a session', async () => {
    const room = newRoom();
    expect((await read(room)).json()).toEqual({ messages: [] });
    const key = await server.init();
    const res = await read(room, { session_key: key, limitType: 'amount', limitValue: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
  });

  test('the last N, oldest first, in the documented shape', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    for (let i = 1; i <= 4; i++) {
      server.advance(3); // stays under the rate limit
      expect((await post(room, user, `hello ${i}`)).statusCode).toBe(200);
    }
    const res = await read(room, { limitType: 'amount', limitValue: 3 });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.map((m: { text: string }) => m.text)).toEqual(['hello 2', 'hello 3', 'hello 4']);
    expect(messages[0]).toEqual({ id: expect.any(Number), text: 'hello 2', created_at: expect.any(Number), user: { nickname: user.nickname }, source: 'ftv' });
    expect(messages[0].id).toBeLessThan(messages[1].id);
    // Without a limit the default of 50 applies.
    expect((await read(room)).json().messages).toHaveLength(4);
  });

  test('the general room exists and answers', async () => {
    const res = await read('general', { limitType: 'amount', limitValue: 50 });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().messages)).toBe(true);
  });

  test('bad room names and limits are 400 with a message', async () => {
    for (const [room, query] of [
      ['General', {}],
      ['a'.repeat(33), {}],
      ["x'%20OR%201=1--", {}],
      ['%3Cscript%3E', {}],
      ['general', { limitType: 'time' }],
      ['general', { limitValue: 0 }],
      ['general', { limitValue: 101 }],
      ['general', { limitValue: 'ten' }],
    ] as const) {
      const res = await read(room, query);
      const label = `${room} ${JSON.stringify(query)}`; // names the failing case in the diff
      expect([label, res.statusCode]).toEqual([label, 400]);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe('posting', () => {
  test('with the chat token: the account nickname is shown, never the posted one', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server, { nickname: 'realname' });
    const res = await post(room, user, 'hi there', { nickname: 'admin', source: 'ftv-web' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code: 200,
      message: { id: expect.any(Number), text: 'hi there', created_at: expect.any(Number), user: { nickname: 'realname' }, source: 'ftv-web' },
    });
    // Stamped with the server's clock (a second may tick between the post and this line).
    expect(server.now() - body.message.created_at).toBeLessThanOrEqual(1);
    expect((await read(room)).json().messages).toEqual([body.message]);
  });

  test('no token, a bad token, an anonymous null token, an expired session or a logged-out session: 403 Unauthorized', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    const unauthorized = { success: false, message: 'Unauthorized' };

    for (const body of [
      { message: 'hi' },
      { token: null, message: 'hi' },
      { token: { token: null, user: { nickname: null }, source: 'ftv' }, message: 'hi' },
      { token: { token: '', user: { nickname: user.nickname } }, message: 'hi' },
      { token: { token: 'f'.repeat(64), user: { nickname: user.nickname } }, message: 'hi' },
      // The access token is not the chat token.
      { token: { token: user.token, user: { nickname: user.nickname } }, message: 'hi' },
      { token: { token: "' OR '1'='1", user: { nickname: user.nickname } }, message: 'hi' },
    ]) {
      const res = await server.post(`/messages/${room}`, { session_key: user.sessionKey, ...body });
      const label = JSON.stringify(body); // names the failing case in the diff
      expect([label, res.statusCode]).toEqual([label, 403]);
      expect(res.json()).toEqual(unauthorized);
    }

    // Logout clears the session's chat token.
    const leaving = await createLoggedInUser(server);
    await server.app.deps.db.updateTable('sessions').set({ user_id: null, access_token: null, chat_token: null }).where('key', '=', leaving.sessionKey).execute();
    expect((await post(room, leaving, 'still here?')).statusCode).toBe(403);

    // An idle session's chat token dies with it.
    const idle = await createLoggedInUser(server);
    server.advance(server.app.deps.config.sessionTtl + 1);
    const res = await post(room, idle, 'hello?');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(unauthorized);
    expect((await read(room)).json().messages).toEqual([]);
  });

  test('the session_key is optional when posting', async () => {
    const user = await createLoggedInUser(server);
    const res = await server.post(`/messages/${newRoom()}`, { token: tokenOf(user), message: 'no key' });
    expect(res.statusCode).toBe(200);
  });

  test('empty, too long, control characters', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    for (const message of ['', '   ', '\n\t ', '\u0000\u0007']) {
      const res = await post(room, user, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Message is empty' });
    }
    const tooLong = await post(room, user, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ success: false, message: 'Message is too long' });
    const oversize = await post(room, user, 'x'.repeat(10_000));
    expect(oversize.statusCode).toBe(400);

    // 500 characters is fine, counted as characters (an emoji is one).
    expect((await post(room, user, '😀'.repeat(500))).statusCode).toBe(200);
    const cleaned = await post(room, user, '  bell\u0007 and \u202Eflip\u202C\r\nnext line\u0000  ');
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json().message.text).toBe('bell and flip\nnext line');
  });

  test('wrong types and oversize fields are 400, never 5xx (scalars are coerced to text, as Fastify does)', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    for (const body of [
      { token: tokenOf(user), message: ['a', 'b'] },
      { token: tokenOf(user), message: { text: 'hi' } },
      { token: tokenOf(user) },
      { token: 'just-a-string', message: 'hi' },
      { token: { ...tokenOf(user), source: 's'.repeat(33) }, message: 'hi' },
      { token: { ...tokenOf(user), token: 't'.repeat(500) }, message: 'hi' },
    ]) {
      const res = await server.post(`/messages/${room}`, body);
      const label = JSON.stringify(body).slice(0, 80); // names the failing case in the diff
      expect([label, res.statusCode]).toEqual([label, 400]);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const bad = await server.post('/messages/NOT_A_ROOM', { token: tokenOf(user), message: 'hi' });
    expect(bad.statusCode).toBe(400);
  });

  test('HTML and SQL stay text, stored exactly as sent', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    const texts = ['<script>alert(1)</script>', "'; DROP TABLE chat_messages; --", '<img src=x onerror=alert(1)> & "quotes"'];
    for (const text of texts) {
      const res = await post(room, user, text);
      expect(res.statusCode).toBe(200);
      expect(res.json().message.text).toBe(text);
    }
    const res = await read(room);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().messages.map((m: { text: string }) => m.text)).toEqual(texts);
  });

  test('source defaults to ftv and is one trimmed line of at most 32 characters', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    expect((await post(room, user, 'a')).json().message.source).toBe('ftv');
    expect((await post(room, user, 'b', { source: '   ' })).json().message.source).toBe('ftv');
    expect((await post(room, user, 'c', { source: ' my\napp ' })).json().message.source).toBe('my app');
  });

  test('rate limit per user: 5 in 10 seconds, then 429, then it recovers as time passes', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    const other = await createLoggedInUser(server);
    for (let i = 0; i < 5; i++) expect((await post(room, user, `m${i}`)).statusCode).toBe(200);
    const limited = await post(room, user, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many messages; wait a moment' });
    // Someone else is not slowed down by it.
    expect((await post(room, other, 'me too')).statusCode).toBe(200);
    server.advance(11);
    expect((await post(room, user, 'back again')).statusCode).toBe(200);
    expect((await read(room)).json().messages).toHaveLength(7);
  });
});

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
}

/** A real socket reading server-sent events (inject would wait for an end that never comes). */
async function openStream(room: string, headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/messages/${room}/stream${query}`, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const queue: SseEvent[] = [];
  const next = async (): Promise<SseEvent> => {
    while (queue.length === 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = line.slice(0, colon) as keyof SseEvent;
          event[field] = line.slice(colon + 1).replace(/^ /, '');
        }
        if (Object.keys(event).length > 0) queue.push(event);
      }
    }
    return queue.shift()!;
  };
  const nextMessage = async () => {
    const event = await next();
    expect(event.event).toBe('message');
    return { id: event.id, message: JSON.parse(event.data!) };
  };
  return { res, next, nextMessage, close: () => controller.abort() };
}

describe('live stream', () => {
  test('sends retry first, then each new message as it is posted, uncompressed', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    const stream = await openStream(room, { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('content-encoding') ?? 'identity').toBe('identity');
      expect(await stream.next()).toEqual({ retry: '3000' });

      const posted = (await post(room, user, '<b>live</b>')).json().message;
      const received = await stream.nextMessage();
      expect(received).toEqual({ id: String(posted.id), message: posted });

      // Another room's messages do not arrive here.
      await post(newRoom(), user, 'elsewhere');
      const again = (await post(room, user, 'second')).json().message;
      expect((await stream.nextMessage()).message).toEqual(again);
    } finally {
      stream.close();
    }
  });

  test('reconnecting with Last-Event-ID replays only the missed messages, then continues live', async () => {
    const room = newRoom();
    const user = await createLoggedInUser(server);
    const first = await openStream(room);
    await first.next(); // retry
    const seen = [];
    for (const text of ['one', 'two']) {
      await post(room, user, text);
      seen.push(await first.nextMessage());
    }
    first.close();

    const missed = [];
    for (const text of ['three', 'four']) missed.push((await post(room, user, text)).json().message);

    const second = await openStream(room, { 'last-event-id': seen[1]!.id! });
    try {
      await second.next(); // retry
      expect((await second.nextMessage()).message).toEqual(missed[0]);
      expect((await second.nextMessage()).message).toEqual(missed[1]);
      server.advance(11); // past the rate limit window
      const live = (await post(room, user, 'five')).json().message;
      expect((await second.nextMessage()).message).toEqual(live);
    } finally {
      second.close();
    }

    // The query parameter works the same for clients that reconnect by hand.
    const third = await openStream(room, {}, `?lastEventId=${missed[1].id}`);
    try {
      await third.next();
      expect((await third.nextMessage()).message.text).toBe('five');
    } finally {
      third.close();
    }
  });

  test('a client that goes away is released: its listener and timer are gone', async () => {
    const { chat } = server.app.services;
    const room = newRoom();
    const stream = await openStream(room);
    await stream.next();
    expect(chat.listenerCount(room)).toBe(1);
    stream.close();
    // The server notices a disconnect a moment later.
    await vi.waitFor(() => expect(chat.listenerCount(room)).toBe(0), { timeout: 2000 });
  });

  test('a comment heartbeat every 15 seconds keeps idle connections open', async () => {
    // Only the interval timer is faked: the sockets and the database keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const controller = new AbortController();
    try {
      const res = await fetch(`${baseUrl}/messages/${newRoom()}/stream`, { signal: controller.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toBe('retry: 3000\n\n');
      vi.advanceTimersByTime(15_000);
      expect((await reader.read()).value).toBe(': heartbeat\n\n');
    } finally {
      controller.abort();
      vi.useRealTimers();
    }
  });

  test('a malformed room or Last-Event-ID is 400', async () => {
    expect((await server.get('/messages/Bad_Room/stream')).statusCode).toBe(400);
    const res = await server.app.inject({ method: 'GET', url: `/messages/${newRoom()}/stream`, headers: { 'last-event-id': "1' OR 1=1" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

test('closing the app ends open streams instead of waiting for them', async () => {
  const other = await startTestServer();
  await other.app.listen({ port: 0, host: '127.0.0.1' });
  const address = other.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const res = await fetch(`http://127.0.0.1:${address.port}/messages/general/stream`);
  const reader = res.body!.getReader();
  await reader.read(); // retry
  // Without ending them, Fastify's close waits for every open stream, i.e. for ever: the bound is generous on purpose
  // (the app alone, not the test database's removal, which is slow on a loaded PostgreSQL).
  const closed = other.app.close().then(() => 'closed');
  const hung = new Promise((resolve) => setTimeout(resolve, 8000, 'still waiting')).then(String);
  await expect(Promise.race([closed, hung])).resolves.toBe('closed');
  // The server ended the body; the client sees the end (or a reset) rather than hanging.
  await expect(reader.read().then((r) => r.done).catch(() => true)).resolves.toBe(true);
  await other.close(); // the data dir and database
});
