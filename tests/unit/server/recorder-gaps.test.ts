// recorder-gaps.test.ts — a relayed recording's reason: its gaps' seconds rounded once, each cause said once with when it struck (and its share among several), a late start before them.
import { expect, test } from 'vitest';
import { missingOf, reasonOf, SERVER_BEHIND, SERVER_DOWN, STREAM_BEHIND, unavailable } from '../../../server/recorder/relayGaps.ts';

const AT = Date.UTC(2026, 10, 26, 4, 15, 20) / 1000;

test('nothing missing, nothing late: no reason', () => {
  expect(reasonOf([], null)).toBeNull();
  // Less than half a second in all is not a gap of 0 s.
  expect(reasonOf([{ at: AT, seconds: 0.4, ...SERVER_BEHIND }], null)).toBeNull();
});

test('one cause: the seconds, the cause and when, as consumers of "Recorded with a gap of N s while …" read it', () => {
  expect(reasonOf([{ at: AT, seconds: 6.2, ...SERVER_DOWN }], null)).toBe('Recorded with a gap of 6 s while the server was down (from 04:15:20 UTC)');
  const twice = [{ at: AT, seconds: 1.6, ...SERVER_BEHIND }, { at: AT + 11.4, seconds: 1.7, ...SERVER_BEHIND }];
  expect(reasonOf(twice, null)).toBe("Recorded with a gap of 3 s while the server fell behind the channel's stream (from 04:15:20 and 04:15:31 UTC)");
  expect(missingOf(twice)).toBe(3);
  expect(reasonOf([{ at: AT, seconds: 10, ...unavailable('upstream answered HTTP 503') }], null)).toBe("Recorded with a gap of 10 s while the channel's stream was not available (upstream answered HTTP 503, from 04:15:20 UTC)");
});

test('several causes: each with its share and times; a late start first; many times shortened', () => {
  const gaps = [{ at: AT, seconds: 2.4, ...SERVER_BEHIND }, { at: AT + 5, seconds: 3.2, ...STREAM_BEHIND }, { at: AT + 9, seconds: 2.3, ...SERVER_BEHIND }];
  expect(reasonOf(gaps, AT - 30)).toBe(
    "Started late: recorded from 04:14:50 UTC, the programme was already airing; Recorded with a gap of 8 s while the server fell behind the channel's stream (5 s from 04:15:20 and 04:15:29 UTC) and the channel's stream fell behind the clock (3 s from 04:15:25 UTC)",
  );
  expect(reasonOf([], AT)).toBe('Started late: recorded from 04:15:20 UTC, the programme was already airing');
  const many = [0, 10, 20, 30, 40].map((s) => ({ at: AT + s, seconds: 1, ...SERVER_BEHIND }));
  expect(reasonOf(many, null)).toBe("Recorded with a gap of 5 s while the server fell behind the channel's stream (from 04:15:20, 04:15:30, 04:15:40 UTC and 2 more times)");
});

test('a gap noted before gaps were timed keeps its seconds and causes, untimed', () => {
  expect(reasonOf([{ at: null, seconds: 7, cause: 'the server was down' }], null)).toBe('Recorded with a gap of 7 s while the server was down');
});
