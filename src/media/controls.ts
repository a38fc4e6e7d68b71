// controls.ts (media) — the viewer's controls acting on the video on screen: play and pause, sound, quality, live edge, seeking, picture in picture.
import type { EngineSnapshot, PlayerEngine } from './engineTypes';
import type { Stream } from './stream';

export interface ControlsContext {
  /** The session on screen now (it changes with every swap). */
  active: () => { video: HTMLVideoElement; stream: Stream | null };
  snapshot: () => EngineSnapshot;
  set: (patch: Partial<EngineSnapshot>) => void;
  isLive: () => boolean;
  /** There is a picture to pause or play. */
  hasMedia: () => boolean;
  /** Resumes a paused live channel through its time-shift; false when it has none (or the pause was short). */
  resumeShifted: () => boolean;
  /** Back to live from a time-shifted picture; false when the picture is not time-shifted. */
  leaveShift: () => boolean;
}

type Controls = Pick<PlayerEngine, 'togglePlay' | 'toggleMute' | 'setVolume' | 'chooseLevel' | 'jumpToLive' | 'seek' | 'togglePip'>;

export function createControls({ active, snapshot, set, isLive, hasMedia, resumeShifted, leaveShift }: ControlsContext): Controls {
  function jumpToLive() {
    if (leaveShift()) return;
    const { video, stream } = active();
    const edge = stream?.hls?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) - 3 : null);
    if (edge !== null && edge !== undefined) video.currentTime = edge;
    set({ behindLive: false, behindSeconds: null });
    if (video.paused) void video.play().catch(() => undefined);
  }

  return {
    togglePlay: () => {
      if (!hasMedia()) return;
      const { video } = active();
      if (video.paused) {
        // With a time-shift, a live channel resumes where it was paused; without one, resuming it means resuming live.
        if (isLive() && resumeShifted()) return;
        if (isLive() && snapshot().behindLive) jumpToLive();
        void video.play().catch(() => undefined);
      } else video.pause();
    },
    toggleMute: () => {
      const { video } = active();
      const next = !snapshot().muted;
      video.muted = next;
      if (!next && video.volume === 0) video.volume = 0.5;
      set({ muted: next, mutedByAutoplay: false });
    },
    setVolume: (value) => {
      const { video } = active();
      video.volume = value;
      video.muted = value === 0;
      set({ volume: value, muted: value === 0, mutedByAutoplay: false });
    },
    chooseLevel: (index) => {
      set({ chosenLevel: index });
      // currentLevel switches at once (flushing the buffer): a chosen quality should show now, not in a minute.
      const hls = active().stream?.hls;
      if (hls) hls.currentLevel = index;
    },
    jumpToLive,
    seek: (seconds) => {
      const { video } = active();
      if (!Number.isFinite(video.duration)) return;
      video.currentTime = Math.max(0, Math.min(video.duration, seconds));
      set({ position: { currentTime: video.currentTime, duration: video.duration } });
    },
    togglePip: () => {
      if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
      else void active().video.requestPictureInPicture().catch(() => undefined);
    },
  };
}
