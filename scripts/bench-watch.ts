// bench-watch.ts — issue 6's watching figures: channel change to first frame in the app against bare hls.js on the same streams, and the JS a cold /tv/{id} loads before its first frame.
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { FAST_START_CONFIG } from '../src/media/hls.ts';
import { buySubscription } from '../tests/support/checkout.ts';
import { chromiumLaunchOptions } from '../tests/support/chromium.ts';
import { startServer } from '../tests/support/startServer.ts';
import { ratio, summarise, type Summary } from './bench-stats.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const HLS_JS = path.join(ROOT, 'node_modules', 'hls.js', 'dist', 'hls.min.js');
const ZAPS = 20;
/** How long the viewer looks at each channel before the next press (the app starts warming neighbours after 800 ms). */
const DWELL_MS = 2500;
/** The first channel of the demo lineup (free, so a visitor can play it too). */
export const FIRST_CHANNEL = 101;

/** A network the zaps go through: the loopback as it is, or Chromium's emulation of a home connection. */
export interface NetworkProfile {
  name: string;
  /** Added to every request's round trip, ms. */
  latencyMs: number;
  /** Download bandwidth, Mbit/s (0: not limited). */
  downloadMbps: number;
}

export const NETWORKS: readonly NetworkProfile[] = [
  { name: 'loopback', latencyMs: 0, downloadMbps: 0 },
  { name: 'broadband (40 ms, 20 Mbit/s)', latencyMs: 40, downloadMbps: 20 },
];

export interface ZapFigures {
  network: NetworkProfile;
  zaps: number;
  dwellMs: number;
  /** The app on /tv/{id}: ArrowUp pressed → the new channel's video fires `playing` (its first frame is up). */
  app: Summary;
  /** A bare page, a new Hls() with the defaults per channel: change started → `playing`. */
  hlsDefaults: Summary;
  /** The same bare page with the app's fast-start settings but no prefetching: what the settings alone give. */
  hlsFastStart: Summary;
  /** Each zap: the channel, the second of the minute it started (the loops restart on the minute), and the three times in ms. */
  samples: { channelId: number; second: number; appMs: number; defaultsMs: number; fastStartMs: number }[];
}

export interface FirstFrameFigures {
  /** Navigation start → the first `playing` of /tv/{id}, cold cache, as a visitor. */
  firstFrameMs: number;
  jsFiles: number;
  /** Bytes on the wire (compressed, with headers) of the JS fetched before the first frame. */
  jsTransferBytes: number;
  /** The same JS uncompressed: what the browser parses. */
  jsDecodedBytes: number;
  /** Each file: its name and bytes on the wire, largest first. */
  files: { name: string; transferBytes: number }[];
}

export interface WatchFigures {
  zaps: ZapFigures[];
  firstFrame: FirstFrameFigures;
}

const PASSWORD = 'bench password';

/** Registers through the app's own form, then buys Premium Yearly with the sandbox's test card: every channel plays. */
export async function becomeSubscriber(page: Page, base: string) {
  await page.goto(`${base}/register?next=${encodeURIComponent(`/tv/${FIRST_CHANNEL}`)}`);
  await page.getByLabel('Email').fill(`bench-${Date.now().toString(36)}@ftv.example`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/tv/${FIRST_CHANNEL}`);
  await buySubscription(page, 'Premium Yearly');
}

/** Resolves when the page's (reused) video has been emptied by a channel change and then plays again. */
async function waitForPlaying(page: Page) {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && video.currentTime > 0 && !video.paused;
  }, null, { timeout: 60_000 });
}

/** One zap in the app: ArrowUp on the player (where the arrows zap), timed in the page from the key event to the new stream's `playing`. */
async function appZap(page: Page): Promise<{ ms: number; channelId: number }> {
  await page.getByRole('region', { name: / player$/ }).focus();
  await page.evaluate(() => {
    const w = window as unknown as { zapDone?: Promise<number> };
    const video = document.querySelector('video')!;
    w.zapDone = new Promise<number>((resolve, reject) => {
      let pressedAt: number | null = null;
      let emptied = false;
      const timer = setTimeout(() => reject(new Error('no picture 30 s after the key press')), 30_000);
      window.addEventListener('keydown', (event) => (pressedAt = event.timeStamp), { capture: true, once: true });
      video.addEventListener('emptied', () => (emptied = true), { once: true });
      const onPlaying = () => {
        if (!emptied || pressedAt === null) return;
        video.removeEventListener('playing', onPlaying);
        clearTimeout(timer);
        resolve(performance.now() - pressedAt);
      };
      video.addEventListener('playing', onPlaying);
    });
  });
  await page.keyboard.press('ArrowUp');
  const ms = await page.evaluate(() => (window as unknown as { zapDone: Promise<number> }).zapDone);
  const channelId = Number(/\/tv\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
  return { ms, channelId };
}

/** The channel's signed stream URL as the subscriber sees it (asked through the app's session, not timed). */
export async function streamUrlOf(page: Page, channelId: number): Promise<string> {
  const url = await page.evaluate(async (id) => {
    const key = localStorage.getItem('ftv_session_key') ?? '';
    const response = await fetch(`/tv/api/channel/${id}?session_key=${encodeURIComponent(key)}`, { headers: { 'ftv-token': localStorage.getItem('ftv_access_token') ?? '' } });
    const channel = (await response.json()) as { streams?: { url: string }[] };
    return channel.streams?.[0]?.url ?? null;
  }, channelId);
  if (!url) throw new Error(`channel ${channelId} has no stream for the bench's subscriber`);
  return new URL(url, page.url()).href;
}

/** Puts the page behind the profile's emulated network (HTTP cache hits stay instant, as on a real connection). */
export async function emulate(page: Page, network: NetworkProfile) {
  if (network.latencyMs === 0 && network.downloadMbps === 0) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: network.downloadMbps > 0 ? (network.downloadMbps * 1e6) / 8 : -1,
    uploadThroughput: -1,
  });
}

/** A bare hls.js page on `base`'s origin, the provider's or an upstream's (so its URLs need no CORS and share nothing with the app's cache). */
export async function openBarePlayer(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/__bench/player.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><video id="v" muted playsinline></video><script src="/__bench/hls.js"></script>' }));
  await page.route('**/__bench/hls.js', (route) => route.fulfill({ path: HLS_JS, contentType: 'text/javascript' }));
  await page.goto(`${base}/__bench/player.html`);
  await page.waitForFunction(() => 'Hls' in window);
  return page;
}

/** A channel change in the bare page: the old Hls destroyed, a new one with `config`, timed to `playing`. */
export function bareZap(page: Page, src: string, config: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    ({ src, config }) =>
      new Promise<number>((resolve, reject) => {
        interface HlsLike {
          loadSource: (s: string) => void;
          attachMedia: (v: HTMLVideoElement) => void;
          on: (event: string, cb: (e: unknown, data: { fatal: boolean; details: string }) => void) => void;
          destroy: () => void;
        }
        const w = window as unknown as { Hls: new (config: Record<string, unknown>) => HlsLike; hls?: HlsLike };
        const started = performance.now();
        w.hls?.destroy();
        const video = document.getElementById('v') as HTMLVideoElement;
        const hls = new w.Hls(config);
        w.hls = hls;
        const timer = setTimeout(() => reject(new Error(`no picture 30 s after loading ${src}`)), 30_000);
        hls.on('hlsError', (_e, data) => {
          if (!data.fatal) return;
          clearTimeout(timer);
          reject(new Error(data.details));
        });
        video.addEventListener('playing', () => {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }, { once: true });
        hls.attachMedia(video);
        hls.loadSource(src);
        void video.play().catch(() => undefined);
      }),
    { src, config },
  );
}

/**
 * 20 zaps up the lineup in the app, each followed on the same channel by bare hls.js with its defaults and with
 * the app's settings. Interleaved, so the three meet the same machine load; every page keeps one stream playing.
 */
async function zapFigures(browser: Browser, base: string, network: NetworkProfile): Promise<ZapFigures> {
  const appContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const app = await appContext.newPage();
  await becomeSubscriber(app, base);
  await emulate(app, network);
  await app.reload();
  await waitForPlaying(app);
  const bare = await openBarePlayer(browser, base);
  await emulate(bare, network);
  const fastStart = { ...FAST_START_CONFIG } as Record<string, unknown>;

  const samples: ZapFigures['samples'] = [];
  try {
    for (let i = 0; i < ZAPS; i++) {
      await app.waitForTimeout(DWELL_MS);
      const second = new Date().getSeconds();
      const { ms: appMs, channelId } = await appZap(app);
      const src = await streamUrlOf(app, channelId);
      const defaultsMs = await bareZap(bare, src, {});
      const fastStartMs = await bareZap(bare, src, fastStart);
      samples.push({ channelId, second, appMs: Math.round(appMs), defaultsMs: Math.round(defaultsMs), fastStartMs: Math.round(fastStartMs) });
    }
  } finally {
    await appContext.close();
    await bare.context().close();
  }
  return {
    network,
    zaps: ZAPS,
    dwellMs: DWELL_MS,
    app: summarise(samples.map((s) => s.appMs)),
    hlsDefaults: summarise(samples.map((s) => s.defaultsMs)),
    hlsFastStart: summarise(samples.map((s) => s.fastStartMs)),
    samples,
  };
}

/** A cold visit to /tv/{id}: when the first frame shows, and the JS fetched until then. */
async function firstFrameFigures(browser: Browser, base: string): Promise<FirstFrameFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      // `playing` does not bubble, but a capturing listener on the document sees it.
      document.addEventListener('playing', () => ((window as unknown as { firstFrameAt?: number }).firstFrameAt ??= performance.now()), true);
    });
    await page.goto(`${base}/tv/${FIRST_CHANNEL}`);
    await page.waitForFunction(() => (window as unknown as { firstFrameAt?: number }).firstFrameAt !== undefined, null, { timeout: 60_000 });
    return await page.evaluate(() => {
      const firstFrameAt = (window as unknown as { firstFrameAt: number }).firstFrameAt;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= firstFrameAt,
      );
      return {
        firstFrameMs: Math.round(firstFrameAt),
        jsFiles: scripts.length,
        jsTransferBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
        jsDecodedBytes: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
        files: scripts
          .map((entry) => ({ name: new URL(entry.name).pathname.split('/').pop() ?? entry.name, transferBytes: entry.transferSize }))
          .sort((a, b) => b.transferBytes - a.transferBytes),
      };
    });
  } finally {
    await context.close();
  }
}

export async function benchWatch(): Promise<WatchFigures> {
  const server = await startServer({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The cold visit first: nothing of the app is in this browser's caches yet.
    const firstFrame = await firstFrameFigures(browser, server.url);
    const zaps: ZapFigures[] = [];
    for (const network of NETWORKS) zaps.push(await zapFigures(browser, server.url, network));
    return { zaps, firstFrame };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printWatchFigures({ zaps, firstFrame }: WatchFigures) {
  for (const zap of zaps) {
    const row = (name: string, s: Summary) => `  ${name.padEnd(44)} ${`${s.medianMs} ms`.padStart(9)} ${`${s.p90Ms} ms`.padStart(9)}   ${ratio(s.medianMs, zap.hlsDefaults.medianMs).padStart(6)}`;
    console.info(`\nchannel change → first frame, ${zap.network.name}: ${zap.zaps} zaps up the lineup, ${zap.dwellMs / 1000} s on each, interleaved`);
    console.info(`  ${''.padEnd(44)} ${'median'.padStart(9)} ${'p90'.padStart(9)}   vs defaults`);
    console.info(row('FTV /tv/{id}: ArrowUp → playing', zap.app));
    console.info(row('bare hls.js, defaults: new Hls → playing', zap.hlsDefaults));
    console.info(row('bare hls.js, FTV settings, no prefetch', zap.hlsFastStart));
  }
  console.info(`\ncold /tv/${FIRST_CHANNEL} as a visitor: first frame ${firstFrame.firstFrameMs} ms after navigation; JS before it: ${firstFrame.jsFiles} files, ${(firstFrame.jsTransferBytes / 1024).toFixed(1)} KB on the wire, ${(firstFrame.jsDecodedBytes / 1024).toFixed(1)} KB decoded`);
}

if (import.meta.main) {
  const figures = await benchWatch();
  printWatchFigures(figures);
  if (process.argv.includes('--samples')) {
    for (const zap of figures.zaps) {
      console.info(`\nzaps, ${zap.network.name} (channel, second of the minute, app / defaults / FTV settings in ms):`);
      for (const s of zap.samples) console.info(`  ${s.channelId}  :${String(s.second).padStart(2, '0')}  ${s.appMs} / ${s.defaultsMs} / ${s.fastStartMs}`);
    }
    console.info('\nJS before the first frame (bytes on the wire):');
    for (const file of figures.firstFrame.files) console.info(`  ${String(file.transferBytes).padStart(8)}  ${file.name}`);
  }
}
