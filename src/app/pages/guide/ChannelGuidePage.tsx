// ChannelGuidePage.tsx — `/tvguide/{channelId}`: one channel's guide by day; an unknown channel is "not found".
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ChannelLogo } from '../../../components/ChannelLogo';
import { ErrorState } from '../../../components/ErrorState';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import { Stack } from '../../../components/Stack';
import { channelsStateAtom, loadChannelsAtom } from '../../../features/shared/lineup';
import { DAY_PARAM, searchWithDay } from '../../../features/guide/guideDay';
import { OneChannelGuideContainer } from '../../../features/guide/OneChannelGuideContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import ErrorPage from '../ErrorPage';
import * as styles from './GuidePage.css';

export default function ChannelGuidePage() {
  const { channelId } = useParams();
  const [params] = useSearchParams();
  const id = Number(channelId);
  const { data: channels, isLoading, error } = useAtomValue(channelsStateAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const channel = channels.find((c) => c.id === id);
  useDocumentTitle(channel ? `${channel.title} — TV guide` : 'TV guide');

  // The list's idle state and an empty lineup look alike: only after the load answered is a missing channel "not found".
  const [hasLoaded, setHasLoaded] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void loadChannels({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setHasLoaded(true);
    });
    return () => controller.abort();
  }, [loadChannels]);

  if (!channel) {
    if (!error && !isLoading && hasLoaded) return <ErrorPage kind="not-found" />;
    return (
      <Stack space="lg" className={styles.page}>
        <h1 className={styles.title}>TV guide</h1>
        {error ? <ErrorState title="The channel list could not be loaded" message={error} onRetry={() => void loadChannels({ force: true })} /> : <Spinner label="Loading the guide" />}
      </Stack>
    );
  }

  return (
    <Stack space="lg" className={styles.page}>
      <div className={styles.header}>
        <ChannelLogo title={channel.title} logoUrl={channel.logo || null} />
        <h1 className={styles.title}>
          {channel.number} {channel.title}
        </h1>
        <Link href={`/tv/${channel.id}`}>Watch {channel.title}</Link>
        {/* The full guide on the same day (it checks the value itself). */}
        <Link href={`/tvguide${searchWithDay('', params.get(DAY_PARAM))}`} tone="neutral">
          Full TV guide
        </Link>
      </div>
      <OneChannelGuideContainer key={channel.id} channel={channel} />
    </Stack>
  );
}
