// machine.ts (media) — the player's state machine, pure: what the media element and hls.js report becomes one state and one error kind.
import type { PlayerErrorKind, PlayerState } from '../components/Player/types';

export type Action = { type: 'load' } | { type: 'playing' } | { type: 'paused' } | { type: 'waiting' } | { type: 'error'; kind: PlayerErrorKind };

export interface Machine {
  state: Exclude<PlayerState, 'paywall'>;
  error: PlayerErrorKind | null;
}

export const INITIAL_MACHINE: Machine = { state: 'loading', error: null };

export function reduce(machine: Machine, action: Action): Machine {
  switch (action.type) {
    case 'load':
      return { state: 'loading', error: null };
    case 'playing':
      return { state: 'playing', error: null };
    case 'paused':
      return machine.state === 'error' ? machine : { state: 'paused', error: null };
    case 'waiting':
      // Buffering only interrupts playback; while loading, the loading state already says it.
      return machine.state === 'playing' ? { state: 'buffering', error: null } : machine;
    case 'error':
      return { state: 'error', error: action.kind };
  }
}

/**
 * A fatal hls.js network error by its HTTP status: a refused playlist is an expired token (`forbidden`), a 502/504
 * is the provider saying the channel's source is down (`unavailable`), anything else the network.
 */
export function networkErrorKind(status: number | undefined): PlayerErrorKind {
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 502 || status === 504) return 'unavailable';
  return 'network';
}

/** Waits between the tries at an unavailable channel: soon at first, then every half minute. */
export const UNAVAILABLE_RETRY_SECONDS = [2, 4, 8, 15, 30] as const;

export const retryDelaySeconds = (tries: number) => UNAVAILABLE_RETRY_SECONDS[Math.min(tries, UNAVAILABLE_RETRY_SECONDS.length - 1)]!;
