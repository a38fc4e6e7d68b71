// early.ts (media) — a cold visit's stream started before any player exists: hls.js on a video of its own, playing as soon as it can, until a player's engine adopts it for that channel.
import type { QualityLevel } from '../components/Player/types';
import { hasMediaSource, loadHls } from './hls';
import type { EarlyPlacement } from './stagePlace';
import { openStream, type Stream, type StreamCallbacks, type StreamDeps } from './stream';

/** A stream started early, waiting for its player. */
export interface EarlyStream {
  /** `channel:{id}`, as the engine keys a live channel. */
  readonly key: string;
  readonly src: string;
  readonly video: HTMLVideoElement;
  readonly stream: Stream;
  /** From now on the stream reports to `on`; what it already reported (its levels, tracks, a failure) is told again. */
  adopt: (on: StreamCallbacks) => void;
}

/**
 * Not adopted this long after the app rendered (the page never showed a player for it, the viewer left): stopped, so it
 * plays to no one.
 */
export const EARLY_STREAM_TTL_MS = 15_000;
/**
 * Until the app has rendered, its code may still be on its way or evaluating (a slow device, a busy machine: 15 s seen):
 * the stream waits for it this long at most, rather than stopping just before its player asks for it.
 */
export const EARLY_STREAM_BOOT_MS = 60_000;

let early: EarlyStream | null = null;
/** Where the early picture is shown before its player exists, if anywhere. */
let placed: EarlyPlacement | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;
/**
 * The stream a player has (key and link), taken from here or started itself: a start of it asked for later (the cold
 * start's answer came after the app's own, on a busy machine) would be a second hls.js on the same files.
 */
let handedOver: string | null = null;

function unplace(video: HTMLVideoElement) {
  placed?.release(video);
  placed = null;
}

function discard() {
  clearTimeout(expiry);
  const stale = early;
  early = null;
  if (stale && placed) {
    unplace(stale.video);
    stale.video.remove();
  }
  stale?.stream.destroy();
}

/**
 * Opens `src` on a new video and plays it when ready (muted if the browser refuses sound, as the engine does): the
 * picture is decoded while the page's code still arrives, and shows where `placement` puts it (the stage's remembered
 * place) or the moment the player puts the video on its stage (which gives it the look of its own videos). One at a
 * time: a second call replaces the first, but for the same channel, whose stream goes on (placed, if it was not yet).
 */
export function startEarlyStream(
  channelId: number,
  src: string,
  {
    deps = { loadHls, hasMediaSource },
    makeVideo = () => document.createElement('video'),
    placement = null,
    onFailed,
  }: {
    deps?: StreamDeps;
    makeVideo?: () => HTMLVideoElement;
    placement?: EarlyPlacement | null;
    /** The stream failed before a player took it (it will show no picture). */
    onFailed?: () => void;
  } = {},
): void {
  // A player has this channel's stream already, on whichever link: its own answer came before the cold start's on a
  // busy page, and a late early start would be a second hls.js on the same files.
  if (handedOver?.startsWith(`channel:${channelId} `)) return;
  // The same channel's live stream goes on whichever signed link names it: the app's own answer (asked once the inline
  // script's had grown too old on a slow start) signs it anew, and a link lasts hours.
  if (early?.key === `channel:${channelId}`) {
    if (placement && !placed) {
      placed = placement;
      placement.place(early.video);
    }
    return;
  }
  discard();
  // For the bench's cold waterfall (once per page).
  performance.mark('ftv early stream started');
  const video = makeVideo();
  video.playsInline = true;
  video.dataset.channelId = String(channelId);
  const told: { ready?: QualityLevel[]; level?: number; tracks?: true; fatal?: Parameters<StreamCallbacks['onFatal']>[0] } = {};
  let owner: StreamCallbacks | null = null;
  const play = () =>
    video.play().catch((error: unknown) => {
      if (owner || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      video.muted = true;
      return video.play().catch(() => undefined);
    });
  const stream = openStream(video, src, undefined, deps, {
    onReady: (levels) => {
      told.ready = levels;
      if (owner) owner.onReady(levels);
      else void play();
    },
    onLevelSwitched: (level) => {
      told.level = level;
      owner?.onLevelSwitched(level);
    },
    onTracksChanged: () => {
      told.tracks = true;
      owner?.onTracksChanged();
    },
    onFatal: (kind) => {
      told.fatal = kind;
      if (owner) owner.onFatal(kind);
      else onFailed?.();
    },
  });
  const started: EarlyStream = {
    key: `channel:${channelId}`,
    src,
    video,
    stream,
    adopt: (on) => {
      owner = on;
      if (told.ready) on.onReady(told.ready);
      if (told.level !== undefined) on.onLevelSwitched(told.level);
      if (told.tracks) on.onTracksChanged();
      if (told.fatal) on.onFatal(told.fatal);
    },
  };
  early = started;
  if (placement) {
    placed = placement;
    placement.place(video);
  }
  expiry = setTimeout(discard, EARLY_STREAM_BOOT_MS);
}

/** A new page: no early stream, none handed over (a page loads once; the engine's tests stand for many pages). */
export function forgetEarlyStream(): void {
  discard();
  handedOver = null;
}

/** The app has rendered: the early stream's player asks for it soon, or never (EARLY_STREAM_TTL_MS from now). */
export function earlyStreamAppRendered(): void {
  if (!early) return;
  clearTimeout(expiry);
  expiry = setTimeout(discard, EARLY_STREAM_TTL_MS);
}

/**
 * The early stream of the channel keyed `key` playing `src` (key null: not a live channel), handed over once (the caller
 * now owns it); null when there is none, and the caller starts it itself: no early start of it comes after. A player
 * starting anything else ends the early stream: it was for the page's first picture only.
 */
export function takeEarlyStream(key: string | null, src: string): EarlyStream | null {
  if (key !== null && early?.key !== key) handedOver = `${key} ${src}`;
  if (!early) return null;
  if (early.key !== key) {
    discard();
    return null;
  }
  clearTimeout(expiry);
  const taken = early;
  early = null;
  handedOver = `${taken.key} ${taken.src}`;
  // The player moves it onto its stage in this same task: no frame shows it in neither place.
  unplace(taken.video);
  return taken;
}
