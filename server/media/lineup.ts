// lineup.ts — the loops a media dir holds: one per channel of the demo lineup, shared by larger lineups.
import { demoLineup } from '../lineup/seed.ts';
import type { LoopChannel } from './prepare.ts';

export function loopLineup(): LoopChannel[] {
  return demoLineup().map((c) => ({ number: c.number, title: c.title }));
}
