// stagePlace.ts (media) — where the watch page last laid out its picture, remembered with the window's width, so a cold visit can show its early picture there before the app has rendered.
import { createStorage, STORAGE_KEYS, type FtvStorage } from '../api/storage';

/** The picture's box in page pixels (scroll included) for one window size, with the stage's corner radius. */
export interface StagePlace {
  viewport: [width: number, height: number];
  box: [x: number, y: number, width: number, height: number];
  radius: number;
}

/** Puts a video where the picture will be, and takes it back out of that role. */
export interface EarlyPlacement {
  place: (video: HTMLVideoElement) => void;
  /** Only the look it was given: the caller moves or removes the element. */
  release: (video: HTMLVideoElement) => void;
}

const isPlace = (value: unknown): value is StagePlace => {
  const place = value as Partial<StagePlace> | null;
  const numbers = (list: unknown, length: number) => Array.isArray(list) && list.length === length && list.every((n) => typeof n === 'number' && Number.isFinite(n));
  return !!place && numbers(place.viewport, 2) && numbers(place.box, 4) && typeof place.radius === 'number';
};

/**
 * Remembers `stage`'s box now and whenever it changes, until the returned function is called. Written only when it
 * differs from what is stored (a resize fires often; storage events reach every tab).
 */
export function rememberStagePlace(stage: HTMLElement, storage: FtvStorage = createStorage()): () => void {
  const write = () => {
    const rect = stage.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || document.fullscreenElement) return;
    const round = (n: number) => Math.round(n * 10) / 10;
    const place: StagePlace = {
      viewport: [window.innerWidth, window.innerHeight],
      box: [round(rect.left + window.scrollX), round(rect.top + window.scrollY), round(rect.width), round(rect.height)],
      radius: Number.parseFloat(getComputedStyle(stage.parentElement ?? stage).borderTopLeftRadius) || 0,
    };
    const stored = storage.readJson<StagePlace>(STORAGE_KEYS.stagePlace);
    if (JSON.stringify(stored) !== JSON.stringify(place)) storage.writeJson(STORAGE_KEYS.stagePlace, place);
  };
  // Its size, and what moves it without resizing it: the window, and the web fonts (the title above it) coming in.
  const observer = new ResizeObserver(write);
  observer.observe(stage);
  window.addEventListener('resize', write);
  let stopped = false;
  void document.fonts?.ready.then(() => {
    if (!stopped) write();
  });
  return () => {
    stopped = true;
    observer.disconnect();
    window.removeEventListener('resize', write);
  };
}

/**
 * The remembered place, as a placement for a video, when it was taken at this very window width (another would put the
 * picture where the page will not have it); null otherwise. The height does not move the picture (nothing above it
 * depends on it): a window taller or shorter by a toolbar still finds it.
 */
export function rememberedPlacement(storage: FtvStorage = createStorage()): EarlyPlacement | null {
  const place = storage.readJson<unknown>(STORAGE_KEYS.stagePlace);
  if (!isPlace(place) || place.viewport[0] !== window.innerWidth) return null;
  const [x, y, width, height] = place.box;
  return {
    place: (video) => {
      // Outside the app's root (React owns that): over the page, as the stage's own videos look (contain, dark, rounded).
      Object.assign(video.style, {
        position: 'absolute',
        left: `${x}px`,
        top: `${y}px`,
        width: `${width}px`,
        height: `${height}px`,
        objectFit: 'contain',
        background: '#000',
        borderRadius: `${Math.max(0, place.radius - 1)}px`,
      });
      document.body.append(video);
    },
    release: (video) => video.removeAttribute('style'),
  };
}
