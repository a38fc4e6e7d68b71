// scaleout-relay.test.ts — a raw MPEG-TS channel on two FTV instances sharing PostgreSQL, Redis and FTV_STORAGE_DIR, as behind a balancer: one ffmpeg among them, a player's playlist and segments served by either.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startUpstream, type Upstream } from '../../support/upstream.ts';
import { resolve, uris } from './mediaHelpers.ts';
import { createPostgresDatabase, dropPostgresDatabase, startTestServer, type TestServer } from './support.ts';

const POSTGRES = process.env.FTV_TEST_DATABASE_URL;
const REDIS = process.env.FTV_TEST_REDIS_URL;

describe.skipIf(!POSTGRES || !REDIS)('a raw MPEG-TS channel on two instances', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-scaleout-relay-'));
  const storage = path.join(dir, 'storage');
  let upstream: Upstream;
  let database: string;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    upstream = await startUpstream();
    const lineup = path.join(dir, 'lineup.m3u');
    writeFileSync(lineup, `#EXTM3U\n#EXTINF:-1 tvg-id="raw.test" tvg-chno="1" group-title="Test",Raw One\n${upstream.url}/raw/one.ts\n`);
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database, REDIS_URL: REDIS!, FTV_LINEUP: lineup, FTV_STORAGE_DIR: storage };
    [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await upstream?.close();
    if (database) await dropPostgresDatabase(database);
    rmSync(dir, { recursive: true, force: true });
  });

  test('the master from A, the rendition from B, segments from both: one ffmpeg, one upstream connection, the same bytes', async () => {
    const [channel] = (await a.get('/tv/api/channels', { session_key: await a.init() })).json() as Array<{ id: string }>;
    const answer = (await a.get(`/tv/api/channel/${channel!.id}`, { session_key: await a.init() })).json() as { streams: Array<{ url: string }> };
    const masterUrl = answer.streams[0]!.url;
    const master = await a.get(masterUrl);
    expect(master.statusCode).toBe(200);
    const renditionUrl = resolve(masterUrl, uris(master.body)[0]!);
    const onB = await b.get(renditionUrl);
    expect({ status: onB.statusCode, body: onB.body }).toMatchObject({ status: 200, body: expect.stringMatching(/#EXTINF/) });
    const onA = await a.get(renditionUrl);
    expect(onA.statusCode).toBe(200);
    const segment = resolve(renditionUrl, uris(onB.body).at(-1)!);
    expect(uris(onA.body).map((u) => resolve(renditionUrl, u))).toContain(segment);
    const [fromA, fromB] = await Promise.all([a.get(segment), b.get(segment)]);
    expect([fromA.statusCode, fromB.statusCode, fromA.headers['content-type']]).toEqual([200, 200, 'video/mp2t']);
    expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);
    // One run in the shared storage, written by whichever instance holds the channel's lease.
    const runs = readdirSync(path.join(storage, 'relay-remux', channel!.id)).filter((n) => n.startsWith('ftv-relay-'));
    expect(runs).toHaveLength(1);
    expect(upstream.rawConnections('/raw/one.ts')).toBe(1);
  }, 60_000);
});
