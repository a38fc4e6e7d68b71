// player-zapping.test.ts — the remote's pure logic: neighbours with wrap-round, the number buffer, number → channel, the key map.
import { describe, expect, it } from 'vitest';
import { channelForNumber, formatBuffer, MAX_DIGITS, neighbours, pushDigit, zapCommandFor } from '../../../src/features/player/zapping';

const lineup = [
  { id: 101, number: 1 },
  { id: 102, number: 2 },
  { id: 103, number: 3 },
];

describe('neighbours', () => {
  it('gives the channels before and after, in lineup order', () => {
    expect(neighbours(lineup, 102)).toEqual({ previous: lineup[0], next: lineup[2] });
  });
  it('wraps round at both ends, like a TV', () => {
    expect(neighbours(lineup, 101).previous).toBe(lineup[2]);
    expect(neighbours(lineup, 103).next).toBe(lineup[0]);
  });
  it('has none for an unknown channel or a lineup of one', () => {
    expect(neighbours(lineup, 999)).toEqual({ previous: null, next: null });
    expect(neighbours([lineup[0]!], 101)).toEqual({ previous: null, next: null });
    expect(neighbours([], 101)).toEqual({ previous: null, next: null });
  });
});

describe('number entry', () => {
  it('gathers digits and ignores anything else', () => {
    expect(pushDigit('', '1')).toBe('1');
    expect(pushDigit('1', '0')).toBe('10');
    expect(pushDigit('10', 'x')).toBe('10');
    expect(pushDigit('10', '12')).toBe('10');
  });
  it('starts again from the new digit once the buffer is full', () => {
    const full = '1'.repeat(MAX_DIGITS);
    expect(pushDigit(full, '7')).toBe('7');
  });
  it('shows the digits with a slot for the next one', () => {
    expect(formatBuffer('12')).toBe('1 2 _');
    expect(formatBuffer('1')).toBe('1 _');
    expect(formatBuffer('1'.repeat(MAX_DIGITS))).toBe(Array(MAX_DIGITS).fill('1').join(' '));
  });
  it('finds the channel by its number first, then by its id, else none', () => {
    expect(channelForNumber(lineup, '2')?.id).toBe(102);
    expect(channelForNumber(lineup, '02')?.id).toBe(102);
    expect(channelForNumber(lineup, '103')?.id).toBe(103);
    expect(channelForNumber(lineup, '99')).toBeNull();
    expect(channelForNumber(lineup, '')).toBeNull();
  });
});

describe('zapCommandFor', () => {
  it('maps the remote keys', () => {
    expect(zapCommandFor('ArrowUp', false)).toEqual({ type: 'next' });
    expect(zapCommandFor('PageUp', false)).toEqual({ type: 'next' });
    expect(zapCommandFor('ArrowDown', false)).toEqual({ type: 'previous' });
    expect(zapCommandFor('PageDown', false)).toEqual({ type: 'previous' });
    expect(zapCommandFor('5', false)).toEqual({ type: 'digit', digit: '5' });
    expect(zapCommandFor('l', false)).toEqual({ type: 'last' });
    expect(zapCommandFor('G', false)).toEqual({ type: 'guide' });
  });
  it('takes Enter only while a number is typed', () => {
    expect(zapCommandFor('Enter', true)).toEqual({ type: 'commit' });
    expect(zapCommandFor('Enter', false)).toBeNull();
  });
  it('leaves other keys alone', () => {
    expect(zapCommandFor('a', false)).toBeNull();
    expect(zapCommandFor('ArrowLeft', false)).toBeNull();
    expect(zapCommandFor(' ', false)).toBeNull();
  });
});
