// tvMode.test.ts — the 10-foot layout's switch: a stored choice read back safely, and "automatic" on a TV only (a large screen with no mouse and no touch).
import { expect, test } from 'vitest';
import { isTvMode, looksLikeTv, parseTvModeChoice } from '../../../src/features/shared/tvMode';

test('a stored choice reads back; anything else is automatic', () => {
  expect(['on', 'off', 'auto', null, 'ON', 'tv'].map(parseTvModeChoice)).toEqual(['on', 'off', 'auto', 'auto', 'auto', 'auto']);
});

test('on and off are the viewer\'s; automatic follows the screen', () => {
  expect([isTvMode('on', false), isTvMode('off', true), isTvMode('auto', true), isTvMode('auto', false)]).toEqual([true, false, true, false]);
});

test('a TV: no fine pointer on a wide screen and no touch; a tablet (touch) or a desktop (mouse) is not', () => {
  expect(looksLikeTv(true, 0)).toBe(true);
  expect(looksLikeTv(true, 5)).toBe(false);
  expect(looksLikeTv(false, 0)).toBe(false);
});
