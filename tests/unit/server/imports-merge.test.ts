// imports-merge.test.ts — several guides merged per channel on a real database: the first listed wins where they overlap, later ones fill its gaps, a re-import replaces the future.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { Db } from '../../../server/db/connect.ts';
import { importGuides } from '../../../server/imports/guide.ts';
import { guideFromTable, NO_INFORMATION } from '../../../server/programmes/store.ts';
import { IMPORTED_ID_MIN, type LineupChannel } from '../../../server/sources/mapping.ts';
import { startTestServer, type TestServer } from './support.ts';
import { xmltvTime } from '../../support/xmltv.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-imports-merge-'));

function lineupChannel(id: number, title: string, tvgId: string | null): LineupChannel {
  return { id, key: tvgId ? `tvg:${tvgId}` : `name:${title}`, number: id - IMPORTED_ID_MIN, chno: null, title, tvgId, tvgName: null, logo: null, group: null, language: null, country: null, catchUp: null, streams: [], line: 1 };
}

const ALPHA = lineupChannel(IMPORTED_ID_MIN + 1, 'Alpha News', 'alpha.uk');
/** No tvg-id: only guide B names it ("Gamma TV HD"), so it matches by name. */
const GAMMA = lineupChannel(IMPORTED_ID_MIN + 2, 'Gamma TV', null);
const LINEUP = [ALPHA, GAMMA];

/** Programmes are placed in hours from a midnight two days ahead, so none of them is past and pruned. */
const now = () => Math.floor(Date.now() / 1000);
const base = Math.floor(now() / DAY) * DAY + 2 * DAY;
const at = (hour: number) => base + hour * HOUR;

type Slot = [channel: string, from: number, to: number, title: string];

/** An XMLTV file with these channels (id → display name) and programmes (hours from `base`), written in local time. */
function writeGuide(name: string, channels: Record<string, string>, programmes: Slot[]): string {
  const file = path.join(dir, `${name}.xml`);
  const channelTags = Object.entries(channels).map(([id, display]) => `  <channel id="${id}"><display-name>${display}</display-name></channel>`);
  const programmeTags = programmes.map(([channel, from, to, title]) => `  <programme channel="${channel}" start="${xmltvTime(at(from), 60)}" stop="${xmltvTime(at(to), 60)}"><title>${title}</title></programme>`);
  writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n${[...channelTags, ...programmeTags].join('\n')}\n</tv>\n`);
  return file;
}

/** Guide A, the one that should win: Alpha 07–08, 10–12, 14–16, 18–20, 22–23. */
const guideA = (titles = { morning: 'A 10-12', morningStop: 12 }) =>
  writeGuide('a', { 'alpha.uk': 'Alpha News' }, [
    ['alpha.uk', 7, 8, 'A 07-08'],
    ['alpha.uk', 10, titles.morningStop, titles.morning],
    ['alpha.uk', 14, 16, 'A 14-16'],
    ['alpha.uk', 18, 20, 'A 18-20'],
    ['alpha.uk', 22, 23, 'A 22-23'],
  ]);

/** Guide B around A's programmes: before, inside, across an end, exactly a gap, across a start, same start, after; and Gamma, which A lacks. */
const guideB = () =>
  writeGuide('b', { 'alpha.uk': 'Alpha News', 'gamma.b': 'Gamma TV HD' }, [
    ['alpha.uk', 9, 10, 'B 09-10'],
    ['alpha.uk', 10.5, 11.5, 'B 10:30-11:30'],
    ['alpha.uk', 12, 14, 'B 12-14'],
    ['alpha.uk', 15, 17, 'B 15-17'],
    ['alpha.uk', 17, 18, 'B 17-18'],
    ['alpha.uk', 19, 19.5, 'B 19-19:30'],
    ['alpha.uk', 20, 22, 'B 20-22'],
    ['alpha.uk', 22, 23, 'B 22-23'],
    ['alpha.uk', 23, 25, 'B 23-01'],
    ['gamma.b', 9, 12, 'Gamma morning'],
    ['gamma.b', 12, 15, 'Gamma afternoon'],
  ]);

let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startTestServer();
  db = server.app.deps.db;
});
beforeEach(async () => {
  await db.deleteFrom('programmes').execute();
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A channel's stored programmes in time order, as [from hour, to hour, title]. */
async function stored(channel: LineupChannel): Promise<Array<[number, number, string]>> {
  const rows = await db.selectFrom('programmes').select(['start', 'stop', 'title']).where('channel_id', '=', channel.id).orderBy('start').execute();
  return rows.map((r) => [(Number(r.start) - base) / HOUR, (Number(r.stop) - base) / HOUR, r.title]);
}

test('a later guide fills only the gaps of an earlier one: whatever overlaps the first guide is dropped, never clipped', async () => {
  const { results } = await importGuides(db, [guideA(), guideB()], LINEUP, now());
  expect(await stored(ALPHA)).toEqual([
    [7, 8, 'A 07-08'],
    [9, 10, 'B 09-10'],
    [10, 12, 'A 10-12'],
    [12, 14, 'B 12-14'],
    [14, 16, 'A 14-16'],
    [17, 18, 'B 17-18'],
    [18, 20, 'A 18-20'],
    [20, 22, 'B 20-22'],
    // B's programme starting with A's one did not overwrite it.
    [22, 23, 'A 22-23'],
    [23, 25, 'B 23-01'],
  ]);
  expect(results.map((r) => [r.ok, r.matchedChannels, r.programmes])).toEqual([
    [true, 1, 5],
    [true, 2, 5 + 2],
  ]);
  // The hole neither guide fills (16–17, B's 15–17 being dropped) is answered as "No information".
  const answer = (await guideFromTable(db, [{ id: ALPHA.id, genre: '', recordable: false, imported: true }], at(14), at(18))).get(ALPHA.id)!;
  expect(answer.map((p) => [(p.startdatetime - base) / HOUR, p.programme_name])).toEqual([
    [14, 'A 14-16'],
    [16, NO_INFORMATION],
    [17, 'B 17-18'],
  ]);
});

test('the order the guides are listed in decides which one wins', async () => {
  const { results } = await importGuides(db, [guideB(), guideA()], LINEUP, now());
  expect(await stored(ALPHA)).toEqual([
    [7, 8, 'A 07-08'],
    [9, 10, 'B 09-10'],
    [10.5, 11.5, 'B 10:30-11:30'],
    [12, 14, 'B 12-14'],
    [15, 17, 'B 15-17'],
    [17, 18, 'B 17-18'],
    [19, 19.5, 'B 19-19:30'],
    [20, 22, 'B 20-22'],
    [22, 23, 'B 22-23'],
    [23, 25, 'B 23-01'],
  ]);
  expect(results.map((r) => [r.matchedChannels, r.programmes])).toEqual([
    [2, 9 + 2],
    [1, 1],
  ]);
});

test('a channel only a later guide has takes all of its programmes from it', async () => {
  await importGuides(db, [guideA(), guideB()], LINEUP, now());
  expect(await stored(GAMMA)).toEqual([
    [9, 12, 'Gamma morning'],
    [12, 15, 'Gamma afternoon'],
  ]);
});

test('a re-import replaces the earlier import\'s future with the new merge, leaving nothing of the old one, and writes only what changed', async () => {
  await importGuides(db, [guideA(), guideB()], LINEUP, now());
  // A's morning programme now runs to 13:00 under a new title: same (channel, start) as before, and it now overlaps B's 12–14.
  await importGuides(db, [guideA({ morning: 'A 10-13', morningStop: 13 }), guideB()], LINEUP, now());
  expect(await stored(ALPHA)).toEqual([
    [7, 8, 'A 07-08'],
    [9, 10, 'B 09-10'],
    [10, 13, 'A 10-13'],
    [14, 16, 'A 14-16'],
    [17, 18, 'B 17-18'],
    [18, 20, 'A 18-20'],
    [20, 22, 'B 20-22'],
    [22, 23, 'A 22-23'],
    [23, 25, 'B 23-01'],
  ]);
  expect(await stored(GAMMA)).toHaveLength(2);
  // Only what changed was written: the programme that moved carries the second import's generation, the others the first's.
  const generationOf = async (title: string) => Number((await db.selectFrom('programmes').select('generation').where('title', '=', title).executeTakeFirstOrThrow()).generation);
  expect([await generationOf('A 10-13'), await generationOf('A 07-08'), await generationOf('B 20-22')]).toEqual([2, 1, 1]);
});

test('a re-import of the same guides writes no programme', async () => {
  await importGuides(db, [guideA(), guideB()], LINEUP, now());
  const before = await stored(ALPHA);
  const { results } = await importGuides(db, [guideA(), guideB()], LINEUP, now());
  expect(results.map((r) => r.written)).toEqual([0, 0]);
  expect(results.map((r) => r.programmes)).not.toEqual([0, 0]);
  expect(await stored(ALPHA)).toEqual(before);
});
