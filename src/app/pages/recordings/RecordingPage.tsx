// RecordingPage.tsx — `/recordings/{recordingId}`: watch one recording (or see why it cannot be watched yet).
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import { Stack } from '../../../components/Stack';
import { authStateAtom } from '../../../features/auth/atoms';
import { PlayerContainer } from '../../../features/player/PlayerContainer';
import { RecordingPlayerContainer } from '../../../features/recordings/RecordingPlayerContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import ErrorPage from '../ErrorPage';
import * as styles from './RecordingsPage.css';

/** A finished recording plays as VOD: seekable, no Live badge, started at once. */
const recordingPlayer = ({ src, title }: { src: string; title: string }) => <PlayerContainer src={src} title={title} isLive={false} autoPlay />;

export default function RecordingPage() {
  const { recordingId = '' } = useParams();
  useDocumentTitle('Recording');
  const { isAuthenticated, isLoading } = useAtomValue(authStateAtom);
  if (!/^[1-9][0-9]{0,15}$/.test(recordingId)) return <ErrorPage kind="not-found" />;
  return (
    <Stack space="lg" className={styles.page}>
      {!isAuthenticated && isLoading && <Spinner label="Loading your account" />}
      {!isAuthenticated && !isLoading && (
        <EmptyState
          icon="record"
          title="Log in to watch your recordings"
          action={<Link href={`/login?next=${encodeURIComponent(`/recordings/${recordingId}`)}`}>Log in</Link>}
        />
      )}
      {isAuthenticated && <RecordingPlayerContainer recordingId={Number(recordingId)} renderPlayer={recordingPlayer} />}
    </Stack>
  );
}
