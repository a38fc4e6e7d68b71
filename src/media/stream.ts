// stream.ts (media) — one HLS stream on one video element: hls.js where Media Source Extensions exist, else the browser's own HLS; what it reports goes to callbacks.
import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import type { PlayerErrorKind, QualityLevel } from '../components/Player/types';
import { FAST_START_CONFIG } from './hls';
import { prefetchingLoader } from './prefetchLoader';
import { networkErrorKind } from './machine';

/** What the engine needs from the outside world; tests pass their own. */
export interface StreamDeps {
  loadHls: () => Promise<{ default: typeof Hls }>;
  hasMediaSource: () => boolean;
}

export interface StreamCallbacks {
  /** The master playlist is read: its quality levels (empty for native HLS), and the stream may play. */
  onReady: (levels: QualityLevel[]) => void;
  onLevelSwitched: (level: number) => void;
  /** The stream's subtitle or audio tracks were read, hls.js switched one, or in-band captions appeared (read them from `hls` and the video's text tracks). */
  onTracksChanged: () => void;
  /** The stream cannot go on (after one silent recovery from a decode error). */
  onFatal: (kind: PlayerErrorKind) => void;
}

export interface Stream {
  /** The hls.js instance, once loaded (null for native HLS). */
  readonly hls: Hls | null;
  /** Ends the stream and empties the element. */
  destroy: () => void;
}

export function openStream(video: HTMLVideoElement, src: string, hlsConfig: Partial<HlsConfig> | undefined, deps: StreamDeps, on: StreamCallbacks): Stream {
  let cancelled = false;
  let hls: Hls | null = null;
  // hls.js adds a text track for CEA-608/708 captions when the first ones arrive in the video: no hls.js event says so.
  const textTrackAdded = () => on.onTracksChanged();
  video.textTracks?.addEventListener('addtrack', textTrackAdded);
  const nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  const playNatively = () => {
    video.src = src;
    on.onReady([]);
  };

  if (!deps.hasMediaSource() && nativeHls) playNatively();
  else {
    deps
      .loadHls()
      .then(({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          if (nativeHls) playNatively();
          else on.onFatal('unsupported');
          return;
        }
        // Its requests are answered first from a cold page's prefetch (api/coldPrefetch.ts), when there is one.
        const network = HlsClass.DefaultConfig?.loader;
        const instance = new HlsClass({ ...FAST_START_CONFIG, ...(network && { loader: prefetchingLoader(network) }), ...hlsConfig });
        hls = instance;
        instance.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => on.onReady(data.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }))));
        instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => on.onLevelSwitched(data.level));
        const tracksChanged = () => on.onTracksChanged();
        instance.on(HlsClass.Events.SUBTITLE_TRACKS_UPDATED, tracksChanged);
        instance.on(HlsClass.Events.AUDIO_TRACKS_UPDATED, tracksChanged);
        instance.on(HlsClass.Events.SUBTITLE_TRACK_SWITCH, tracksChanged);
        instance.on(HlsClass.Events.AUDIO_TRACK_SWITCHED, tracksChanged);
        let recoveredMedia = false;
        instance.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
            // One decode hiccup is worth a silent recovery before bothering the viewer.
            recoveredMedia = true;
            instance.recoverMediaError();
            return;
          }
          if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR) on.onFatal(networkErrorKind(data.response?.code));
          else if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) on.onFatal('media');
          else on.onFatal('unknown');
        });
        instance.loadSource(src);
        instance.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) on.onFatal('unknown');
      });
  }

  return {
    get hls() {
      return hls;
    },
    destroy: () => {
      cancelled = true;
      video.textTracks?.removeEventListener('addtrack', textTrackAdded);
      hls?.destroy();
      hls = null;
      video.removeAttribute('src');
      video.load();
    },
  };
}
