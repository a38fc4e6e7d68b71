// useZapping.ts — the TV remote on the watch page: channel up/down, typed numbers, the last channel, the mini guide, now and next, and the remote's play, captions and colour keys, from document-wide keys.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { channelForNumber, neighbours, NUMBER_COMMIT_MS, pushDigit, zapCommandFor, type ZapChannel } from './zapping';

/** How long "No channel N" stays over the picture. */
export const NOTICE_MS = 2500;
/** Wait this long on a channel before warming its neighbours: the playing stream gets the network first. */
export const PREFETCH_DELAY_MS = 800;

/** What the remote needs of the player: its element (where the arrows may come from), focus, and the keys it passes on. */
export interface ZapPlayer {
  readonly container: HTMLElement | null;
  focus: () => void;
  togglePlay: () => void;
  /** Plays or pauses; nothing when it already does. */
  setPlaying: (playing: boolean) => void;
  /** Captions on or off, where the stream has some. */
  toggleCaptions: () => void;
}

export interface ZappingOptions<T extends ZapChannel> {
  /** The lineup, in order (up/down follow it). */
  channels: readonly T[];
  channelId: number;
  /** Read when a key arrives or the guide closes: the player may mount and unmount meanwhile. */
  playerRef: RefObject<ZapPlayer | null>;
  /** Goes to another channel; navigation, so Back returns to the previous channel. */
  onZap: (id: number) => void;
  /** Warms a channel up (its answer and first playlists): the neighbours, and the channel a typed number points at. */
  prefetch: (id: number) => void;
  /** The remote's Back when there is no last channel: the page before. */
  onBack: () => void;
  /** The red key: the channel into or out of the favourites (absent for a visitor). */
  onFavourite?: () => void;
  /** TV mode: ↑/↓ zap from the picture (the player's region) only; on its controls they move focus like everywhere else. */
  arrowsFromPictureOnly?: boolean;
}

export interface Zapping<T extends ZapChannel> {
  /** The number being typed ('' when none). */
  digits: string;
  /** "No channel N" after a number that matched nothing, for a moment. */
  notice: string | null;
  previous: T | null;
  next: T | null;
  /** Whichever channel was playing before this one (null before the first zap, or when it left the lineup). */
  lastChannel: T | null;
  lastChannelId: number | null;
  isGuideOpen: boolean;
  toggleGuide: () => void;
  /** Now and next over the picture (the Info key), until it times out or the key comes again. */
  isInfoShown: boolean;
  /** Closes the mini guide and gives the player focus back. */
  closeGuide: () => void;
  /** Goes to a channel; nothing for none or the current one. */
  zap: (id: number | null | undefined) => void;
}

/** How long now and next stay over the picture after the Info key. */
export const INFO_MS = 6000;

/** Where the remote's keys must not act: text entry, controls with their own keys, and dialogs over the page. */
const keepsItsKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"], [role="grid"], [role="dialog"], [role="alertdialog"]') !== null);

export function useZapping<T extends ZapChannel>({ channels, channelId, playerRef, onZap, prefetch, onBack, onFavourite, arrowsFromPictureOnly = false }: ZappingOptions<T>): Zapping<T> {
  const { previous, next } = neighbours(channels, channelId);

  // Zapping to a neighbour is likely next: warm both once the viewer has stayed a moment.
  useEffect(() => {
    if (!previous && !next) return;
    const timer = setTimeout(() => {
      if (next) prefetch(next.id);
      if (previous) prefetch(previous.id);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [previous, next, prefetch]);

  // The last channel: whichever was playing before this one (the page stays mounted across zaps, so a ref remembers it).
  const [lastChannelId, setLastChannelId] = useState<number | null>(null);
  const currentRef = useRef(channelId);
  useEffect(() => {
    if (currentRef.current !== channelId) {
      setLastChannelId(currentRef.current);
      currentRef.current = channelId;
    }
  }, [channelId]);

  const zap = useCallback(
    (id: number | null | undefined) => {
      if (id === null || id === undefined || id === channelId) return;
      onZap(id);
    },
    [channelId, onZap],
  );

  // Number entry: digits gather in a buffer shown over the picture, committed after a pause or by Enter.
  const [digits, setDigits] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const digitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(digitTimer.current);
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  const commitNumber = useCallback(
    (buffer: string) => {
      clearTimeout(digitTimer.current);
      setDigits('');
      if (!buffer) return;
      const target = channelForNumber(channels, buffer);
      if (target) {
        zap(target.id);
        return;
      }
      setNotice(`No channel ${buffer}`);
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setNotice(null), NOTICE_MS);
    },
    [channels, zap],
  );

  const typeDigit = useCallback(
    (digit: string) => {
      setNotice(null);
      setDigits((current) => {
        const buffer = pushDigit(current, digit);
        // Each digit restarts the pause; the channel the number means so far is warmed while the viewer types on.
        clearTimeout(digitTimer.current);
        digitTimer.current = setTimeout(() => commitNumber(buffer), NUMBER_COMMIT_MS);
        const target = channelForNumber(channels, buffer);
        if (target) prefetch(target.id);
        return buffer;
      });
    },
    [channels, commitNumber, prefetch],
  );

  const eraseDigit = useCallback(() => {
    setDigits((current) => {
      const buffer = current.slice(0, -1);
      clearTimeout(digitTimer.current);
      if (buffer) digitTimer.current = setTimeout(() => commitNumber(buffer), NUMBER_COMMIT_MS);
      return buffer;
    });
  }, [commitNumber]);

  // Now and next: shown by the Info key for a while, hidden by it again or by a zap (the banner was about the channel left).
  const [infoFor, setInfoFor] = useState<number | null>(null);
  const isInfoShown = infoFor === channelId;
  const infoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const toggleInfo = useCallback(() => {
    clearTimeout(infoTimer.current);
    if (isInfoShown) return setInfoFor(null);
    setInfoFor(channelId);
    infoTimer.current = setTimeout(() => setInfoFor(null), INFO_MS);
  }, [isInfoShown, channelId]);
  useEffect(() => () => clearTimeout(infoTimer.current), []);

  const [isGuideOpen, setGuideOpen] = useState(false);
  const toggleGuide = useCallback(() => setGuideOpen((open) => !open), []);
  const closeGuide = useCallback(() => {
    setGuideOpen(false);
    // Back to the player, so the zapping keys keep working (also in full screen).
    playerRef.current?.focus();
  }, [playerRef]);

  // The remote's keys, on the document: from the player (also in full screen), the page or any control on it, never
  // from text fields, widgets with their own keys or dialogs (the mini guide stops its keys itself). The arrows only from
  // the player: elsewhere they scroll the page. One listener for the page's life; it reads the latest state from a ref.
  const keyState = useRef({ digits, previous, next, lastChannelId, commitNumber, typeDigit, eraseDigit, zap, toggleInfo, onBack, onFavourite, arrowsFromPictureOnly });
  useEffect(() => {
    keyState.current = { digits, previous, next, lastChannelId, commitNumber, typeDigit, eraseDigit, zap, toggleInfo, onBack, onFavourite, arrowsFromPictureOnly };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keepsItsKeys(event.target)) return;
      const state = keyState.current;
      const key = zapCommandFor(event.key, state.digits !== '');
      if (!key) return;
      const player = playerRef.current;
      const inPlayer = event.target instanceof Node && (player?.container?.contains(event.target) ?? false);
      if (key.playerOnly && (!inPlayer || (state.arrowsFromPictureOnly && event.target !== player?.container))) return;
      const { command } = key;
      switch (command.type) {
        case 'next':
          state.zap(state.next?.id);
          break;
        case 'previous':
          state.zap(state.previous?.id);
          break;
        case 'digit':
          state.typeDigit(command.digit);
          break;
        case 'commit':
          state.commitNumber(state.digits);
          break;
        case 'erase':
          state.eraseDigit();
          break;
        case 'last':
          state.zap(state.lastChannelId);
          break;
        case 'back':
          if (state.lastChannelId !== null) state.zap(state.lastChannelId);
          else state.onBack();
          break;
        case 'guide':
          setGuideOpen((open) => !open);
          break;
        case 'info':
          state.toggleInfo();
          break;
        case 'playPause':
          player?.togglePlay();
          break;
        case 'play':
        case 'pause':
          player?.setPlaying(command.type === 'play');
          break;
        case 'favourite':
          if (!state.onFavourite) return;
          state.onFavourite();
          break;
        case 'captions':
          player?.toggleCaptions();
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [playerRef]);

  // The mini guide closed by "g" (not by its own Escape) must hand focus back too.
  const wasGuideOpen = useRef(false);
  useEffect(() => {
    if (wasGuideOpen.current && !isGuideOpen && !playerRef.current?.container?.contains(document.activeElement)) playerRef.current?.focus();
    wasGuideOpen.current = isGuideOpen;
  }, [isGuideOpen, playerRef]);

  const lastChannel = lastChannelId === null ? null : (channels.find((c) => c.id === lastChannelId) ?? null);
  return { digits, notice, previous, next, lastChannel, lastChannelId, isGuideOpen, toggleGuide, closeGuide, isInfoShown, zap };
}
