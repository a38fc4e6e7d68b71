// sources-guide-match.test.ts — guide-channel suggestions and bulk auto-match: names analysed, handpicked rankings, precision and recall on the labelled real set, hard negatives, the search box, 5,000 channels against 10,000.
import { describe, expect, test } from 'vitest';
import { analyseName, AUTO_ACCEPT_SCORE, autoMatch, buildGuideIndex, searchGuideChannels, suggestGuideChannels, type MatchCandidate } from '../../../server/sources/guideMatch.ts';
import { displayTitle } from '../../../server/sources/mapping.ts';
import type { GuideChannel } from '../../../server/sources/xmltv.ts';
import { loadLabelled, loadMatchGuide, measureLabelled, syntheticGuide, syntheticLineup } from '../../../scripts/bench-match.ts';

const channel = (id: string, ...displayNames: string[]): GuideChannel => ({ id, displayNames, icon: null, line: 1 });

/** A handmade guide in the shapes real ones have: iptv-org ids with feeds, abbreviated names, call-sign ids, two countries. */
const GUIDE: GuideChannel[] = [
  channel('BBCOne.uk@HD', 'BBC One HD'),
  channel('BBCOne.uk@SD', 'BBC One'),
  channel('BBCOne.uk@Plus1', 'BBC One +1'),
  channel('BBCOne.uk@LondonHD', 'BBC One Lon HD'),
  channel('BBCTwo.uk@HD', 'BBC Two HD'),
  channel('Channel4.uk@SD', 'Channel 4'),
  channel('Channel4.uk@Plus1', 'Channel 4+1'),
  channel('WABCTV71.us@HD', 'ABC (WABC-DT1) New York, NY'),
  channel('WABCTV72.us@SD', 'Localish (WABC-DT2) New York, NY'),
  channel('WPVITV61.us@HD', 'ABC (WPVI-DT1) Philadelphia, PA'),
  channel('CNN.us@SD', 'CNN'),
  channel('CNNInternational.us@Europe', 'CNN International'),
  channel('S4C.uk@HD', 'S4C HD'),
  channel('S4C.uk@SD', 'S4C'),
  channel('ITV1.uk@AngliaHD', 'ITV1 HD'),
  channel('ITV1.uk@LondonHD', 'ITV1 HD'),
  channel('CBBC.uk@HD', 'CBBC HD'),
  channel('CBBC.ie@HD', 'CBBC HD'),
  { ...channel('Film4.uk@SD', 'Film Four'), icon: 'https://cdn.example/logos/film4-uk.png?v=2' },
  channel('Film4Plus.uk@SD', 'Film4 Extra'),
  channel('BBCRedButton1.uk@SD', 'BBC RB 1'),
  channel('SkyNews.uk@SD', 'Sky News'),
  channel('AMC.us@East', 'AMC East'),
  channel('AMC.us@West', 'AMC West'),
];
const index = buildGuideIndex(GUIDE);
let nextId = 1;
const playlistChannel = (title: string, more: Partial<MatchCandidate> = {}): MatchCandidate => ({ id: nextId++, title, ...more });
const suggest = (title: string, more: Partial<MatchCandidate> = {}) => suggestGuideChannels(playlistChannel(title, more), index);
const ids = (suggestions: ReadonlyArray<{ guideId: string }>) => suggestions.map((s) => s.guideId);

describe('names', () => {
  test('quality, status tags and provider prefixes are not the name; the prefix gives the country', () => {
    expect(analyseName('UK: BBC One HD')).toMatchObject({ tokens: ['bbc', '1'], country: 'uk', hd: true });
    expect(analyseName('|US| CNN (720p) [Geo-blocked]')).toMatchObject({ tokens: ['cnn'], country: 'us' });
    // Glued to the word before, as sky.com writes them.
    expect(analyseName('BBC One ScotHD').tokens).toEqual(['bbc', '1', 'scot']);
    expect(analyseName('Sky SportsMainEventHD').tokens).toEqual(['sky', 'sports', 'main', 'event']);
    expect(analyseName('BBC One SD').hd).toBe(false);
    // Before a number, a quality word is the name: BBC UHD 1 is not BBC One.
    expect(analyseName('BBC UHD 1').tokens).toEqual(['bbc', 'uhd', '1']);
  });

  test('a country code ends a name, or stands inside it when it is USA or UK; as the first word it is the name', () => {
    expect(analyseName('BBC One UK')).toMatchObject({ tokens: ['bbc', '1'], country: 'uk' });
    expect(analyseName('Canal 26 (ARG)')).toMatchObject({ tokens: ['canal', '26'], country: 'ar' });
    expect(analyseName('Bravo USA HD - Eastern Feed')).toMatchObject({ tokens: ['bravo'], country: 'us', zone: 'east' });
    expect(analyseName('USA Network')).toMatchObject({ tokens: ['usa', 'network'], country: null });
  });

  test('"+1" glued to its digit is a timeshift; "1+1" and "Canal+ 1" are names', () => {
    expect(analyseName('Channel 4 +1').timeshift).toBe(1);
    expect(analyseName('E4+1')).toMatchObject({ tokens: ['e', '4'], timeshift: 1 });
    expect(analyseName('ITV1 +1 HD').timeshift).toBe(1);
    expect(analyseName('Channel 4 +1 (720p) [Geo-blocked]').timeshift).toBe(1);
    expect(analyseName('1+1').timeshift).toBe(0);
    expect(analyseName('Canal+ 1')).toMatchObject({ tokens: ['canal', 'plus', '1'], timeshift: 0 });
  });

  test('numbers, written or spelled, are part of the name', () => {
    expect(analyseName('BBC One').numbers).toBe(analyseName('BBC 1').numbers);
    expect(analyseName('BBC Two').numbers).toBe('2');
    expect(analyseName('BBC Red Button 12').numbers).toBe('12');
    expect(analyseName('Channel 4').numbers).toBe('4');
  });

  test('call signs: 4 letters from K or W as a word, any in parentheses or with a suffix, with the subchannel', () => {
    expect(analyseName('ABC 7 New York (WABC)')).toMatchObject({ callSign: 'WABC', subchannel: null });
    expect(analyseName('Localish (WABC-DT2) New York, NY')).toMatchObject({ callSign: 'WABC', subchannel: 2, tokens: ['localish', 'wabc', 'new', 'york', 'ny'] });
    expect(analyseName('WSOC Channel 9').callSign).toBe('WSOC');
    expect(analyseName('FOX (WJW) Cleveland, OH').callSign).toBe('WJW');
    expect(analyseName('FOX (K31IQ-D3) Sterling, CO')).toMatchObject({ callSign: 'K31IQ', subchannel: 3 });
    expect(analyseName('CTV Toronto (CFTO-DT)').callSign).toBe('CFTO');
    expect(['CNN', 'CBBC', 'WWE Network', 'Kids TV', 'CNBC'].map((name) => analyseName(name).callSign)).toEqual([null, null, null, null, null]);
  });

  test('a US zone ends a name; "Middle East" and "North East" are places', () => {
    expect(analyseName('AMC East')).toMatchObject({ tokens: ['amc'], zone: 'east' });
    expect(analyseName('HBO Comedy - West')).toMatchObject({ tokens: ['hbo', 'comedy'], zone: 'west' });
    expect(analyseName('National Geographic Wild Middle East').zone).toBeNull();
    expect(analyseName('BBC One North East').zone).toBeNull();
  });
});

describe('suggestions', () => {
  test('BBC One is not BBC Two, nor BBC One +1; the HD feed comes first for an HD name', () => {
    const one = suggest('BBC One');
    expect(ids(one.slice(0, 2)).sort()).toEqual(['BBCOne.uk@HD', 'BBCOne.uk@SD']);
    expect(one[0]).toMatchObject({ score: 1, why: ['same name'] });
    expect(one.find((s) => s.guideId === 'BBCOne.uk@Plus1')).toMatchObject({ why: expect.arrayContaining(['+1 differs']) });
    expect(one.find((s) => s.guideId === 'BBCTwo.uk@HD')?.score ?? 0).toBeLessThan(0.5);
    expect(suggest('UK: BBC One HD')[0]).toMatchObject({ guideId: 'BBCOne.uk@HD', why: ['same name', 'country uk'] });
    expect(suggest('BBC Two (720p)')[0]!.guideId).toBe('BBCTwo.uk@HD');
  });

  test('Channel 4 +1 is the +1 feed; plain Channel 4 is still suggested, with why it is less likely', () => {
    const plusOne = suggest('Channel 4 +1');
    expect(plusOne[0]).toMatchObject({ guideId: 'Channel4.uk@Plus1', score: 1 });
    expect(plusOne[1]).toMatchObject({ guideId: 'Channel4.uk@SD', why: ['same name', '+1 differs'] });
    expect(plusOne[1]!.score).toBeLessThan(AUTO_ACCEPT_SCORE);
  });

  test('a call sign finds its station whatever the network is called, and another station never comes close', () => {
    const wabc = suggest('ABC 7 New York (WABC)');
    expect(wabc[0]).toMatchObject({ guideId: 'WABCTV71.us@HD', why: expect.arrayContaining(['same call sign WABC']) });
    expect(wabc[0]!.score).toBeGreaterThanOrEqual(AUTO_ACCEPT_SCORE);
    const philadelphia = wabc.find((s) => s.guideId === 'WPVITV61.us@HD');
    expect(philadelphia?.why).toContain('call sign differs (WABC, not WPVI)');
    expect(wabc.find((s) => s.guideId === 'WABCTV72.us@SD')?.why).toContain('subchannel differs (WABC-1, not WABC-2)');
    expect(suggest('WABC-TV')[0]!.guideId).toBe('WABCTV71.us@HD');
  });

  test('abbreviated guide names are found through their ids ("BBC One Lon HD" is BBCOne.uk@LondonHD)', () => {
    expect(suggest('BBC One London (540p) [Geo-blocked]')[0]).toMatchObject({ guideId: 'BBCOne.uk@LondonHD', score: 1 });
    expect(suggest('BBC Red Button 1')[0]).toMatchObject({ guideId: 'BBCRedButton1.uk@SD' });
    expect(suggest('BBC Red Button 12')[0]!.score).toBeLessThan(0.5);
  });

  test('the country tells apart channels of one name; the same logo file counts, whatever its host', () => {
    expect(suggest('CBBC HD', { country: 'IE' })[0]).toMatchObject({ guideId: 'CBBC.ie@HD', why: ['same name', 'country ie'] });
    expect(suggest('CBBC', { country: 'gb' })[0]!.guideId).toBe('CBBC.uk@HD');
    const withLogo = suggest('Film Four Movies', { logo: 'http://other.example/img/film4-uk.png' });
    const without = suggest('Film Four Movies');
    expect(withLogo[0]).toMatchObject({ guideId: 'Film4.uk@SD', why: expect.arrayContaining(['same logo']) });
    expect(withLogo[0]!.score).toBeGreaterThan(without[0]!.score);
  });

  test("East is what a name means when it says nothing; a tvg-id the guide has is certain; at most `limit`, none when nothing's alike", () => {
    expect(suggest('AMC')[0]!.guideId).toBe('AMC.us@East');
    expect(suggest('AMC - Pacific')[0]!.score).toBeLessThan(AUTO_ACCEPT_SCORE);
    expect(suggest('Something else', { tvgId: 'cnn.US@sd' })[0]).toMatchObject({ guideId: 'CNN.us@SD', score: 1, why: ['same id'] });
    expect(suggestGuideChannels(playlistChannel('BBC One'), index, 2)).toHaveLength(2);
    expect(suggest('KABC 7 Los Angeles')).toEqual([]);
  });
});

describe('auto-match', () => {
  test("a playlist's HD and SD entries of one channel share its guide channel; a differently named channel doesn't get one that is taken", () => {
    const channels = [playlistChannel('CBBC', { country: 'UK' }), playlistChannel('CBBC HD', { country: 'UK' }), playlistChannel('BBC One'), playlistChannel('BBC One HD'), playlistChannel('BBC 1 (1080p)')];
    const matches = autoMatch(channels, index);
    expect(matches.get(channels[0]!.id)?.guideId).toBe('CBBC.uk@HD');
    expect(matches.get(channels[1]!.id)?.guideId).toBe('CBBC.uk@HD');
    expect(matches.get(channels[2]!.id)?.guideId).toBe('BBCOne.uk@SD');
    expect(matches.get(channels[3]!.id)?.guideId).toBe('BBCOne.uk@HD');
    // "BBC 1" is "BBC One", and "(1080p)" says HD: it shares BBC One HD's guide channel.
    expect(matches.get(channels[4]!.id)?.guideId).toBe('BBCOne.uk@HD');

    const rivals = [playlistChannel('Sky News'), playlistChannel('Sky News Now')];
    const taken = autoMatch(rivals, buildGuideIndex([channel('SkyNews.uk@SD', 'Sky News', 'Sky News Now')]));
    expect([...taken.keys()]).toEqual([rivals[0]!.id]);
  });

  test('nothing is taken when the name fits two channels (ITV1 HD for two regions, CBBC HD for two countries) or too little', () => {
    const channels = [playlistChannel('ITV1 HD'), playlistChannel('CBBC HD'), playlistChannel('Channel 4 +1 HD'), playlistChannel('BBC Two')];
    const matches = autoMatch(channels, index);
    expect(matches.has(channels[0]!.id)).toBe(false);
    expect(matches.has(channels[1]!.id)).toBe(false);
    expect(matches.get(channels[2]!.id)?.guideId).toBe('Channel4.uk@Plus1');
    expect(matches.get(channels[3]!.id)?.guideId).toBe('BBCTwo.uk@HD');
  });
});

describe('the labelled set (real playlist names against a real 3,200-channel guide)', () => {
  const guide = loadMatchGuide();
  const labelled = loadLabelled();
  const realIndex = buildGuideIndex(guide);

  test('is what the fixtures README says: at least 300 channels, hard negatives among them, every answer in the guide', () => {
    expect(guide).toHaveLength(3200);
    expect(labelled.length).toBeGreaterThanOrEqual(1300);
    expect(labelled.filter((l) => l.answers.length === 0).length).toBeGreaterThanOrEqual(500);
    const guideIds = new Set(guide.map((g) => g.id));
    expect(labelled.flatMap((l) => l.answers).filter((id) => !guideIds.has(id))).toEqual([]);
  });

  // Measured at AUTO_ACCEPT_SCORE 0.9: with the lineup's country, precision 0.988, recall 0.812, top-5 0.976; names
  // only, 0.978, 0.714, 0.974. The floors are those less a small margin, so a change that costs precision fails.
  test.each([
    { mode: 'with the lineup country', country: true, precision: 0.975, recall: 0.79, top5: 0.96 },
    { mode: 'names only', country: false, precision: 0.965, recall: 0.69, top5: 0.96 },
  ])('auto-match is precise $mode, and the answer is nearly always in the first 5 suggestions', ({ mode, country, precision, recall, top5 }) => {
    const figures = measureLabelled(realIndex, labelled, { country });
    console.info(
      `labelled set, ${mode}: precision ${figures.precision} (${figures.correct} of ${figures.accepted} accepted), recall ${figures.recall} ` +
        `(of ${figures.withAnswer}), top-5 ${figures.top5}, top-1 ${figures.top1}, hard negatives accepted ${figures.acceptedWithoutAnswer} of ${figures.withoutAnswer}`,
    );
    expect(figures.precision).toBeGreaterThanOrEqual(precision);
    expect(figures.recall).toBeGreaterThanOrEqual(recall);
    expect(figures.top5).toBeGreaterThanOrEqual(top5);
    expect(figures.acceptedWithoutAnswer / figures.withoutAnswer).toBeLessThanOrEqual(0.02);
  });

  test('hard negatives: a sibling, another number, another region or timeshift of a guide channel is not accepted', () => {
    const hard = [
      'BBC Red Button 2 (720p) [Geo-blocked]', // the guide has Red Button 1
      'Sky News Extra 1 (540p)', // … Sky News
      'MTA2 Europe (720p)', // … MTA1 World
      'STV+1 (1080p) [Geo-blocked]', // … STV
      'HGTV +1', // … HGTV
      'BBC One Oxford (540p) [Geo-blocked]', // … BBC One's other regions
      'PBS Kids Alaska (1080p)', // … PBS Kids East
      'Nickelodeon Australia (576p)', // … Nickelodeon UK, US, Spain
      'Bloomberg TV Asia (720p)', // … Bloomberg US and Europe
      'ABC News Live 5 (720p)', // … ABC News Live
      'NASA TV Media (720p)', // … NASA TV
      'AMG TV (1080p)', // … AMG-TV on local stations
      'FOX (KABB) San Antonio, TX HD', // … other FOX stations
      'ABC (KATU) Portland, OR HD', // … other ABC stations
    ];
    const found = hard.map((name) => labelled.find((l) => l.name === name));
    expect(found.filter((l) => l === undefined || l.answers.length > 0)).toEqual([]);
    const candidates = found.map((l, i) => ({ id: i, title: displayTitle(l!.name), country: l!.country }));
    expect([...autoMatch(candidates, realIndex).values()]).toEqual([]);
  });
});

describe('the search box', () => {
  test('finds by name as it is typed, by id, and through a typo', () => {
    expect(ids(searchGuideChannels('bbc on', index)).slice(0, 2).sort()).toEqual(['BBCOne.uk@HD', 'BBCOne.uk@SD']);
    expect(searchGuideChannels('bbc one', index)[0]!.guideId).toMatch(/^BBCOne\.uk@(HD|SD)$/);
    expect(searchGuideChannels('BBCOne.uk@HD', index)[0]).toMatchObject({ guideId: 'BBCOne.uk@HD', score: 1, why: ['same id'] });
    expect(ids(searchGuideChannels('wabc', index))).toEqual(expect.arrayContaining(['WABCTV71.us@HD', 'WABCTV72.us@SD']));
    expect(searchGuideChannels('chanel 4', index)[0]!.guideId).toMatch(/^Channel4\.uk/);
    expect(searchGuideChannels('cnn', index)[0]!.guideId).toBe('CNN.us@SD');
  });

  test('ranks, limits, and finds nothing for nothing', () => {
    expect(searchGuideChannels('   ', index)).toEqual([]);
    expect(searchGuideChannels('bbc', index, 3)).toHaveLength(3);
    const scores = searchGuideChannels('bbc', index).map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(searchGuideChannels('zzzz qqqq', index)).toEqual([]);
  });

  test('in the real guide: a call sign, an abbreviation and a word', () => {
    const realIndex = buildGuideIndex(loadMatchGuide());
    expect(searchGuideChannels('KECI', realIndex)[0]!.guideId).toBe('KECITV131.us@HD');
    expect(searchGuideChannels('bbc one lon', realIndex)[0]!.guideId).toBe('BBCOne.uk@LondonHD');
    expect(searchGuideChannels('disney', realIndex, 50).every((s) => /disney/i.test(`${s.name} ${s.guideId}`))).toBe(true);
  });
});

describe('scale', () => {
  test('5,000 channels against a 10,000-channel guide finish (timings: scripts/bench-match.ts)', () => {
    const guide = syntheticGuide(10_000);
    const big = buildGuideIndex(guide);
    expect(big.size).toBe(10_000);
    const lineup = syntheticLineup(guide, 5000);
    const matches = autoMatch(lineup, big);
    expect(matches.size).toBeGreaterThan(1000);
    for (const [id, pick] of matches) expect(lineup[id]!.title.toLowerCase()).toContain(pick.name.replace(/ HD$/, '').toLowerCase().split(' ')[0]);
  });
});
