// bench-relay-start.ts — issue 13's start figure: first frame of a relayed channel in bare hls.js against the same stream played directly, warm and cold.
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { median, ratio, summarise, type Summary } from './bench-stats.ts';
import { bareZap, openBarePlayer } from './bench-watch.ts';

/** Timed rounds: each one start through the relay, then one of the upstream directly. */
const ROUNDS = 13;
/**
 * Channels the rounds go round, all mirrors of one encoder (each its own relay state and caches): the first round on
 * each is that channel's first start (cold), the later ones find the relay served it three rounds (well under a
 * second) before, as when others are watching (warm).
 */
const MIRRORS = ['start1', 'start2', 'start3'];
/** A channel played once, untimed, before the rounds: it warms the browser's page and the server's relay code, not the mirrors. */
const WARMUP = 'warmup';
/** The upstream path prefix of the direct plays (the upstream's counts of them stay apart from the relayed ones). */
const DIRECT = 'direct';

/** The channels (upstream path prefixes) the relay must serve for this bench. */
export const START_CHANNELS: readonly string[] = [WARMUP, ...MIRRORS];

export interface RelayStartFigures {
  /** Defaults of bare hls.js (new Hls → loadSource → `playing`) on FTV's signed master of a channel the relay served a moment before (warm). */
  relayed: Summary;
  /** The same on the upstream's own master, from a page on the upstream's origin. */
  direct: Summary;
  /** relayed.medianMs / direct.medianMs: the relay's cost to a start (goal: close to 1.0). */
  ratio: number;
  /** A channel's first start through the relay (nothing of it cached, no channel state yet): the median of one per mirror. */
  coldMs: number;
  coldSamplesMs: number[];
  /** coldMs / direct.medianMs. */
  coldRatio: number;
  /** Each round: the relayed channel, whether it was that channel's first start, and the two times in ms. */
  samples: { channel: string; cold: boolean; relayedMs: number; directMs: number }[];
}

/** Every start a first visit as far as the browser goes: the relay's answers are cacheable, the upstream's are not. */
async function withoutHttpCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Ends the page's stream (bareZap keeps its Hls as window.hls), so only the start being timed plays. */
const stop = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { hls?: { destroy: () => void } };
    w.hls?.destroy();
    w.hls = undefined;
  });

/**
 * Interleaved rounds (relay, direct, relay, direct, …) so both meet the same machine load, in two browser contexts
 * (no shared cache), one stream playing at a time. `master(channel)` is FTV's signed master URL of a START_CHANNELS channel.
 */
export async function relayStartFigures(serverUrl: string, upstreamUrl: string, master: (channel: string) => string): Promise<RelayStartFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const relayPage = await openBarePlayer(browser, serverUrl);
    // The upstream answers without CORS headers: its stream plays from a page on its own origin.
    const directPage = await openBarePlayer(browser, upstreamUrl);
    await withoutHttpCache(relayPage);
    await withoutHttpCache(directPage);
    const directUrl = `${upstreamUrl}/${DIRECT}/live/master.m3u8`;
    // Untimed: the first hls.js start in a page pays for its JIT and worker, and the server's first relayed request for its own.
    await bareZap(relayPage, master(WARMUP), {});
    await stop(relayPage);
    await bareZap(directPage, directUrl, {});
    await stop(directPage);

    const samples: RelayStartFigures['samples'] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const channel = MIRRORS[i % MIRRORS.length]!;
      const relayedMs = await bareZap(relayPage, master(channel), {});
      await stop(relayPage);
      const directMs = await bareZap(directPage, directUrl, {});
      await stop(directPage);
      samples.push({ channel, cold: i < MIRRORS.length, relayedMs: Math.round(relayedMs), directMs: Math.round(directMs) });
    }
    const relayed = summarise(samples.filter((s) => !s.cold).map((s) => s.relayedMs));
    const direct = summarise(samples.map((s) => s.directMs));
    const coldSamplesMs = samples.filter((s) => s.cold).map((s) => s.relayedMs);
    const coldMs = median(coldSamplesMs);
    const round2 = (n: number) => Math.round(n * 100) / 100;
    return { relayed, direct, ratio: round2(relayed.medianMs / direct.medianMs), coldMs, coldSamplesMs, coldRatio: round2(coldMs / direct.medianMs), samples };
  } finally {
    await browser.close();
  }
}

export function printRelayStartFigures(f: RelayStartFigures) {
  const row = (name: string, s: Pick<Summary, 'medianMs' | 'p90Ms'> | null, ms: number) =>
    `  ${name.padEnd(46)} ${`${ms} ms`.padStart(9)} ${s ? `${s.p90Ms} ms`.padStart(9) : ''.padStart(9)}   ${ratio(ms, f.direct.medianMs).padStart(6)}`;
  console.info(`\nrelayed channel → first frame in Chromium, bare hls.js with its defaults: new Hls → playing, ${f.samples.length} rounds interleaved`);
  console.info(`  ${''.padEnd(46)} ${'median'.padStart(9)} ${'p90'.padStart(9)}   vs direct (goal 1.0)`);
  console.info(row(`FTV relay, warm (${f.relayed.count} starts)`, f.relayed, f.relayed.medianMs));
  console.info(row(`FTV relay, cold: a channel's first start (${f.coldSamplesMs.length})`, null, f.coldMs));
  console.info(row(`upstream played directly (${f.direct.count} starts)`, f.direct, f.direct.medianMs));
}
