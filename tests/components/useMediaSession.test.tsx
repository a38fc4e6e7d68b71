// useMediaSession.test.tsx — the browser's media session (Chromium's own) follows the player: its play state holds through every change of what it shows.
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { useMediaSession, type MediaSessionInfo } from '../../src/features/player/useMediaSession';
import type { SessionPlayback } from '../../src/media/mediaSession';

function Shown({ info, playback }: { info: MediaSessionInfo | null; playback: SessionPlayback }) {
  useMediaSession(info, playback, () => undefined);
  return <p>{info?.title ?? 'nothing'}</p>;
}

const news: MediaSessionInfo = { title: 'FTV News', artist: '1 · FTV News 24', artworkUrl: null };

afterEach(() => {
  navigator.mediaSession.metadata = null;
  navigator.mediaSession.playbackState = 'none';
});

test('the logo and the next channel arriving after the title leave the play state as the player has it', async () => {
  const screen = await render(<Shown info={news} playback="playing" />);
  expect(navigator.mediaSession.playbackState).toBe('playing');
  // The channel list came later: next/previous track can zap now.
  await screen.rerender(<Shown info={{ ...news, onNext: () => undefined, onPrevious: () => undefined }} playback="playing" />);
  expect(navigator.mediaSession.playbackState).toBe('playing');
  // The channel's logo came later still.
  await screen.rerender(<Shown info={{ ...news, artworkUrl: '/media/logos/101.svg', onNext: () => undefined, onPrevious: () => undefined }} playback="playing" />);
  expect(navigator.mediaSession.playbackState).toBe('playing');
  expect(navigator.mediaSession.metadata?.artwork).toHaveLength(1);
  await screen.rerender(<Shown info={{ ...news, artworkUrl: '/media/logos/101.svg' }} playback="paused" />);
  expect(navigator.mediaSession.playbackState).toBe('paused');
  // Leaving the page takes it off the lock screen.
  await screen.unmount();
  expect([navigator.mediaSession.metadata, navigator.mediaSession.playbackState]).toEqual([null, 'none']);
});
