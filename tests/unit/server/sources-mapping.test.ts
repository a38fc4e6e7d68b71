// sources-mapping.test.ts — entries merged into channels with failover streams, ids stable across refreshes and collisions, numbers, names, guide matching.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { parsePlaylist, type PlaylistEntry } from '../../../server/sources/m3u.ts';
import { buildLineup, displayTitle, hashedId, IMPORTED_ID_MAX, IMPORTED_ID_MIN, matchGuide, normaliseName } from '../../../server/sources/mapping.ts';
import type { GuideChannel } from '../../../server/sources/xmltv.ts';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/sources');
const playlist = (name: string) => parsePlaylist(readFileSync(path.join(FIXTURES, name), 'utf8'));

let nextLine = 1;
function entry(fields: Partial<PlaylistEntry> & { name: string; url: string }): PlaylistEntry {
  return { line: nextLine++, duration: -1, tvgId: null, tvgName: null, logo: null, chno: null, group: null, language: null, country: null, catchUp: null, headers: {}, attributes: {}, ...fields };
}
const guideChannel = (id: string, ...displayNames: string[]): GuideChannel => ({ id, displayNames, icon: null, line: 1 });

describe('channels from entries', () => {
  test('entries with one tvg-id (any case) are one channel, its streams in playlist order with their own headers', () => {
    const { channels } = buildLineup(playlist('iptv-org-ar.m3u').entries);
    expect(channels).toHaveLength(10);
    const canal26 = channels.find((c) => c.tvgId === 'Canal26.ar')!;
    expect(canal26.streams.map((s) => s.line)).toEqual([13, 15, 17]);
    const luz = channels.find((c) => c.tvgId === 'CanalLuz.ar')!;
    expect(luz.streams.map((s) => s.headers['user-agent'])).toEqual([expect.stringContaining('iPad'), 'iPhone']);
    expect(luz.title).toBe('canalLUZ'); // the first entry's name, tags removed

    const mixedCase = buildLineup([entry({ name: 'A', url: 'http://a/1', tvgId: 'BBCOne.uk' }), entry({ name: 'A HD', url: 'http://a/2', tvgId: 'bbcone.UK' })]);
    expect(mixedCase.channels).toHaveLength(1);
    expect(mixedCase.channels[0]!.streams).toHaveLength(2);
  });

  test("a channel's details come from its first entry that has them", () => {
    const { channels } = buildLineup([
      entry({ name: 'News', url: 'http://a/1', tvgId: 'n' }),
      entry({ name: 'News backup', url: 'http://a/2', tvgId: 'n', logo: 'http://logo/n.png', group: 'News', chno: 9, language: 'English' }),
    ]);
    expect(channels[0]).toMatchObject({ title: 'News', logo: 'http://logo/n.png', group: 'News', chno: 9, number: 9, language: 'English' });
  });

  test('entries without a tvg-id are each their own channel, even with the same name', () => {
    const { channels } = buildLineup([entry({ name: 'Same', url: 'http://a/1' }), entry({ name: 'Same', url: 'http://a/2' })]);
    expect(channels).toHaveLength(2);
    expect(channels.map((c) => c.key)).toEqual(['name:same|http://a/1', 'name:same|http://a/2']);
  });

  test('titles lose the quality and status tags lists add, nothing else', () => {
    expect(displayTitle('RTN (Neuquén) (720p) [Not 24/7]')).toBe('RTN (Neuquén)');
    expect(displayTitle('SIC Noticias [Geo-blocked]')).toBe('SIC Noticias');
    expect(displayTitle('Canal 11 (720p)')).toBe('Canal 11');
    expect(displayTitle('Channel (Portrait) (1280p) [Not 24/7]')).toBe('Channel (Portrait)');
    expect(displayTitle('[Not 24/7]')).toBe('[Not 24/7]');
  });
});

describe('ids', () => {
  const entries = playlist('iptv-org-pt.m3u').entries;

  test('in the imported range: above any seeded lineup, and programme ids stay exact', () => {
    const { channels } = buildLineup(entries);
    for (const c of channels) {
      expect(c.id).toBeGreaterThanOrEqual(IMPORTED_ID_MIN);
      expect(c.id).toBeLessThanOrEqual(IMPORTED_ID_MAX);
    }
    expect(IMPORTED_ID_MIN).toBeGreaterThan(100 + 100_000); // CHANNEL_ID_OFFSET + a very large FTV_CHANNELS lineup
    const lastSecondOf2087 = Date.UTC(2087, 11, 31, 23, 59, 59) / 1000;
    expect(Number.isSafeInteger(programmeIdOf(IMPORTED_ID_MAX, lastSecondOf2087))).toBe(true);
    expect(Number.isSafeInteger(programmeIdOf(IMPORTED_ID_MAX + 1, lastSecondOf2087))).toBe(false); // why the range stops there
    expect(IMPORTED_ID_MAX).toBeLessThan(2_147_483_647);
  });

  test('the same at every refresh, whatever the order of the playlist or other channels coming and going', () => {
    const idsOf = (list: PlaylistEntry[]) => new Map(buildLineup(list).channels.map((c) => [c.key, c.id]));
    const first = idsOf(entries);
    const reversed = idsOf([...entries].reverse());
    const fewer = idsOf(entries.slice(3));
    expect(reversed).toEqual(first);
    for (const [key, id] of fewer) expect(first.get(key)).toBe(id);
    expect(new Set(first.values()).size).toBe(first.size);
  });

  test('derived from the tvg-id, or from the normalised name and URL without one; the namespace separates sources', () => {
    const [c] = buildLineup([entry({ name: 'X', url: 'http://a/1', tvgId: 'Canal11.pt' })]).channels;
    expect(c!.id).toBe(hashedId('tvg:canal11.pt'));
    const [n] = buildLineup([entry({ name: 'Ciné Été HD', url: 'http://a/1' })]).channels;
    expect(n!.key).toBe('name:cineete|http://a/1');
    expect(n!.id).toBe(hashedId('name:cineete|http://a/1'));
    const [other] = buildLineup([entry({ name: 'X', url: 'http://a/1', tvgId: 'Canal11.pt' })], { namespace: 'source-2' }).channels;
    expect(other!.id).toBe(hashedId('tvg:canal11.pt', 'source-2'));
    expect(other!.id).not.toBe(c!.id);
  });

  test('two keys on one id: deterministic, and previous ids survive a newcomer that hashes onto them', () => {
    // Find two tvg-ids whose hashes collide (a few thousand keys in a 3.2 million range make that near certain).
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; !pair && i < 20_000; i++) {
      const tvgId = `chan${i}`;
      const id = hashedId(`tvg:${tvgId}`);
      const earlier = seen.get(id);
      if (earlier) pair = [earlier, tvgId];
      seen.set(id, tvgId);
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    const hash = hashedId(`tvg:${a}`);
    const [low, high] = [a, b].sort() as [string, string]; // keys are placed in sorted order: the lower key gets the hash, the other the next id
    const lineup = (order: string[], previousIds?: Map<string, number>) =>
      new Map(buildLineup(order.map((t) => entry({ name: t, url: `http://a/${t}`, tvgId: t })), { previousIds }).channels.map((c) => [c.tvgId, c.id]));
    expect(lineup([a, b])).toEqual(new Map([[low, hash], [high, hash + 1]]));
    expect(lineup([b, a])).toEqual(lineup([a, b]));
    // Last time only `high` existed and got the hash; `low` is new: `high` keeps its id, `low` moves up.
    const previous = new Map([[`tvg:${high.toLowerCase()}`, hash]]);
    expect(lineup([a, b], previous)).toEqual(new Map([[high, hash], [low, hash + 1]]));
  });

  test('previous ids outside the range or taken twice are not trusted', () => {
    const list = ['a', 'b', 'c'].map((t) => entry({ name: t, url: `http://a/${t}`, tvgId: t }));
    const previous = new Map([
      ['tvg:a', 101], // a seeded id: never an imported one
      ['tvg:b', 2_000_000],
      ['tvg:c', 2_000_000], // the same id twice: the first key in sorted order keeps it
    ]);
    const ids = buildLineup(list, { previousIds: previous }).channels.map((c) => c.id);
    expect(ids).toEqual([hashedId('tvg:a'), 2_000_000, hashedId('tvg:c')]);
  });
});

describe('numbers', () => {
  test('tvg-chno where given; the rest in playlist order after the highest; a number taken twice goes to the first', () => {
    const { channels, problems } = buildLineup(playlist('quirks.m3u').entries);
    expect(channels.map((c) => [c.number, c.title])).toEqual([
      [5, 'News One HD'],
      [7, 'Sport Arena FHD'],
      [8, 'Ciné Été'],
      [9, 'Kids Zone'],
      [10, 'Replay TV'],
      [11, 'Music Box'],
      [12, '日本テレビ'],
    ]);
    expect(problems).toEqual([{ line: 22, message: 'tvg-chno 5 is already "News One HD"\'s; "Music Box" is numbered after the others' }]);
  });

  test('without any tvg-chno: 1, 2, 3… or from firstNumber; later numbers skip the ones taken', () => {
    const list = () => [entry({ name: 'A', url: 'http://a/1' }), entry({ name: 'B', url: 'http://a/2', chno: 2 }), entry({ name: 'C', url: 'http://a/3' })];
    expect(buildLineup(list()).channels.map((c) => [c.title, c.number])).toEqual([
      ['B', 2],
      ['A', 3],
      ['C', 4],
    ]);
    expect(buildLineup([entry({ name: 'A', url: 'http://a/1' }), entry({ name: 'B', url: 'http://a/2' })], { firstNumber: 50 }).channels.map((c) => c.number)).toEqual([50, 51]);
  });

  test('entries of one channel asking for different numbers: the first is used, and it is reported', () => {
    const { channels, problems } = buildLineup([entry({ name: 'A', url: 'http://a/1', tvgId: 'a', chno: 3 }), entry({ name: 'A2', url: 'http://a/2', tvgId: 'a', chno: 4 })]);
    expect(channels[0]!.number).toBe(3);
    expect(problems[0]!.message).toMatch(/different numbers \(3, 4\)/);
  });
});

describe('names and guide matching', () => {
  test('normalised names ignore case, accents, punctuation, quality suffixes, symbols and provider prefixes', () => {
    const same = (a: string, b: string) => expect([a, normaliseName(a)]).toEqual([a, normaliseName(b)]);
    same('BBC One HD', 'bbc one');
    same('BBC ONE FHD', 'BBC-One');
    same('Ciné Été', 'CINE ETE');
    same('Canal+ Sport', 'Canal Plus Sport');
    same('Tom & Jerry TV', 'Tom and Jerry TV');
    same('UK: Sky News', 'Sky News');
    same('|UK| Sky News 4K', 'Sky News');
    same('Encuentro Ⓨ Ⓖ', 'Encuentro');
    same('Canal 26 (720p) [Not 24/7]', 'Canal 26');
    expect(normaliseName('HD')).toBe('hd'); // a name that is only a suffix keeps it
    expect(normaliseName('Das Erste')).not.toBe(normaliseName('Das Zweite'));
    expect(normaliseName('日本テレビ')).toBe('日本テレビ');
  });

  test('matched by tvg-id (exact, then any case), else by tvg-name or title; the rest listed on both sides', () => {
    const { channels } = buildLineup(playlist('quirks.m3u').entries);
    const guide = [
      guideChannel('news.one', 'News One'),
      guideChannel('Kids.Zone', 'Kids Zone'),
      guideChannel('arena.sport', 'Sport Arena'),
      guideChannel('cine', 'CINE ETE'),
      guideChannel('weather', 'Weather Channel'),
    ];
    const { matches, unmatchedChannels, unmatchedGuide } = matchGuide(channels, guide);
    const byTitle = new Map(channels.map((c) => [c.title, matches.get(c.id)]));
    expect(byTitle.get('News One HD')).toEqual({ guideId: 'news.one', by: 'tvg-id' });
    expect(byTitle.get('Kids Zone')).toEqual({ guideId: 'Kids.Zone', by: 'tvg-id' });
    expect(byTitle.get('Sport Arena FHD')).toEqual({ guideId: 'arena.sport', by: 'name' });
    expect(byTitle.get('Ciné Été')).toEqual({ guideId: 'cine', by: 'name' });
    expect(unmatchedChannels.map((c) => c.title)).toEqual(['Replay TV', 'Music Box', '日本テレビ']);
    expect(unmatchedGuide.map((g) => g.id)).toEqual(['weather']);
  });

  test('an exact tvg-id beats a case-insensitive one; tvg-name is tried before the title', () => {
    const { channels } = buildLineup([
      entry({ name: 'Anything', url: 'http://a/1', tvgId: 'Abc' }),
      entry({ name: 'Title Name', url: 'http://a/2', tvgName: 'Guide Name' }),
    ]);
    const { matches } = matchGuide(channels, [guideChannel('abc', 'x'), guideChannel('Abc', 'y'), guideChannel('t', 'Title Name'), guideChannel('g', 'Guide Name')]);
    expect([...matches.values()]).toEqual([
      { guideId: 'Abc', by: 'tvg-id' },
      { guideId: 'g', by: 'name' },
    ]);
  });
});
