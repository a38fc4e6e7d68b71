// mediaSession.ts (media) — what plays, shown on the lock screen and in the browser's media hub (the Media Session API), and the hub's buttons bound to the player: play, pause, and next/previous track as channel up/down.

/** What the lock screen shows: the programme on air (or the channel), the channel, and its logo. */
export interface NowShowing {
  /** The programme's title; the channel's name when the guide has nothing. */
  title: string;
  /** The channel's name (with its number). */
  artist: string;
  /** The channel's logo; none when it has none. */
  artworkUrl: string | null;
}

/** The hub's buttons; an action left out is not offered (the hub greys or hides it). */
export interface SessionActions {
  play?: () => void;
  pause?: () => void;
  /** The next track: channel up. */
  next?: () => void;
  /** The previous track: channel down. */
  previous?: () => void;
}

export type SessionPlayback = 'playing' | 'paused' | 'none';

const ACTIONS = { play: 'play', pause: 'pause', next: 'nexttrack', previous: 'previoustrack' } as const satisfies Record<keyof SessionActions, MediaSessionAction>;

/** The page's media session, where the browser has one. */
export const browserMediaSession = (): MediaSession | null => (typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null);

/**
 * Shows `showing` on `session` and binds its buttons; returns what undoes both (the page no longer plays: the hub must
 * not keep a channel the viewer left, nor buttons that act on a player that is gone).
 */
export function showOnMediaSession(session: MediaSession | null, showing: NowShowing, actions: SessionActions): () => void {
  if (!session) return () => undefined;
  const MetadataClass = (globalThis as { MediaMetadata?: typeof MediaMetadata }).MediaMetadata;
  if (MetadataClass) {
    // Absolute: the hub fetches the picture outside the page.
    const artwork = showing.artworkUrl ? [{ src: new URL(showing.artworkUrl, location.href).href }] : [];
    session.metadata = new MetadataClass({ title: showing.title, artist: showing.artist, album: 'FTV — Live TV', artwork });
  }
  for (const [name, action] of Object.entries(ACTIONS) as [keyof SessionActions, MediaSessionAction][]) setHandler(session, action, actions[name] ?? null);
  return () => {
    session.metadata = null;
    session.playbackState = 'none';
    for (const action of Object.values(ACTIONS)) setHandler(session, action, null);
  };
}

/** The hub's play/pause button follows the player (it shows the one that applies). */
export function showPlayback(session: MediaSession | null, playback: SessionPlayback): void {
  if (session) session.playbackState = playback;
}

function setHandler(session: MediaSession, action: MediaSessionAction, handler: (() => void) | null) {
  try {
    session.setActionHandler(action, handler && (() => handler()));
  } catch {
    // A browser that does not know the action (older ones lack next/previous track) throws: the rest still bind.
  }
}
