// bench-start.ts — a first start: from the process's spawn to listening, on a fresh data dir (migrations, the seed, the demo guide written ahead), with the demo lineup and with 10,000 channels.
import { startServer } from '../tests/support/startServer.ts';
import { percentile } from './bench-stats.ts';
import { ensureBuild } from './build-stamp.ts';

/** Each lineup is started this many times (a fresh data dir each): the median is printed. */
const RUNS = 3;

export interface StartFigure {
  lineup: string;
  /** Spawn → "FTV listening", each run, in ms. */
  runsMs: number[];
  medianMs: number;
}

const LINEUPS: ReadonlyArray<{ lineup: string; env: Record<string, string> }> = [
  { lineup: 'the demo lineup (48 channels)', env: {} },
  { lineup: 'FTV_CHANNELS=10000', env: { FTV_CHANNELS: '10000' } },
];

export async function benchStart(): Promise<StartFigure[]> {
  // A start builds the app when dist/ is stale: done here, outside the timing.
  ensureBuild();
  const figures: StartFigure[] = [];
  for (const { lineup, env } of LINEUPS) {
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const server = await startServer({ LOG_LEVEL: 'warn', ...env });
      runsMs.push(Math.round(performance.now() - started));
      await server.stop();
    }
    figures.push({ lineup, runsMs, medianMs: Math.round(percentile(runsMs, 0.5)) });
  }
  return figures;
}

export function printStartFigures(figures: StartFigure[]) {
  console.info(`\n${'first start, spawn → listening'.padEnd(40)} ${'median ms'.padStart(10)}  runs`);
  for (const f of figures) console.info(`${f.lineup.padEnd(40)} ${String(f.medianMs).padStart(10)}  ${f.runsMs.join(', ')}`);
}

// `npx node scripts/bench-start.ts`: the first-start part of `npm run bench` alone.
if (import.meta.main) printStartFigures(await benchStart());
