// remotePlayback.test.ts — the cast button's caster: no button without a device, the device's own link fetched on the click before the picker opens, the page's picture paused while the device plays and resumed after, a zap followed.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createCaster } from '../../../src/media/remotePlayback';

class FakeRemote extends EventTarget {
  availability: ((available: boolean) => void) | null = null;
  prompts: string[] = [];
  cancelled: number[] = [];
  video: FakeVideo | null = null;
  watchAvailability(callback: (available: boolean) => void) {
    this.availability = callback;
    return Promise.resolve(7);
  }
  cancelWatchAvailability(id: number) {
    this.cancelled.push(id);
    return Promise.resolve();
  }
  prompt() {
    this.prompts.push(this.video!.src);
    return Promise.resolve();
  }
}

class FakeVideo {
  src = '';
  preload = '';
  readonly remote = new FakeRemote();
  played = 0;
  constructor() {
    this.remote.video = this;
  }
  play() {
    this.played += 1;
    return Promise.resolve();
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  load() {}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('HTMLMediaElement', class {
    get remote() {
      return null;
    }
  });
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
});
afterEach(() => vi.unstubAllGlobals());

function make() {
  const video = new FakeVideo();
  const events = { onConnected: vi.fn<() => void>(), onDisconnected: vi.fn<() => void>() };
  const caster = createCaster('/media/live/101/master.m3u8?token=watch', events, () => video as unknown as HTMLVideoElement)!;
  const seen: string[] = [];
  caster.subscribe(() => seen.push(caster.getState()));
  return { video, events, caster, seen };
}

test('without the API there is no caster (no button)', () => {
  vi.stubGlobal('HTMLMediaElement', class {});
  expect(createCaster('/media/live/101/master.m3u8')).toBeNull();
});

test('a button only while a device is around; the search starts on the watch link', async () => {
  const { video, caster, seen } = make();
  await settle();
  expect(caster.getState()).toBe('unavailable');
  expect(video.src).toBe('http://tv.test/media/live/101/master.m3u8?token=watch');
  video.remote.availability!(true);
  video.remote.availability!(false);
  expect(seen).toEqual(['available', 'unavailable']);
});

test('casting fetches the device\'s own link before the picker opens; connected, the page pauses; disconnected, it plays again', async () => {
  const { video, events, caster } = make();
  video.remote.availability!(true);
  await caster.cast(() => Promise.resolve('http://tv.test/media/live/101/master.m3u8?token=cast'));
  expect(video.remote.prompts).toEqual(['http://tv.test/media/live/101/master.m3u8?token=cast']);
  video.remote.dispatchEvent(new Event('connecting'));
  video.remote.dispatchEvent(new Event('connect'));
  expect(caster.getState()).toBe('connected');
  expect(events.onConnected).toHaveBeenCalledOnce();
  expect(video.played).toBe(1);
  // A zap while casting: the device follows on the next channel's own link.
  await caster.follow('/media/live/102/master.m3u8?token=watch', () => Promise.resolve('http://tv.test/media/live/102/master.m3u8?token=cast'));
  expect(video.src).toBe('http://tv.test/media/live/102/master.m3u8?token=cast');
  // Pressed again while connected: the picker (where the viewer stops), no new link.
  await caster.cast(() => Promise.reject(new Error('not asked')));
  expect(video.remote.prompts).toHaveLength(2);
  video.remote.dispatchEvent(new Event('disconnect'));
  expect(caster.getState()).toBe('available');
  expect(events.onDisconnected).toHaveBeenCalledOnce();
  caster.destroy();
  expect(video.remote.cancelled).toEqual([7]);
  expect(video.src).toBe('');
});

test('a zap with no device connected moves the search to the new channel\'s watch link, asking for no cast link', async () => {
  const { video, caster } = make();
  const link = vi.fn<() => Promise<string>>();
  await caster.follow('/media/live/102/master.m3u8?token=watch', link);
  expect(video.src).toBe('http://tv.test/media/live/102/master.m3u8?token=watch');
  expect(link).not.toHaveBeenCalled();
});
