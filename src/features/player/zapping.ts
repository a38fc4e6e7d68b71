// zapping.ts — the TV remote's logic, pure: neighbouring channels, the typed channel number, the key map.

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

/** Up to this many digits: enough for any channel number or id of the demo lineup and of large ones. */
export const MAX_DIGITS = 4;
/** A typed number is committed this long after the last digit (or at once with Enter). */
export const NUMBER_COMMIT_MS = 1500;

/** Adds a digit to the buffer; a full buffer starts again from the new digit (as a TV does). */
export function pushDigit(buffer: string, digit: string): string {
  if (!/^[0-9]$/.test(digit)) return buffer;
  return buffer.length >= MAX_DIGITS ? digit : buffer + digit;
}

/** The buffer as the overlay shows it: digits typed, then a slot for the next one ("1 2 _"). */
export function formatBuffer(buffer: string): string {
  const slots = buffer.split('');
  if (buffer.length < MAX_DIGITS) slots.push('_');
  return slots.join(' ');
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
  | { type: 'last' }
  | { type: 'guide' };

/**
 * The zapping keys, documented in the page's key help: ArrowUp/PageUp channel up (the next channel in the lineup),
 * ArrowDown/PageDown channel down, digits type a number (Enter commits), L the last channel, G the mini guide.
 * Enter only means something while a number is being typed, so it stays the buttons' key otherwise.
 */
export function zapCommandFor(key: string, isTypingNumber: boolean): ZapCommand | null {
  switch (key) {
    case 'ArrowUp':
    case 'PageUp':
      return { type: 'next' };
    case 'ArrowDown':
    case 'PageDown':
      return { type: 'previous' };
    case 'Enter':
      return isTypingNumber ? { type: 'commit' } : null;
    case 'l':
    case 'L':
      return { type: 'last' };
    case 'g':
    case 'G':
      return { type: 'guide' };
    default:
      return /^[0-9]$/.test(key) ? { type: 'digit', digit: key } : null;
  }
}
