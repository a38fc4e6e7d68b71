// bootScript.test.ts — the HTML's boot script: the entry at once on most pages; on a watch page the picture's files first, and for a returning viewer the app only once the picture shows (or after the wait).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { bootApp, type BootOptions } from '../../src/app/bootScript.ts';

const OPTIONS: BootOptions = {
  entry: '/assets/index.js',
  entryPreloads: ['/assets/index.js', '/assets/app.js'],
  watchPath: '^\\/tv\\/([1-9][0-9]{0,9})\\/?$',
  pictureScripts: ['/assets/hls.js', '/assets/coldStart.js'],
  coldStart: 'data:text/javascript,',
  watchScripts: ['/assets/WatchPage.js'],
  watchStyles: ['/assets/WatchPage.css'],
  prefetch: { globalName: 'ftvColdPrefetch', watchPath: '^\\/tv\\/([1-9][0-9]{0,9})\\/?$', sessionKeyItem: 'ftv_session_key', tokenItem: 'ftv_access_token', liveSyncDurationCount: 2 },
  stagePlaceItem: 'ftv_stage_place',
  pictureEvent: 'ftv-cold-picture',
  pictureWaitMs: 1500,
};

/** What the script put in <head>, in order: `modulepreload href`, `preload href`, `script src`. */
let added: string[];
let stored: Record<string, string>;
const events = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  added = [];
  stored = {};
  const head = {
    appendChild: (element: { rel?: string; href?: string; src?: string; type?: string }) => {
      added.push(element.src ? `script ${element.src}` : `${element.rel} ${element.href}`);
    },
  };
  vi.stubGlobal('document', { readyState: 'interactive', head, createElement: () => ({}), addEventListener: () => undefined });
  vi.stubGlobal('localStorage', { getItem: (name: string) => stored[name] ?? null });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => events.addEventListener(type, listener));
  vi.stubGlobal('window', globalThis);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).ftvColdPrefetch;
});

test('another page: the entry and its preloads, nothing of the player', () => {
  vi.stubGlobal('location', new URL('http://tv.test/guide'));
  const prefetch = vi.fn<(options: BootOptions['prefetch']) => void>();
  bootApp(OPTIONS, prefetch);
  expect(prefetch).not.toHaveBeenCalled();
  expect(added).toEqual(['modulepreload /assets/index.js', 'modulepreload /assets/app.js', 'script /assets/index.js']);
});

test('a watch page without a remembered place: the prefetch and the picture\'s files first, then the route and the entry at once', () => {
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
  const prefetch = vi.fn<(options: BootOptions['prefetch']) => void>(() => void ((globalThis as Record<string, unknown>).ftvColdPrefetch = {}));
  bootApp(OPTIONS, prefetch);
  expect(prefetch).toHaveBeenCalledWith(OPTIONS.prefetch);
  expect(added).toEqual([
    'modulepreload /assets/hls.js',
    'modulepreload /assets/coldStart.js',
    'modulepreload /assets/WatchPage.js',
    'preload /assets/WatchPage.css',
    'modulepreload /assets/index.js',
    'modulepreload /assets/app.js',
    'script /assets/index.js',
  ]);
});

test('a returning viewer: the app waits for the picture\'s first frame, and starts once', () => {
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
  stored.ftv_stage_place = '{}';
  bootApp(OPTIONS, () => void ((globalThis as Record<string, unknown>).ftvColdPrefetch = {}));
  expect(added).toEqual(['modulepreload /assets/hls.js', 'modulepreload /assets/coldStart.js']);
  events.dispatchEvent(new Event('ftv-cold-picture'));
  expect(added.slice(2)).toEqual(['modulepreload /assets/WatchPage.js', 'preload /assets/WatchPage.css', 'modulepreload /assets/index.js', 'modulepreload /assets/app.js', 'script /assets/index.js']);
  vi.advanceTimersByTime(OPTIONS.pictureWaitMs);
  events.dispatchEvent(new Event('ftv-cold-picture'));
  expect(added.filter((line) => line.startsWith('script'))).toHaveLength(1);
});

test('a picture that never says so holds the app back no longer than the wait', () => {
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
  stored.ftv_stage_place = '{}';
  bootApp(OPTIONS, () => void ((globalThis as Record<string, unknown>).ftvColdPrefetch = {}));
  vi.advanceTimersByTime(OPTIONS.pictureWaitMs - 1);
  expect(added).not.toContain('script /assets/index.js');
  vi.advanceTimersByTime(1);
  expect(added).toContain('script /assets/index.js');
});

test('without a prefetch (no session yet) a remembered place makes nobody wait', () => {
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
  stored.ftv_stage_place = '{}';
  bootApp(OPTIONS, () => undefined);
  expect(added).toContain('script /assets/index.js');
});
