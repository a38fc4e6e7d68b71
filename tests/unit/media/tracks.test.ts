// tracks.test.ts — which subtitle and audio track a stream plays: the stored choice, the browser's languages, the audio description, and a stored choice read back safely.
import { describe, expect, test } from 'vitest';
import type { MediaTrack, TrackChoice } from '../../../src/components/Player';
import { audioTrackFor, choiceWithAudio, choiceWithSubtitle, DEFAULT_TRACK_CHOICE, mediaTracksOf, parseTrackChoice, subtitleTrackFor, trackLabelOf } from '../../../src/media/tracks';

const subtitles: MediaTrack[] = mediaTracksOf([
  { name: 'English', lang: 'en' },
  { name: 'Español', lang: 'es' },
]);
const audio: MediaTrack[] = mediaTracksOf([
  { name: 'English', lang: 'en' },
  { name: 'English (audio description)', lang: 'en', characteristics: 'public.accessibility.describes-video' },
  { name: 'Deutsch', lang: 'de' },
]);
const choice = (patch: Partial<TrackChoice>): TrackChoice => ({ ...DEFAULT_TRACK_CHOICE, ...patch });

describe('mediaTracksOf', () => {
  test('keeps hls.js order as the index, the language and name, and marks the description by its characteristic', () => {
    expect(audio).toEqual([
      { index: 0, language: 'en', name: 'English', describes: false },
      { index: 1, language: 'en', name: 'English (audio description)', describes: true },
      { index: 2, language: 'de', name: 'Deutsch', describes: false },
    ]);
    expect(mediaTracksOf([{ name: 'CC1' }])).toEqual([{ index: 0, language: '', name: 'CC1', describes: false }]);
  });
});

describe('subtitleTrackFor', () => {
  test('captions off shows none, whatever the languages', () => {
    expect(subtitleTrackFor(subtitles, choice({ captions: false, subtitleLanguage: 'es' }), ['es'])).toBe(-1);
  });
  test('captions on: the picked language first, then the browser\'s (a region is the same language), then the first track', () => {
    expect(subtitleTrackFor(subtitles, choice({ captions: true, subtitleLanguage: 'es' }), ['en-GB'])).toBe(1);
    expect(subtitleTrackFor(subtitles, choice({ captions: true }), ['fr-FR', 'es-MX', 'en'])).toBe(1);
    expect(subtitleTrackFor(subtitles, choice({ captions: true, subtitleLanguage: 'fr' }), ['de'])).toBe(0);
  });
  test('a stream without subtitles shows none', () => {
    expect(subtitleTrackFor([], choice({ captions: true }), ['en'])).toBe(-1);
  });
});

describe('audioTrackFor', () => {
  test('without the description: the picked language, then the browser\'s, then the stream\'s first', () => {
    expect(audioTrackFor(audio, choice({ audioLanguage: 'de' }), ['en'])).toBe(2);
    expect(audioTrackFor(audio, choice({}), ['de-AT'])).toBe(2);
    expect(audioTrackFor(audio, choice({}), ['ja'])).toBe(0);
  });
  test('with the description asked for: the description where there is one, else the plain sound', () => {
    expect(audioTrackFor(audio, choice({ audioDescription: true, audioLanguage: 'en' }), ['de'])).toBe(1);
    const plainOnly = audio.filter((t) => !t.describes);
    expect(audioTrackFor(plainOnly, choice({ audioDescription: true }), ['en'])).toBe(0);
  });
  test('a stream that lists no audio tracks has none to pick', () => {
    expect(audioTrackFor([], choice({}), ['en'])).toBe(-1);
  });
});

describe('choices from the menu', () => {
  test('a subtitle track turns captions on in its language; off keeps the language for next time', () => {
    const spanish = choiceWithSubtitle(DEFAULT_TRACK_CHOICE, subtitles, 1);
    expect(spanish).toMatchObject({ captions: true, subtitleLanguage: 'es' });
    expect(choiceWithSubtitle(spanish, subtitles, -1)).toMatchObject({ captions: false, subtitleLanguage: 'es' });
  });
  test('an audio track sets its language and whether it is the description', () => {
    expect(choiceWithAudio(DEFAULT_TRACK_CHOICE, audio, 1)).toMatchObject({ audioLanguage: 'en', audioDescription: true });
    expect(choiceWithAudio(choice({ audioDescription: true }), audio, 2)).toMatchObject({ audioLanguage: 'de', audioDescription: false });
  });
});

describe('trackLabelOf', () => {
  test("a packager's placeholder name (ffmpeg's audio_2, subtitle_0, none) becomes the language in its own words", () => {
    expect(mediaTracksOf([{ name: 'audio_1', lang: 'en' }, { name: 'audio_2', lang: 'fr' }, { name: 'subtitle_0', lang: 'es' }, { name: '', lang: 'de' }]).map((t) => t.name)).toEqual([
      'English',
      'Français',
      'Español',
      'Deutsch',
    ]);
  });
  test('a real name stays as given; a placeholder without a usable language too', () => {
    expect(trackLabelOf('Director commentary', 'en')).toBe('Director commentary');
    expect(trackLabelOf('Audio 2', 'fr')).toBe('Français');
    expect(trackLabelOf('audio_2', '')).toBe('audio_2');
    expect(trackLabelOf('track1', 'not a tag!')).toBe('track1');
  });
});

describe('parseTrackChoice', () => {
  test('reads back what was stored', () => {
    const stored = { captions: true, subtitleLanguage: 'es', audioLanguage: 'en-GB', audioDescription: true, captionSize: 'largest' };
    expect(parseTrackChoice(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });
  test('anything else falls back field by field, never throwing', () => {
    expect(parseTrackChoice(null)).toEqual(DEFAULT_TRACK_CHOICE);
    expect(parseTrackChoice('on')).toEqual(DEFAULT_TRACK_CHOICE);
    expect(parseTrackChoice({ captions: 'yes', subtitleLanguage: '<script>', captionSize: 'huge', audioDescription: 1 })).toEqual(DEFAULT_TRACK_CHOICE);
    expect(parseTrackChoice({ captions: true })).toEqual({ ...DEFAULT_TRACK_CHOICE, captions: true });
  });
});
