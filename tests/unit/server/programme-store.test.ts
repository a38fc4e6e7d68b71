// programme-store.test.ts — the one programme store: the demo guide written into the programmes table row for row as generated, 8 days ahead and the catch-up days back, rolled on with the clock; a large lineup keeps the hours around now written and the rest when asked.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { removeDataDir, startTestServer, type TestServer } from './support.ts';
import { demoRow, guideFor } from '../../../server/programmes/demo.ts';
import { extentOf, GUIDE_DAYS_AHEAD } from '../../../server/programmes/horizon.ts';
import type { Programme } from '../../../server/programmes/programme.ts';

const DAY = 86400;
const HOUR = 3600;

/** Each demo channel's first start and last stop in the table. */
async function spans(server: TestServer): Promise<Map<number, { first: number; last: number; rows: number }>> {
  const rows = await server.app.deps.db
    .selectFrom('programmes')
    .select((eb) => ['channel_id', eb.fn.min('start').as('first'), eb.fn.max('stop').as('last'), eb.fn.countAll().as('rows')])
    .groupBy('channel_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.channel_id), { first: Number(r.first), last: Number(r.last), rows: Number(r.rows) }]));
}

const channelsOf = (server: TestServer) => server.app.deps.db.selectFrom('channels').select(['id', 'genre', 'recordable']).where('removed_at', 'is', null).orderBy('id').execute();

describe('the demo lineup', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test('a day of every channel is in the table, row for row what the generator makes (with what XMLTV would say of each airing)', async () => {
    const from = Math.floor(server.now() / DAY) * DAY;
    const stored = await server.app.deps.db.selectFrom('programmes').selectAll().where('start', '<', from + DAY).where('stop', '>', from).orderBy('channel_id').orderBy('start').execute();
    const channels = await channelsOf(server);
    expect(channels.length).toBeGreaterThan(40);
    const generated = channels.flatMap((c) => guideFor(c, from, from + DAY).map(demoRow));
    const plain = (rows: object[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' || (typeof v === 'string' && /^\d+$/.test(v) && k !== 'title') ? Number(v) : v])));
    expect(plain(stored)).toEqual(plain(generated));
    // What the rules issue matches on: a series' airings share an id, a film has a rating, some airings are new.
    const series = stored.filter((r) => r.series_id !== null);
    expect(series.length).toBeGreaterThan(100);
    expect(series.every((r) => r.season !== null && r.series_id!.startsWith('demo.'))).toBe(true);
    expect(new Set(series.map((r) => r.series_id)).size).toBeLessThan(series.length / 5);
    expect(stored.some((r) => Number(r.is_new) === 1) && stored.some((r) => Number(r.previously_shown) === 1 && r.original_air !== null)).toBe(true);
    expect(stored.filter((r) => r.genre === 'movies' && r.series_id === null).every((r) => r.rating !== null)).toBe(true);
  });

  test('it reaches 8 days ahead and the catch-up days back from the start; rolled on with the clock, it drops what fell behind', async () => {
    const extent = extentOf(server.app.deps.config);
    expect(extent.ahead).toBe(GUIDE_DAYS_AHEAD * DAY);
    const before = await spans(server);
    const t = server.now();
    for (const c of await channelsOf(server)) {
      const span = before.get(Number(c.id))!;
      expect(span.last).toBeGreaterThanOrEqual(t + extent.ahead);
      expect(span.first).toBeLessThanOrEqual(t - extent.back);
    }
    server.advance(2 * DAY);
    await server.app.services.horizon.roll();
    const after = await spans(server);
    const later = server.now();
    for (const [id, span] of after) {
      expect(span.last).toBeGreaterThanOrEqual(later + extent.ahead);
      // Only the programme running at the cut is older than it.
      expect(span.first).toBeGreaterThan(later - extent.back - extent.slack - 2 * HOUR);
      expect(span.rows).toBeGreaterThan(before.get(id)!.rows * 0.8);
    }
  });

  test('a restart on the same data writes nothing again: it reads how far the rows reach', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-programmes-'));
    const first = await startTestServer({ DATA_DIR: dataDir }, { jobs: false });
    // A mark a rewrite would wash out (a demo row written again takes the generator's title back).
    const t = first.now();
    await first.app.deps.db.updateTable('programmes').set({ title: 'Untouched' }).where('channel_id', '=', 102).where('start', '<', t + DAY).execute();
    const marked = async (s: TestServer) => Number((await s.app.deps.db.selectFrom('programmes').select((eb) => eb.fn.countAll().as('n')).where('title', '=', 'Untouched').executeTakeFirstOrThrow()).n);
    const before = await marked(first);
    expect(before).toBeGreaterThan(20);
    await first.close();
    const again = await startTestServer({ DATA_DIR: dataDir }, { jobs: false });
    try {
      const key = await again.init();
      expect((await again.get('/api-v2/tvguide/', { session_key: key, channels: '101,102', startTime: again.now(), duration: 2 * DAY })).statusCode).toBe(200);
      expect(await marked(again)).toBe(before);
    } finally {
      await again.close();
      await removeDataDir(dataDir);
    }
  });
});

test('a large lineup writes the hours around now before it listens; a window past them is written when it is asked for, and answered as generated', async () => {
  // The hours written are those around the moment of the start, somewhere between these two clocks.
  const startedFrom = Math.floor(Date.now() / 1000);
  const server = await startTestServer({ FTV_CHANNELS: '3000' }, { jobs: false });
  try {
    const t = server.now();
    const at = await spans(server);
    expect(at.size).toBe(3000);
    for (const span of at.values()) {
      expect(span.first).toBeLessThanOrEqual(t - HOUR);
      expect(span.last).toBeGreaterThanOrEqual(startedFrom + 2 * HOUR);
      expect(span.last).toBeLessThan(t + DAY);
    }
    const key = await server.init();
    const start = Math.floor(t / HOUR) * HOUR + 3 * DAY;
    const ids = [101, 1500, 3100];
    const res = await server.get('/api-v2/tvguide/', { session_key: key, channels: ids.join(','), startTime: start, duration: DAY });
    const data = res.json().data as Record<string, Programme[]>;
    const channels = await channelsOf(server);
    for (const id of ids) {
      const channel = channels.find((c) => Number(c.id) === id)!;
      expect(data[String(id)]).toEqual(guideFor(channel, start, start + DAY));
    }
    // Only the channels asked for were written that far.
    const after = await spans(server);
    expect(after.get(1500)!.last).toBeGreaterThanOrEqual(start + DAY);
    expect(after.get(1501)!.last).toBeLessThan(t + DAY);
    // The background keeps so large a lineup written a band of hours ahead, not its 8 days (5 million rows at 10,000 channels).
    await server.app.services.horizon.roll();
    const band = extentOf(server.app.deps.config).band;
    const rolled = await spans(server);
    for (const span of rolled.values()) expect(span.last).toBeGreaterThanOrEqual(t + band);
    for (const [id, span] of rolled) expect([id, span.last < t + DAY]).toEqual([id, !ids.includes(id)]);
  } finally {
    await server.close();
  }
});
