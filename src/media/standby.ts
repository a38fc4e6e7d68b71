// standby.ts (media) — which channels to keep warm for an instant change, and when the device or the viewer says not to.

/** At most this many channels play hidden beside the one watched. */
export const MAX_STANDBY = 3;

/** A link this close to its expiry is renewed (the channel asked again, its standby restarted) rather than used on. */
export const RENEW_BEFORE_SECONDS = 15 * 60;

export type ZapDirection = 'up' | 'down' | null;

export interface StandbyCandidates {
  /** The channel one up (what ArrowUp and "Next channel" go to). */
  next: number | null;
  /** The channel one down. */
  previous: number | null;
  /** The channel watched before this one (what `L` goes to). */
  last: number | null;
  /** The way the viewer last zapped: they are likely to go on that way. */
  direction: ZapDirection;
  current: number;
}

/**
 * The channels to keep warm, most likely first: onward in the direction of the last zap, then the last channel (a
 * viewer flipping between two), then the other way. Unique, never the channel watched, at most `max`.
 */
export function standbyChannels({ next, previous, last, direction, current }: StandbyCandidates, max = MAX_STANDBY): number[] {
  const onward = direction === 'down' ? previous : next;
  const back = direction === 'down' ? next : previous;
  const ordered = [onward, last, back].filter((id): id is number => id !== null && id !== current);
  return [...new Set(ordered)].slice(0, Math.max(0, max));
}

/** What the browser says about the device and the network (the fields of navigator this reads, all optional). */
export interface DeviceHints {
  hidden?: boolean;
  saveData?: boolean;
  effectiveType?: string;
  /** GB of RAM, rounded by the browser (navigator.deviceMemory). */
  deviceMemory?: number;
}

/**
 * Why no channel may be kept warm now, or null when they may: a hidden tab (nobody zaps), data saving, a slow
 * connection (the watched channel needs all of it), or a device short of memory.
 */
export function standbyBlockedBy(hints: DeviceHints): string | null {
  if (hints.hidden) return 'the tab is hidden';
  if (hints.saveData) return 'data saving is on';
  if (hints.effectiveType && ['slow-2g', '2g', '3g'].includes(hints.effectiveType)) return 'the connection is slow';
  if (hints.deviceMemory !== undefined && hints.deviceMemory < 2) return 'the device has little memory';
  return null;
}

/** The hints of this browser now. */
export function deviceHints(): DeviceHints {
  if (typeof navigator === 'undefined') return {};
  const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string }; deviceMemory?: number };
  return {
    hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
    saveData: nav.connection?.saveData,
    effectiveType: nav.connection?.effectiveType,
    deviceMemory: nav.deviceMemory,
  };
}
