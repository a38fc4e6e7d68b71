// sources-xmltv.test.ts — the streaming guide parser on real guides and on every quirk: times, languages, episodes, airing flags, entities, gzip by its bytes, batches, bounded memory.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { GuideError, parseGuide, type GuideChannel, type GuideOptions, type GuideProgramme } from '../../../server/sources/xmltv.ts';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/sources');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const utc = (iso: string) => Date.parse(iso) / 1000;
const tmp = mkdtempSync(path.join(tmpdir(), 'ftv-xmltv-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Parses bytes (in chunks of `chunkSize`, to cross every boundary) and collects what the callbacks got. */
async function parse(input: string | Buffer, options: GuideOptions & { chunkSize?: number } = {}) {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  const size = options.chunkSize ?? 64 * 1024;
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const channels: GuideChannel[] = [];
  const programmes: GuideProgramme[] = [];
  const summary = await parseGuide(Readable.from(chunks), {
    ...options,
    onChannels: (batch) => void channels.push(...batch),
    onProgrammes: (batch) => void programmes.push(...batch),
  });
  return { summary, channels, programmes, problems: summary.problems };
}

const tv = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n${body}\n</tv>\n`;
/** With channel "c" declared on line 3, so tests of programmes (from line 4) see only their own problems. */
const tvc = (body: string) => tv(`<channel id="c"><display-name>C</display-name></channel>\n${body}`);

describe('real guides', () => {
  test('iptv-org dstv.com: channel icon, CRLF lines, xmltv_ns and on-screen episode numbers', async () => {
    const raw = fixture('iptv-org-dstv.com.xml');
    expect(raw.includes('\r\n')).toBe(true); // the fixture keeps the grabber's CRLF: a normalising checkout would hide the quirk
    const { channels, programmes, problems } = await parse(raw);
    expect(channels).toEqual([{ id: 'MNetMovies2.za', displayNames: ['M-Net Movies 2'], icon: expect.stringContaining('M-Net_Movies_2_Logo'), line: 2 }]);
    expect(programmes).toEqual([
      {
        channelId: 'MNetMovies2.za',
        start: utc('2022-01-10T13:45:00Z'),
        stop: utc('2022-01-10T15:40:00Z'),
        offsetMinutes: 0,
        title: 'Robin Hood',
        subTitle: null,
        description: null,
        genre: null,
        season: 9,
        episode: 257,
        isNew: false,
        premiere: false,
        previouslyShown: false,
        originalAir: null,
        rating: null,
        seriesId: null,
        images: [],
        line: 3,
      },
    ]);
    expect(problems).toEqual([]);
  });

  test('iptv-org tvguide.co.uk: a stop before its start, a day that wraps back, a programme without a stop', async () => {
    const { programmes, problems } = await parse(fixture('iptv-org-tvguide.co.uk.xml'));
    const hhmm = (t: number) => new Date(t * 1000).toISOString().slice(11, 16);
    expect(programmes.map((p) => `${hhmm(p.start)}-${hhmm(p.stop)} ${p.title}`)).toEqual([
      '03:00-06:20 This Is BBC Two',
      '06:20-06:50 Marrying Mum and Dad',
      '06:50-07:20 The Dengineers',
      '21:00-21:45 QI XL',
      '01:00-02:00 Jazz Divas Gold',
      '02:00-03:00 Clouds of Sils Maria (2014)', // cut where the in-order stretch begins
      '21:45-23:20 Billie: In Search of Billie Holiday (2020)',
    ]);
    expect(programmes.find((p) => p.title === 'The Dengineers')!.description).toContain("the UK's most famous"); // &apos;
    expect(problems.map((p) => [p.line, p.message.split(/[;:(]/)[0]!.trim()])).toEqual([
      [8, 'stop 20210313010000 +0000 is before its start 20210313232000 +0000'],
      [9, 'starts before the programme at line 7 on channel "BBCTwoWales.uk"'],
      [10, 'overlaps programmes of channel "BBCTwoWales.uk" read before it'],
      [11, 'starts within programmes of channel "BBCTwoWales.uk" already read'],
    ]);
  });

  test('XMLTV t/data/test.xml: seconds-less time, language choice, spaced xmltv_ns, nested icons ignored, several display names', async () => {
    // The file's only programme has no stop and nothing after it: it is dropped, which the first run checks.
    const original = await parse(fixture('xmltv-test.xml'));
    expect(original.programmes).toEqual([]);
    expect(original.problems).toEqual([{ line: 12, message: expect.stringContaining('has no stop time') }]);
    expect(original.channels.map((c) => [c.id, c.displayNames])).toEqual([
      ['3sat.de', ['3SAT']],
      ['das-erste.de', ['ARD', 'Das Erste']],
    ]);

    // The same programme with a stop added shows how its fields are read.
    const withStop = fixture('xmltv-test.xml').toString().replace('start="200006031633"', 'start="200006031633" stop="200006031733"');
    const en = await parse(withStop, { languages: ['en'] });
    expect(en.programmes).toEqual([
      expect.objectContaining({ start: utc('2000-06-03T16:33:00Z'), stop: utc('2000-06-03T17:33:00Z'), title: 'blah', description: 'Blah Blah Blah.', season: 3, episode: 10, images: [] }),
    ]);
    // <rating system="MPAA"><value>PG</value></rating>, not the <star-rating>'s 3/3; <last-chance/> is none of the flags.
    expect(en.programmes[0]).toMatchObject({ rating: 'PG', isNew: false, premiere: false, previouslyShown: false, originalAir: null, seriesId: null });
    const de = await parse(withStop.replace('<title lang="en">blah</title>', '<title lang="en">blah (en)</title>'), { languages: ['de'] });
    expect(de.programmes[0]!.title).toBe('blah');
    const preferEn = await parse(withStop.replace('<title lang="en">blah</title>', '<title lang="en">blah (en)</title>'), { languages: ['en'] });
    expect(preferEn.programmes[0]!.title).toBe('blah (en)');
  });

  test('XMLTV t/data/overlap.xml: equal starts, zero-length programmes, undeclared channels', async () => {
    const { programmes, problems } = await parse(fixture('xmltv-overlap.xml'));
    const byChannel: Record<string, string[]> = {};
    for (const p of programmes) (byChannel[p.channelId] ??= []).push(p.title);
    expect(byChannel).toEqual({
      '1': ['A'],
      '2': ['H'],
      '4': ['I'],
      '5': ['K'],
      a: ['One hour long'],
    });
    expect(problems.filter((p) => p.message === 'ends when it starts; dropped').map((p) => p.line)).toEqual([45, 51]);
    expect(problems.filter((p) => p.message.includes("doesn't declare")).map((p) => p.line)).toEqual([6, 25, 31, 34, 48]);
  });
});

describe('quirks', () => {
  test('the handmade guide: offsets, missing stop, overlap, languages, genre, images, episodes, entities', async () => {
    const { programmes, problems } = await parse(fixture('quirks.xml'), { languages: ['en'] });
    const news = programmes.filter((p) => p.channelId === 'news.one');
    expect(news.map((p) => [p.title, p.start, p.stop])).toEqual([
      ['Morning News', utc('2026-01-01T05:00:00Z'), utc('2026-01-01T06:00:00Z')], // +0100
      ['Fish & Chips', utc('2026-01-01T06:00:00Z'), utc('2026-01-01T07:30:00Z')], // no stop: the next start
      ['Overrun', utc('2026-01-01T07:30:00Z'), utc('2026-01-01T08:00:00Z')], // no offset is UTC; cut by the later start
      ['Later start wins', utc('2026-01-01T08:00:00Z'), utc('2026-01-01T09:00:00Z')],
    ]);
    expect(news[0]).toMatchObject({
      offsetMinutes: 60,
      subTitle: 'Headlines',
      description: 'Tom &amp; Jerry & friends <live> ☺', // double-escaped stays escaped once; &#160; is a blank like any
      genre: 'News',
      images: ['https://img.example/news.jpg'],
      season: 2,
      episode: 5,
    });
    expect(news[1]).toMatchObject({ season: null, episode: 5 });
    expect(news[2]).toMatchObject({ season: 1, episode: 2, images: [] }); // the star-rating icon isn't the programme's
    expect(news[3]).toMatchObject({ season: 3, episode: 12, images: ['https://img.example/poster.jpg'] });
    const kids = programmes.find((p) => p.channelId === 'Kids.Zone')!;
    expect(kids).toMatchObject({ start: utc('2026-01-01T17:00:00Z'), offsetMinutes: -300, title: 'Cartoons Club &bogus; Time', season: 1, episode: 2 });
    expect(programmes.map((p) => p.title)).not.toContain('Backwards');
    expect(programmes.map((p) => p.title)).not.toContain('Bad start');
    expect(problems.map((p) => p.line)).toEqual([22, 25, 35, 39, 42, 45]);
    expect(problems.map((p) => p.message)).toEqual([
      '1 bare "&" read as "&amp;" (the first one is on this line)',
      expect.stringContaining('overlaps the next programme (line 30'),
      expect.stringContaining('is before its start'),
      'XML: undefined entity',
      expect.stringContaining('programmes for channel "ghost"'),
      expect.stringContaining('start "2026-01-01 14:00" is not an XMLTV time'),
    ]);
  });

  test('chunk boundaries anywhere (inside UTF-8 characters, entities, a bare &) change nothing', async () => {
    const whole = await parse(fixture('quirks.xml'));
    for (const chunkSize of [1, 3, 7, 50]) {
      const chunked = await parse(fixture('quirks.xml'), { chunkSize });
      expect({ chunkSize, programmes: chunked.programmes, problems: chunked.problems }).toEqual({ chunkSize, programmes: whole.programmes, problems: whole.problems });
    }
  });

  test('bare & in attributes and text, and CDATA left alone', async () => {
    const { programmes, problems } = await parse(
      tv(`<programme start="20260101000000" stop="20260101010000" channel="c"><title>R&B & Soul</title><desc><![CDATA[a & b &amp; c]]></desc><icon src="http://x/i.png?a=1&b=2"/></programme>`),
    );
    expect(programmes[0]).toMatchObject({ title: 'R&B & Soul', description: 'a & b &amp; c', images: ['http://x/i.png?a=1&b=2'] });
    expect(problems).toContainEqual({ line: 3, message: '3 bare "&" read as "&amp;" (the first one is on this line)' });
  });

  test('control characters are reported and removed; a flood of one XML error is counted, not listed', async () => {
    const programmes = Array.from(
      { length: 10 },
      (_, i) => `<programme start="2026010100${String(i).padStart(2, '0')}00" stop="2026010100${String(i).padStart(2, '0')}30" channel="c"><title>T\u000b${i}</title></programme>`,
    );
    const result = await parse(tv(programmes.join('\n')));
    expect(result.programmes.map((p) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `T${i}`));
    const xml = result.problems.filter((p) => p.message.startsWith('XML: disallowed character'));
    expect(xml).toHaveLength(4);
    expect(xml.at(-1)!.message).toContain('7 more like it not listed');
  });

  test('channels: several display names, first icon, missing id, declared twice, no display name', async () => {
    const { channels, problems } = await parse(
      tv(`<channel id="a"><display-name>One</display-name><display-name lang="fr">Un</display-name><icon src="1.png"/><icon src="2.png"/></channel>
<channel><display-name>No id</display-name></channel>
<channel id="a"><display-name>Again</display-name></channel>
<channel id="b"></channel>`),
    );
    expect(channels).toEqual([
      { id: 'a', displayNames: ['One', 'Un'], icon: '1.png', line: 3 },
      { id: 'b', displayNames: [], icon: null, line: 6 },
    ]);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [4, '<channel> without an id; skipped'],
      [5, 'channel "a" is declared again (first at line 3); the first one is kept'],
      [6, 'channel "b" has no <display-name>'],
    ]);
  });

  test('programmes without channel, start or title, and an unreadable stop', async () => {
    const { programmes, problems } = await parse(
      tvc(`<programme start="20260101000000"><title>x</title></programme>
<programme channel="c"><title>x</title></programme>
<programme start="20260101000000" stop="soon" channel="c"><title>Stopless</title></programme>
<programme start="20260101010000" stop="20260101020000" channel="c"></programme>`),
    );
    expect(programmes.map((p) => [p.title, p.stop])).toEqual([
      ['Stopless', utc('2026-01-01T01:00:00Z')],
      ['', utc('2026-01-01T02:00:00Z')],
    ]);
    expect(problems.map((p) => p.line)).toEqual([4, 5, 6, 7]);
    expect(problems[2]!.message).toContain('stop "soon" is not an XMLTV time');
    expect(problems[3]!.message).toBe('<programme> without a title');
  });

  test('a very long description is cut, and says so', async () => {
    const { programmes, problems } = await parse(tvc(`<programme start="20260101000000" stop="20260101010000" channel="c"><title>T</title><desc>${'x'.repeat(20_000)}</desc></programme>`));
    expect(programmes[0]!.description).toHaveLength(8000);
    expect(problems).toEqual([{ line: 4, message: '<desc> is longer than 8000 characters; cut' }]);
  });

  test('descriptions keep their line breaks; titles are one line', async () => {
    const { programmes } = await parse(tv(`<programme start="20260101000000" stop="20260101010000" channel="c"><title>  Two\n  lines </title><desc>\n  First.\n\n   Second.  \n</desc></programme>`));
    expect(programmes[0]).toMatchObject({ title: 'Two lines', description: 'First.\nSecond.' });
  });

  test('an ISO-8859-1 guide is decoded as it declares', async () => {
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="ISO-8859-1"?><tv><channel id="t"><display-name>Télé Süd</display-name></channel></tv>`, 'latin1');
    const { channels } = await parse(latin1);
    expect(channels[0]!.displayNames).toEqual(['Télé Süd']);
  });

  test('leading blank lines and a byte-order mark before the declaration are fine', async () => {
    const { channels, problems } = await parse(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`\n\n  ${tv('<channel id="x"><display-name>X</display-name></channel>')}`)]));
    expect(channels.map((c) => c.id)).toEqual(['x']);
    expect(problems).toEqual([]);
  });
});

describe('what XMLTV says about an airing (for series recording rules)', () => {
  /** A one-hour programme on channel "c" (line 4) with these children. */
  const airing = (children: string) => tvc(`<programme start="20260101200000 +0000" stop="20260101210000 +0000" channel="c"><title>T</title>${children}</programme>`);

  test('new, premiere, previously-shown with its start, rating and dd_progid, read across any chunk boundary', async () => {
    const xml = airing(`
  <episode-num system="dd_progid">EP01234567.0012</episode-num>
  <previously-shown start="20250301200000 -0500" channel="other"/>
  <premiere lang="en">
    First showing on national TV
  </premiere>
  <new/>
  <rating system="VCHIP"><value>TV-14</value><icon src="tv14.png"/></rating>
  <rating system="MPAA"><value>PG-13</value></rating>`);
    const whole = await parse(xml);
    expect(whole.programmes[0]).toMatchObject({
      isNew: true,
      premiere: true,
      previouslyShown: true,
      originalAir: utc('2025-03-02T01:00:00Z'),
      rating: 'TV-14', // the first of several
      seriesId: 'EP01234567',
      images: [], // the rating's icon isn't the programme's
    });
    expect(whole.problems).toEqual([]);
    const byByte = await parse(xml, { chunkSize: 1 });
    expect(byByte.programmes).toEqual(whole.programmes);
  });

  test('a programme with none of them: not new, not a repeat, no rating, no series', async () => {
    const { programmes } = await parse(airing('<desc>Plain.</desc>'));
    expect(programmes[0]).toMatchObject({ isNew: false, premiere: false, previouslyShown: false, originalAir: null, rating: null, seriesId: null });
  });

  test('a <value> in <star-rating> is not the rating, and neither is one nested deeper', async () => {
    const onlyStars = await parse(airing('<star-rating system="TV Guide"><value>4/5</value></star-rating>'));
    expect(onlyStars.programmes[0]!.rating).toBeNull();
    const both = await parse(airing('<star-rating><value>4/5</value></star-rating><rating system="BBFC"><value> 12 </value></rating>'));
    expect(both.programmes[0]!.rating).toBe('12');
    const credits = await parse(airing('<credits><actor><value>X</value></actor></credits><review type="text"><value>Y</value></review>'));
    expect(credits.programmes[0]!.rating).toBeNull();
  });

  test("a rating written as the 2001 DTD's text, and an empty first rating passed over", async () => {
    const old = await parse(airing('<rating system="MPAA">PG</rating>'));
    expect(old.programmes[0]!.rating).toBe('PG');
    const empty = await parse(airing('<rating system="A"><value></value></rating><rating system="B"><value>U</value></rating>'));
    expect(empty.programmes[0]!.rating).toBe('U');
  });

  test('previously-shown without a start, or with a date only', async () => {
    const unknown = await parse(airing('<previously-shown/>'));
    expect(unknown.programmes[0]).toMatchObject({ previouslyShown: true, originalAir: null, isNew: false });
    expect(unknown.problems).toEqual([]);
    const dated = await parse(airing('<previously-shown start="19990315"/>'));
    expect(dated.programmes[0]).toMatchObject({ previouslyShown: true, originalAir: utc('1999-03-15T00:00:00Z') });
    expect(dated.problems).toEqual([]);
  });

  test('an unreadable previously-shown start is reported and left out; the programme stays a repeat', async () => {
    const { programmes, problems } = await parse(airing('<previously-shown start="last week"/>'));
    expect(programmes[0]).toMatchObject({ previouslyShown: true, originalAir: null });
    expect(problems).toEqual([{ line: 4, message: 'previously-shown start "last week" is not an XMLTV time (YYYYMMDDhhmmss ±hhmm); ignored' }]);
  });

  test('series id: dd_progid (either form, SH joins its EP series) before <series-id>; movies have none', async () => {
    const seriesOf = async (children: string) => (await parse(airing(children))).programmes[0]!.seriesId;
    expect(await seriesOf('<episode-num system="dd_progid">EP012345670012</episode-num>')).toBe('EP01234567'); // tv_grab_zz_sdjson
    expect(await seriesOf('<episode-num system="dd_progid">EP01234567.0012.0/2</episode-num>')).toBe('EP01234567'); // a part
    expect(await seriesOf('<episode-num system="dd_progid">SH01234567.0000</episode-num>')).toBe('EP01234567');
    expect(await seriesOf('<series-id system="cseries">C20814443ENX3UM</series-id><episode-num system="dd_progid">EP00001648.0025</episode-num>')).toBe('EP00001648');
    expect(await seriesOf('<episode-num system="dd_progid">MV00044257.0000</episode-num><series-id system="cseries">C1</series-id>')).toBe('cseries:C1');
    expect(await seriesOf('<series-id system="tms">SH02836783</series-id><series-id system="other">X</series-id>')).toBe('tms:SH02836783');
    expect(await seriesOf('<series-id>S1</series-id>')).toBe('S1');
    expect(await seriesOf('<episode-num system="dd_progid">MV00044257.0000</episode-num>')).toBeNull();
    expect(await seriesOf('<episode-num system="crid">crid://bbc.co.uk/b/12345</episode-num>')).toBeNull();
  });
});

describe('gzip, told by its bytes', () => {
  test('a gzipped guide named .xml is gunzipped, a plain one named .gz is not, and both read the same', async () => {
    const plain = fixture('quirks.xml');
    const gzName = path.join(tmp, 'really-gzip.xml');
    const plainName = path.join(tmp, 'really-plain.xml.gz');
    writeFileSync(gzName, gzipSync(plain));
    writeFileSync(plainName, plain);
    const programmes: GuideProgramme[][] = [[], []];
    const a = await parseGuide(createReadStream(gzName), { onProgrammes: (b) => void programmes[0]!.push(...b) });
    const b = await parseGuide(createReadStream(plainName), { onProgrammes: (b) => void programmes[1]!.push(...b) });
    expect([a.gzip, b.gzip]).toEqual([true, false]);
    expect(programmes[0]).toEqual(programmes[1]);
    expect(programmes[0]).toHaveLength(6);
  });

  test('truncated gzip data is an unusable guide', async () => {
    const gz = gzipSync(fixture('quirks.xml'));
    await expect(parse(gz.subarray(0, gz.length - 40))).rejects.toThrow(GuideError);
    await expect(parse(gz.subarray(0, gz.length - 40))).rejects.toThrow(/cannot read the guide: unreadable gzip data/);
  });
});

describe('unusable input', () => {
  test.each([
    ['an empty file', '', /the guide is empty/],
    ['blank lines only', '\n\n  \n', /not an XMLTV guide: document must contain a root element/],
    ['a web page', '<!DOCTYPE html><html><body>Not found</body></html>', /root element is <html>, not <tv>/],
    ['a playlist', '#EXTM3U\n#EXTINF:-1,A\nhttp://a/b\n', /not an XMLTV guide: text data outside of root node/],
    ['JSON', '{"tv": []}', /not an XMLTV guide/],
  ])('%s', async (_name, text, message) => {
    await expect(parse(text)).rejects.toThrow(message);
  });

  test('a failing callback stops the parse with its own error', async () => {
    const input = Readable.from([Buffer.from(fixture('quirks.xml'))]);
    await expect(
      parseGuide(input, {
        onProgrammes: () => {
          throw new Error('database is down');
        },
      }),
    ).rejects.toThrow('database is down');
  });
});

describe('batches', () => {
  test('never larger than batchSize, awaited one at a time, channels before the programmes that name them', async () => {
    const body: string[] = [];
    for (let c = 0; c < 5; c++) {
      body.push(`<channel id="c${c}"><display-name>C${c}</display-name></channel>`);
      for (let h = 0; h < 10; h++) body.push(`<programme start="20260101${String(h).padStart(2, '0')}0000" stop="20260101${String(h + 1).padStart(2, '0')}0000" channel="c${c}"><title>P${h}</title></programme>`);
    }
    const events: string[] = [];
    const seen = new Set<string>();
    let busy = false;
    const summary = await parseGuide(Readable.from([Buffer.from(tv(body.join('\n')))]), {
      batchSize: 4,
      onChannels: async (batch) => {
        expect(busy).toBe(false);
        expect(batch.length).toBeLessThanOrEqual(4);
        for (const c of batch) seen.add(c.id);
        events.push(`channels ${batch.length}`);
      },
      onProgrammes: async (batch) => {
        expect(busy).toBe(false);
        busy = true;
        expect(batch.length).toBeLessThanOrEqual(4);
        for (const p of batch) expect(seen.has(p.channelId)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1));
        events.push(`programmes ${batch.length}`);
        busy = false;
      },
    });
    expect(summary).toMatchObject({ channels: 5, programmes: 50 });
    expect(events.filter((e) => e.startsWith('programmes')).length).toBeGreaterThanOrEqual(13);
  });
});

/** A guide like a real provider's: 2,000 channels × one day of hourly programmes, grouped by channel or sorted by time. */
function bigGuide(channels: number, hours: number, layout: 'by-channel' | 'by-time', withStops: boolean): string {
  const t0 = Date.UTC(2026, 0, 1) / 1000;
  const stamp = (t: number) => `${new Date(t * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14)} +0000`;
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="ftv-test">'];
  for (let c = 0; c < channels; c++) parts.push(`<channel id="ch${c}.test"><display-name>Channel ${c}</display-name></channel>`);
  const programme = (c: number, h: number) => {
    const start = t0 + h * 3600;
    const stop = withStops ? ` stop="${stamp(start + 3600)}"` : '';
    return `<programme start="${stamp(start)}"${stop} channel="ch${c}.test"><title lang="en">Show ${h} on ${c}</title><desc lang="en">Episode ${h} of a long running series.</desc><category lang="en">Series</category><episode-num system="onscreen">S01E${h + 1}</episode-num></programme>`;
  };
  if (layout === 'by-channel') for (let c = 0; c < channels; c++) for (let h = 0; h < hours; h++) parts.push(programme(c, h));
  else for (let h = 0; h < hours; h++) for (let c = 0; c < channels; c++) parts.push(programme(c, h));
  parts.push('</tv>\n');
  return parts.join('\n');
}

describe('bounded memory on a large guide', () => {
  const CHANNELS = 2000;
  const HOURS = 24;
  const BATCH = 500;

  test.each([
    ['grouped by channel, with stops', 'by-channel', true, CHANNELS * HOURS, 0],
    ['sorted by time, without stops', 'by-time', false, CHANNELS * (HOURS - 1), CHANNELS],
  ] as const)('%s: every programme comes out, never more than a channel’s worth plus a batch held', async (_name, layout, withStops, expected, problems) => {
    const file = path.join(tmp, `big-${layout}.xml.gz`);
    writeFileSync(file, gzipSync(bigGuide(CHANNELS, HOURS, layout, withStops)));
    let count = 0;
    let largestBatch = 0;
    const summary = await parseGuide(createReadStream(file), {
      batchSize: BATCH,
      onProgrammes: (batch) => {
        count += batch.length;
        largestBatch = Math.max(largestBatch, batch.length);
      },
    });
    expect(summary.gzip).toBe(true);
    expect(summary.channels).toBe(CHANNELS);
    expect(count).toBe(expected);
    expect(largestBatch).toBe(BATCH);
    // One held programme per channel (each waits for the next to know its end) plus the batch being filled:
    // far below the whole guide, which is what reading it all into memory would hold.
    expect(summary.peakHeld).toBeLessThanOrEqual(CHANNELS + 2 * BATCH);
    expect(summary.peakHeld).toBeLessThan(expected / 10);
    // Without stops the last programme of each channel has nothing to end it: reported (and only counted past the cap).
    expect(summary.problems.length + summary.problemsOmitted).toBe(problems);
  }, 60_000);
});
