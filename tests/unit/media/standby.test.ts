// standby.test.ts — which channels are kept warm, and when none may be.
import { expect, test } from 'vitest';
import { standbyBlockedBy, standbyChannels } from '../../../src/media/standby';

const around = { next: 104, previous: 102, last: 110, current: 103 };

test('most likely first: onward in the zap direction, then the last channel, then the other way', () => {
  expect(standbyChannels({ ...around, direction: 'up' })).toEqual([104, 110, 102]);
  expect(standbyChannels({ ...around, direction: 'down' })).toEqual([102, 110, 104]);
  // No zap yet: up is what a remote's first press usually is.
  expect(standbyChannels({ ...around, direction: null })).toEqual([104, 110, 102]);
});

test('unique, never the channel watched, at most the limit', () => {
  // Two channels only: up and down are the same one, and the last is it too.
  expect(standbyChannels({ next: 102, previous: 102, last: 102, current: 101, direction: 'up' })).toEqual([102]);
  expect(standbyChannels({ next: null, previous: null, last: 101, current: 101, direction: null })).toEqual([]);
  expect(standbyChannels({ ...around, direction: 'up' }, 1)).toEqual([104]);
  expect(standbyChannels({ ...around, direction: 'up' }, 0)).toEqual([]);
});

test('a hidden tab, data saving, a slow connection or little memory keep none warm', () => {
  expect(standbyBlockedBy({})).toBeNull();
  expect(standbyBlockedBy({ effectiveType: '4g', deviceMemory: 8 })).toBeNull();
  expect(standbyBlockedBy({ hidden: true })).toBe('the tab is hidden');
  expect(standbyBlockedBy({ saveData: true })).toBe('data saving is on');
  expect(standbyBlockedBy({ effectiveType: '3g' })).toBe('the connection is slow');
  expect(standbyBlockedBy({ deviceMemory: 1 })).toBe('the device has little memory');
});
