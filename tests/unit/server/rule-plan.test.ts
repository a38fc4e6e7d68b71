// rule-plan.test.ts — what recording rules do with coming airings, as a pure plan: each kind, new only, one booking per episode, the best channel, priority when storage runs short, days and start windows in the user's zone.
import { describe, expect, test } from 'vitest';
import { matches, mostOpenAtOnce, planRules, type Airing, type PlanChannel, type PlanRule, type PlanUser } from '../../../server/recorder/rulePlan.ts';
import { indexAirings } from '../../../server/recorder/airingIndex.ts';
import { demoRow, guideFor } from '../../../server/programmes/demo.ts';

const HOUR = 3600;
const DAY = 86400;
/** Monday 2026-11-30 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 30) / 1000;

let nextId = 1;
function airing(fields: Partial<Airing> & { channelId: number; start: number }): Airing {
  return {
    stop: fields.start + HOUR,
    programmeId: nextId++,
    title: 'Hospital Heights',
    subTitle: null,
    description: 'Drama series set in a busy city hospital.',
    seriesId: 'demo.hospital-heights',
    season: 2,
    episode: 5,
    isNew: false,
    previouslyShown: false,
    originalAir: null,
    ...fields,
  };
}

function rule(fields: Partial<PlanRule> = {}): PlanRule {
  return { id: 1, kind: 'series', title: 'Hospital Heights', seriesId: 'demo.hospital-heights', keyword: null, regex: false, channelId: null, weekdays: 127, startFrom: null, startTo: null, timeZone: 'UTC', newOnly: false, padBefore: 0, padAfter: 0, ...fields };
}

const channels = new Map<number, PlanChannel>([
  [101, { title: 'One', number: 1, recordable: true, favourite: false }],
  [102, { title: 'Two', number: 2, recordable: true, favourite: true }],
  [103, { title: 'Premium', number: 3, recordable: false, favourite: false }],
]);
const user = (fields: Partial<PlanUser> = {}): PlanUser => ({ recordingOf: new Map(), recordedEpisodes: new Map(), freeSeconds: 100 * HOUR, ...fields });
const outcomes = (plan: ReturnType<typeof planRules>) => plan.map((p) => [p.ruleId, p.airing.channelId, (p.airing.start - MONDAY) / HOUR, p.outcome, p.reason]);

describe('matching', () => {
  test('a series by its id, else by its exact title; a keyword by all its words, or a regular expression, over title, sub-title and description', () => {
    const a = airing({ channelId: 101, start: MONDAY, subTitle: 'The Night Shift' });
    expect(matches(rule(), a)).toBe(true);
    expect(matches(rule({ seriesId: 'demo.other' }), a)).toBe(false);
    expect(matches(rule({ seriesId: null, title: 'hospital heights' }), a)).toBe(true);
    expect(matches(rule({ kind: 'keyword', keyword: 'night  CITY' }), a)).toBe(true);
    expect(matches(rule({ kind: 'keyword', keyword: 'night harbour' }), a)).toBe(false);
    expect(matches(rule({ kind: 'keyword', keyword: '^hospital\\b.*$', regex: true }), a)).toBe(true);
    expect(matches(rule({ kind: 'keyword', keyword: 'shift$', regex: true }), a)).toBe(true);
    expect(matches(rule({ kind: 'keyword', keyword: '^shift', regex: true }), a)).toBe(false);
  });

  test('a slot: its channel, its days and its start window in the user\'s zone, a window may run past midnight', () => {
    // 23:30 UTC on Monday is 00:30 on Tuesday in Berlin.
    const late = airing({ channelId: 101, start: MONDAY + 23.5 * HOUR });
    const tuesdayBerlin = rule({ kind: 'slot', channelId: 101, weekdays: 1 << 2, timeZone: 'Europe/Berlin' });
    expect(matches(tuesdayBerlin, late)).toBe(true);
    expect(matches({ ...tuesdayBerlin, timeZone: 'UTC' }, late)).toBe(false);
    expect(matches({ ...tuesdayBerlin, channelId: 102 }, late)).toBe(false);
    expect(matches({ ...tuesdayBerlin, startFrom: 23 * 60, startTo: 60 }, late)).toBe(true);
    expect(matches({ ...tuesdayBerlin, startFrom: 60, startTo: 120 }, late)).toBe(false);
  });
});

describe('planning', () => {
  test('new only: a repeat first shown over 28 days ago is skipped and says when; new, or shown lately, is booked', () => {
    const plan = planRules(
      [rule({ newOnly: true })],
      [
        airing({ channelId: 101, start: MONDAY, episode: 1, previouslyShown: true, originalAir: Date.UTC(2026, 2, 3) / 1000 }),
        airing({ channelId: 101, start: MONDAY + DAY, episode: 2, isNew: true }),
        airing({ channelId: 101, start: MONDAY + 2 * DAY, episode: 3, previouslyShown: true, originalAir: MONDAY - 3 * DAY }),
        airing({ channelId: 101, start: MONDAY + 3 * DAY, episode: 4, previouslyShown: true }),
      ],
      channels,
      user(),
    );
    expect(outcomes(plan)).toEqual([
      [1, 101, 0, 'skipped', 'a repeat (first aired Mar 3)'],
      [1, 101, 24, 'booked', null],
      [1, 101, 48, 'booked', null],
      [1, 101, 72, 'skipped', 'a repeat'],
    ]);
  });

  test('an episode is booked once: its later airings are skipped as booked, one already recorded as recorded', () => {
    const plan = planRules(
      [rule()],
      [airing({ channelId: 101, start: MONDAY }), airing({ channelId: 101, start: MONDAY + DAY }), airing({ channelId: 101, start: MONDAY + 2 * DAY, episode: 6 })],
      channels,
      user({ recordedEpisodes: new Map([['demo.hospital-heights|S2E6', { start: MONDAY - 5 * DAY, booked: false }]]) }),
    );
    expect(outcomes(plan)).toEqual([
      [1, 101, 0, 'booked', null],
      [1, 101, 24, 'skipped', 'already booked (S2E5 on Nov 30)'],
      [1, 101, 48, 'skipped', 'already recorded (S2E6 on Nov 25)'],
    ]);
  });

  test('any channel: the same airing on several channels is taken once, on a favourite first, never on one the user may not record', () => {
    const same = (channelId: number) => airing({ channelId, start: MONDAY, seriesId: null, season: null, episode: null, title: 'Live: Harbor FC vs Port Ellis' });
    const plan = planRules([rule({ seriesId: null, title: 'Live: Harbor FC vs Port Ellis' })], [same(101), same(102), same(103)], channels, user());
    expect(outcomes(plan)).toEqual([[1, 102, 0, 'booked', null]]);
    // One channel asked for by name: a channel the user may not record says so.
    const premium = planRules([rule({ seriesId: null, title: 'Live: Harbor FC vs Port Ellis', channelId: 103 })], [same(103)], channels, user());
    expect(premium[0]).toMatchObject({ outcome: 'skipped', reason: expect.stringMatching(/^not recordable for you/) });
  });

  test('priority decides what storage holds: the first rule books, the next is skipped naming it', () => {
    const news = rule({ id: 2, kind: 'keyword', keyword: 'news', seriesId: null, title: 'news' });
    const airings = [airing({ channelId: 101, start: MONDAY }), airing({ channelId: 102, start: MONDAY + HOUR, title: 'World News', seriesId: null, episode: null })];
    const first = planRules([rule(), news], airings, channels, user({ freeSeconds: HOUR }));
    expect(outcomes(first)).toEqual([
      [1, 101, 0, 'booked', null],
      [2, 102, 1, 'skipped', 'storage full at that time: lower priority than "Hospital Heights"'],
    ]);
    const swapped = planRules([news, rule()], airings, channels, user({ freeSeconds: HOUR }));
    expect(outcomes(swapped)).toEqual([
      [2, 102, 1, 'booked', null],
      [1, 101, 0, 'skipped', 'storage full at that time: lower priority than "news"'],
    ]);
  });

  test('padding takes storage too: an hour\'s programme with 5 minutes either side needs 70 minutes', () => {
    const a = airing({ channelId: 101, start: MONDAY });
    expect(planRules([rule({ padBefore: 300, padAfter: 300 })], [a], channels, user({ freeSeconds: HOUR + 599 }))[0]).toMatchObject({ outcome: 'skipped', reason: 'storage full at that time' });
    expect(planRules([rule({ padBefore: 300, padAfter: 300 })], [a], channels, user({ freeSeconds: HOUR + 600 }))[0]).toMatchObject({ outcome: 'booked' });
  });

  test('an airing already recorded (by hand or an earlier plan) stays booked and takes no more space', () => {
    const a = airing({ channelId: 101, start: MONDAY });
    const plan = planRules([rule()], [a], channels, user({ recordingOf: new Map([[a.programmeId, 77]]), freeSeconds: 0 }));
    expect(plan).toEqual([expect.objectContaining({ outcome: 'booked', recordingId: 77, reason: null })]);
  });
});

test('a round\'s index gives every rule kind the same plan as matching each airing (the demo guide of three channels, a week)', () => {
  const genres = ['news', 'kids', 'movies'];
  const airings: Airing[] = genres.flatMap((genre, i) =>
    guideFor({ id: 101 + i, genre, recordable: 1 }, MONDAY, MONDAY + 7 * DAY)
      .map(demoRow)
      .map((r) => ({ channelId: r.channel_id, start: r.start, stop: r.stop, programmeId: r.start * 1000 + r.channel_id, title: r.title, subTitle: r.sub_title, description: r.description, seriesId: r.series_id, season: r.season, episode: r.episode, isNew: r.is_new === 1, previouslyShown: r.previously_shown === 1, originalAir: r.original_air })),
  ).sort((a, b) => a.start - b.start || a.channelId - b.channelId);
  const rules: PlanRule[] = [
    rule({ id: 1, seriesId: airings.find((a) => a.seriesId)!.seriesId }),
    rule({ id: 2, kind: 'keyword', keyword: 'news', seriesId: null }),
    rule({ id: 3, kind: 'keyword', keyword: 'the', seriesId: null, channelId: 103, newOnly: true }),
    rule({ id: 4, kind: 'keyword', keyword: '^(Live|News)', regex: true, seriesId: null }),
    rule({ id: 5, kind: 'slot', seriesId: null, channelId: 102, weekdays: 0b0111110, startFrom: 17 * 60, startTo: 19 * 60, timeZone: 'Europe/Paris' }),
    rule({ id: 6, seriesId: null, title: airings.find((a) => a.channelId === 103 && !a.seriesId)!.title }),
  ];
  const byIndex = indexAirings(airings);
  for (const r of rules) expect(byIndex.matching(r)).toEqual(airings.filter((a) => matches(r, a)));
  const plain = planRules(rules, airings, channels, user({ freeSeconds: 30 * HOUR }));
  expect(plain.length).toBeGreaterThan(50);
  expect(planRules(rules, byIndex.matching, channels, user({ freeSeconds: 30 * HOUR }))).toEqual(plain);
});

describe('a playlist\'s limit of streams at once', () => {
  const limited = new Map<number, PlanChannel>([
    [201, { title: 'Relay A', number: 21, recordable: true, favourite: false, playlist: 'http://iptv.example/a.m3u', maxStreams: 2 }],
    [202, { title: 'Relay B', number: 22, recordable: true, favourite: false, playlist: 'http://iptv.example/a.m3u', maxStreams: 2 }],
    [203, { title: 'Relay C', number: 23, recordable: true, favourite: false, playlist: 'http://iptv.example/a.m3u', maxStreams: 2 }],
    [204, { title: 'Elsewhere', number: 24, recordable: true, favourite: false, playlist: 'http://other.example/b.m3u', maxStreams: 1 }],
  ]);
  const matchOn = (channelId: number, start: number, title: string) => airing({ channelId, start, title, seriesId: null, season: null, episode: null });

  test('most open at once: overlaps counted at each moment, not across the whole span; the same channel shares its stream', () => {
    const busy = [
      { channelId: 201, playlist: 'p', from: 0, to: 100 },
      { channelId: 202, playlist: 'p', from: 100, to: 200 },
      { channelId: 203, playlist: 'p', from: 150, to: 300 },
      { channelId: 209, playlist: 'other', from: 0, to: 300 },
    ];
    expect(mostOpenAtOnce(busy, 'p', 999, 0, 300)).toBe(2);
    expect(mostOpenAtOnce(busy, 'p', 999, 0, 100)).toBe(1);
    expect(mostOpenAtOnce(busy, 'p', 203, 150, 300)).toBe(1);
    expect(mostOpenAtOnce(busy, 'p', 999, 300, 400)).toBe(0);
  });

  test('a third channel of a two-stream playlist at the same time is skipped with the reason; another playlist, another time, or the same channel is booked', () => {
    const a = [
      matchOn(201, MONDAY, 'Match A'),
      matchOn(202, MONDAY, 'Match B'),
      matchOn(203, MONDAY + 0.5 * HOUR, 'Match C'),
      matchOn(204, MONDAY, 'Match D'),
      matchOn(203, MONDAY + 2 * HOUR, 'Match E'),
    ];
    const plan = planRules([rule({ kind: 'keyword', keyword: 'match', seriesId: null })], a, limited, user());
    expect(outcomes(plan)).toEqual([
      [1, 201, 0, 'booked', null],
      [1, 202, 0, 'booked', null],
      [1, 203, 0.5, 'skipped', "its playlist's limit of 2 streams at once is taken at that time"],
      [1, 204, 0, 'booked', null],
      [1, 203, 2, 'booked', null],
    ]);
    // Other users' recordings on the playlist count (padding included); a recording of the same channel shares its stream.
    const busyStreams = [{ channelId: 203, playlist: 'http://iptv.example/a.m3u', from: MONDAY - 600, to: MONDAY + HOUR }];
    expect(outcomes(planRules([rule({ kind: 'keyword', keyword: 'match', seriesId: null })], a.slice(0, 3), limited, user({ busyStreams }))).map((o) => o[3])).toEqual(['booked', 'skipped', 'booked']);
  });
});
