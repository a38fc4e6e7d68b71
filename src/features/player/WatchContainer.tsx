// WatchContainer.tsx — live TV on /tv/{id}: composes the channel's stream, zapping like a TV, prefetching, favourite, guide and chat into the view.
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Channel } from '../../api/types';
import { MiniGuide, type MiniGuideChannel } from '../../components/MiniGuide';
import { WatchOverlays, WatchScreen } from '../../components/WatchScreen';
import { formatTimeSpan } from '../../components/format';
import { PlayerContainer, type PlayerHandle } from './PlayerContainer';
import { apiClientAtom, isAuthenticatedAtom, userAtom } from '../session/atoms';
import { loginHrefFor } from '../shared/returnTo';
import { channelDetailsAtom, channelsStateAtom, loadChannelsAtom } from '../shared/lineup';
import { favoriteIdsAtom, favoritesStateAtom, loadFavoritesAtom, toggleFavoriteAtom } from '../shared/favourites';
import { channelGuidesAtom, guideWindowAtom, loadGuideWindowAtom } from '../shared/guides';
import { viewerTimeZone } from '../shared/format';
import { useClock } from '../shared/useClock';
import { useLoadOnMount } from '../shared/useLoadOnMount';
import { ChannelGuideContainer } from './ChannelGuideContainer';
import { createPrefetchQueue, warmStream } from './prefetch';
import { FRESH_MS, useChannelStream } from './useChannelStream';
import { useStandby } from './useStandby';
import { useWatchHistory } from './useWatchHistory';
import { useWatchSpan } from './useWatchSpan';
import { useZapping } from './useZapping';
import { tvModeAtom } from '../shared/tvModeAtoms';
import { channelForNumber } from './zapping';

const isLockedChannel = (channel: Pick<Channel, 'isFree' | 'streamUrl'> | null | undefined) => Boolean(channel && !channel.isFree && channel.streamUrl === null);

export interface WatchContainerProps {
  channelId: number;
  /** The id is not a channel: the page shows its not-found page (a feature does not render app pages). */
  onNotFound?: () => void;
  /** The chat beside the player: another feature's container, so the page composes it in. */
  chat?: ReactNode;
}

export function WatchContainer({ channelId, onNotFound, chat }: WatchContainerProps) {
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const channelsState = useAtomValue(channelsStateAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const details = useAtomValue(channelDetailsAtom);
  const detail = details[channelId];
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const favoriteIds = useAtomValue(favoriteIdsAtom);
  const favoritesBusy = useAtomValue(favoritesStateAtom).isLoading;
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const loadFavorites = useSetAtom(loadFavoritesAtom);
  const now = useClock();
  const guideHeadingId = useId();

  const playerRef = useRef<PlayerHandle | null>(null);
  const queue = useMemo(() => createPrefetchQueue({ maxInFlight: 3 }), []);
  useEffect(() => () => queue.clear(), [queue]);

  const channels = channelsState.data;
  const listed = channels.find((c) => c.id === channelId) ?? null;
  const channel: Channel | null = detail?.data && detail.data.id === channelId ? detail.data : listed;
  const title = channel?.title ?? 'Channel';

  useLoadOnMount(loadChannels);

  // The heart must tell the truth: the favourites restored with a session come from the user stored at login,
  // which misses later changes, so ask the provider once (after any load already running).
  const favouritesAsked = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || favoritesBusy || favouritesAsked.current) return;
    favouritesAsked.current = true;
    void loadFavorites();
  }, [isAuthenticated, favoritesBusy, loadFavorites]);

  const { src, error, onPlayerError, onRequestRetry, reloadChannel, fetchChannel, fetchedAt } = useChannelStream(channelId, listed?.streamUrl ?? null);
  const answer = detail?.data && detail.data.id === channelId ? detail.data : null;
  const { catchup, catchupSrc, refusal } = useWatchSpan({ channelId, answer, liveSrc: src, now, playerRef });
  const guideOfChannel = useAtomValue(channelGuidesAtom)[channelId];
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);

  // Fast zapping: a channel's answer (signed URL) and its first playlists, fetched ahead at low priority.
  const prefetch = useCallback(
    (id: number) => {
      if (id === channelId) return;
      queue.add(`channel:${id}`, async (signal) => {
        const at = fetchedAt(id);
        let data = store.get(channelDetailsAtom)[id]?.data ?? null;
        // Refreshed at half the freshness, so a prefetched answer is still fresh when the viewer gets there.
        if (!data || at === undefined || Date.now() - at > FRESH_MS / 2) {
          const result = await fetchChannel(id, signal);
          data = result.ok ? result.data : null;
        }
        if (data?.streamUrl) await warmStream(data.streamUrl, signal);
      });
    },
    [channelId, queue, store, fetchChannel, fetchedAt],
  );

  // Zapping is navigation (Back returns to the previous channel); the page and the player's container stay mounted.
  // A channel kept warm is shown in the key press's own frame; the navigation then catches the page up.
  const goTo = useCallback(
    (id: number) => {
      playerRef.current?.showIfWarm(id);
      void navigate(`/tv/${id}`);
    },
    [navigate],
  );
  const onBack = useCallback(() => void navigate(-1), [navigate]);
  const api = useAtomValue(apiClientAtom);
  const castLink = useCallback(() => api.channels.castLink(channelId).then((link) => link.url), [api, channelId]);
  const onFavourite = useCallback(() => void toggleFavorite(channelId), [toggleFavorite, channelId]);
  const tvMode = useAtomValue(tvModeAtom);
  // On a TV the picture is where the remote starts: its arrows zap, OK goes to the controls.
  useEffect(() => {
    if (tvMode) playerRef.current?.focus();
  }, [tvMode]);
  const { digits, notice, previous, next, lastChannel, lastChannelId, isGuideOpen, toggleGuide, closeGuide, isInfoShown, zap } = useZapping({
    arrowsFromPictureOnly: tvMode,
    channels,
    channelId,
    playerRef,
    onZap: goTo,
    prefetch,
    onBack,
    onFavourite: isAuthenticated ? onFavourite : undefined,
  });

  // The page's channel goes into the history once its picture has played a few seconds.
  const [playingId, setPlayingId] = useState<number | null>(null);
  useWatchHistory(channel, playingId);

  // The likely next channels play hidden beside this one, so changing to them is a swap.
  const standby = useStandby({
    channelId,
    previous,
    next,
    lastChannelId,
    typedId: digits ? (channelForNumber(channels, digits)?.id ?? null) : null,
    linkOf: (id) => details[id]?.data?.streamUrl ?? channels.find((c) => c.id === id)?.streamUrl ?? null,
    renew: prefetch,
    now,
  });

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
        const airing = guideWindow.data[c.id]?.find((p) => p.start <= now && p.end > now);
        return {
          id: c.id,
          number: c.number,
          title: c.title,
          logoUrl: c.logo || null,
          isFree: c.isFree,
          now: airing ? { title: airing.title, start: airing.start, end: airing.end } : null,
        };
      }),
    [channels, guideWindow, now],
  );
  const lockedIds = useMemo(() => new Set(channels.filter((c) => isLockedChannel(c)).map((c) => c.id)), [channels]);

  // An id that is not in the lineup (once the lineup is known and the channel itself could not be loaded): the page shows
  // its not-found page; this renders nothing meanwhile (the report comes after the render).
  const listLoaded = !channelsState.isLoading && channels.length > 0;
  const notFound = listLoaded && !listed && Boolean(error);
  useEffect(() => {
    if (notFound) onNotFound?.();
  }, [notFound, onNotFound]);
  if (notFound) return null;

  const isLocked = isLockedChannel(channel);
  // Programme boundaries for the time-shift seek bar: the starts within the window.
  const shiftSeconds = answer?.timeshift?.seconds ?? 0;
  const timelineMarks = (guideOfChannel?.data ?? [])
    .filter((p) => shiftSeconds > 0 && p.start > now - shiftSeconds && p.start <= now)
    .map((p) => ({ at: p.start, label: p.title }));
  const catchupTitle = catchup ? (guideOfChannel?.data.find((p) => p.start === catchup.from)?.title ?? null) : null;
  const nowPlaying = channel?.nowPlaying && channel.nowPlaying.end > now ? channel.nowPlaying : null;
  const isFavorite = favoriteIds.has(channelId);

  const nextProgramme = guideOfChannel?.data.find((p) => nowPlaying !== null && p.start >= nowPlaying.end) ?? null;

  return (
    <WatchScreen
      channel={channel ? { number: channel.number, title: channel.title } : null}
      nowTitle={nowPlaying?.title}
      catchupLiveHref={catchup ? `/tv/${channelId}` : null}
      favourite={isAuthenticated ? { isFavorite, isBusy: favoritesBusy, onToggle: onFavourite } : { loginHref: loginHrefFor(pathname) }}
      zapping={{
        hasPrevious: previous !== null,
        hasNext: next !== null,
        lastChannelTitle: lastChannel?.title ?? null,
        isGuideOpen,
        onPrevious: () => zap(previous?.id),
        onNext: () => zap(next?.id),
        onLast: () => zap(lastChannelId),
        onToggleGuide: toggleGuide,
        onNextHover: () => next && prefetch(next.id),
      }}
      player={
        <PlayerContainer
          ref={playerRef}
          src={isLocked || refusal ? null : catchup ? catchupSrc : src}
          title={title}
          channelId={channelId}
          subtitle={catchup ? `Catch-up: ${catchupTitle ?? formatTimeSpan(catchup.from, catchup.to!, { timeZone })}` : nowPlaying?.title}
          isLive={!catchup}
          isLocked={isLocked}
          paywallHref="/subscribe"
          autoPlay
          remembersPlace
          onError={onPlayerError}
          onPlaying={setPlayingId}
          onRequestRetry={onRequestRetry}
          timeshift={answer?.timeshift ?? null}
          timelineMarks={timelineMarks}
          timelineGaps={answer?.timeshift?.gaps}
          timeZone={timeZone}
          startOverFrom={nowPlaying?.start ?? null}
          standby={standby}
          castLink={isLocked || catchup ? null : castLink}
          remoteKeys={tvMode}
          mediaSession={
            channel && {
              title: catchup ? (catchupTitle ?? channel.title) : (nowPlaying?.title ?? channel.title),
              artist: `${channel.number} · ${channel.title}`,
              artworkUrl: channel.logo || null,
              // The hub's next/previous track are channel up/down, as the remote's.
              onNext: next ? () => zap(next.id) : null,
              onPrevious: previous ? () => zap(previous.id) : null,
            }
          }
        >
          <WatchOverlays
            digits={digits}
            notice={notice}
            info={isInfoShown ? { channelTitle: title, now: nowPlaying, next: nextProgramme, currentTime: now, timeZone } : null}
            refusal={refusal && !isLocked ? { message: refusal, liveHref: `/tv/${channelId}`, channelTitle: title } : null}
            loadError={error && !src && !isLocked ? { message: `${title} could not be loaded. ${error}`, onRetry: reloadChannel } : null}
            miniGuide={
              isGuideOpen && (
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
                />
              )
            }
          />
        </PlayerContainer>
      }
      guide={<ChannelGuideContainer channelId={channelId} channelTitle={title} headingId={guideHeadingId} />}
      chat={chat}
    />
  );
}
