// player-zapping.test.ts — the remote's pure logic: neighbours with wrap-round, the number buffer, number → channel, the key map.
import { describe, expect, it } from 'vitest';
import { formatDigits } from '../../../src/components/WatchScreen';
import { channelForNumber, MAX_DIGITS, neighbours, pushDigit, zapCommandFor } from '../../../src/features/player/zapping';

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
    expect(formatDigits('12')).toBe('1 2 _');
    expect(formatDigits('1')).toBe('1 _');
    expect(formatDigits('1'.repeat(MAX_DIGITS))).toBe(Array(MAX_DIGITS).fill('1').join(' '));
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
  const command = (key: string, typing = false) => zapCommandFor(key, typing)?.command;
  it('maps the keyboard and the remote to the same commands', () => {
    for (const key of ['ArrowUp', 'PageUp', 'ChannelUp', 'MediaTrackNext']) expect(command(key)).toEqual({ type: 'next' });
    for (const key of ['ArrowDown', 'PageDown', 'ChannelDown', 'MediaTrackPrevious']) expect(command(key)).toEqual({ type: 'previous' });
    expect(command('5')).toEqual({ type: 'digit', digit: '5' });
    expect(command('l')).toEqual({ type: 'last' });
    for (const key of ['g', 'G', 'Guide', 'ColorF1Green']) expect(command(key)).toEqual({ type: 'guide' });
    for (const key of ['i', 'Info', 'ColorF3Blue']) expect(command(key)).toEqual({ type: 'info' });
    expect(command('MediaPlayPause')).toEqual({ type: 'playPause' });
    expect(command('MediaPlay')).toEqual({ type: 'play' });
    expect(command('MediaStop')).toEqual({ type: 'pause' });
    expect(command('ColorF0Red')).toEqual({ type: 'favourite' });
    expect(command('ColorF2Yellow')).toEqual({ type: 'captions' });
    for (const key of ['BrowserBack', 'GoBack', 'Backspace']) expect(command(key)).toEqual({ type: 'back' });
  });
  it('keeps the arrows to the player; the remote and Page keys work anywhere on the page', () => {
    expect(zapCommandFor('ArrowUp', false)?.playerOnly).toBe(true);
    expect(zapCommandFor('ArrowDown', false)?.playerOnly).toBe(true);
    for (const key of ['PageUp', 'ChannelDown', '7', 'Info', 'MediaPlayPause', 'Backspace']) expect(zapCommandFor(key, false)?.playerOnly).toBe(false);
  });
  it('takes Enter only while a number is typed, and Backspace then erases a digit', () => {
    expect(command('Enter', true)).toEqual({ type: 'commit' });
    expect(zapCommandFor('Enter', false)).toBeNull();
    expect(command('Backspace', true)).toEqual({ type: 'erase' });
  });
  it('leaves other keys alone', () => {
    expect(zapCommandFor('a', false)).toBeNull();
    expect(zapCommandFor('ArrowLeft', false)).toBeNull();
    expect(zapCommandFor(' ', false)).toBeNull();
  });
});
