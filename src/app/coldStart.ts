// coldStart.ts — a returning viewer's cold /tv/{id}: the picture starts on the inline script's answer and shows at the player's remembered place before the app has rendered.
import { prefetchedStreamLink } from '../api/coldPrefetch';
import { startEarlyStream } from '../media/early';
import { hasMediaSource, loadHls } from '../media/hls';
import { rememberedPlacement, type EarlyPlacement } from '../media/stagePlace';

let started = false;
let shown: Promise<void> = Promise.resolve();

/** Resolves once `video` presents its first frame, or can present none (it failed). */
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
 * The stream starts on the prefetched answer; with a remembered place for this window size the picture shows there at
 * once, and the player adopts it where it is (media/early.ts). Without one the stream still starts, and shows once the
 * player is on screen.
 */
export function startColdPicture(): void {
  if (started) return;
  started = true;
  const prefetched = prefetchedStreamLink();
  if (!prefetched || !hasMediaSource()) return;
  loadHls().catch(() => undefined);
  const remembered = rememberedPlacement();
  let done = () => undefined as void;
  if (remembered) shown = new Promise<void>((resolve) => (done = resolve));
  const placement: EarlyPlacement | null = remembered && {
    place: (video) => {
      remembered.place(video);
      whenPresented(video, done);
    },
    release: remembered.release,
  };
  void prefetched.link.then((link) => {
    if (link) startEarlyStream(prefetched.channelId, link, { placement });
    else done();
  });
}

/**
 * Resolves when the placed picture has shown its first frame (at once when there is none): the entry renders the app
 * after it, so the app's first render (a long task) does not hold back the picture's last steps.
 */
export function coldPictureShown(): Promise<void> {
  return shown;
}

startColdPicture();
