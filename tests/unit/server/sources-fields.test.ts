// sources-fields.test.ts — the XMLTV value formats: times and their offsets, episode numbers in both systems, Schedules Direct series ids, the language pick.
import { describe, expect, test } from 'vitest';
import { parseDdProgid, parseOnscreen, parseXmltvNs, parseXmltvTime, pickLanguage } from '../../../server/sources/xmltvFields.ts';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('XMLTV times', () => {
  test('the offset is applied: the same instant written in three zones', () => {
    expect(parseXmltvTime('20260101060000 +0100')).toEqual({ time: utc('2026-01-01T05:00:00Z'), offsetMinutes: 60 });
    expect(parseXmltvTime('20260101000000 -0500')).toEqual({ time: utc('2026-01-01T05:00:00Z'), offsetMinutes: -300 });
    expect(parseXmltvTime('20260101103000 +0530')?.time).toBe(utc('2026-01-01T05:00:00Z'));
  });

  test('without an offset the time is UTC; Z, UTC and GMT say so explicitly', () => {
    const texts = ['20260101050000', '20260101050000 Z', '20260101050000 UTC', '20260101050000 GMT', '20260101050000 +0000'];
    expect(texts.map((t) => [t, parseXmltvTime(t)])).toEqual(texts.map((t) => [t, { time: utc('2026-01-01T05:00:00Z'), offsetMinutes: 0 }]));
  });

  test('seconds (and minutes) may be left off, the offset may have a colon, no blank, or hours only', () => {
    expect(parseXmltvTime('200006031633')?.time).toBe(utc('2000-06-03T16:33:00Z'));
    expect(parseXmltvTime('2000060316')?.time).toBe(utc('2000-06-03T16:00:00Z'));
    expect(parseXmltvTime('20000603')?.time).toBe(utc('2000-06-03T00:00:00Z'));
    expect(parseXmltvTime('20260101060000+01:00')?.time).toBe(utc('2026-01-01T05:00:00Z'));
    expect(parseXmltvTime('20260101060000 +01')?.time).toBe(utc('2026-01-01T05:00:00Z'));
    expect(parseXmltvTime('  20260101060000 +0100 ')?.offsetMinutes).toBe(60);
  });

  test('impossible or ambiguous times are refused', () => {
    const texts = ['', '2026-01-01 14:00', '20260230120000', '20261301000000', '20260101250000', '20260101126000', '20260101120000 BST', '20260101120000 +1500', 'tomorrow'];
    expect(texts.map((t) => [t, parseXmltvTime(t)])).toEqual(texts.map((t) => [t, null]));
  });
});

describe('episode numbers', () => {
  test('xmltv_ns is zero-based season.episode.part, totals and blanks allowed', () => {
    expect(parseXmltvNs('8.256.0/1')).toEqual({ season: 9, episode: 257 });
    expect(parseXmltvNs('2 . 9 . 0/1')).toEqual({ season: 3, episode: 10 });
    expect(parseXmltvNs('0.118.')).toEqual({ season: 1, episode: 119 });
    expect(parseXmltvNs('.4.')).toEqual({ season: null, episode: 5 });
    expect(parseXmltvNs('1/3.4/10.0/1')).toEqual({ season: 2, episode: 5 });
    expect(parseXmltvNs('2..')).toEqual({ season: 3, episode: null });
    expect(parseXmltvNs('/3.4.')).toEqual({ season: null, episode: 5 });
  });

  test('xmltv_ns that is not one is refused', () => {
    const texts = ['S01E02', '..', '1', 'a.b.c', '1.2.3.4'];
    expect(texts.map((t) => [t, parseXmltvNs(t)])).toEqual(texts.map((t) => [t, null]));
  });

  test('on-screen forms', () => {
    expect(parseOnscreen('S01E02')).toEqual({ season: 1, episode: 2 });
    expect(parseOnscreen('s1 e2')).toEqual({ season: 1, episode: 2 });
    expect(parseOnscreen('S09E257')).toEqual({ season: 9, episode: 257 });
    expect(parseOnscreen('Season 3 Episode 12')).toEqual({ season: 3, episode: 12 });
    expect(parseOnscreen('S02.E05')).toEqual({ season: 2, episode: 5 });
    expect(parseOnscreen('1x02')).toEqual({ season: 1, episode: 2 });
    expect(parseOnscreen('E119')).toEqual({ season: null, episode: 119 });
    expect(parseOnscreen('Ep. 5')).toEqual({ season: null, episode: 5 });
    expect(parseOnscreen('Season 4')).toEqual({ season: 4, episode: null });
    expect(parseOnscreen('7')).toEqual({ season: null, episode: 7 });
    expect(parseOnscreen('The Pilot')).toBeNull();
  });
});

describe('dd_progid series ids', () => {
  test('an episode and its show share one id, with or without the dot, in 8 or the older 6 digits', () => {
    const texts = ['EP01234567.0012', 'EP012345670012', ' ep01234567.0012.1/2 ', 'SH01234567.0000', 'SH012345670000'];
    expect(texts.map(parseDdProgid)).toEqual(texts.map(() => 'EP01234567'));
    expect(parseDdProgid('EP012345.0001')).toBe('EP012345');
    expect(parseDdProgid('EP0123450001')).toBe('EP012345');
  });

  test('movies, sports events and other ids are no series', () => {
    const texts = ['MV00044257.0000', 'SP00318988.0001', 'EP01234567', 'EP01234567.12', 'EP0123456789012345', '12345', ''];
    expect(texts.map((t) => [t, parseDdProgid(t)])).toEqual(texts.map((t) => [t, null]));
  });
});

describe('language pick', () => {
  const titles = [
    { lang: 'de', text: 'Nachrichten' },
    { lang: 'en-GB', text: 'News' },
    { lang: 'fr', text: '' },
    { lang: null, text: 'Sans langue' },
  ];

  test('the most preferred language wins, and "en" takes "en-GB"', () => {
    expect(pickLanguage(titles, ['en'])).toBe('News');
    expect(pickLanguage(titles, ['de', 'en'])).toBe('Nachrichten');
    expect(pickLanguage(titles, ['EN'])).toBe('News');
  });

  test('else the first non-empty one; an empty text never wins', () => {
    expect(pickLanguage(titles, ['it'])).toBe('Nachrichten');
    expect(pickLanguage(titles, ['fr'])).toBe('Nachrichten');
    expect(pickLanguage([], ['en'])).toBeNull();
  });
});
