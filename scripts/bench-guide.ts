// bench-guide.ts — the TV guide with 1,000 and 10,000 channels: first render, frame times while scrolling, DOM size, guide requests.
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startServer } from '../tests/support/startServer.ts';
import { percentile, ratio } from './bench-stats.ts';

export const GUIDE_LINEUPS = [1000, 10_000] as const;

/** The scrolling a viewer does, frame by frame: steady wheel scrolling, a fling far down, then through the hours. */
const PHASES = [
  { name: 'down', frames: 180, dx: 0, dy: 24 },
  { name: 'fling', frames: 60, dx: 0, dy: 900 },
  { name: 'across', frames: 120, dx: 30, dy: 0 },
] as const;

export interface FrameStats {
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  over50Ms: number;
}

function frameStats(frames: readonly number[]): FrameStats {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { count: frames.length, p50Ms: round(percentile(frames, 0.5)), p95Ms: round(percentile(frames, 0.95)), maxMs: round(Math.max(...frames)), over50Ms: frames.filter((ms) => ms > 50).length };
}

export interface GuideRun {
  channels: number;
  /** Navigation start → the grid's first rows are in the DOM (channel names, before programmes). */
  rowsMs: number;
  /** Navigation start → the first "airing now" programme is in the DOM. */
  programmesMs: number;
  domNodesAfterLoad: number;
  /** Frame-to-frame times while the grid scrolls on every animation frame: all phases, then each. */
  frames: FrameStats;
  phases: Record<string, FrameStats>;
  domNodesMaxWhileScrolling: number;
  /** Guide requests and the channels they asked for, from load to the end of the scrolling. */
  guideRequests: number;
  guideChannelsRequested: number;
}

async function measure(browser: Browser, channels: number): Promise<GuideRun> {
  const server = await startServer({ LOG_LEVEL: 'warn', FTV_CHANNELS: String(channels) });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    let guideRequests = 0;
    let guideChannelsRequested = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api-v2/tvguide/')) return;
      guideRequests += 1;
      guideChannelsRequested += (url.searchParams.get('channels') ?? '').split(',').filter(Boolean).length;
    });
    await page.goto(`${server.url}/tvguide`);
    // Timed inside the page, on animation frames: performance.now() counts from the navigation's start.
    const rowsMs = (await (await page.waitForFunction(() => (document.querySelector('[role="grid"] [role="rowheader"]') ? performance.now() : false), null, { polling: 'raf', timeout: 120_000 })).jsonValue()) as number;
    const programmesMs = (await (
      await page.waitForFunction(
        () => ([...document.querySelectorAll('[role="grid"] [role="gridcell"]')].some((cell) => cell.textContent?.includes('airing now')) ? performance.now() : false),
        null,
        { polling: 'raf', timeout: 120_000 },
      )
    ).jsonValue()) as number;
    const domNodesAfterLoad = await page.evaluate(() => document.getElementsByTagName('*').length);

    const scrolled = await page.evaluate(
      (phases) =>
        new Promise<{ frames: { phase: string; ms: number }[]; maxNodes: number }>((resolve) => {
          const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
          const frames: { phase: string; ms: number }[] = [];
          let maxNodes = 0;
          let phase = 0;
          let frameInPhase = 0;
          let last = 0;
          const step = (time: number) => {
            const current = phases[phase];
            // A frame's time belongs to the phase whose scroll step caused it (the step of the frame before).
            const previous = frameInPhase === 0 ? phases[phase - 1] : current;
            if (last > 0 && previous) frames.push({ phase: previous.name, ms: time - last });
            last = time;
            if (!current) {
              resolve({ frames, maxNodes });
              return;
            }
            grid.scrollTop += current.dy;
            grid.scrollLeft += current.dx;
            // Counting every node each frame would be part of what is timed: every tenth frame is enough.
            if (frameInPhase % 10 === 0) maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
            frameInPhase += 1;
            if (frameInPhase >= current.frames) {
              phase += 1;
              frameInPhase = 0;
            }
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      PHASES.map((p) => ({ ...p })),
    );
    const frames = scrolled.frames.map((f) => f.ms);
    const phases = Object.fromEntries(PHASES.map((p) => [p.name, frameStats(scrolled.frames.filter((f) => f.phase === p.name).map((f) => f.ms))]));
    return {
      channels,
      rowsMs: Math.round(rowsMs),
      programmesMs: Math.round(programmesMs),
      domNodesAfterLoad,
      frames: frameStats(frames),
      phases,
      domNodesMaxWhileScrolling: scrolled.maxNodes,
      guideRequests,
      guideChannelsRequested,
    };
  } finally {
    await context.close();
    await server.stop();
  }
}

/** Both lineups in one browser, one after the other: the ratios between them are the figures to compare. */
export async function benchGuide(): Promise<GuideRun[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const runs: GuideRun[] = [];
    for (const channels of GUIDE_LINEUPS) runs.push(await measure(browser, channels));
    return runs;
  } finally {
    await browser.close();
  }
}

export function printGuideFigures(runs: GuideRun[]) {
  const [small, large] = runs;
  if (!small || !large) return;
  const line = (name: string, a: number, b: number, unit = '') => `  ${name.padEnd(40)} ${`${a}${unit}`.padStart(10)} ${`${b}${unit}`.padStart(10)} ${ratio(b, a).padStart(8)}`;
  console.info(`\nTV guide (/tvguide, 1280×900, every frame scrolls: ${PHASES.map((p) => `${p.frames} × ${p.dx || p.dy} px ${p.name}`).join(', ')})`);
  console.info(`  ${''.padEnd(40)} ${`${small.channels}`.padStart(10)} ${`${large.channels}`.padStart(10)} ${'ratio'.padStart(8)}`);
  console.info(line('first rows (ms after navigation)', small.rowsMs, large.rowsMs));
  console.info(line('first programmes (ms after navigation)', small.programmesMs, large.programmesMs));
  console.info(line('DOM nodes after load', small.domNodesAfterLoad, large.domNodesAfterLoad));
  console.info(line('scroll frame time p50', small.frames.p50Ms, large.frames.p50Ms, ' ms'));
  console.info(line('scroll frame time p95', small.frames.p95Ms, large.frames.p95Ms, ' ms'));
  console.info(line('scroll frame time max', small.frames.maxMs, large.frames.maxMs, ' ms'));
  console.info(line('frames over 50 ms', small.frames.over50Ms, large.frames.over50Ms));
  for (const phase of PHASES) {
    const a = small.phases[phase.name];
    const b = large.phases[phase.name];
    if (a && b) console.info(`  ${`  ${phase.name}: p50 / p95 ms`.padEnd(40)} ${`${a.p50Ms} / ${a.p95Ms}`.padStart(10)} ${`${b.p50Ms} / ${b.p95Ms}`.padStart(10)} ${ratio(b.p95Ms, a.p95Ms).padStart(8)}`);
  }
  console.info(line('DOM nodes, most while scrolling', small.domNodesMaxWhileScrolling, large.domNodesMaxWhileScrolling));
  console.info(line('guide requests', small.guideRequests, large.guideRequests));
  console.info(line('channels asked for in them', small.guideChannelsRequested, large.guideChannelsRequested));
}

if (import.meta.main) printGuideFigures(await benchGuide());
