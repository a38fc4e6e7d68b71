// remotePlayback.ts (media) — casting and AirPlay through the browser (the Remote Playback API): whether a device is around, and sending a channel to it on a link made for the device.

/** No device (or no API): no cast button. Available: a button. Connecting/connected: the picture goes to the device. */
export type CastState = 'unavailable' | 'available' | 'connecting' | 'connected';

export interface Caster {
  readonly getState: () => CastState;
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * From the viewer's click: fetches the device's link (`link`), then opens the browser's device picker for it (the
   * click's activation lasts through the fetch). A connected caster opens the picker again, where the viewer stops it.
   */
  readonly cast: (link: () => Promise<string>) => Promise<void>;
  /** The page plays another channel (a zap): a connected device follows it on its own link; otherwise the search for devices does. */
  readonly follow: (watchSrc: string, link: () => Promise<string>) => Promise<void>;
  readonly destroy: () => void;
}

export interface CasterEvents {
  /** The picture plays on the device from now on: the page's own picture should pause. */
  onConnected?: () => void;
  /** The device let go (the viewer stopped, or it went away): the page's picture may play again. */
  onDisconnected?: () => void;
}

/** Whether the browser has the Remote Playback API at all (Chromium, Safari; not Firefox). */
export const hasRemotePlayback = () => typeof HTMLMediaElement !== 'undefined' && 'remote' in HTMLMediaElement.prototype;

/**
 * A caster for a stream whose watch link is `watchSrc`. The page's own picture plays through Media Source Extensions
 * (hls.js), which a cast device cannot open: a video element of its own carries a plain URL for the device, and the
 * browser looks for devices that can play it. It starts on the watch link (the same kind of stream) and takes the
 * short-lived cast link when the viewer casts. Null without the API.
 */
export function createCaster(watchSrc: string, events: CasterEvents = {}, makeVideo = () => document.createElement('video')): Caster | null {
  if (!hasRemotePlayback()) return null;
  const video = makeVideo();
  video.preload = 'none';
  video.src = new URL(watchSrc, location.href).href;
  const { remote } = video;
  const listeners = new Set<() => void>();
  let state: CastState = 'unavailable';
  let watching: number | null = null;
  let destroyed = false;
  const set = (next: CastState) => {
    if (next === state || destroyed) return;
    const was = state;
    state = next;
    if (next === 'connected') {
      // The device plays the element's stream once it is connected and the element plays.
      void video.play().catch(() => undefined);
      events.onConnected?.();
    } else if (was === 'connected' || was === 'connecting') events.onDisconnected?.();
    for (const listener of listeners) listener();
  };
  const onConnecting = () => set('connecting');
  const onConnect = () => set('connected');
  const onDisconnect = () => set(lastAvailable ? 'available' : 'unavailable');
  let lastAvailable = false;
  remote.addEventListener('connecting', onConnecting);
  remote.addEventListener('connect', onConnect);
  remote.addEventListener('disconnect', onDisconnect);
  remote
    .watchAvailability((available) => {
      lastAvailable = available;
      if (state === 'unavailable' || state === 'available') set(available ? 'available' : 'unavailable');
    })
    .then((id) => {
      watching = id;
      if (destroyed) remote.cancelWatchAvailability(id).catch(() => undefined);
    })
    // NotSupportedError: the browser watches no devices here (a setting, or a saving mode): no button.
    .catch(() => undefined);

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cast: async (link) => {
      if (state !== 'connected' && state !== 'connecting') {
        video.src = await link();
      }
      await remote.prompt().catch(() => undefined);
    },
    follow: async (watchSrc, link) => {
      if (state === 'connected' || state === 'connecting') {
        const next = await link().catch(() => null);
        if (next === null || destroyed) return;
        video.src = next;
        void video.play().catch(() => undefined);
      } else video.src = new URL(watchSrc, location.href).href;
    },
    destroy: () => {
      destroyed = true;
      remote.removeEventListener('connecting', onConnecting);
      remote.removeEventListener('connect', onConnect);
      remote.removeEventListener('disconnect', onDisconnect);
      if (watching !== null) remote.cancelWatchAvailability(watching).catch(() => undefined);
      video.removeAttribute('src');
      video.load();
      listeners.clear();
    },
  };
}
