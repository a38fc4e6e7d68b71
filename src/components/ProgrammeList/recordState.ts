// recordState.ts — what recording a programme can offer right now, and why not when it cannot.
import type { GuideProgramme } from '../GuideGrid/types';

export type RecordAction =
  | { kind: 'record' }
  | { kind: 'cancel' }
  | { kind: 'unavailable'; reason: string };

/**
 * A recorded programme can have its recording cancelled (or deleted, once it has ended); otherwise one that has not
 * ended, or has ended within catch-up (`inCatchup`: the provider copies it from what it kept), can be recorded if the
 * broadcaster allows it and the viewer may (`unavailableReason`, e.g. not logged in).
 */
export function recordActionFor(programme: GuideProgramme, now: number, unavailableReason?: string, inCatchup = false): RecordAction {
  if (programme.isRecorded) return { kind: 'cancel' };
  if (programme.end <= now && !inCatchup) return { kind: 'unavailable', reason: 'This programme has ended.' };
  if (!programme.allowDvr) return { kind: 'unavailable', reason: 'The broadcaster does not allow recording this programme.' };
  if (unavailableReason) return { kind: 'unavailable', reason: unavailableReason };
  return { kind: 'record' };
}

/** "Season 2, episode 5"; "Episode 5"; undefined when neither is known. */
export function formatEpisode(programme: Pick<GuideProgramme, 'seasonNumber' | 'episodeNumber'>): string | undefined {
  const { seasonNumber, episodeNumber } = programme;
  if (seasonNumber && episodeNumber) return `Season ${seasonNumber}, episode ${episodeNumber}`;
  if (episodeNumber) return `Episode ${episodeNumber}`;
  if (seasonNumber) return `Season ${seasonNumber}`;
  return undefined;
}
