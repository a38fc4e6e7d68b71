// mediaSession.test.ts — the lock screen's picture of what plays: metadata from the channel and programme, the hub's buttons bound (and unbound when the player leaves), an action the browser lacks skipped.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { showOnMediaSession, showPlayback } from '../../../src/media/mediaSession';

class FakeMetadata {
  readonly init: MediaMetadataInit;
  constructor(init: MediaMetadataInit) {
    this.init = init;
  }
}

function fakeSession({ lacks = [] as string[] } = {}) {
  const handlers = new Map<string, (() => void) | null>();
  const session = {
    metadata: null as FakeMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: string, handler: (() => void) | null) => {
      if (lacks.includes(action)) throw new TypeError(`The provided value '${action}' is not a valid enum value`);
      handlers.set(action, handler);
    },
  };
  return { session: session as unknown as MediaSession, handlers, raw: session };
}

beforeEach(() => {
  vi.stubGlobal('MediaMetadata', FakeMetadata);
  vi.stubGlobal('location', new URL('http://tv.test/tv/101'));
});
afterEach(() => vi.unstubAllGlobals());

test('shows the programme, the channel and its logo (absolute), and binds play, pause, next and previous track', () => {
  const { session, handlers, raw } = fakeSession();
  const calls: string[] = [];
  showOnMediaSession(session, { title: 'Evening News', artist: '1 · FTV One', artworkUrl: '/logos/101.png' }, {
    play: () => calls.push('play'),
    pause: () => calls.push('pause'),
    next: () => calls.push('up'),
    previous: () => calls.push('down'),
  });
  expect(raw.metadata?.init).toEqual({ title: 'Evening News', artist: '1 · FTV One', album: 'FTV — Live TV', artwork: [{ src: 'http://tv.test/logos/101.png' }] });
  for (const action of ['play', 'pause', 'nexttrack', 'previoustrack']) handlers.get(action)?.();
  expect(calls).toEqual(['play', 'pause', 'up', 'down']);
});

test('an action not given is not offered; one the browser lacks is skipped and the others still bind', () => {
  const { session, handlers } = fakeSession({ lacks: ['nexttrack'] });
  showOnMediaSession(session, { title: 'FTV One', artist: '1 · FTV One', artworkUrl: null }, { play: () => undefined, previous: () => undefined });
  expect(handlers.has('nexttrack')).toBe(false);
  expect(handlers.get('pause')).toBeNull();
  expect(handlers.get('previoustrack')).toBeTypeOf('function');
});

test('undone when the player leaves: no metadata, no buttons, nothing playing; the play state follows the player', () => {
  const { session, handlers, raw } = fakeSession();
  const undo = showOnMediaSession(session, { title: 'News', artist: '1 · FTV One', artworkUrl: null }, { play: () => undefined, next: () => undefined });
  showPlayback(session, 'paused');
  expect(raw.playbackState).toBe('paused');
  undo();
  expect(raw.metadata).toBeNull();
  expect(raw.playbackState).toBe('none');
  expect([...handlers.values()].every((handler) => handler === null)).toBe(true);
});

test('without a media session (an older browser) nothing happens', () => {
  expect(() => showOnMediaSession(null, { title: 'x', artist: 'y', artworkUrl: null }, {})()).not.toThrow();
  expect(() => showPlayback(null, 'playing')).not.toThrow();
});
