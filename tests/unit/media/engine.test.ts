// engine.test.ts — the media engine as plain TypeScript: stand-in video elements and hls.js class drive its states, errors, retries, controls and the channels kept warm.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type Hls from 'hls.js';
import { createPlayerEngine, INBAND_CAPTIONS_INDEX, LIVE_MARGIN_FORWARD_SECONDS, RESUME_FROM_BUFFER_SECONDS, STANDBY_DEFER_MS, STANDBY_STALLED_MS, type LoadOptions, type PlayerEngine } from '../../../src/media/engine';
import { EARLY_STREAM_BOOT_MS, EARLY_STREAM_TTL_MS, earlyStreamAppRendered, forgetEarlyStream, startEarlyStream } from '../../../src/media/early';
import { FAST_START_CONFIG } from '../../../src/media/hls';
import { UNAVAILABLE_RETRY_SECONDS } from '../../../src/media/machine';
import type { StreamDeps } from '../../../src/media/stream';

/** The parts of a media element the engine uses; events are dispatched by the tests as the browser would. */
/** A video's text tracks as far as the engine reads them: hls.js adds one for in-band captions when they arrive. */
class FakeTextTracks extends EventTarget {
  private readonly tracks: Array<{ kind: string; label: string; language: string; mode: string }> = [];
  [Symbol.iterator]() {
    return this.tracks[Symbol.iterator]();
  }
  add(track: { kind: string; label: string; language: string; mode: string }) {
    this.tracks.push(track);
    this.dispatchEvent(new Event('addtrack'));
  }
}

class FakeVideo extends EventTarget {
  textTracks = new FakeTextTracks();
  muted = false;
  volume = 1;
  paused = true;
  currentTime = 0;
  duration = Number.NaN;
  seekable = { length: 0, end: () => 0 };
  error = null;
  src = '';
  dataset: Record<string, string> = {};
  readyState = 0;
  playsInline = false;
  attributes: { name: string; value: string }[] = [];
  hasAttribute = (name: string) => this.attributes.some((a) => a.name === name);
  setAttribute = (name: string, value: string) => void this.attributes.push({ name, value });
  /** The element that took this one's place in the stage. */
  replacedBy: FakeVideo | null = null;
  replaceWith(other: FakeVideo) {
    this.replacedBy = other;
    this.removed = true;
  }
  removed = false;
  refuseAutoplay = false;
  play = vi.fn<() => Promise<void>>(async () => {
    if (this.refuseAutoplay && !this.muted) throw new DOMException('autoplay', 'NotAllowedError');
    this.paused = false;
  });
  pause = vi.fn<() => void>(() => {
    this.paused = true;
    this.emit('pause');
  });
  canPlayType = () => '';
  remove() {
    this.removed = true;
  }
  removeAttribute = vi.fn<(name: string) => void>();
  load = vi.fn<() => void>();
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

type Handler = (event: string, data: Record<string, unknown>) => void;

/** hls.js as far as the engine talks to it: every instance is kept so a test can answer for it. */
class FakeHls {
  static Events = {
    MANIFEST_PARSED: 'manifestParsed',
    LEVEL_SWITCHED: 'levelSwitched',
    ERROR: 'error',
    SUBTITLE_TRACKS_UPDATED: 'subtitleTracksUpdated',
    AUDIO_TRACKS_UPDATED: 'audioTracksUpdated',
    SUBTITLE_TRACK_SWITCH: 'subtitleTrackSwitch',
    AUDIO_TRACK_SWITCHED: 'audioTrackSwitched',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
  static instances: FakeHls[] = [];
  static isSupported = () => true;
  handlers = new Map<string, Handler[]>();
  source: string | null = null;
  media: unknown = null;
  destroyed = false;
  recovered = 0;
  currentLevel = -1;
  autoLevelCapping = -1;
  liveSyncPosition: number | null = null;
  /** The stream's renditions once its master is read (hls.js's MediaPlaylist, as far as the engine reads it). */
  subtitleTracks: Array<{ name: string; lang?: string }> = [];
  audioTracks: Array<{ name: string; lang?: string; characteristics?: string }> = [];
  subtitleTrack = -1;
  subtitleDisplay = true;
  audioTrack = 0;
  /** The wall clock of the frame on screen (PROGRAM-DATE-TIME), as hls.js works it out. */
  playingDate: Date | null = null;
  config: Record<string, unknown>;
  constructor(config: Record<string, unknown>) {
    this.config = config;
    FakeHls.instances.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: Record<string, unknown>) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  loadSource(src: string) {
    this.source = src;
  }
  attachMedia(media: unknown) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  recoverMediaError() {
    this.recovered += 1;
  }
}

const deps: StreamDeps = { loadHls: async () => ({ default: FakeHls as unknown as typeof Hls }), hasMediaSource: () => true };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const latest = () => FakeHls.instances.at(-1)!;
const levels = [{ height: 360, bitrate: 800_000 }, { height: 720, bitrate: 2_800_000 }];

/** Every video the engine made, in order: the first is the picture it starts with. */
let videos: FakeVideo[];
let video: FakeVideo;
const stage = { append: () => undefined } as unknown as HTMLElement;
beforeEach(() => {
  FakeHls.instances = [];
  videos = [];
});
afterEach(() => vi.useRealTimers());

function create(): PlayerEngine {
  const engine = createPlayerEngine(stage, {
    deps,
    makeVideo: () => {
      const made = new FakeVideo();
      videos.push(made);
      return made as unknown as HTMLVideoElement;
    },
  });
  video = videos[0]!;
  return engine;
}

function start(options: Partial<LoadOptions> = {}) {
  const engine = create();
  engine.load({ src: '/live/1/master.m3u8', isLive: true, autoPlay: true, ...options });
  return engine;
}

test('a stream loads through hls.js with the fast-start settings, plays once its manifest is parsed, and reports playing', async () => {
  const onPlaying = vi.fn<() => void>();
  const engine = start({ onPlaying, hlsConfig: { maxBufferLength: 8 } });
  expect(engine.getSnapshot().state).toBe('loading');
  await flush();
  const hls = latest();
  expect(hls.config).toEqual({ ...FAST_START_CONFIG, maxBufferLength: 8 });
  expect([hls.source, hls.media]).toEqual(['/live/1/master.m3u8', video]);
  hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  expect(video.play).toHaveBeenCalledOnce();
  expect(engine.getSnapshot().levels).toEqual([{ index: 0, height: 360, bitrate: 800_000 }, { index: 1, height: 720, bitrate: 2_800_000 }]);
  video.emit('playing');
  expect(engine.getSnapshot().state).toBe('playing');
  expect(onPlaying).toHaveBeenCalledOnce();
  video.emit('waiting');
  expect(engine.getSnapshot().state).toBe('buffering');
});

test('new callbacks with the same src keep the stream; a new src replaces it', async () => {
  const engine = start();
  await flush();
  engine.load({ src: '/live/1/master.m3u8', isLive: true, autoPlay: true, onError: () => true });
  await flush();
  expect(FakeHls.instances).toHaveLength(1);
  engine.load({ src: '/live/2/master.m3u8', isLive: true, autoPlay: true });
  await flush();
  expect(FakeHls.instances).toHaveLength(2);
  expect(FakeHls.instances[0]!.destroyed).toBe(true);
  expect(latest().source).toBe('/live/2/master.m3u8');
});

test('a refused playlist is offered to the owner: taken over it keeps loading, else it is the forbidden error', async () => {
  const onError = vi.fn<(kind: string) => boolean>(() => true);
  const engine = start({ onError });
  await flush();
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 403 } });
  expect(onError).toHaveBeenCalledWith('forbidden');
  expect(engine.getSnapshot().state).toBe('loading');
  engine.load({ src: '/live/1/master.m3u8', isLive: true, autoPlay: true, onError: () => false });
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 403 } });
  expect(engine.getSnapshot()).toMatchObject({ state: 'error', errorKind: 'forbidden' });
});

test('an unavailable channel (502) is tried again by itself, backing off, with the message kept up until the picture is back', async () => {
  vi.useFakeTimers();
  const engine = start();
  await vi.advanceTimersByTimeAsync(0);
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 502 } });
  expect(engine.getSnapshot()).toMatchObject({ state: 'error', errorKind: 'unavailable' });
  await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_SECONDS[0] * 1000 - 10);
  expect(FakeHls.instances).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(10);
  expect(FakeHls.instances).toHaveLength(2);
  // Loading again, but still saying why: no flicker to a spinner between tries.
  expect(engine.getSnapshot()).toMatchObject({ state: 'error', errorKind: 'unavailable' });
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 504 } });
  await vi.advanceTimersByTimeAsync(UNAVAILABLE_RETRY_SECONDS[1] * 1000);
  expect(FakeHls.instances).toHaveLength(3);
  video.emit('playing');
  expect(engine.getSnapshot()).toMatchObject({ state: 'playing', errorKind: null });
});

test('a decode error is recovered once silently; a second one is the media error; others are network or unknown', async () => {
  const engine = start();
  await flush();
  const hls = latest();
  hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.MEDIA_ERROR });
  expect([hls.recovered, engine.getSnapshot().state]).toEqual([1, 'loading']);
  hls.emit(FakeHls.Events.ERROR, { fatal: false, type: FakeHls.ErrorTypes.NETWORK_ERROR });
  expect(engine.getSnapshot().state).toBe('loading');
  hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.MEDIA_ERROR });
  expect(engine.getSnapshot()).toMatchObject({ state: 'error', errorKind: 'media' });
  engine.retry();
  await flush();
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 0 } });
  expect(engine.getSnapshot().errorKind).toBe('network');
  engine.retry();
  await flush();
  latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.OTHER_ERROR });
  expect(engine.getSnapshot().errorKind).toBe('unknown');
});

test('autoplay with sound refused: it plays muted and says so, and unmuting clears it', async () => {
  const engine = start();
  video.refuseAutoplay = true;
  await flush();
  latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  await flush();
  expect(video.play).toHaveBeenCalledTimes(2);
  expect(engine.getSnapshot()).toMatchObject({ muted: true, mutedByAutoplay: true });
  engine.toggleMute();
  expect(video.muted).toBe(false);
  expect(engine.getSnapshot()).toMatchObject({ muted: false, mutedByAutoplay: false });
});

test('controls act on the media: volume 0 mutes, a chosen quality switches at once and survives a reload, pause and play', async () => {
  const engine = start();
  await flush();
  latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  engine.setVolume(0);
  expect([video.volume, video.muted, engine.getSnapshot().muted]).toEqual([0, true, true]);
  engine.chooseLevel(1);
  expect([latest().currentLevel, engine.getSnapshot().chosenLevel]).toEqual([1, 1]);
  engine.retry();
  await flush();
  latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  expect(latest().currentLevel).toBe(1);
  // Play/pause only once there is a picture.
  video.emit('playing');
  engine.togglePlay();
  expect(video.pause).toHaveBeenCalledOnce();
  expect(engine.getSnapshot().state).toBe('paused');
});

test('a recording reports its position for the seek bar; seeking stays within it', async () => {
  const engine = start({ isLive: false });
  await flush();
  video.duration = 1800;
  video.currentTime = 754;
  video.emit('timeupdate');
  expect(engine.getSnapshot().position).toEqual({ currentTime: 754, duration: 1800 });
  engine.seek(5000);
  expect(engine.getSnapshot().position).toEqual({ currentTime: 1800, duration: 1800 });
});

test('no src: loading, nothing fetched; destroy ends the stream and stops listening', async () => {
  const engine = create();
  engine.load({ src: null, isLive: true, autoPlay: true });
  await flush();
  expect([engine.getSnapshot().state, FakeHls.instances.length]).toEqual(['loading', 0]);
  engine.load({ src: '/live/1/master.m3u8', isLive: true, autoPlay: true });
  await flush();
  const listener = vi.fn<() => void>();
  engine.subscribe(listener);
  engine.destroy();
  expect(latest().destroyed).toBe(true);
  video.emit('playing');
  expect(listener).not.toHaveBeenCalled();
});

/** A live channel on screen (101) with 104 kept warm and showing frames. */
async function watchingWithStandby() {
  const engine = start({ channelId: 101 });
  await flush();
  latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  video.emit('playing');
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8' }]);
  await flush();
  const warm = latest();
  const standbyVideo = videos[1]!;
  warm.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  standbyVideo.emit('playing');
  return { engine, warm, standbyVideo };
}

test('a channel kept warm plays muted, hidden and at its lowest quality, and never changes what the viewer sees', async () => {
  const { engine, warm, standbyVideo } = await watchingWithStandby();
  expect(standbyVideo.dataset).toEqual({ standby: '', channelId: '104' });
  expect([standbyVideo.muted, standbyVideo.play.mock.calls.length, warm.autoLevelCapping, warm.source]).toEqual([true, 1, 0, '/live/104/master.m3u8']);
  expect(engine.getSnapshot()).toMatchObject({ state: 'playing', channelId: 101 });
  // Its errors and pauses are its own: the one on screen is not affected.
  standbyVideo.emit('pause');
  expect(engine.getSnapshot().state).toBe('playing');
});

test('changing to a warm channel is a swap: shown with sound and playing at once, climbing from its lowest quality; the old one is kept warm, muted', async () => {
  const { engine, warm, standbyVideo } = await watchingWithStandby();
  const onPlaying = vi.fn<() => void>();
  const before = FakeHls.instances.length;
  // Its answer (the src) has not come yet: the standby is swapped in all the same.
  engine.load({ channelId: 104, src: null, isLive: true, autoPlay: true, onPlaying });
  expect(engine.getSnapshot()).toMatchObject({ state: 'playing', channelId: 104, levels: [{ index: 0, height: 360, bitrate: 800_000 }, { index: 1, height: 720, bitrate: 2_800_000 }] });
  expect(onPlaying).toHaveBeenCalledOnce();
  expect(engine.video).toBe(standbyVideo);
  expect([standbyVideo.dataset.standby, standbyVideo.muted, warm.autoLevelCapping]).toEqual([undefined, false, -1]);
  expect([video.dataset.standby, video.muted, FakeHls.instances[0]!.autoLevelCapping]).toEqual(['', true, 0]);
  // The page catches up without the answer yet, then with its link: the channel already plays, so nothing restarts.
  engine.load({ channelId: 104, src: null, isLive: true, autoPlay: true, onPlaying });
  expect(engine.getSnapshot().state).toBe('playing');
  engine.load({ channelId: 104, src: '/live/104/master.m3u8?fresh', isLive: true, autoPlay: true, onPlaying });
  expect(FakeHls.instances.length).toBe(before);
  // Back to 101 ("last channel"): the old picture is swapped back in.
  engine.load({ channelId: 101, src: '/live/1/master.m3u8', isLive: true, autoPlay: true });
  expect(engine.video).toBe(video);
  expect([video.muted, standbyVideo.muted, FakeHls.instances.length]).toEqual([false, true, before]);
});

test('the owner\'s list decides what stays warm: others are dropped, a link about to expire is replaced, a failing one is dropped quietly', async () => {
  const { engine, warm, standbyVideo } = await watchingWithStandby();
  // The same channel under another signature (its answer's link instead of the lineup's): the warm one goes on.
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8?answer' }]);
  await flush();
  expect([warm.destroyed, standbyVideo.removed]).toEqual([false, false]);
  // Started on a link that expires in a minute, then given a new one: restarted on it.
  engine.standby([]);
  const soon = Math.floor(Date.now() / 1000) + 60;
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8?old', expires: soon }]);
  await flush();
  const old = latest();
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8?renewed' }, { channelId: 102, src: '/live/102/master.m3u8' }]);
  await flush();
  expect([warm.destroyed, standbyVideo.removed, old.destroyed]).toEqual([true, true, true]);
  const renewed = FakeHls.instances.find((h) => h.source === '/live/104/master.m3u8?renewed')!;
  const other = FakeHls.instances.find((h) => h.source === '/live/102/master.m3u8')!;
  other.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 502 } });
  expect(other.destroyed).toBe(true);
  expect(engine.getSnapshot()).toMatchObject({ state: 'playing', errorKind: null });
  // The channel on screen is never a standby of itself; and no more than three are kept.
  const src = (id: number) => `/live/${id}/master.m3u8${id === 104 ? '?renewed' : ''}`;
  engine.standby([101, 102, 103, 104, 105].map((id) => ({ channelId: id, src: src(id) })));
  await flush();
  const warmSources = FakeHls.instances.filter((h) => !h.destroyed && h !== FakeHls.instances[0]).map((h) => h.source);
  expect(warmSources.sort()).toEqual([src(102), src(103), src(104)]);
  expect(renewed.destroyed).toBe(false);
  engine.standby([]);
  expect(FakeHls.instances.filter((h) => !h.destroyed)).toEqual([FakeHls.instances[0]]);
});

test('showIfWarm swaps a warm channel in before the owner renders; a cold one is left to the owner\'s load', async () => {
  const { engine, standbyVideo } = await watchingWithStandby();
  expect(engine.showIfWarm(102)).toBe(false);
  expect(engine.getSnapshot().channelId).toBe(101);
  expect(engine.showIfWarm(104)).toBe(true);
  expect(engine.video).toBe(standbyVideo);
  expect(engine.getSnapshot()).toMatchObject({ state: 'playing', channelId: 104 });
  // The owner's load for the same channel then finds it playing.
  const before = FakeHls.instances.length;
  engine.load({ channelId: 104, src: '/live/104/master.m3u8', isLive: true, autoPlay: true });
  expect([engine.video, FakeHls.instances.length]).toEqual([standbyVideo, before]);
});

/** Channel `id`'s standby is not started `ms` - 10 after now, and is at `ms`: it waited exactly that long. */
async function expectWarmedAfter(ms: number, id: number) {
  const warming = () => FakeHls.instances.some((h) => h.source === `/live/${id}/master.m3u8`);
  await vi.advanceTimersByTimeAsync(ms - 10);
  expect(warming()).toBe(false);
  await vi.advanceTimersByTimeAsync(10);
  expect(warming()).toBe(true);
}

test('channels to keep warm wait for the picture on screen (or its failure): at most STANDBY_STALLED_MS for a stream, STANDBY_DEFER_MS for none; fewer of them never wait', async () => {
  vi.useFakeTimers();
  const engine = start({ channelId: 101 });
  await vi.advanceTimersByTimeAsync(0);
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8' }]);
  await vi.advanceTimersByTimeAsync(0);
  // Still starting: nothing competes with it.
  expect([FakeHls.instances.length, videos.length]).toEqual([1, 1]);
  latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  video.emit('playing');
  await vi.advanceTimersByTimeAsync(0);
  expect(FakeHls.instances.map((h) => h.source)).toEqual(['/live/1/master.m3u8', '/live/104/master.m3u8']);

  // A stream still on its way to its picture: nothing competes with it for as long as a busy machine takes to start one;
  // one that has neither played nor failed by then has stalled, and the neighbours warm.
  engine.load({ channelId: 102, src: '/live/102/master.m3u8', isLive: true, autoPlay: true });
  engine.standby([{ channelId: 104, src: '/live/104/master.m3u8' }, { channelId: 103, src: '/live/103/master.m3u8' }]);
  await expectWarmedAfter(STANDBY_STALLED_MS, 103);

  // No stream at all (a paywall, or the channel's answer still on its way): the neighbours warm after a short wait, and
  // the wait starts over for the stream once the answer brings one.
  engine.load({ channelId: 105, src: null, isLive: true, autoPlay: true });
  engine.standby([{ channelId: 106, src: '/live/106/master.m3u8' }]);
  await vi.advanceTimersByTimeAsync(STANDBY_DEFER_MS - 10);
  engine.load({ channelId: 105, src: '/live/105/master.m3u8', isLive: true, autoPlay: true });
  await expectWarmedAfter(STANDBY_STALLED_MS, 106);
  engine.load({ channelId: 108, src: null, isLive: true, autoPlay: true });
  engine.standby([{ channelId: 107, src: '/live/107/master.m3u8' }]);
  await expectWarmedAfter(STANDBY_DEFER_MS, 107);

  // An empty list drops every standby at once, even while starting.
  engine.load({ channelId: 105, src: '/live/105/master.m3u8', isLive: true, autoPlay: true });
  engine.standby([]);
  await vi.advanceTimersByTimeAsync(0);
  expect(FakeHls.instances.filter((h) => !h.destroyed).map((h) => h.source)).toEqual(['/live/105/master.m3u8']);
});

describe('time-shift', () => {
  const BASE = '/media/shift/101/sig/';
  /** 101 playing live at 18:00:00 UTC, its picture 4 s behind the clock. */
  async function watchingLive() {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 18, 0, 0) });
    const engine = start({ channelId: 101, timeshift: { base: BASE, seconds: 7200 } });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    latest().playingDate = new Date(Date.now() - 4000);
    return engine;
  }
  const nowSeconds = () => Date.now() / 1000;

  test('while casting, a zap waits paused and plays once casting stops: a warm channel paused past the buffer resumes through its time-shift, a cold one is ready paused', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 18, 0, 0) });
    const engine = start({ channelId: 101, timeshift: { base: BASE, seconds: 7200 } });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    engine.standby([{ channelId: 104, src: '/live/104/master.m3u8' }]);
    await vi.advanceTimersByTimeAsync(0);
    const warm = latest();
    const standbyVideo = videos[1]!;
    warm.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    standbyVideo.emit('playing');
    // Casting: the zap swaps the warm channel in (loaded not to play), and the owner pauses it while the device plays.
    const shift104 = { base: '/media/shift/104/sig/', seconds: 7200 };
    engine.load({ channelId: 104, src: '/live/104/master.m3u8', isLive: true, autoPlay: false, timeshift: shift104 });
    expect(engine.video).toBe(standbyVideo);
    warm.playingDate = new Date(Date.now() - 4000);
    engine.togglePlay();
    expect(engine.getSnapshot().state).toBe('paused');
    // Casting stops 20 s later (on a busy machine a zap and a click are that far apart): the paused moment, playing.
    await vi.advanceTimersByTimeAsync(20_000);
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(0);
    const shifted = latest();
    expect(shifted.source).toMatch(/^\/media\/shift\/104\/sig\/from-\d+\/master\.m3u8$/);
    standbyVideo.play.mockClear();
    shifted.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    expect(standbyVideo.play).toHaveBeenCalledOnce();

    // A cold channel zapped to while casting: ready, it waits paused rather than loading for ever, and plays when asked.
    engine.load({ channelId: 106, src: '/live/106/master.m3u8', isLive: true, autoPlay: false });
    await vi.advanceTimersByTimeAsync(0);
    const shown = engine.video as unknown as FakeVideo;
    // (A new source resets the element: paused.)
    shown.paused = true;
    shown.play.mockClear();
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    expect([engine.getSnapshot().state, shown.play.mock.calls.length]).toEqual(['paused', 0]);
    engine.togglePlay();
    expect(shown.play).toHaveBeenCalledOnce();
  });

  test('a live channel paused for 20 s resumes from the paused moment, through a playlist that starts there, and says how far behind live it is', async () => {
    const engine = await watchingLive();
    const wall = nowSeconds() - 4;
    engine.togglePlay();
    expect(engine.getSnapshot().state).toBe('paused');
    await vi.advanceTimersByTimeAsync(20_000);
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(0);
    const shifted = latest();
    expect(FakeHls.instances).toHaveLength(2);
    expect(shifted.source).toBe(`${BASE}from-${wall}/master.m3u8`);
    // The provider's playlist states where the moment is inside its first segment (EXT-X-START); never pulled back to the edge.
    expect(shifted.config).toMatchObject({ startPosition: -1, liveMaxLatencyDurationCount: Infinity });
    expect(engine.getSnapshot()).toMatchObject({ behindLive: true, behindSeconds: 24 });
    // While time-shifted, the distance follows the picture's own clock.
    shifted.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    shifted.playingDate = new Date(Date.now() - 25_000);
    video.emit('timeupdate');
    expect(engine.getSnapshot().behindSeconds).toBe(25);
    // Paused again and resumed: the shifted playlist still holds that moment, so it just plays on.
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(30_000);
    video.play.mockClear();
    engine.togglePlay();
    expect(FakeHls.instances).toHaveLength(2);
    expect(video.play).toHaveBeenCalledOnce();
    // "Jump to live" leaves the time-shift for the live link.
    engine.jumpToLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe('/live/1/master.m3u8');
    expect(engine.getSnapshot()).toMatchObject({ behindLive: false, behindSeconds: null });
  });

  test('a short pause resumes from the buffer; a channel without a time-shift resumes as before', async () => {
    const engine = await watchingLive();
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync((RESUME_FROM_BUFFER_SECONDS - 1) * 1000);
    engine.togglePlay();
    expect(FakeHls.instances).toHaveLength(1);

    engine.load({ channelId: 103, src: '/live/3/master.m3u8', isLive: true, autoPlay: true, timeshift: null });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    videos[0]!.emit('playing');
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(60_000);
    engine.togglePlay();
    expect(FakeHls.instances).toHaveLength(2);
    expect(engine.startOver(nowSeconds() - 600)).toBe(false);
  });

  test('the timeline: the window on the wall clock and the picture in it, in whole seconds; seekTo goes anywhere in it, clamped, and near the clock is live', async () => {
    const engine = await watchingLive();
    const now = nowSeconds();
    video.emit('timeupdate');
    expect(engine.getSnapshot().timeline).toEqual({ start: now - 7200, end: now, position: now - 4 });
    const renders = vi.fn<() => void>();
    engine.subscribe(renders);
    video.emit('timeupdate');
    expect(renders).not.toHaveBeenCalled();
    engine.seekTo(now - 3600);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe(`${BASE}from-${now - 3600}/master.m3u8`);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    latest().playingDate = new Date((now - 3600) * 1000);
    // Before the window: its oldest moment.
    engine.seekTo(now - 9000);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe(`${BASE}from-${now - 7200}/master.m3u8`);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    latest().playingDate = new Date((now - 7200) * 1000);
    engine.seekTo(now - 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe('/live/1/master.m3u8');
  });

  test('paused, the seek bar follows the sliding window; paused past it, the paused moment falls off its start', async () => {
    const engine = await watchingLive();
    engine.setTimeshift({ base: BASE, seconds: 60 });
    const wall = Math.floor(nowSeconds() - 4);
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(engine.getSnapshot().timeline).toEqual({ start: Math.floor(nowSeconds()) - 60, end: Math.floor(nowSeconds()), position: wall });
    await vi.advanceTimersByTimeAsync(60_000);
    const timeline = engine.getSnapshot().timeline!;
    expect(timeline.end).toBe(Math.floor(nowSeconds()));
    expect(timeline.position).toBeLessThan(timeline.start);
    // Played again, the ticker stops: the picture's own timeupdates drive the bar.
    engine.togglePlay();
    await vi.advanceTimersByTimeAsync(0);
    const after = engine.getSnapshot().timeline;
    await vi.advanceTimersByTimeAsync(5000);
    expect(engine.getSnapshot().timeline).toBe(after);
  });

  test('start over plays the programme from its start; a zap goes back to live', async () => {
    const engine = await watchingLive();
    const start = nowSeconds() - 1207;
    expect(engine.startOver(start)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe(`${BASE}from-${start}/master.m3u8`);
    // Where 17:39:53 is inside the first segment is the playlist's to say (EXT-X-START), not the engine's to guess.
    expect(latest().config).toMatchObject({ startPosition: -1 });
    expect(engine.getSnapshot()).toMatchObject({ behindLive: true, behindSeconds: 1207 });
    engine.load({ channelId: 104, src: '/live/4/master.m3u8', isLive: true, autoPlay: true, timeshift: { base: '/media/shift/104/sig/', seconds: 7200 } });
    expect(engine.getSnapshot()).toMatchObject({ behindLive: false, behindSeconds: null });
  });
});

describe('skip (←/→)', () => {
  const BASE = '/media/shift/101/sig/';
  test('live: back 10 s goes through the time-shift; within it a plain seek; on past the edge is live again; a recording seeks', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 18, 0, 0) });
    const engine = start({ channelId: 101, timeshift: { base: BASE, seconds: 7200 } });
    await vi.advanceTimersByTimeAsync(0);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    const now = Date.now() / 1000;
    latest().playingDate = new Date((now - 4) * 1000);
    engine.skip(10);
    expect(FakeHls.instances).toHaveLength(1);
    engine.skip(-10);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe(`${BASE}from-${now - 14}/master.m3u8`);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    latest().playingDate = new Date((now - 14) * 1000);
    video.currentTime = 30;
    // Back past the playlist's start: a playlist from further back.
    engine.skip(-20);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe(`${BASE}from-${now - 34}/master.m3u8`);
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    // Four seconds into that playlist: half a second back is still inside it, and so is five seconds on.
    latest().playingDate = new Date((now - 30) * 1000);
    video.currentTime = 30;
    const instances = FakeHls.instances.length;
    engine.skip(-0.5);
    expect([FakeHls.instances.length, video.currentTime]).toEqual([instances, 29.5]);
    engine.skip(5);
    expect([FakeHls.instances.length, video.currentTime]).toEqual([instances, 34.5]);
    // Forward to further than LIVE_MARGIN_FORWARD_SECONDS from the clock: still shifted, ten seconds on.
    latest().playingDate = new Date((now - LIVE_MARGIN_FORWARD_SECONDS - 15) * 1000);
    engine.skip(10);
    expect([FakeHls.instances.length, video.currentTime]).toEqual([instances, 44.5]);
    // Forward to within it (→ after a ← whose playlist was slow to start): live again.
    latest().playingDate = new Date((now - LIVE_MARGIN_FORWARD_SECONDS - 5) * 1000);
    engine.skip(10);
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().source).toBe('/live/1/master.m3u8');
    expect(engine.getSnapshot().behindSeconds).toBeNull();
  });

  test('a recording seeks by the step, within its length', async () => {
    const engine = start({ src: '/rec/1/index.m3u8', isLive: false });
    await flush();
    latest().emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    video.emit('playing');
    video.duration = 100;
    video.currentTime = 95;
    engine.skip(10);
    expect(video.currentTime).toBe(100);
    engine.skip(-200);
    expect(video.currentTime).toBe(0);
  });
});

describe('captions and audio tracks', () => {
  const subtitleTracks = [
    { name: 'English', lang: 'en' },
    { name: 'Español', lang: 'es' },
  ];
  const audioTracks = [
    { name: 'English', lang: 'en' },
    { name: 'English (audio description)', lang: 'en', characteristics: 'public.accessibility.describes-video' },
  ];
  /** hls.js read the master: its tracks are there, and it says so. */
  function tracksRead(hls: FakeHls) {
    hls.subtitleTracks = subtitleTracks;
    hls.audioTracks = audioTracks;
    hls.emit(FakeHls.Events.SUBTITLE_TRACKS_UPDATED, {});
    hls.emit(FakeHls.Events.AUDIO_TRACKS_UPDATED, {});
  }

  test('the stream\'s tracks are listed; the viewer\'s choice is set on hls.js as they arrive and at once when it changes', async () => {
    const engine = start({ channelId: 101 });
    engine.setTrackChoice({ captions: true, subtitleLanguage: 'es', audioLanguage: null, audioDescription: true, captionSize: 'normal' });
    await flush();
    const hls = latest();
    expect(engine.getSnapshot()).toMatchObject({ subtitleTracks: [], subtitleTrack: -1, audioTracks: [] });
    tracksRead(hls);
    expect([hls.subtitleTrack, hls.subtitleDisplay, hls.audioTrack]).toEqual([1, true, 1]);
    expect(engine.getSnapshot()).toMatchObject({
      subtitleTrack: 1,
      audioTrack: 1,
      subtitleTracks: [{ index: 0, language: 'en', name: 'English', describes: false }, { index: 1, language: 'es', name: 'Español', describes: false }],
      audioTracks: [{ index: 0, describes: false }, { index: 1, describes: true }],
    });
    engine.setTrackChoice({ captions: false, subtitleLanguage: 'es', audioLanguage: null, audioDescription: false, captionSize: 'normal' });
    expect([hls.subtitleTrack, hls.subtitleDisplay, hls.audioTrack]).toEqual([-1, false, 0]);
    expect(engine.getSnapshot()).toMatchObject({ subtitleTrack: -1, audioTrack: 0 });
  });

  test('in-band captions (CEA-608) are listed after the renditions once hls.js adds their track, and shown through its mode', async () => {
    const engine = start({ channelId: 101 });
    engine.setTrackChoice({ captions: true, subtitleLanguage: null, audioLanguage: null, audioDescription: false, captionSize: 'normal' });
    await flush();
    const hls = latest();
    // A rendition hls.js made a captions track for (it transcribes dialogue and describes sound) is not in-band.
    hls.subtitleTracks = [{ name: 'Deutsch (SDH)', lang: 'de' }];
    video.textTracks.add({ kind: 'captions', label: 'Deutsch (SDH)', language: 'de', mode: 'disabled' });
    const inband = { kind: 'captions', label: 'English', language: 'en', mode: 'hidden' };
    video.textTracks.add(inband);
    expect(engine.getSnapshot()).toMatchObject({
      subtitleTracks: [{ index: 0, language: 'de' }, { index: INBAND_CAPTIONS_INDEX, language: 'en', name: 'English' }],
      // The browser's language (en in the test environment) picks the in-band captions over the German rendition.
      subtitleTrack: INBAND_CAPTIONS_INDEX,
    });
    expect([inband.mode, hls.subtitleTrack, hls.subtitleDisplay]).toEqual(['showing', -1, false]);
    engine.setTrackChoice({ captions: true, subtitleLanguage: 'de', audioLanguage: null, audioDescription: false, captionSize: 'normal' });
    expect([inband.mode, hls.subtitleTrack, hls.subtitleDisplay]).toEqual(['hidden', 0, true]);
    engine.setTrackChoice({ captions: false, subtitleLanguage: 'de', audioLanguage: null, audioDescription: false, captionSize: 'normal' });
    expect([inband.mode, hls.subtitleTrack]).toEqual(['hidden', -1]);
  });

  test('a channel kept warm keeps hls.js\'s defaults (no captions fetched) until it is swapped in, then has the choice', async () => {
    const { engine, warm } = await watchingWithStandby();
    engine.setTrackChoice({ captions: true, subtitleLanguage: 'en', audioLanguage: null, audioDescription: false, captionSize: 'large' });
    tracksRead(warm);
    expect(warm.subtitleTrack).toBe(-1);
    engine.load({ channelId: 104, src: null, isLive: true, autoPlay: true });
    expect(warm.subtitleTrack).toBe(0);
    expect(engine.getSnapshot()).toMatchObject({ channelId: 104, subtitleTrack: 0 });
  });
});

describe('a cold visit\'s early stream', () => {
  // Each test a new page: a stream a player has is not started again (the module remembers it for the page's life).
  beforeEach(() => forgetEarlyStream());
  const early = (channelId: number, src = `/live/${channelId}/master.m3u8`) => {
    const made = new FakeVideo();
    startEarlyStream(channelId, src, { deps, makeVideo: () => made as unknown as HTMLVideoElement });
    return made;
  };

  test('is adopted by the engine that loads its channel: its video takes the empty one\'s place and plays on, with no second hls.js', async () => {
    const picture = early(101);
    await flush();
    const hls = latest();
    hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
    // Played as soon as ready, before any player exists.
    expect(picture.play).toHaveBeenCalledOnce();
    picture.readyState = 4;
    picture.emit('playing');

    const onPlaying = vi.fn<() => void>();
    const engine = create();
    video.setAttribute('class', 'picture');
    engine.load({ channelId: 101, src: '/live/101/master.m3u8', isLive: true, autoPlay: true, onPlaying });
    expect(FakeHls.instances).toEqual([hls]);
    expect(video.replacedBy).toBe(picture);
    expect(engine.video).toBe(picture as unknown as HTMLVideoElement);
    // It looks like the engine's own videos, and says which channel it is.
    expect(picture.hasAttribute('class')).toBe(true);
    expect(picture.dataset.channelId).toBe('101');
    expect(engine.getSnapshot()).toMatchObject({ state: 'playing', channelId: 101, levels: [{ index: 0, height: 360, bitrate: 800_000 }, { index: 1, height: 720, bitrate: 2_800_000 }] });
    expect(onPlaying).toHaveBeenCalledOnce();
    // From now on its events are the engine's.
    picture.emit('waiting');
    expect(engine.getSnapshot().state).toBe('buffering');
    engine.destroy();
    expect(hls.destroyed).toBe(true);
  });

  test('a failure before the player came is told to the starter at once, and is the player\'s error once adopted', async () => {
    const onFailed = vi.fn<() => void>();
    startEarlyStream(101, '/live/101/master.m3u8?failing', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement, onFailed });
    await flush();
    expect(onFailed).not.toHaveBeenCalled();
    latest().emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 404 } });
    expect(onFailed).toHaveBeenCalledOnce();
    const engine = create();
    engine.load({ channelId: 101, src: '/live/101/master.m3u8?failing', isLive: true, autoPlay: true });
    expect(engine.getSnapshot()).toMatchObject({ state: 'error', errorKind: 'network' });
  });

  /** A placement that records what it was asked to do (the real one styles the video at the stage's remembered place). */
  const placement = () => {
    const placed: FakeVideo[] = [];
    const released: FakeVideo[] = [];
    return {
      placed,
      released,
      place: (v: HTMLVideoElement) => void placed.push(v as unknown as FakeVideo),
      release: (v: HTMLVideoElement) => void released.push(v as unknown as FakeVideo),
    };
  };

  test('placed at the stage\'s remembered place, it is released as the player takes it, in the same step', async () => {
    const where = placement();
    const picture = new FakeVideo();
    startEarlyStream(101, '/live/101/master.m3u8?placed', { deps, makeVideo: () => picture as unknown as HTMLVideoElement, placement: where });
    expect(where.placed).toEqual([picture]);
    await flush();
    const engine = create();
    engine.load({ channelId: 101, src: '/live/101/master.m3u8?placed', isLive: true, autoPlay: true });
    expect(where.released).toEqual([picture]);
    expect(video.replacedBy).toBe(picture);
    expect(picture.removed).toBe(false);
    // The entry's own start of the same stream, coming after the player took it, starts nothing.
    startEarlyStream(101, '/live/101/master.m3u8?placed', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement, placement: where });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    expect(where.placed).toHaveLength(1);
    engine.destroy();
  });

  test('an early start coming after the player started that stream itself starts nothing (the cold start\'s answer came late)', async () => {
    const engine = start({ channelId: 101, src: '/live/101/master.m3u8?late' });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    const where = placement();
    startEarlyStream(101, '/live/101/master.m3u8?late', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement, placement: where });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    expect(where.placed).toEqual([]);
    engine.destroy();
  });

  test('the same channel started again goes on, whatever its link (placed, if it was not yet); another channel replaces it', async () => {
    const first = new FakeVideo();
    startEarlyStream(101, '/live/101/master.m3u8?again', { deps, makeVideo: () => first as unknown as HTMLVideoElement });
    await flush();
    const where = placement();
    startEarlyStream(101, '/live/101/master.m3u8?again', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement, placement: where });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    expect(where.placed).toEqual([first]);
    // The app's own answer, asked once the inline script's had grown old, signs the same stream anew: it goes on.
    startEarlyStream(101, '/live/101/master.m3u8?signed-again', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    startEarlyStream(105, '/live/105/master.m3u8?fresh', { deps, makeVideo: () => new FakeVideo() as unknown as HTMLVideoElement });
    await flush();
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.instances[0]?.destroyed).toBe(true);
    // The replaced picture leaves the page with its placement.
    expect(where.released).toEqual([first]);
    expect(first.removed).toBe(true);
  });

  test('another channel\'s is not adopted: it ends as the player starts what it plays', async () => {
    const picture = early(102);
    await flush();
    const left = latest();
    const engine = start({ channelId: 101, src: '/live/101/master.m3u8?other' });
    await flush();
    expect(FakeHls.instances).toHaveLength(2);
    expect(latest().source).toBe('/live/101/master.m3u8?other');
    expect(left.destroyed).toBe(true);
    expect(picture.removed).toBe(false);
    engine.destroy();
  });

  test('started late, after the player has its channel on another link (its own answer came first), it is not started: one hls.js', async () => {
    const engine = start({ channelId: 101, src: '/live/101/master.m3u8?app-own-answer' });
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    early(101, '/live/101/master.m3u8?inline-answer');
    await flush();
    expect(FakeHls.instances).toHaveLength(1);
    expect(latest().destroyed).toBe(false);
    engine.destroy();
  });

  test('a catch-up (not live) is not the early stream\'s either', async () => {
    early(101, '/live/101/master.m3u8?catchup-page');
    await flush();
    const left = latest();
    const engine = create();
    engine.load({ channelId: 101, src: '/archive/101/1000-2000.m3u8', isLive: false, autoPlay: true });
    await flush();
    expect(left.destroyed).toBe(true);
    expect(latest().source).toBe('/archive/101/1000-2000.m3u8');
    engine.destroy();
  });

  test('one no player ever asks for is stopped after its time: counted from the app\'s render, or at most EARLY_STREAM_BOOT_MS', async () => {
    vi.useFakeTimers();
    early(103);
    await vi.advanceTimersByTimeAsync(0);
    const left = latest();
    // The app's code is slow to come (a busy machine): the stream waits past the TTL for it.
    await vi.advanceTimersByTimeAsync(EARLY_STREAM_TTL_MS + 5000);
    expect(left.destroyed).toBe(false);
    earlyStreamAppRendered();
    await vi.advanceTimersByTimeAsync(EARLY_STREAM_TTL_MS - 1);
    expect(left.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(left.destroyed).toBe(true);

    // An app that never renders (its code failed to load): stopped all the same.
    early(104);
    await vi.advanceTimersByTimeAsync(0);
    const orphan = latest();
    await vi.advanceTimersByTimeAsync(EARLY_STREAM_BOOT_MS - 1);
    expect(orphan.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(orphan.destroyed).toBe(true);
  });
});
