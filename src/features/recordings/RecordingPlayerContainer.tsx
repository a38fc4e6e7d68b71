// RecordingPlayerContainer.tsx — one recording: plays a finished one (seekable), or says it is scheduled, recording or failed.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { userAtom } from '../session/atoms';
import { channelsAtom } from '../shared/lineup';
import { viewerTimeZone } from '../shared/format';
import { channelLabel, isInFlight, recordingStatus, timeSpan } from './recordingView';
import * as styles from './RecordingPlayerContainer.css';
import { useRecordingsFeed } from './useRecordingsFeed';

export interface RecordingPlayerContainerProps {
  recordingId: number;
  /** The player for a finished recording (the player feature's, composed in by the page): a seekable VOD. */
  renderPlayer: (recording: { src: string; title: string }) => ReactNode;
}

export function RecordingPlayerContainer({ recordingId, renderPlayer }: RecordingPlayerContainerProps) {
  // While it is scheduled or recording, follow it: the page turns into the player when it is done.
  const { data, isLoading, error } = useRecordingsFeed((recordings) => recordings.some((r) => r.id === recordingId && isInFlight(r)));
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const recording = data.recordings.find((r) => r.id === recordingId) ?? null;
  const status = recording ? recordingStatus(recording.status) : null;

  if (!recording) {
    if (isLoading || (!error && data.userStorage.total === 0)) return <Spinner label="Loading the recording" />;
    if (error) return <Alert tone="critical" action={<Link href="/recordings">Back to my recordings</Link>}>{error}</Alert>;
    return <EmptyState icon="record" title="Recording not found" description="It may have been removed." action={<Link href="/recordings">Back to my recordings</Link>} />;
  }

  const meta = `${channelLabel(recording.channelId, channels)} · ${timeSpan(recording.start, recording.length, timeZone)}`;
  return (
    <Stack space="md">
      <Stack as="header" space="xs">
        <h1 className={styles.title}>{recording.title}</h1>
        <p className={styles.meta}>{meta}</p>
      </Stack>
      {/* The master when it kept its tracks: the player then offers its captions and audio description, as live. */}
      {status === 'recorded' && recording.streamUrl && renderPlayer({ src: recording.masterUrl ?? recording.streamUrl, title: recording.title })}
      {status === 'scheduled' && (
        <Alert tone="info" title="Scheduled">
          Recording starts when the programme begins. This page plays it as soon as it has finished.
        </Alert>
      )}
      {status === 'recording' && (
        <Alert tone="info" title={`Recording now: ${recording.progress ?? 0}%`}>
          This page plays it as soon as the programme has finished.
        </Alert>
      )}
      {status === 'failed' && (
        <Alert tone="critical" title="This recording failed">
          {recording.note ?? 'The recorder could not capture this programme.'}
        </Alert>
      )}
      {status === 'recorded' && recording.note && <Alert tone="warning">{recording.note}</Alert>}
      {recording.description && <p className={styles.description}>{recording.description}</p>}
      <Link href="/recordings">Back to my recordings</Link>
    </Stack>
  );
}
