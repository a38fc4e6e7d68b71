// scaleout.test.ts — two FTV instances on one PostgreSQL and one Redis, as behind a load balancer with no sticky sessions: a session, a subscription and a rate limit made on one hold on the other, and chat posted on either reaches a stream on the other in order, resumable anywhere. Slow: waits for a 10-second programme to air and a killed instance's 5-second lease to lapse.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureTestMedia } from '../../support/media.ts';
import { readSseBlocks } from '../../support/sse.ts';
import { streamUrlOf, waitForRecording, type DvrList } from './mediaHelpers.ts';
import { serverProcess, viewer, type ServerProcess } from './serverProcess.ts';
import { buySubscription } from '../../support/checkout.ts';
import { RATE_MAX } from '../../../server/chat/routes.ts';
import { runAdminCommand } from '../../../server/admin/cli.ts';
import { SEGMENT_SECONDS } from '../../../server/media/recipe.ts';
import { subscriptionsChanged } from '../../../server/subscriptions/entitlement.ts';
import { createLoggedInUser, createPostgresDatabase, dropPostgresDatabase, startTestServer, type TestServer, type TestUser } from './support.ts';

const POSTGRES = process.env.FTV_TEST_DATABASE_URL;
const REDIS = process.env.FTV_TEST_REDIS_URL;

/** Checks `done` every 20 ms, for up to `ms`: what crosses Redis or waits for a timer arrives within that or not at all. */
async function until(done: () => boolean | Promise<boolean>, ms = 2_000) {
  const end = Date.now() + ms;
  while (!(await done()) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

interface SseMessage {
  id: number;
  text: string;
}

/** A real socket reading the chat's server-sent events from `base`. */
async function openStream(base: string, room: string, lastEventId?: number) {
  const controller = new AbortController();
  const res = await fetch(`${base}/messages/${room}/stream`, { headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }, signal: controller.signal });
  expect(res.status).toBe(200);
  const received: SseMessage[] = [];
  const pump = readSseBlocks(res.body!, (block) => {
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (/^event: message$/m.test(block) && data) received.push(JSON.parse(data) as SseMessage);
  });
  return {
    received,
    until: async (count: number) => {
      const end = Date.now() + 10_000;
      while (received.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      return received;
    },
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe.skipIf(!POSTGRES || !REDIS)('two instances on one PostgreSQL and one Redis', () => {
  let database: string;
  let a: TestServer;
  let b: TestServer;
  let room = 0;
  const newRoom = () => `scale-${process.pid}-${(room += 1)}`;
  const post = (on: TestServer, user: TestUser, r: string, message: string) =>
    on.post(`/messages/${r}`, { session_key: user.sessionKey, token: { token: user.chatToken, user: { nickname: user.nickname } }, message });

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // The rate limits of an earlier run or of another file (users numbered alike in a fresh database) do not count
    // here: this file's servers have a Redis prefix of their own (TEST_REDIS_PREFIX), so nothing is flushed under others.
    // Both at once: the migrations run once, under the migrator's lock.
    [a, b] = await Promise.all([startTestServer({ DATABASE_URL: database, REDIS_URL: REDIS! }), startTestServer({ DATABASE_URL: database, REDIS_URL: REDIS! })]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (database) await dropPostgresDatabase(database);
  });

  test('each answers /healthz, and /readyz with its database and Redis reachable and migrations done', async () => {
    for (const on of [a, b]) {
      expect((await on.get('/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await on.get('/readyz');
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', redis: 'ok', migrations: 'done' } });
    }
  });

  test('an account and a session made on A work on B; a subscription bought on A unlocks premium channels on B', async () => {
    const user = await createLoggedInUser(a);
    const list = await b.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token);
    expect(list.statusCode).toBe(200);
    const premiumOnB = async () => ((await b.get('/tv/api/channel/102', { session_key: user.sessionKey }, user.token)).json() as { streams: unknown[] }).streams.length;
    expect(await premiumOnB()).toBe(0);
    await buySubscription(async (path, body = {}) => (await a.post(path, { session_key: user.sessionKey, ...body }, user.token)).statusCode, 'Premium Yearly');
    expect(await premiumOnB()).toBe(1);
  });

  test("an operator's edit in the console on A shows in B's channel list at once, without a restart (the bus)", async () => {
    const operator = await createLoggedInUser(a);
    await runAdminCommand(a.app.deps.db, ['grant', operator.email], []);
    const listOnB = async () => ((await b.get('/tv/api/channels', { session_key: operator.sessionKey }, operator.token)).json() as Array<{ id: string; title: string }>).find((c) => c.id === '101')?.title;
    // B has read its lineup (it keeps it in memory for a minute).
    expect(await listOnB()).not.toBe('Renamed on A');
    const edited = await a.app.inject({ method: 'POST', url: '/admin/api/lineup/edit', headers: { 'ftv-token': operator.token }, payload: { session_key: operator.sessionKey, ids: [101], change: { title: 'Renamed on A' } } });
    expect(edited.json()).toMatchObject({ success: true, changed: 1 });
    await until(async () => (await listOnB()) === 'Renamed on A');
    expect(await listOnB()).toBe('Renamed on A');
  });

  test('chat posted on A and on B reaches a stream held on B, in the order of ids, none lost or doubled; resumed on A from a Last-Event-ID', async () => {
    const r = newRoom();
    const [baseA, baseB] = await Promise.all([a.listen(), b.listen()]);
    const users = await Promise.all([createLoggedInUser(a), createLoggedInUser(b), createLoggedInUser(a), createLoggedInUser(b)]);
    const onB = await openStream(baseB, r);
    // Twelve posts at once, from both instances (three per user, within the rate limit).
    const posts = await Promise.all(users.flatMap((user, u) => [0, 1, 2].map((i) => post(u % 2 === 0 ? a : b, user, r, `user ${u} says ${i}`))));
    expect(posts.map((p) => p.statusCode)).toEqual(Array(12).fill(200));
    const stored = posts.map((p) => (p.json() as { message: SseMessage }).message.id).sort((x, y) => x - y);
    const seen = await onB.until(12);
    await onB.close();
    expect(seen.map((m) => m.id)).toEqual(stored);
    const fromA = await openStream(baseA, r, stored[5]);
    expect((await fromA.until(6)).map((m) => m.id)).toEqual(stored.slice(6));
    await fromA.close();
  });

  test('a chat rate limit reached on A holds on B', async () => {
    const r = newRoom();
    const user = await createLoggedInUser(a);
    for (let i = 0; i < RATE_MAX; i++) expect((await post(i % 2 === 0 ? a : b, user, r, `message ${i}`)).statusCode).toBe(200);
    const refused = await post(b, user, r, 'one too many');
    expect({ status: refused.statusCode, message: (refused.json() as { message: string }).message }).toEqual({ status: 429, message: 'Too many messages; wait a moment' });
    expect((await post(a, user, r, 'still too many')).statusCode).toBe(429);
  });

  test('a notice on the cluster bus published on A runs its handlers on A at once and on B once', async () => {
    const [busA, busB] = [a.app.services.bus, b.app.services.bus];
    const heard = { a: [] as string[], b: [] as string[] };
    const off = [busA.on('test', (data) => heard.a.push(data)), busB.on('test', (data) => heard.b.push(data))];
    try {
      await Promise.all([busA.ready(), busB.ready()]);
      await busA.publish('test', 'from A');
      expect(heard.a).toEqual(['from A']);
      await until(() => heard.b.length > 0);
      // Redis delivers in the order it was published to: once A hears B's reply, its own notice has come back to it (and was skipped).
      await busB.publish('test', 'from B');
      await until(() => heard.a.length > 1);
      expect(heard).toEqual({ a: ['from A', 'from B'], b: ['from A', 'from B'] });
    } finally {
      for (const stop of off) stop();
    }
  });

  test('a periodic job claimed on A is claimed by no one else, A included, until its claim lapses', async () => {
    const job = `test:claim:${process.pid}`;
    const [onA, onB] = [a.app.services.leases, b.app.services.leases];
    expect(await onA.claim(job, 5)).toBe(true);
    expect(await onB.claim(job, 5)).toBe(false);
    expect(await onA.claim(job, 5)).toBe(false);
    b.advance(5);
    try {
      expect(await onB.claim(job, 5)).toBe(true);
      expect(await onA.claim(job, 5)).toBe(false);
    } finally {
      b.advance(-5);
    }
  });

  test('a premium playlist on B stops when the plan ends, and as soon as A announces a change, not when its kept answer would lapse', async () => {
    const user = await createLoggedInUser(a);
    const { db } = a.app.deps;
    const t = b.now();
    // Premium Yearly (plan 3) includes every group; this one ends in ten seconds, well within an answer's 30 s in the cache.
    const { id } = await db
      .insertInto('user_subscriptions')
      .values({ user_id: user.userId, plan_id: 3, order_id: null, status: 'active', started_at: t, expires_at: t + 10, auto_renew: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = await streamUrlOf(b, 102, user.sessionKey, user.token);
    // The signed URL itself lasts hours: a refusal here is the entitlement's. (Past it, these instances answer that
    // their loops are not prepared: 503, and no matter.)
    const playlist = async () => {
      const res = await b.get(url!);
      return res.statusCode === 403 ? (res.json() as { message: string }).message : 'plays';
    };
    const REFUSED = 'This channel needs a subscription that includes it';
    expect(await playlist()).toBe('plays');
    b.advance(11);
    try {
      expect(await playlist()).toBe(REFUSED);
    } finally {
      b.advance(-11);
    }
    expect(await playlist()).toBe('plays');
    // Ended early (as a refund would), and announced on A: B forgets the yes it keeps.
    await db.updateTable('user_subscriptions').set({ expires_at: t - 1 }).where('id', '=', id).execute();
    await subscriptionsChanged(a.app.services.bus, a.app.log, user.userId);
    await until(async () => (await playlist()) !== 'plays');
    expect(await playlist()).toBe(REFUSED);
  });
});

describe.skipIf(!POSTGRES || !REDIS)('two instances importing one FTV_LINEUP', () => {
  /**
   * Seconds between refreshes. Each instance's timer starts when its own start-up import is done, up to a few seconds
   * before both have started on a busy machine: the period leaves room for that, so the check between the first and
   * second refresh falls between them.
   */
  const REFRESH = 6;
  let database: string;
  let upstream: http.Server;
  let fetches = 0;
  let titles = ['Alpha'];
  let a: TestServer;
  let b: TestServer;
  /** When both had started: each one's first refresh is due within REFRESH seconds of it. */
  let started: number;

  beforeAll(async () => {
    upstream = http.createServer((_request, response) => {
      fetches += 1;
      response.end(`#EXTM3U\n${titles.map((title, i) => `#EXTINF:-1 tvg-id="${title}" tvg-chno="${i + 1}",${title}\nhttp://127.0.0.1:9/${title}.m3u8\n`).join('')}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database, REDIS_URL: REDIS!, FTV_LINEUP: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/lineup.m3u`, FTV_LINEUP_REFRESH: String(REFRESH) };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    started = Date.now();
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    upstream?.close();
    if (database) await dropPostgresDatabase(database);
  });

  const listed = async (on: TestServer) => ((await on.get('/tv/api/channels', { session_key: await on.init() })).json() as Array<{ title: string }>).map((c) => c.title);

  test('started together they import once; each refresh is imported by one of them, and both list its channels at once', async () => {
    expect(fetches).toBe(1);
    // Each holds its lineup in memory now, for a minute unless told otherwise.
    expect([await listed(a), await listed(b)]).toEqual([['Alpha'], ['Alpha']]);
    titles = ['Alpha', 'Beta'];
    await until(async () => (await listed(a)).length === 2 && (await listed(b)).length === 2, 2 * REFRESH * 1000);
    expect([await listed(a), await listed(b)]).toEqual([titles, titles]);
    // Past both instances' first refresh, short of their second: one fetch for the period.
    await new Promise((r) => setTimeout(r, started + REFRESH * 1000 + 300 - Date.now()));
    expect(fetches).toBe(2);
  }, 30_000);
});

describe.skipIf(!POSTGRES || !REDIS)('two instances as processes, one killed with SIGKILL mid-recording', () => {
  /** Programmes this long: several segments, and the kill, the lease running out and the take-over fit in the live window. */
  const SLOT = 10;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-scaleout-'));
  let database: string;
  let instances: ServerProcess[] = [];

  beforeAll(async () => {
    const mediaDir = await ensureTestMedia();
    database = await createPostgresDatabase();
    // One database, one Redis and one storage dir (recordings, the media secret); each its own data dir.
    const shared = { DATABASE_URL: database, REDIS_URL: REDIS!, FTV_STORAGE_DIR: path.join(dir, 'storage'), FTV_MEDIA_DIR: mediaDir, FTV_SLOT_SECONDS: String(SLOT) };
    instances = ['a', 'b'].map((name) => serverProcess(path.join(dir, name), shared));
    await Promise.all(instances.map((i) => i.start()));
  }, 600_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.killHard()));
    if (database) await dropPostgresDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });

  const leaseOwner = async (job: string) => {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      const { rows } = await client.query<{ owner: string }>('select owner from job_leases where job = $1', [job]);
      return rows[0]?.owner ?? null;
    } finally {
      await client.end();
    }
  };

  test('a recording scheduled on A is recorded once, by one instance, and completes on the other after its owner is killed', async () => {
    // Waits on the wall clock: the next programme airs while one of the two server processes is killed.
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const { call, key, list, add } = await viewer(() => a.base, `scale-${process.pid}@ftv.example`);
    const next = ((await call('GET', `/tv/api/channel/107?session_key=${key}`)).json as { next_playing: { programme: number; startdatetime: number } }).next_playing;
    const id = await add(107, next.programme, next.startdatetime);
    await waitForRecording(list, id, (r) => r.status === 'Recording' && (r.progress ?? 0) >= 20, () => {}, 60_000);
    const owner = await leaseOwner(`recording:${id}`);
    const [dying, surviving] = owner?.startsWith(`${a.pid}-`) ? [a, b] : [b, a];
    expect(owner?.startsWith(`${dying.pid}-`)).toBe(true);
    await dying.killHard();
    // The survivor answers the same viewer (the session is in the shared database) and takes the recording over.
    const { ftv_token: token } = (await (await fetch(`${surviving.base}/tv/api/session?session_key=${key}`)).json()) as { ftv_token: string };
    const survivorList = async () => (await (await fetch(`${surviving.base}/tv/api/dvr/list?session_key=${key}`, { headers: { 'ftv-token': token } })).json()) as DvrList;
    const done = await waitForRecording(survivorList, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 60_000);
    expect(done.status).toBe('Recorded');
    // Taken over within the lease's time, inside the live window: nothing missing, or a gap the reason names.
    expect(done.reason ?? 'no gap').toMatch(/^no gap$|gap of \d+ s/);
    expect((await leaseOwner(`recording:${id}`))?.startsWith(`${surviving.pid}-`)).toBe(true);
    // Once: five 2-s segments, each copied by one instance (a second copier would count them again).
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query<{ segments_done: number }>('select segments_done from recordings where id = $1', [id]);
    await client.end();
    expect(Number(rows[0]!.segments_done)).toBe(SLOT / SEGMENT_SECONDS);
    // Each segment once, the video's and the audio description's beside it (subtitles are text files).
    const files = readdirSync(path.join(dir, 'storage', 'recordings', String(id)));
    expect([files.filter((f) => /^\d+\.ts$/.test(f)).length, files.filter((f) => /^ad-\d+\.ts$/.test(f)).length]).toEqual([SLOT / SEGMENT_SECONDS, SLOT / SEGMENT_SECONDS]);
  }, 180_000);
});
