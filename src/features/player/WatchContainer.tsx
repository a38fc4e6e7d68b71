// WatchContainer.tsx — live TV on /tv/{id}: the player, zapping like a TV (keys, numbers, last channel, mini guide), prefetching, favourite, guide, chat.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Channel } from '../../api/types';
import { Button } from '../../components/Button';
import { FavouriteButton } from '../../components/FavouriteButton';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { MiniGuide, type MiniGuideChannel } from '../../components/MiniGuide';
import { Player, type PlayerErrorKind, type PlayerHandle } from '../../components/Player';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import ErrorPage from '../../app/pages/ErrorPage';
import { isAuthenticatedAtom } from '../auth/atoms';
import { loginHrefFor } from '../auth/returnTo';
import { channelDetailsAtom, channelsStateAtom, loadChannelAtom, loadChannelsAtom } from '../channels/atoms';
import { ChatContainer } from '../chat/ChatContainer';
import { favoriteIdsAtom, favoritesStateAtom, loadFavoritesAtom, toggleFavoriteAtom } from '../favorites/atoms';
import { guideWindowAtom, loadGuideWindowAtom } from '../guide/atoms';
import { addToChannelHistoryAtom } from '../history/atoms';
import { ChannelGuideContainer } from './ChannelGuideContainer';
import { createPrefetchQueue, warmStream } from './prefetch';
import { useClock } from '../shared/useClock';
import { channelForNumber, formatBuffer, neighbours, NUMBER_COMMIT_MS, pushDigit, zapCommandFor } from './zapping';
import * as styles from './WatchContainer.css';
import { useLoadOnMount } from '../shared/useLoadOnMount';

/** A channel answer this recent still has a valid signed stream URL: zapping to it starts at once. */
const FRESH_MS = 60_000;
/** Wait this long on a channel before warming its neighbours: the playing stream gets the network first. */
const PREFETCH_DELAY_MS = 800;

/** Where the zapping keys must not act: text entry and controls with their own arrows. */
const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"], [role="grid"]') !== null);

const isLockedChannel = (channel: Pick<Channel, 'is_free' | 'streamUrl'> | null | undefined) => Boolean(channel && !channel.is_free && channel.streamUrl === null);

export function WatchContainer({ channelId }: { channelId: number }) {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const channelsState = useAtomValue(channelsStateAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const detail = useAtomValue(channelDetailsAtom)[channelId];
  const loadChannel = useSetAtom(loadChannelAtom);
  const addToHistory = useSetAtom(addToChannelHistoryAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const favoriteIds = useAtomValue(favoriteIdsAtom);
  const favoritesBusy = useAtomValue(favoritesStateAtom).isLoading;
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const loadFavorites = useSetAtom(loadFavoritesAtom);
  const now = useClock();
  const headingId = useId();
  const guideHeadingId = useId();

  const playerRef = useRef<PlayerHandle | null>(null);
  const loadedAt = useRef(new Map<number, number>());
  const queue = useMemo(() => createPrefetchQueue({ maxInFlight: 3 }), []);
  useEffect(() => () => queue.clear(), [queue]);

  const channels = channelsState.data;
  const listed = channels.find((c) => c.id === channelId) ?? null;
  const channel: Channel | null = detail?.data && detail.data.id === channelId ? detail.data : listed;
  const title = channel?.title ?? 'Channel';

  // The stream being played: set once per channel (a later answer with a new signature must not restart it), and on a refused token.
  const [source, setSource] = useState<{ channelId: number; url: string | null; error: string | null }>({ channelId, url: null, error: null });
  const forbiddenRetries = useRef(0);

  useLoadOnMount(loadChannels);

  // The heart must tell the truth: the favourites restored with a session come from the user stored at login,
  // which misses later changes, so ask the provider once (after any load already running).
  const favouritesAsked = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || favoritesBusy || favouritesAsked.current) return;
    favouritesAsked.current = true;
    void loadFavorites();
  }, [isAuthenticated, favoritesBusy, loadFavorites]);

  const fetchChannel = useCallback(
    async (id: number, signal?: AbortSignal) => {
      const result = await loadChannel({ channelId: id, signal });
      if (result.ok) loadedAt.current.set(id, Date.now());
      return result;
    },
    [loadChannel],
  );

  // A channel starts: from the prefetched answer when it is fresh (no round trip), else fetched now; then into the history.
  useEffect(() => {
    const controller = new AbortController();
    forbiddenRetries.current = 0;
    const start = (data: Channel) => {
      setSource({ channelId, url: data.streamUrl, error: null });
      addToHistory(data);
    };
    const cached = store.get(channelDetailsAtom)[channelId]?.data;
    const fetchedAt = loadedAt.current.get(channelId);
    if (cached && fetchedAt !== undefined && Date.now() - fetchedAt < FRESH_MS) start(cached);
    else {
      setSource({ channelId, url: null, error: null });
      void fetchChannel(channelId, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) start(result.data);
        else setSource({ channelId, url: null, error: result.error });
      });
    }
    return () => controller.abort();
  }, [channelId, store, fetchChannel, addToHistory]);

  // An expired stream token: fetch the channel again quietly and play its fresh link (once; a second refusal is shown).
  const onPlayerError = useCallback(
    (kind: PlayerErrorKind) => {
      if (kind !== 'forbidden' || forbiddenRetries.current >= 1) return false;
      forbiddenRetries.current += 1;
      const id = channelId;
      void fetchChannel(id).then((result) => {
        if (result.ok) setSource((current) => (current.channelId === id ? { channelId: id, url: result.data.streamUrl, error: null } : current));
        else setSource((current) => (current.channelId === id ? { channelId: id, url: null, error: result.error } : current));
      });
      return true;
    },
    [channelId, fetchChannel],
  );

  const reloadChannel = useCallback(() => {
    forbiddenRetries.current = 0;
    const id = channelId;
    setSource({ channelId: id, url: null, error: null });
    void fetchChannel(id).then((result) => {
      setSource((current) => (current.channelId === id ? { channelId: id, url: result.ok ? result.data.streamUrl : null, error: result.ok ? null : result.error } : current));
    });
  }, [channelId, fetchChannel]);

  // Fast zapping: a channel's answer (signed URL) and its first playlists, fetched ahead at low priority.
  const prefetch = useCallback(
    (id: number) => {
      if (id === channelId) return;
      queue.add(`channel:${id}`, async (signal) => {
        const fetchedAt = loadedAt.current.get(id);
        let data = store.get(channelDetailsAtom)[id]?.data ?? null;
        if (!data || fetchedAt === undefined || Date.now() - fetchedAt > FRESH_MS / 2) {
          const result = await fetchChannel(id, signal);
          data = result.ok ? result.data : null;
        }
        if (data?.streamUrl) await warmStream(data.streamUrl, signal);
      });
    },
    [channelId, queue, store, fetchChannel],
  );

  const { previous, next } = neighbours(channels, channelId);
  useEffect(() => {
    if (!previous && !next) return;
    const timer = setTimeout(() => {
      if (next) prefetch(next.id);
      if (previous) prefetch(previous.id);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [previous, next, prefetch]);

  // The last channel: whichever was playing before this one.
  const [lastChannelId, setLastChannelId] = useState<number | null>(null);
  const currentRef = useRef(channelId);
  useEffect(() => {
    if (currentRef.current !== channelId) {
      setLastChannelId(currentRef.current);
      currentRef.current = channelId;
    }
  }, [channelId]);

  // Zapping is navigation (Back returns to the previous channel); the page and the player's container stay mounted.
  const zap = useCallback(
    (id: number | null | undefined) => {
      if (id === null || id === undefined || id === channelId) return;
      void navigate(`/tv/${id}`);
    },
    [channelId, navigate],
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
      noticeTimer.current = setTimeout(() => setNotice(null), 2500);
    },
    [channels, zap],
  );

  const typeDigit = useCallback(
    (digit: string) => {
      setNotice(null);
      setDigits((current) => {
        const buffer = pushDigit(current, digit);
        clearTimeout(digitTimer.current);
        digitTimer.current = setTimeout(() => commitNumber(buffer), NUMBER_COMMIT_MS);
        const target = channelForNumber(channels, buffer);
        if (target) prefetch(target.id);
        return buffer;
      });
    },
    [channels, commitNumber, prefetch],
  );

  const [isGuideOpen, setGuideOpen] = useState(false);
  const closeGuide = useCallback(() => {
    setGuideOpen(false);
    // Back to the player, so the zapping keys keep working (also in full screen).
    playerRef.current?.focus();
  }, []);

  // The zapping keys, on the document: they reach it from the player (also in full screen) or from the page itself,
  // never from text fields or widgets with their own arrows (the mini guide stops its keys itself).
  const keyState = useRef({ digits, previous, next, lastChannelId, commitNumber, typeDigit, zap });
  useEffect(() => {
    keyState.current = { digits, previous, next, lastChannelId, commitNumber, typeDigit, zap };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const container = playerRef.current?.container;
      const inPlayer = container !== null && container !== undefined && target instanceof Node && container.contains(target);
      const onPage = target === document.body || target === document.documentElement;
      if ((!inPlayer && !onPage) || isEditable(target)) return;
      const state = keyState.current;
      const command = zapCommandFor(event.key, state.digits !== '');
      if (!command) return;
      // Arrows and Page keys scroll the page when focus is not on the player: there they stay the page's.
      if ((command.type === 'next' || command.type === 'previous') && !inPlayer) return;
      // Enter on a button inside the player is that button's; it commits a number only while one is typed.
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
        case 'last':
          state.zap(state.lastChannelId);
          break;
        case 'guide':
          setGuideOpen((open) => !open);
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // The mini guide closed by "g" (not by its own Escape) must hand focus back too.
  const wasGuideOpen = useRef(false);
  useEffect(() => {
    if (wasGuideOpen.current && !isGuideOpen && !playerRef.current?.container?.contains(document.activeElement)) playerRef.current?.focus();
    wasGuideOpen.current = isGuideOpen;
  }, [isGuideOpen]);

  // What is on now for the mini guide: one guide window (the current and next hour) for the whole lineup, loaded as it opens.
  const hour = Math.floor(now / 3600) * 3600;
  const windowRequest = useMemo(() => ({ channelIds: channels.map((c) => c.id), startTime: hour, duration: 7200 }), [channels, hour]);
  const guideWindow = useAtomValue(useMemo(() => guideWindowAtom(windowRequest), [windowRequest]));
  const loadGuideWindow = useSetAtom(loadGuideWindowAtom);
  useEffect(() => {
    if (!isGuideOpen || windowRequest.channelIds.length === 0) return;
    const controller = new AbortController();
    loadGuideWindow({ ...windowRequest, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [isGuideOpen, windowRequest, loadGuideWindow]);

  const guideChannels = useMemo<MiniGuideChannel[]>(
    () =>
      channels.map((c) => {
        const airing = guideWindow.data[c.id]?.find((p) => p.startdatetime <= now && p.enddatetime > now);
        return {
          id: c.id,
          number: c.number,
          title: c.title,
          logoUrl: c.logo || null,
          isFree: c.is_free,
          now: airing ? { title: airing.programme_name, start: airing.startdatetime, end: airing.enddatetime } : null,
        };
      }),
    [channels, guideWindow, now],
  );
  const lockedIds = useMemo(() => new Set(channels.filter((c) => isLockedChannel(c)).map((c) => c.id)), [channels]);

  // An id that is not in the lineup (once the lineup is known and the channel itself could not be loaded).
  const listLoaded = !channelsState.isLoading && channels.length > 0;
  if (listLoaded && !listed && source.channelId === channelId && source.error) return <ErrorPage kind="not-found" />;

  const isLocked = isLockedChannel(channel);
  const nowPlaying = channel?.now_playing && channel.now_playing.enddatetime > now ? channel.now_playing : null;
  const src = source.channelId === channelId ? source.url : null;
  const lastChannel = lastChannelId === null ? null : (channels.find((c) => c.id === lastChannelId) ?? null);
  const isFavorite = favoriteIds.has(channelId);

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Player
          ref={playerRef}
          src={isLocked ? null : src}
          title={title}
          subtitle={nowPlaying?.programme_name}
          isLive
          isLocked={isLocked}
          paywallHref="/subscribe"
          autoPlay
          onError={onPlayerError}
          onRequestRetry={() => {
            // "Try again" after a refused link fetches a fresh one; the player reloads the rest itself.
            if (forbiddenRetries.current > 0) reloadChannel();
          }}
          className={styles.player}
        >
          {/* Always present, so screen readers announce the digits as they change (a region that appears is often missed). */}
          <output className={digits || notice ? styles.numberOverlay : undefined} data-testid="channel-number">
            {notice && <span className={styles.numberNotice}>{notice}</span>}
            {!notice && digits && (
              <>
                <span className={styles.numberLabel}>Channel</span>
                <span className={styles.numberDigits} aria-hidden="true">
                  {formatBuffer(digits)}
                </span>
                <VisuallyHidden>{digits}</VisuallyHidden>
              </>
            )}
          </output>
          {source.error && !src && !isLocked && (
            <div className={styles.loadError} role="alert">
              <p className={styles.loadErrorText}>{title} could not be loaded. {source.error}</p>
              <Button size="small" onClick={reloadChannel} icon={<Icon name="refresh" size={16} />}>
                Try again
              </Button>
            </div>
          )}
          {isGuideOpen && (
            <MiniGuide
              channels={guideChannels}
              currentChannelId={channelId}
              currentTime={now}
              onZap={(id) => {
                zap(id);
                closeGuide();
              }}
              onClose={closeGuide}
              onHighlight={prefetch}
              isLocked={(c) => lockedIds.has(c.id)}
              className={styles.miniGuide}
            />
          )}
        </Player>

        <div className={styles.bar}>
          <div className={styles.heading}>
            <h1 id={headingId} className={styles.title}>
              {channel ? (
                <>
                  <span className={styles.number}>{channel.number}</span> {channel.title}
                </>
              ) : (
                'Live TV'
              )}
            </h1>
            {nowPlaying && <p className={styles.nowPlaying}>Now: {nowPlaying.programme_name}</p>}
          </div>
          <div className={styles.actions}>
            {isAuthenticated ? (
              <FavouriteButton channelName={title} isFavorite={isFavorite} isBusy={favoritesBusy} onToggle={() => void toggleFavorite(channelId)} variant="button" />
            ) : (
              <Link href={loginHrefFor(pathname)} tone="muted">
                Log in to keep favourites
              </Link>
            )}
          </div>
        </div>

        <nav className={styles.zapBar} aria-label="Zapping">
          <Button variant="secondary" size="small" icon={<Icon name="chevronLeft" size={16} />} onClick={() => zap(previous?.id)} disabled={!previous}>
            Previous channel
          </Button>
          <Button variant="secondary" size="small" icon={<Icon name="chevronRight" size={16} />} onClick={() => zap(next?.id)} disabled={!next} onPointerEnter={() => next && prefetch(next.id)}>
            Next channel
          </Button>
          <Button variant="secondary" size="small" onClick={() => zap(lastChannelId)} disabled={!lastChannel}>
            {lastChannel ? `Last channel (${lastChannel.title})` : 'Last channel'}
          </Button>
          <Button variant="secondary" size="small" icon={<Icon name="guide" size={16} />} onClick={() => setGuideOpen((open) => !open)} aria-expanded={isGuideOpen}>
            Channel list
          </Button>
          <p className={styles.keys}>
            Keys on the player: <kbd>↑</kbd>/<kbd>↓</kbd> channel up/down, digits for a number, <kbd>L</kbd> last channel, <kbd>G</kbd> channel list,{' '}
            <kbd>F</kbd> full screen.
          </p>
        </nav>

        <ChannelGuideContainer channelId={channelId} channelTitle={title} headingId={guideHeadingId} />
      </div>
      <aside className={styles.side} aria-label="Chat">
        <ChatContainer />
      </aside>
    </div>
  );
}
