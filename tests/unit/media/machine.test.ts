// machine.test.ts — the player's state machine and error mapping, pure.
import { expect, test } from 'vitest';
import { INITIAL_MACHINE, networkErrorKind, reduce, retryDelaySeconds, UNAVAILABLE_RETRY_SECONDS } from '../../../src/media/machine';

test('loading → playing → buffering → playing; a pause after an error keeps the error', () => {
  let m = reduce(INITIAL_MACHINE, { type: 'waiting' });
  // Buffering only interrupts playback: while loading, loading already says it.
  expect(m).toEqual({ state: 'loading', error: null });
  m = reduce(m, { type: 'playing' });
  m = reduce(m, { type: 'waiting' });
  expect(m).toEqual({ state: 'buffering', error: null });
  m = reduce(m, { type: 'error', kind: 'network' });
  expect(reduce(m, { type: 'paused' })).toBe(m);
  expect(reduce(m, { type: 'load' })).toEqual({ state: 'loading', error: null });
});

test('HTTP statuses map to what the viewer is told: refused, unavailable, or the network', () => {
  expect([401, 403, 502, 504, 404, 500, undefined].map(networkErrorKind)).toEqual(['forbidden', 'forbidden', 'unavailable', 'unavailable', 'network', 'network', 'network']);
});

test('tries at an unavailable channel back off, then stay at the longest wait', () => {
  expect([0, 1, 2, 3, 4, 5, 50].map(retryDelaySeconds)).toEqual([...UNAVAILABLE_RETRY_SECONDS, 30, 30]);
});
