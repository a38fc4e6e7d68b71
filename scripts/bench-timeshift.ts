// bench-timeshift.ts — issue 15's figures in Chromium: a rewind (←) and a seek in a catch-up programme to their first frame, against a plain live start on the same element (→ back to live), and a catch-up programme's cold start against a live channel's.
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startServer } from '../tests/support/startServer.ts';
import { ratio, type Summary } from './bench-stats.ts';
import { armFirstFrameWatch, firstFrame, summaryOf, timeFirstFrame, waitForPicture, type FrameSample, type WatchSpec } from './bench-zap.ts';

const CHANNEL = 101;
const REWINDS = 12;
const SEEKS = 10;
const COLD_RUNS = 5;
/** Between samples: the picture settles (and the live edge moves on) before the next one. */
const SETTLE_MS = 1500;
const TIMEOUT_MS = 15_000;
const VIEWPORT = { width: 1280, height: 800 };

export interface TimeshiftBenchFigures {
  /** ← on live TV: a time-shift playlist from ten seconds back, to its first frame. */
  rewind: Summary | null;
  /** → from there: the live stream again on the same element (a plain live start). */
  backToLive: Summary | null;
  /** The seek bar of a catch-up programme moved: `seeking` to the first frame at the new position. */
  catchupSeek: Summary | null;
  /** Navigation to the first frame: a catch-up programme, and the live channel, interleaved in fresh contexts. */
  catchupCold: Summary | null;
  liveCold: Summary | null;
  failures: number;
  /** Why samples failed, when they did. */
  errors: string[];
  seconds: number;
  loadAverage: number;
}

/** An hour of yesterday on the hour: a past programme every run can ask for. */
function yesterdaysHour(): { from: number; to: number } {
  const from = Math.floor((Date.now() / 1000 - 86_400) / 3600) * 3600;
  return { from, to: from + 3600 };
}

/** In the page: the time from the next `seeking` of the visible video to the first frame presented after it. */
function armSeekWatch(timeoutMs: number) {
  const video = document.querySelector<HTMLVideoElement>('video:not([data-standby])')!;
  (window as unknown as { ftvSeekFrame: Promise<number | null> }).ftvSeekFrame = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    video.addEventListener(
      'seeking',
      (event) => {
        const started = event.timeStamp;
        video.addEventListener(
          'seeked',
          () =>
            video.requestVideoFrameCallback((_now, frame) => {
              clearTimeout(timer);
              resolve(frame.expectedDisplayTime - started);
            }),
          { once: true },
        );
      },
      { once: true },
    );
  });
}

const errors: string[] = [];
const note = (sample: FrameSample, what: string) => {
  if (sample.error) errors.push(`${what}: ${sample.error}`);
  return sample.ms;
};

async function rewindsAndReturns(page: Page) {
  const rewind: (number | null)[] = [];
  const backToLive: (number | null)[] = [];
  await page.goto(`/tv/${CHANNEL}`);
  await waitForPicture(page, CHANNEL);
  await page.getByRole('region', { name: / player$/ }).focus();
  const spec = (key: string): WatchSpec => ({ start: { key }, channelId: CHANNEL, timeoutMs: TIMEOUT_MS, restart: true });
  // The player takes ←/→ once it says it plays (a picture can move a moment before its `playing` event).
  const playing = () => page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
  for (let i = 0; i < REWINDS; i++) {
    await playing();
    rewind.push(note(await timeFirstFrame(page, spec('ArrowLeft'), () => page.keyboard.press('ArrowLeft')), 'rewind'));
    await page.waitForTimeout(SETTLE_MS);
    await playing();
    backToLive.push(note(await timeFirstFrame(page, spec('ArrowRight'), () => page.keyboard.press('ArrowRight')), 'back to live'));
    await page.waitForTimeout(SETTLE_MS);
  }
  return { rewind, backToLive };
}

async function catchupSeeks(page: Page) {
  const samples: (number | null)[] = [];
  const { from, to } = yesterdaysHour();
  await page.goto(`/tv/${CHANNEL}?from=${from}&to=${to}`);
  await waitForPicture(page, CHANNEL);
  const slider = page.getByRole('slider', { name: 'Seek' });
  for (let i = 0; i < SEEKS; i++) {
    // Spread over the hour, never twice near the same place (nothing there is buffered yet).
    const target = Math.round(((i * 7) % SEEKS) * ((to - from) / SEEKS) + 90);
    await page.evaluate(armSeekWatch, TIMEOUT_MS);
    await slider.fill(String(target));
    samples.push(await page.evaluate(() => (window as unknown as { ftvSeekFrame: Promise<number | null> }).ftvSeekFrame));
    await page.waitForTimeout(SETTLE_MS);
  }
  return samples;
}

/** A fresh context (empty cache) per visit, timed from the navigation's start to the channel's first frame. */
async function coldVisit(browser: Browser, base: string, path: string): Promise<number | null> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  try {
    const page = await context.newPage();
    await page.addInitScript(armFirstFrameWatch, { start: 'navigation', channelId: CHANNEL, timeoutMs: 30_000 } satisfies WatchSpec);
    await page.goto(path, { waitUntil: 'commit' });
    return (await firstFrame(page)).ms;
  } finally {
    await context.close();
  }
}

export async function benchTimeshift(): Promise<TimeshiftBenchFigures> {
  const started = performance.now();
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const context = await browser.newContext({ viewport: VIEWPORT, baseURL: server.url });
      const page = await context.newPage();
      const { rewind, backToLive } = await rewindsAndReturns(page);
      const seeks = await catchupSeeks(page);
      await context.close();
      const catchupCold: (number | null)[] = [];
      const liveCold: (number | null)[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        const { from, to } = yesterdaysHour();
        catchupCold.push(await coldVisit(browser, server.url, `/tv/${CHANNEL}?from=${from}&to=${to}`));
        liveCold.push(await coldVisit(browser, server.url, `/tv/${CHANNEL}`));
      }
      const all = [...rewind, ...backToLive, ...seeks, ...catchupCold, ...liveCold];
      return {
        rewind: summaryOf(rewind),
        backToLive: summaryOf(backToLive),
        catchupSeek: summaryOf(seeks),
        catchupCold: summaryOf(catchupCold),
        liveCold: summaryOf(liveCold),
        failures: all.filter((v) => v === null).length,
        errors: [...errors],
        seconds: Math.round((performance.now() - started) / 1000),
        loadAverage,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);

export function printTimeshiftFigures(figures: TimeshiftBenchFigures) {
  const row = (label: string, s: Summary | null, against: Summary | null) =>
    console.info(`  ${label.padEnd(52)} ${ms(s?.medianMs).padStart(8)} ${ms(s?.p90Ms).padStart(8)}   ${s && against ? ratio(s.medianMs, against.medianMs).padStart(6) : '—'.padStart(6)}`);
  console.info(`\ntime-shift and catch-up on /tv/${CHANNEL}, loopback, to the first frame (requestVideoFrameCallback):`);
  console.info(`  ${''.padEnd(52)} ${'p50'.padStart(8)} ${'p90'.padStart(8)}   vs live`);
  row(`← rewind 10 s through the time-shift ×${figures.rewind?.count ?? 0}`, figures.rewind, figures.backToLive);
  row(`→ back to live (a plain live start) ×${figures.backToLive?.count ?? 0}`, figures.backToLive, figures.backToLive);
  row(`seek in a catch-up programme ×${figures.catchupSeek?.count ?? 0}`, figures.catchupSeek, figures.backToLive);
  row(`cold catch-up programme (navigation) ×${figures.catchupCold?.count ?? 0}`, figures.catchupCold, figures.liveCold);
  row(`cold live channel (navigation) ×${figures.liveCold?.count ?? 0}`, figures.liveCold, figures.liveCold);
  for (const error of figures.errors) console.info(`  failed: ${error}`);
  console.info(`  failed samples: ${figures.failures}; the time-shift bench took ${figures.seconds} s (load average ${figures.loadAverage} at its start)`);
}

if (import.meta.main) printTimeshiftFigures(await benchTimeshift());
