// useMediaSession.ts — a player's lock-screen and media-hub presence: what it shows (media/mediaSession.ts), kept while it is on the page, with the hub's play/pause following the picture.
import { useEffect, useRef } from 'react';
import { browserMediaSession, showOnMediaSession, showPlayback, type NowShowing, type SessionPlayback } from '../../media/mediaSession';

/** What an owner of a player tells the hub: what plays, and what next/previous track do (channel up/down), if anything. */
export interface MediaSessionInfo extends NowShowing {
  onNext?: (() => void) | null;
  onPrevious?: (() => void) | null;
}

export function useMediaSession(info: MediaSessionInfo | null, playback: SessionPlayback, setPlaying: (playing: boolean) => void): void {
  // The latest handlers, called when the hub's button is pressed: a new function each render must not rebind the hub.
  const latest = useRef({ info, setPlaying });
  useEffect(() => {
    latest.current = { info, setPlaying };
  });
  const title = info?.title;
  const artist = info?.artist;
  const artworkUrl = info?.artworkUrl ?? null;
  const hasNext = Boolean(info?.onNext);
  const hasPrevious = Boolean(info?.onPrevious);
  useEffect(() => {
    if (title === undefined || artist === undefined) return;
    return showOnMediaSession(
      browserMediaSession(),
      { title, artist, artworkUrl },
      {
        play: () => latest.current.setPlaying(true),
        pause: () => latest.current.setPlaying(false),
        next: hasNext ? () => latest.current.info?.onNext?.() : undefined,
        previous: hasPrevious ? () => latest.current.info?.onPrevious?.() : undefined,
      },
    );
  }, [title, artist, artworkUrl, hasNext, hasPrevious]);
  // After every rebind too: undoing the old binding resets the play state to 'none' (media/mediaSession.ts), and the
  // logo or the next channel can arrive after the title (a busy machine: the lock screen said nothing was playing).
  useEffect(() => {
    if (title !== undefined) showPlayback(browserMediaSession(), playback);
  }, [title, artist, artworkUrl, hasNext, hasPrevious, playback]);
}
