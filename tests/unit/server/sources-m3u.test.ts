// sources-m3u.test.ts — the playlist parser on real playlists and on every quirk they have, each problem with its line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parsePlaylist, PlaylistError } from '../../../server/sources/m3u.ts';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/sources');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const text = (name: string) => fixture(name).toString('utf8');

describe('real playlists', () => {
  test('iptv-org ar: user agents per stream, repeated tvg-ids kept as entries, empty tvg-id, accents', () => {
    const { header, entries, problems } = parsePlaylist(text('iptv-org-ar.m3u'));
    expect(header).toEqual({});
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(15);
    expect(entries.filter((e) => e.tvgId === 'Canal26.ar').map((e) => e.line)).toEqual([13, 15, 17]);
    expect(entries.find((e) => e.tvgId === 'A24.ar')).toMatchObject({ line: 8, name: 'A24 (720p)', duration: -1, headers: { 'user-agent': 'iPhone' } });
    expect(entries.filter((e) => e.tvgId === 'CanalLuz.ar').map((e) => e.headers['user-agent'])).toEqual([expect.stringMatching(/^Mozilla\/5\.0 \(iPad/), 'iPhone']);
    expect(entries.find((e) => e.line === 11)!.name).toBe('Argentinísima Satelital (720p)');
    expect(entries.at(-1)).toMatchObject({ tvgId: null, name: 'Power TV (720p) [Not 24/7]', attributes: { 'tvg-id': '', status: 'online' } });
  });

  test('iptv-org pt: language, country, logo and group; empty logo and group are absent, not ""', () => {
    const { entries, problems } = parsePlaylist(text('iptv-org-pt.m3u'));
    expect(problems).toEqual([]);
    expect(entries[0]).toMatchObject({
      line: 2,
      tvgId: 'Canal11.pt',
      name: 'Canal 11 (720p)',
      country: 'PT',
      language: 'Portuguese',
      group: 'Sports',
      logo: expect.stringMatching(/^https:\/\/cdn\.one\.accedo\.tv\/.*\.png$/),
      url: 'https://d2ve4fchffi4n1.cloudfront.net/out/v1/df356edd16f3434ab417f2c48cb1d516/index.m3u8',
    });
    expect(entries.find((e) => e.tvgId === 'IgrejaOnline.pt')!.group).toBeNull();
    expect(entries.find((e) => e.tvgId === 'STVNoticias.pt')!.logo).toBeNull();
    expect(entries.find((e) => e.tvgId === 'RTPAcores.pt')).toMatchObject({ name: 'RTP Açores (720p) [Not 24/7]', headers: { 'user-agent': expect.stringContaining('Firefox/93.0') } });
  });

  test('the handmade playlist keeps its BOM and CRLF (a normalising checkout would hide both quirks)', () => {
    const raw = fixture('quirks.m3u');
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(raw.toString('utf8').split('\r\n').length).toBeGreaterThan(20);
  });

  test('the handmade playlist: every entry, and each problem on its line', () => {
    const { header, guideUrls, entries, problems } = parsePlaylist(text('quirks.m3u'));
    expect(header).toEqual({ 'url-tvg': 'http://127.0.0.1:9/guide.xml.gz', 'x-tvg-url': 'https://guides.example/a.xml, https://guides.example/b.xml.gz', 'tvg-shift': '0' });
    expect(guideUrls).toEqual(['http://127.0.0.1:9/guide.xml.gz', 'https://guides.example/a.xml', 'https://guides.example/b.xml.gz']);
    expect(entries.map((e) => [e.line, e.name])).toEqual([
      [4, 'News One HD'],
      [8, 'News One (backup)'],
      [10, 'Sport Arena FHD'],
      [12, 'Ciné Été'],
      [14, 'Kids Zone'],
      [20, 'Replay TV'],
      [22, 'Music Box'],
      [24, '日本テレビ'],
    ]);
    expect(problems).toEqual([
      { line: 17, message: 'same URL as the entry at line 4; kept once' },
      { line: 19, message: '#EXTINF without a URL (line 20 starts the next entry); skipped' },
    ]);
    const [news, , sport, cine, kids, replay] = entries;
    expect(news).toMatchObject({ tvgId: 'news.one', tvgName: 'News One', chno: 5, group: 'News', logo: 'https://logo.example/n1.png', headers: { 'user-agent': 'FTV-Test/1.0', referer: 'https://portal.example/' } });
    expect(sport).toMatchObject({ tvgId: 'sport.arena', chno: 7, group: 'Sport, Live' });
    expect(cine).toMatchObject({ tvgId: null, logo: null, group: null, duration: 0 });
    expect(kids).toMatchObject({ group: 'Kids', url: 'https://stream.example/kids.m3u8', headers: { 'user-agent': 'Kodi/20', referer: 'https://kids.example/' } });
    expect(replay).toMatchObject({ language: 'English;French', country: 'GB', catchUp: { mode: 'shift', days: 7, source: '?utc={utc}&lutc={lutc}' } });
  });
});

describe('quirks', () => {
  test('BOM, CRLF, CR-only and blank lines: line numbers still count every line', () => {
    const body = ['#EXTM3U', '', '#EXTINF:-1,A', 'http://a/1', '', '', '#EXTINF:-1,B', 'http://a/2'];
    const read = (eol: string) => {
      const { entries, problems } = parsePlaylist(`\uFEFF${body.join(eol)}${eol}`);
      return { eol, entries: entries.map((e) => [e.line, e.name]), problems };
    };
    const expected = (eol: string) => ({ eol, entries: [[3, 'A'], [7, 'B']], problems: [] });
    expect(['\n', '\r\n', '\r'].map(read)).toEqual(['\n', '\r\n', '\r'].map(expected));
  });

  test('quoting: double, single, none; commas inside quotes; empty values; case of names', () => {
    const { entries, problems } = parsePlaylist(
      `#EXTM3U\n#EXTINF:-1 TVG-ID="a.b" tvg-name='Single, Quoted' tvg-chno=12 group-title="News, Local" tvg-logo="",Name, with comma\nhttp://a/1\n`,
    );
    expect(problems).toEqual([]);
    expect(entries[0]).toMatchObject({ tvgId: 'a.b', tvgName: 'Single, Quoted', chno: 12, group: 'News, Local', logo: null, name: 'Name, with comma' });
    expect(entries[0]!.attributes).toEqual({ 'tvg-id': 'a.b', 'tvg-name': 'Single, Quoted', 'tvg-chno': '12', 'group-title': 'News, Local', 'tvg-logo': '' });
  });

  test('an apostrophe in a name or an unquoted value is not a quote', () => {
    const { entries } = parsePlaylist(`#EXTM3U\n#EXTINF:-1 tvg-name=Bob's group-title="Kids",Bob's "Fun" TV\nhttp://a/1\n`);
    expect(entries[0]).toMatchObject({ tvgName: "Bob's", group: 'Kids', name: 'Bob\'s "Fun" TV' });
  });

  test('#EXTGRP: used without group-title (or with an empty one), before or after #EXTINF; group-title wins', () => {
    const { entries } = parsePlaylist(
      [
        '#EXTM3U',
        '#EXTINF:-1,A',
        '#EXTGRP:Movies',
        'http://a/1',
        '#EXTGRP:Early',
        '#EXTINF:-1,B',
        'http://a/2',
        '#EXTINF:-1 group-title="Given",C',
        '#EXTGRP:Ignored',
        'http://a/3',
        '#EXTINF:-1 group-title="",D',
        '#EXTGRP:Fallback',
        'http://a/4',
        '#EXTINF:-1,E',
        'http://a/5',
      ].join('\n'),
    );
    expect(entries.map((e) => [e.name, e.group])).toEqual([
      ['A', 'Movies'],
      ['B', 'Early'],
      ['C', 'Given'],
      ['D', 'Fallback'],
      ['E', null], // a group doesn't leak into the next entry
    ]);
  });

  test('request headers: #EXTVLCOPT (before or after #EXTINF) beats the user-agent attribute; Kodi | headers; player options ignored', () => {
    const { entries } = parsePlaylist(
      [
        '#EXTM3U',
        '#EXTINF:-1 user-agent="FromAttribute" http-referrer="https://attr.example/",A',
        '#EXTVLCOPT:http-user-agent=FromOption',
        '#EXTVLCOPT:network-caching=1000',
        'http://a/1',
        '#EXTVLCOPT:http-origin=https://origin.example',
        '#EXTVLCOPT:http-referer=https://typo.example/',
        '#EXTINF:-1,B',
        'http://a/2',
        '#EXTINF:-1,C',
        'http://a/3|User-Agent=Mozilla%2F5.0%20(X11)&Referer=https://c.example/',
        '#EXTINF:-1,D',
        'http://a/4',
      ].join('\n'),
    );
    expect(entries.map((e) => e.headers)).toEqual([
      { 'user-agent': 'FromOption', referer: 'https://attr.example/' },
      { origin: 'https://origin.example', referer: 'https://typo.example/' },
      { 'user-agent': 'Mozilla/5.0 (X11)', referer: 'https://c.example/' },
      {},
    ]);
    expect(entries[2]!.url).toBe('http://a/3');
  });

  test('Unicode names are composed (NFC) and blanks tidied', () => {
    const decomposed = 'Cine\u0301  E\u0301te\u0301';
    const { entries } = parsePlaylist(`#EXTM3U\n#EXTINF:-1,  ${decomposed}  \nhttp://a/1\n`);
    expect(entries[0]!.name).toBe('Ciné Été');
    expect(entries[0]!.name).toHaveLength(8);
  });

  test('catch-up: catchup, catchup-days (or tvg-rec), catchup-source kept; absent when none', () => {
    const { entries, problems } = parsePlaylist(
      `#EXTM3U\n#EXTINF:-1 catchup="append" tvg-rec="3" catchup-source="?start={utc}",A\nhttp://a/1\n#EXTINF:-1 catchup-days="x",B\nhttp://a/2\n#EXTINF:-1,C\nhttp://a/3\n`,
    );
    expect(entries.map((e) => e.catchUp)).toEqual([{ mode: 'append', days: 3, source: '?start={utc}' }, { mode: null, days: null, source: null }, null]);
    expect(problems).toEqual([{ line: 4, message: 'catchup-days "x" is not a whole number; ignored' }]);
  });

  test('duplicate URLs are kept once and reported on the later entry', () => {
    const { entries, problems } = parsePlaylist('#EXTM3U\n#EXTINF:-1,A\nhttp://a/1\n#EXTINF:-1,B\nhttp://a/2\n#EXTINF:-1,A again\nhttp://a/1\n');
    expect(entries.map((e) => e.name)).toEqual(['A', 'B']);
    expect(problems).toEqual([{ line: 6, message: 'same URL as the entry at line 2; kept once' }]);
  });

  test('entries without a URL are reported, in the middle and at the end', () => {
    const { entries, problems } = parsePlaylist('#EXTM3U\n#EXTINF:-1,Lost\n#EXTINF:-1,Kept\nhttp://a/1\n#EXTINF:-1,Last\n');
    expect(entries.map((e) => e.name)).toEqual(['Kept']);
    expect(problems).toEqual([
      { line: 2, message: '#EXTINF without a URL (line 3 starts the next entry); skipped' },
      { line: 5, message: '#EXTINF without a URL at the end of the file; skipped' },
    ]);
  });

  test('comment lines and unknown directives are skipped silently', () => {
    const { entries, problems } = parsePlaylist('#EXTM3U\n# a comment\n#PLAYLIST:My list\n#KODIPROP:inputstream=adaptive\n#EXTINF:-1,A\n## another\nhttp://a/1\n');
    expect(entries.map((e) => e.url)).toEqual(['http://a/1']);
    expect(problems).toEqual([]);
  });

  test('oddities reported with their lines: no comma, bad tvg-chno, unclosed quote, not a stream URL, a bare URL, no name', () => {
    const { entries, problems } = parsePlaylist(
      [
        '#EXTM3U',
        '#EXTINF:-1 tvg-id="x" No Comma Channel',
        'http://a/1',
        '#EXTINF:-1 tvg-chno="4b",Bad Number',
        'http://a/2',
        '#EXTINF:-1 tvg-name="Unclosed,Name After',
        'http://a/3',
        '#EXTINF:-1,Local File',
        '/home/me/video.ts',
        'http://a/bare',
        '#EXTINF:-1 tvg-name="Only Tvg Name",',
        'http://a/5',
        '#EXTINF:-1 tvg-id="y" stray words,Stray',
        'rtmp://a/6',
      ].join('\n'),
    );
    expect(entries.map((e) => [e.line, e.name, e.chno])).toEqual([
      [2, 'No Comma Channel', null],
      [4, 'Bad Number', null],
      [6, 'Name After', null],
      [10, 'http://a/bare', null],
      [11, 'Only Tvg Name', null],
      [13, 'Stray', null],
    ]);
    expect(entries[2]!.tvgName).toBe('Unclosed');
    expect(problems).toEqual([
      { line: 2, message: 'no comma before the channel name in #EXTINF' },
      { line: 4, message: 'tvg-chno "4b" is not a whole number of at least 1; ignored' },
      { line: 6, message: 'attribute tvg-name has no closing quote' },
      { line: 9, message: 'not a stream URL: "/home/me/video.ts"; skipped' },
      { line: 10, message: 'URL without an #EXTINF line before it; named after its address' },
      { line: 11, message: 'entry has no name; called "Only Tvg Name"' },
      { line: 13, message: 'unexpected text in #EXTINF attributes: "stray words"; ignored' },
    ]);
  });

  test('two playlists joined together: the second header only fills gaps, and is reported', () => {
    const { header, entries, problems } = parsePlaylist('#EXTM3U url-tvg="http://g/1"\n#EXTINF:-1,A\nhttp://a/1\n#EXTM3U url-tvg="http://g/2" tvg-shift="1"\n#EXTINF:-1,B\nhttp://a/2\n');
    expect(header).toEqual({ 'url-tvg': 'http://g/1', 'tvg-shift': '1' });
    expect(entries).toHaveLength(2);
    expect(problems.map((p) => p.line)).toEqual([4]);
  });

  test('no header: #EXTINF lines or a plain URL list are still read, and the missing header reported', () => {
    expect(parsePlaylist('#EXTINF:-1,A\nhttp://a/1\n')).toMatchObject({ entries: [{ name: 'A' }], problems: [{ line: 1, message: expect.stringContaining('no #EXTM3U header') }] });
    const list = parsePlaylist('http://a/1.m3u8\nhttps://a/2.m3u8\n');
    expect(list.entries.map((e) => [e.line, e.name])).toEqual([
      [1, 'http://a/1.m3u8'],
      [2, 'https://a/2.m3u8'],
    ]);
    expect(list.problems).toHaveLength(1);
  });

  test('a junk file is reported, not stored whole: problems are capped and the rest counted', () => {
    const lines = ['#EXTM3U', ...Array.from({ length: 1500 }, (_, i) => `junk line ${i}`)];
    const { problems, problemsOmitted } = parsePlaylist(lines.join('\n'));
    expect(problems).toHaveLength(1000);
    expect(problemsOmitted).toBe(500);
  });
});

describe('not a playlist', () => {
  test.each([
    ['an empty file', '', /empty/],
    ['only blank lines', '\r\n\r\n', /empty/],
    ['a web page', '<!DOCTYPE html>\n<html><body>404</body></html>\n', /not an M3U playlist/],
    ['an XMLTV guide', text('xmltv-test.xml'), /not an M3U playlist/],
    ['an HLS master playlist', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000\nlow/index.m3u8\n', /an HLS stream playlist \(line 2: #EXT-X-STREAM-INF\)/],
    ['an HLS media playlist', '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\nseg0.ts\n', /an HLS stream playlist/],
  ])('%s', (_name, input, message) => {
    expect(() => parsePlaylist(input)).toThrow(PlaylistError);
    expect(() => parsePlaylist(input)).toThrow(message);
  });
});
