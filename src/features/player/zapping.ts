// zapping.ts — the TV remote's logic, pure: neighbouring channels, the typed channel number, the key map.
import { NUMBER_SLOTS } from '../../components/WatchScreen';

/** What zapping needs to know of a channel. */
export interface ZapChannel {
  id: number;
  number: number;
}

/** The channels before and after `currentId` in lineup order, wrapping round like a TV; null when there is no other channel. */
export function neighbours<T extends ZapChannel>(channels: readonly T[], currentId: number): { previous: T | null; next: T | null } {
  const index = channels.findIndex((c) => c.id === currentId);
  if (index === -1 || channels.length < 2) return { previous: null, next: null };
  return {
    previous: channels[(index - 1 + channels.length) % channels.length] ?? null,
    next: channels[(index + 1) % channels.length] ?? null,
  };
}

/** Up to this many digits: enough for any channel number or id of the demo lineup and of large ones (the overlay's slots). */
export const MAX_DIGITS = NUMBER_SLOTS;
/** A typed number is committed this long after the last digit (or at once with Enter). */
export const NUMBER_COMMIT_MS = 1500;

/** Adds a digit to the buffer; a full buffer starts again from the new digit (as a TV does). */
export function pushDigit(buffer: string, digit: string): string {
  if (!/^[0-9]$/.test(digit)) return buffer;
  return buffer.length >= MAX_DIGITS ? digit : buffer + digit;
}

/**
 * The channel a typed number means: the channel with that number (what the guide shows), else the channel
 * with that id (so "105" reaches /tv/105 as the address bar says); null when neither exists.
 */
export function channelForNumber<T extends ZapChannel>(channels: readonly T[], buffer: string): T | null {
  if (!/^[0-9]+$/.test(buffer)) return null;
  const value = Number(buffer);
  return channels.find((c) => c.number === value) ?? channels.find((c) => c.id === value) ?? null;
}

export type ZapCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'digit'; digit: string }
  | { type: 'commit' }
  /** Backspace while a number is typed: the last digit goes. */
  | { type: 'erase' }
  | { type: 'last' }
  /** The remote's Back: the last channel, else the page before. */
  | { type: 'back' }
  | { type: 'guide' }
  | { type: 'info' }
  | { type: 'playPause' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'favourite' }
  | { type: 'captions' };

export interface ZapKey {
  command: ZapCommand;
  /** Only from the player: the arrows scroll the page everywhere else. */
  playerOnly: boolean;
}

const page = (command: ZapCommand): ZapKey => ({ command, playerOnly: false });

/**
 * The remote's keys on the watch page (the page's key help and docs/client.md, "The remote", list them). A TV remote
 * sends the `Channel*`, `Media*`, `Info`, `Guide` and colour keys (UI Events key values); a keyboard has the letters,
 * digits and Page keys. ↑/↓ zap only from the player. Enter and Backspace mean something to the remote only while a
 * number is typed, or (Backspace) where nothing else takes it, so they stay the buttons' keys otherwise.
 */
export function zapCommandFor(key: string, isTypingNumber: boolean): ZapKey | null {
  switch (key) {
    case 'ArrowUp':
      return { command: { type: 'next' }, playerOnly: true };
    case 'ArrowDown':
      return { command: { type: 'previous' }, playerOnly: true };
    case 'PageUp':
    case 'ChannelUp':
    case 'MediaTrackNext':
      return page({ type: 'next' });
    case 'PageDown':
    case 'ChannelDown':
    case 'MediaTrackPrevious':
      return page({ type: 'previous' });
    case 'Enter':
      return isTypingNumber ? page({ type: 'commit' }) : null;
    case 'Backspace':
      return page(isTypingNumber ? { type: 'erase' } : { type: 'back' });
    case 'BrowserBack':
    case 'GoBack':
      return page({ type: 'back' });
    case 'l':
    case 'L':
      return page({ type: 'last' });
    case 'g':
    case 'G':
    case 'Guide':
    case 'ColorF1Green':
      return page({ type: 'guide' });
    case 'i':
    case 'I':
    case 'Info':
    case 'ColorF3Blue':
      return page({ type: 'info' });
    case 'MediaPlayPause':
      return page({ type: 'playPause' });
    case 'MediaPlay':
      return page({ type: 'play' });
    case 'MediaPause':
    case 'MediaStop':
      return page({ type: 'pause' });
    case 'ColorF0Red':
      return page({ type: 'favourite' });
    case 'ColorF2Yellow':
      return page({ type: 'captions' });
    default:
      return /^[0-9]$/.test(key) ? page({ type: 'digit', digit: key }) : null;
  }
}
