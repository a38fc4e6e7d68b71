// coldStart.ts — a returning viewer's cold /tv/{id}: the picture starts on the inline script's answer and shows at the player's remembered place before the app's code runs.
import { prefetchedStreamLink } from '../api/coldPrefetch';
import { startEarlyStream } from '../media/early';
import { hasMediaSource } from '../media/hls';
import { rememberedPlacement, type EarlyPlacement } from '../media/stagePlace';
import { COLD_PICTURE_EVENT } from './coldStartSignals';

let started = false;

/** Calls `done` once `video` presents its first frame, or cannot (it failed). */
function whenPresented(video: HTMLVideoElement, done: () => void) {
  // requestVideoFrameCallback is missing in some browsers (Firefox before 132): the `playing` event comes a little later.
  const onFrame = (video as Partial<HTMLVideoElement>).requestVideoFrameCallback;
  if (onFrame) onFrame.call(video, () => done());
  else video.addEventListener('playing', done, { once: true });
  video.addEventListener('error', done, { once: true });
}

/**
 * Runs as this small chunk (the stream and hls.js's settings, no React) is evaluated: the HTML's inline script imports it
 * first thing, the entry later (it is one module, so once); the entry calls it too. Its exports are renamed in the build
 * (it shares a chunk with the stream), so the inline script cannot call it by name: importing it is the call.
 * The stream starts on the prefetched answer. With a remembered place for this window width the picture shows there, and
 * COLD_PICTURE_EVENT tells the inline script to start the app's code once it has its first frame (the app's evaluation
 * and first render, long tasks, would otherwise hold back the picture's last steps); the player then adopts the video
 * where it is (media/early.ts). Without one the event comes at once and the picture shows once the player is on screen.
 */
export function startColdPicture(): void {
  if (started) return;
  started = true;
  let signalled = false;
  const signal = () => {
    if (signalled) return;
    signalled = true;
    window.dispatchEvent(new Event(COLD_PICTURE_EVENT));
  };
  const prefetched = prefetchedStreamLink();
  if (!prefetched || !hasMediaSource()) return signal();
  const remembered = rememberedPlacement();
  if (!remembered) signal();
  const placement: EarlyPlacement | null = remembered && {
    place: (video) => {
      remembered.place(video);
      whenPresented(video, signal);
    },
    release: remembered.release,
  };
  // The stream (and with it hls.js, a long task to evaluate) once the answer has come: the prefetch asks for the master
  // playlist first, so that request is on its way during the evaluation rather than after it.
  void prefetched.link.then((link) => {
    if (link) startEarlyStream(prefetched.channelId, link, { placement, onFailed: signal });
    else signal();
  });
}

startColdPicture();
