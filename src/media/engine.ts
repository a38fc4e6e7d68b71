// engine.ts (media) — a player's playback as plain TypeScript: the stream on screen with its state machine, retries and controls, and the channels kept warm beside it (muted, hidden, lowest quality) so a change is a swap.
import type { HlsConfig } from 'hls.js';
import type { PlayerErrorKind, QualityLevel, TrackChoice } from '../components/Player/types';
import type { EngineSetup, EngineSnapshot, LoadOptions, PlayerEngine, StandbyTarget } from './engineTypes';
import { hasMediaSource, loadHls } from './hls';
import { INITIAL_MACHINE, reduce, retryDelaySeconds, type Action, type Machine } from './machine';
import { MAX_STANDBY, RENEW_BEFORE_SECONDS } from './standby';
import { createControls } from './controls';
import { takeEarlyStream, type EarlyStream } from './early';
import { openStream, type Stream, type StreamCallbacks } from './stream';
import { audioTrackFor, DEFAULT_TRACK_CHOICE, mediaTracksOf, subtitleTrackFor } from './tracks';

export type { EngineSetup, EngineSnapshot, EngineTimeshift, LiveTimeline, LoadOptions, PlayerEngine, StandbyTarget } from './engineTypes';

/** One stream on one video element: the one on screen or one kept warm. */
interface Session {
  /** `channel:{id}` for a live channel, else the src (a recording). */
  key: string;
  src: string | null;
  video: HTMLVideoElement;
  stream: Stream | null;
  levels: QualityLevel[];
  playingLevel: number | null;
  /** A standby has shown a frame: it can be swapped in playing. */
  warm: boolean;
  /** When a standby's link stops working (unix seconds), if known. */
  expires?: number | null;
}

/**
 * Standby players wait until the stream on screen shows its picture (or fails), so they never compete with it for
 * bandwidth and decoders while it starts; this long at most while there is no stream (a paywall never plays, and its
 * neighbours still warm; or the channel's answer is still on its way).
 */
export const STANDBY_DEFER_MS = 2000;
/**
 * …and this long at most while a stream is on its way to its first picture: a start takes many seconds on a busy
 * machine or a slow device (15 s seen), and standbys starting beside it would make it slower still. A stream that has
 * neither played nor failed by then has stalled, and its neighbours still warm.
 */
export const STANDBY_STALLED_MS = 20_000;

/** HTMLMediaElement.HAVE_FUTURE_DATA: a frame is up and the next is there (the constant, so plain TypeScript tests need no DOM). */
const HAVE_FUTURE_DATA = 3;

/** Paused at least this long, a live channel with a time-shift resumes from the paused moment through it (a shorter pause is still in the buffer). */
export const RESUME_FROM_BUFFER_SECONDS = 6;

/**
 * On to within this much of the clock, a time-shifted picture goes back to live: live itself plays 4–6 s behind the
 * clock (two segments and a fetch), so → after ← is always "live again", never a seek to a second before it.
 */
export const LIVE_MARGIN_SECONDS = 10;

/**
 * Moving forward (→, the seek bar), within this much of the clock is live again: a time-shifted start costs a few
 * seconds more than the step (its playlist, its first segment), so → after ← lands that much further behind than
 * live was; backward moves keep LIVE_MARGIN_SECONDS, so ← from live always rewinds.
 */
export const LIVE_MARGIN_FORWARD_SECONDS = 20;

/**
 * hls.js on a time-shifted playlist: from the moment asked for, never pulled back to the live edge by latency. The
 * provider states that moment inside the playlist's first segment (EXT-X-START), which only it knows: a relayed
 * channel's archived segments are not on a fixed grid. startPosition -1 tells hls.js to follow it.
 */
const SHIFT_CONFIG: Partial<HlsConfig> = { startPosition: -1, liveMaxLatencyDurationCount: Infinity };
/** While paused, the window slides on: the seek bar follows it this often (a paused video sends no timeupdate). */
const PAUSED_TICK_MS = 1000;

/** The wall clock (unix seconds) of the frame a session shows, from the playlist's PROGRAM-DATE-TIME; null when unknown. */
const wallClockOf = (session: { stream: Stream | null }) => {
  const date = session.stream?.hls?.playingDate;
  return date ? date.getTime() / 1000 : null;
};

const keyOf = (channelId: number | undefined, src: string | null) => (channelId !== undefined ? `channel:${channelId}` : (src ?? ''));

/** The languages the browser asks pages in, best first: a first visit's captions and sound follow them. */
const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * In-band captions (CEA-608/708 in the video) are listed after the stream's subtitle renditions, from this index: they
 * are the video's own text tracks, not hls.js's renditions, so `hls.subtitleTrack` never takes their index.
 */
export const INBAND_CAPTIONS_INDEX = 1000;

/**
 * The text tracks hls.js made for in-band captions: kind `captions`, less any a subtitle rendition made (hls.js gives a
 * rendition that transcribes dialogue and describes sound the kind `captions` too, named as the rendition).
 */
function inbandCaptionsOf(video: HTMLVideoElement, renditions: readonly { name: string }[]): TextTrack[] {
  const renditionNames = new Set(renditions.map((r) => r.name));
  return [...(video.textTracks ?? [])].filter((t) => t.kind === 'captions' && !renditionNames.has(t.label));
}

const NO_TRACKS = { subtitleTracks: [], audioTracks: [], subtitleTrack: -1, audioTrack: -1 } as const satisfies Partial<EngineSnapshot>;

const liveEdgeOf = (video: HTMLVideoElement, session: Session | null) =>
  session?.stream?.hls?.liveSyncPosition ?? (video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : null);

export function createPlayerEngine(stage: HTMLElement, setup: Partial<EngineSetup> = {}): PlayerEngine {
  const deps = setup.deps ?? { loadHls, hasMediaSource };
  const makeVideo = setup.makeVideo ?? (() => document.createElement('video'));
  const languages = setup.languages ?? browserLanguages;
  const takeEarly = setup.takeEarly ?? takeEarlyStream;
  let trackChoice: TrackChoice = DEFAULT_TRACK_CHOICE;
  let options: LoadOptions = { src: null, isLive: true, autoPlay: true };
  let machine: Machine = INITIAL_MACHINE;
  const listeners = new Set<() => void>();
  const standbys = new Map<string, Session>();
  let active = newSession('', null);
  delete active.video.dataset.standby;
  active.video.muted = false;
  let snapshot: EngineSnapshot = {
    state: 'loading',
    errorKind: null,
    levels: [],
    chosenLevel: -1,
    playingLevel: null,
    muted: false,
    volume: 1,
    mutedByAutoplay: false,
    behindLive: false,
    behindSeconds: null,
    timeline: null,
    position: null,
    isPip: false,
    channelId: null,
    ...NO_TRACKS,
  };
  let unavailableTries = 0;
  /** A retry of an unavailable channel is loading: the message stays up rather than flickering to a spinner. */
  let retryingUnavailable = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The owner's latest standby list, kept while the stream on screen is still starting. */
  let pendingStandby: readonly StandbyTarget[] | null = null;
  let standbyTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where the time-shifted picture's playlist starts (unix seconds); null while the picture is live. */
  let shiftedFrom: number | null = null;
  /** The moment a live picture was paused at (wall clock) and when (unix seconds), for resuming through the time-shift. */
  let pausedAt: { wall: number; at: number } | null = null;
  let pausedTicker: ReturnType<typeof setInterval> | undefined;

  const set = (patch: Partial<EngineSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const shown = (): Pick<EngineSnapshot, 'state' | 'errorKind'> =>
    retryingUnavailable && machine.state === 'loading' ? { state: 'error', errorKind: 'unavailable' } : { state: machine.state, errorKind: machine.error };

  function dispatch(action: Action) {
    const before = machine;
    machine = reduce(machine, action);
    if (machine === before) return;
    if (machine.state === 'playing') {
      unavailableTries = 0;
      retryingUnavailable = false;
    }
    // An unavailable channel is tried again by itself, backing off, until its picture is back.
    if (machine.state === 'error' && machine.error === 'unavailable') {
      clearTimeout(retryTimer);
      const wait = retryDelaySeconds(unavailableTries);
      unavailableTries += 1;
      retryTimer = setTimeout(() => {
        retryingUnavailable = true;
        restart();
      }, wait * 1000);
    }
    set(shown());
    if (pendingStandby && !isStarting()) applyStandby();
  }

  /**
   * Where the picture is in the time-shift window, in whole seconds (so the view renders once a second, not on every
   * `timeupdate`); null for a channel without a time-shift.
   */
  function updateTimeline(session: Session) {
    const seconds = options.timeshift?.seconds;
    if (!options.isLive || !seconds) {
      if (snapshot.timeline !== null) set({ timeline: null });
      return;
    }
    const end = Math.floor(Date.now() / 1000);
    const wall = wallClockOf(session);
    const position = wall === null ? end : Math.min(end, Math.floor(wall));
    const before = snapshot.timeline;
    if (before && before.end === end && before.position === position) return;
    set({ timeline: { start: end - seconds, end, position } });
  }

  /**
   * The viewer's choice on the stream on screen: the subtitle and audio tracks it picks among the ones this stream has,
   * set on hls.js (which fetches the chosen renditions) and shown in the bar. Standbys keep hls.js's defaults (no
   * captions, the muxed sound) until they are swapped in, so a warm channel costs no subtitle or description fetches.
   */
  function applyTracks(session: Session) {
    if (session !== active) return;
    const hls = session.stream?.hls;
    if (!hls) {
      if (snapshot.subtitleTracks.length > 0 || snapshot.audioTracks.length > 0) set(NO_TRACKS);
      return;
    }
    const renditions = mediaTracksOf(hls.subtitleTracks);
    const inband = inbandCaptionsOf(session.video, hls.subtitleTracks);
    const subtitleTracks = [...renditions, ...mediaTracksOf(inband.map((t) => ({ name: t.label, lang: t.language }))).map((t) => ({ ...t, index: INBAND_CAPTIONS_INDEX + t.index }))];
    const audioTracks = mediaTracksOf(hls.audioTracks);
    const subtitleTrack = subtitleTrackFor(subtitleTracks, trackChoice, languages());
    const audioTrack = audioTrackFor(audioTracks, trackChoice, languages());
    // A subtitle rendition goes through hls.js (which fetches it); in-band captions are always decoded, and only shown or hidden.
    const rendition = subtitleTrack < INBAND_CAPTIONS_INDEX ? subtitleTrack : -1;
    if (hls.subtitleTrack !== rendition) hls.subtitleTrack = rendition;
    hls.subtitleDisplay = rendition !== -1;
    inband.forEach((track, i) => {
      const mode = subtitleTrack === INBAND_CAPTIONS_INDEX + i ? 'showing' : 'hidden';
      if (track.mode !== mode) track.mode = mode;
    });
    if (audioTrack !== -1 && hls.audioTrack !== audioTrack) hls.audioTrack = audioTrack;
    const next = { subtitleTracks, audioTracks, subtitleTrack, audioTrack };
    const current = { subtitleTracks: snapshot.subtitleTracks, audioTracks: snapshot.audioTracks, subtitleTrack: snapshot.subtitleTrack, audioTrack: snapshot.audioTrack };
    // hls.js announces every switch, ours included: only a real change renders the bar again.
    if (JSON.stringify(next) !== JSON.stringify(current)) set(next);
  }

  /** The stream on screen is still on its way to a first picture. */
  const isStarting = () => machine.state === 'loading';

  /** The owner's standby list waits for the picture on screen, at most as long as what is on screen warrants. */
  function deferStandby() {
    clearTimeout(standbyTimer);
    standbyTimer = setTimeout(applyStandby, active.src === null ? STANDBY_DEFER_MS : STANDBY_STALLED_MS);
  }

  function applyStandby() {
    clearTimeout(standbyTimer);
    const targets = pendingStandby ?? [];
    pendingStandby = null;
    const wanted = targets.map((t) => ({ ...t, key: keyOf(t.channelId, t.src) })).filter((t) => t.key !== active.key).slice(0, MAX_STANDBY);
    const keys = new Set(wanted.map((t) => t.key));
    for (const session of [...standbys.values()]) if (!keys.has(session.key)) drop(session);
    for (const { key, src, channelId, expires } of wanted) {
      const existing = standbys.get(key);
      if (existing) {
        // The same channel under another signature goes on as it is; only a link about to expire is replaced.
        const expiring = existing.expires != null && existing.expires - Date.now() / 1000 < RENEW_BEFORE_SECONDS;
        if (existing.src === src || !expiring) continue;
        drop(existing);
      }
      const session = newSession(key, src);
      session.expires = expires ?? null;
      setChannel(session.video, channelId);
      standbys.set(key, session);
      startStream(session);
    }
  }

  function fail(kind: PlayerErrorKind) {
    const handled = options.onError?.(kind) === true;
    dispatch(handled ? { type: 'load' } : { type: 'error', kind });
  }

  /** Play with sound; if the browser refuses, play muted and offer to unmute rather than show a frozen frame. */
  function playActive() {
    const session = active;
    session.video.play().catch((error: unknown) => {
      if (session !== active || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      session.video.muted = true;
      set({ muted: true, mutedByAutoplay: true });
      session.video.play().catch(() => {
        if (session === active) dispatch({ type: 'paused' });
      });
    });
  }

  /** Every media event of every session's video: the one on screen drives the state; a standby only notes it is warm. */
  function listen(session: Session) {
    const { video } = session;
    const onTime = () => {
      if (session !== active) return;
      if (!options.isLive) {
        set({ position: { currentTime: video.currentTime, duration: video.duration } });
        return;
      }
      updateTimeline(session);
      if (shiftedFrom !== null) {
        const wall = wallClockOf(session);
        const behindSeconds = wall === null ? snapshot.behindSeconds : Math.max(0, Math.round(Date.now() / 1000 - wall));
        if (!snapshot.behindLive || behindSeconds !== snapshot.behindSeconds) set({ behindLive: true, behindSeconds });
        return;
      }
      const edge = liveEdgeOf(video, session);
      const behind = edge === null ? 0 : edge - video.currentTime;
      const behindLive = behind > 10;
      const behindSeconds = behindLive ? Math.round(behind) : null;
      if (behindLive !== snapshot.behindLive || behindSeconds !== snapshot.behindSeconds) set({ behindLive, behindSeconds });
    };
    const handlers: Partial<Record<keyof HTMLVideoElementEventMap, () => void>> = {
      playing: () => {
        session.warm = true;
        if (session !== active) return;
        dispatch({ type: 'playing' });
        options.onPlaying?.();
      },
      pause: () => {
        if (session !== active) return;
        if (options.isLive && options.timeshift) {
          const wall = wallClockOf(session);
          pausedAt = wall === null ? null : { wall, at: Date.now() / 1000 };
          clearInterval(pausedTicker);
          pausedTicker = setInterval(() => {
            if (session !== active || !video.paused) clearInterval(pausedTicker);
            else updateTimeline(session);
          }, PAUSED_TICK_MS);
        }
        dispatch({ type: 'paused' });
      },
      waiting: () => session === active && dispatch({ type: 'waiting' }),
      error: () => {
        // hls.js reports its own errors; this is for native playback.
        if (session === active && !session.stream?.hls && video.error && session.src) fail(video.error.code === 4 ? 'unsupported' : 'network');
      },
      volumechange: () => session === active && set({ muted: video.muted, volume: video.volume }),
      timeupdate: onTime,
      durationchange: onTime,
      enterpictureinpicture: () => session === active && set({ isPip: true }),
      leavepictureinpicture: () => session === active && set({ isPip: false }),
    };
    for (const [type, handler] of Object.entries(handlers)) video.addEventListener(type, handler);
  }

  function setChannel(video: HTMLVideoElement, channelId: number | undefined) {
    if (channelId === undefined) delete video.dataset.channelId;
    else video.dataset.channelId = String(channelId);
  }

  function newSession(key: string, src: string | null): Session {
    const video = makeVideo();
    video.dataset.standby = '';
    video.muted = true;
    stage.append(video);
    const session: Session = { key, src, video, stream: null, levels: [], playingLevel: null, warm: false };
    listen(session);
    return session;
  }

  /** What a session's stream reports: the one on screen drives the player; a standby plays silently at its lowest quality, dropped if it fails. */
  function streamCallbacks(session: Session): StreamCallbacks {
    return {
      onReady: (levels) => {
        session.levels = levels;
        const hls = session.stream?.hls;
        if (session !== active) {
          if (hls) hls.autoLevelCapping = 0;
          void session.video.play().catch(() => undefined);
          return;
        }
        set({ levels });
        if (hls && snapshot.chosenLevel !== -1) hls.currentLevel = snapshot.chosenLevel;
        if (options.autoPlay) playActive();
        // Loaded not to play (a channel zapped to while casting): ready, it waits paused, and its Play (or the end of
        // casting) plays it. Left loading, nothing would.
        else if (machine.state === 'loading') dispatch({ type: 'paused' });
      },
      onLevelSwitched: (level) => {
        session.playingLevel = level;
        if (session === active) set({ playingLevel: level });
      },
      onTracksChanged: () => applyTracks(session),
      onFatal: (kind) => {
        if (session === active) fail(kind);
        else drop(session);
      },
    };
  }

  /** Starts the session's src on its element. */
  function startStream(session: Session, extraConfig?: Partial<HlsConfig>) {
    session.stream?.destroy();
    session.stream = null;
    session.levels = [];
    session.playingLevel = null;
    session.warm = false;
    if (!session.src) return;
    session.stream = openStream(session.video, session.src, extraConfig ? { ...options.hlsConfig, ...extraConfig } : options.hlsConfig, deps, streamCallbacks(session));
  }

  /**
   * A stream started before this engine (a cold visit's) goes on screen as it is: its video replaces the empty one, and
   * what it already did (its levels, a first frame, a refusal of sound) becomes the player's state.
   */
  function adopt(early: EarlyStream) {
    const empty = active;
    empty.stream?.destroy();
    const { video } = early;
    // The look and the roles of the videos this engine makes (its class, aria-hidden), not its state (data-*).
    for (const { name, value } of empty.video.attributes) if (!name.startsWith('data-') && !video.hasAttribute(name)) video.setAttribute(name, value);
    active = { key: early.key, src: options.src, video, stream: early.stream, levels: [], playingLevel: null, warm: false };
    empty.video.replaceWith(video);
    setChannel(video, options.channelId);
    listen(active);
    clearInterval(pausedTicker);
    machine = INITIAL_MACHINE;
    set({ ...shown(), channelId: options.channelId ?? null, levels: [], playingLevel: null, position: null, muted: video.muted, volume: video.volume, mutedByAutoplay: video.muted, ...NO_TRACKS });
    early.adopt(streamCallbacks(active));
    // Its first frame may be behind it: the `playing` event came before this engine listened.
    if (!video.paused && video.readyState >= HAVE_FUTURE_DATA) {
      active.warm = true;
      dispatch({ type: 'playing' });
      options.onPlaying?.();
    }
  }

  /** The session on screen loads its src from scratch. */
  function restart(extraConfig?: Partial<HlsConfig>) {
    // A new stream is not paused: its own timeupdates drive the seek bar.
    clearInterval(pausedTicker);
    dispatch({ type: 'load' });
    set({ levels: [], playingLevel: null, position: options.isLive ? null : { currentTime: 0, duration: Number.NaN }, ...NO_TRACKS });
    startStream(active, extraConfig);
  }

  /**
   * The live channel from `wall` (unix seconds) on, through its time-shift: a playlist that starts at the segment
   * holding that moment and grows to the live edge; the picture starts on the moment itself.
   */
  function shiftTo(wall: number): boolean {
    const base = options.timeshift?.base;
    if (!options.isLive || !base) return false;
    const from = Math.floor(wall);
    shiftedFrom = from;
    pausedAt = null;
    active.src = `${base}from-${from}/master.m3u8`;
    restart(SHIFT_CONFIG);
    set({ behindLive: true, behindSeconds: Math.max(0, Math.round(Date.now() / 1000 - wall)) });
    return true;
  }

  /** A live channel from the picture at `wall` to `target` (both wall clock): live near the clock, a seek inside the time-shifted playlist, else a playlist from there. */
  function seekLiveTo(target: number, wall: number) {
    if (!options.timeshift) return;
    const { video } = active;
    const oldest = Date.now() / 1000 - options.timeshift.seconds;
    const to = Math.max(oldest, target);
    const margin = to > wall ? LIVE_MARGIN_FORWARD_SECONDS : LIVE_MARGIN_SECONDS;
    if (to >= Date.now() / 1000 - margin) {
      leaveShift();
      return;
    }
    if (shiftedFrom !== null && to >= shiftedFrom) video.currentTime = Math.max(0, video.currentTime + (to - wall));
    else shiftTo(to);
  }

  function resumeShifted(): boolean {
    const paused = pausedAt;
    pausedAt = null;
    // Time-shifted already: its playlist keeps every moment since it began, so playing on is enough.
    if (!paused || shiftedFrom !== null || Date.now() / 1000 - paused.at < RESUME_FROM_BUFFER_SECONDS) return false;
    // The viewer asked to play: the stream started for it plays once ready, even where the load said not to (a channel
    // zapped to while casting loads paused, and resumes here once casting stops).
    options = { ...options, autoPlay: true };
    return shiftTo(paused.wall);
  }

  function leaveShift(): boolean {
    if (shiftedFrom === null) return false;
    shiftedFrom = null;
    pausedAt = null;
    active.src = options.src;
    restart();
    set({ behindLive: false, behindSeconds: null });
    return true;
  }

  function drop(session: Session) {
    standbys.delete(session.key);
    session.stream?.destroy();
    session.video.remove();
  }

  /** A warm standby goes on screen with sound, at the live edge, climbing from its lowest quality; the old one is kept warm until the owner says otherwise. */
  function swapIn(session: Session) {
    const previous = active;
    standbys.delete(session.key);
    active = session;
    const { video } = session;
    video.muted = snapshot.muted;
    video.volume = snapshot.volume;
    delete video.dataset.standby;
    const hls = session.stream?.hls;
    if (hls) {
      hls.autoLevelCapping = -1;
      if (snapshot.chosenLevel !== -1) hls.currentLevel = snapshot.chosenLevel;
    }
    const edge = liveEdgeOf(video, session);
    if (options.isLive && edge !== null && edge - video.currentTime > 10) video.currentTime = edge;
    previous.video.dataset.standby = '';
    previous.video.muted = true;
    const previousHls = previous.stream?.hls;
    if (previousHls) previousHls.autoLevelCapping = 0;
    // Kept warm only if it was showing a picture; the owner's next standby list decides whether it stays.
    if (previous.src && previous.warm) standbys.set(previous.key, previous);
    else drop(previous);
    machine = session.warm && !video.paused ? { state: 'playing', error: null } : INITIAL_MACHINE;
    shiftedFrom = null;
    pausedAt = null;
    set({ ...shown(), channelId: options.channelId ?? null, levels: session.levels, playingLevel: session.playingLevel, behindLive: false, behindSeconds: null, timeline: null, isPip: false, mutedByAutoplay: false, position: null });
    applyTracks(session);
    if (video.paused && options.autoPlay) playActive();
    if (machine.state === 'playing') options.onPlaying?.();
    if (pendingStandby && !isStarting()) applyStandby();
  }

  const hasMedia = () => machine.state === 'playing' || machine.state === 'paused' || machine.state === 'buffering';

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get video() {
      return active.video;
    },
    load: (next) => {
      const key = keyOf(next.channelId, next.src);
      const wasLive = options.isLive;
      options = next;
      if (key === active.key && next.isLive === wasLive) {
        if (next.src === active.src) return;
        // The channel already plays (a standby swapped in before its answer came): the answer's link is kept for a restart.
        // A new link while loading or failed is the owner's fix (a refused token): it starts over on it.
        const playing = machine.state === 'playing' || machine.state === 'paused' || machine.state === 'buffering';
        if (playing) {
          // A time-shifted picture goes on; the live link is kept (in options) for "Jump to live".
          if (next.src && shiftedFrom === null) active.src = next.src;
          return;
        }
      }
      clearTimeout(retryTimer);
      unavailableTries = 0;
      retryingUnavailable = false;
      shiftedFrom = null;
      pausedAt = null;
      set({ behindLive: false, behindSeconds: null, timeline: null });
      const warm = standbys.get(key);
      if (warm) return swapIn(warm);
      // The first thing played takes a cold visit's early stream if it is that channel live; anything else ends it.
      const early = next.src ? takeEarly(next.isLive ? key : null, next.src) : null;
      if (early) adopt(early);
      else {
        active.key = key;
        active.src = next.src;
        setChannel(active.video, next.channelId);
        set({ channelId: next.channelId ?? null });
        restart();
      }
      // A stream on its way now (the channel's answer came): the channels still to keep warm wait for its picture.
      if (pendingStandby && isStarting()) deferStandby();
    },
    showIfWarm: (channelId) => {
      const warm = standbys.get(keyOf(channelId, null));
      if (!warm || !warm.warm) return false;
      clearTimeout(retryTimer);
      unavailableTries = 0;
      retryingUnavailable = false;
      // The owner's load for this channel follows and finds it playing; until then the old callbacks serve.
      options = { ...options, channelId, src: null };
      swapIn(warm);
      return true;
    },
    standby: (targets) => {
      pendingStandby = targets;
      // Fewer channels kept warm (or none) is never deferred: it frees what the starting stream needs.
      if (!isStarting() || targets.length === 0) return applyStandby();
      deferStandby();
    },
    retry: () => {
      clearTimeout(retryTimer);
      restart();
    },
    startOver: (from) => shiftTo(from),
    skip: (seconds) => {
      if (!hasMedia()) return;
      const { video } = active;
      if (!options.isLive) {
        if (!Number.isFinite(video.duration)) return;
        video.currentTime = Math.max(0, Math.min(video.duration, video.currentTime + seconds));
        set({ position: { currentTime: video.currentTime, duration: video.duration } });
        return;
      }
      const wall = wallClockOf(active);
      if (wall !== null) seekLiveTo(wall + seconds, wall);
    },
    seekTo: (target) => {
      if (!hasMedia() || !options.isLive) return;
      const wall = wallClockOf(active);
      if (wall !== null) seekLiveTo(target, wall);
    },
    setTimeshift: (timeshift) => {
      options = { ...options, timeshift };
    },
    setTrackChoice: (choice) => {
      trackChoice = choice;
      applyTracks(active);
    },
    ...createControls({ active: () => active, snapshot: () => snapshot, set, isLive: () => options.isLive, hasMedia, resumeShifted, leaveShift }),
    destroy: () => {
      clearTimeout(retryTimer);
      clearInterval(pausedTicker);
      clearTimeout(standbyTimer);
      pendingStandby = null;
      for (const session of [...standbys.values()]) drop(session);
      active.stream?.destroy();
      active.video.remove();
      listeners.clear();
    },
  };
}
