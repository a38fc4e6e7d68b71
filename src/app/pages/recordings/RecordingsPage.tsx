// RecordingsPage.tsx — `/recordings`: the user's recordings with status, progress and storage; visitors are asked to log in.
import { useAtomValue } from 'jotai';
import { EmptyState } from '../../../components/EmptyState';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import { Stack } from '../../../components/Stack';
import { authStateAtom } from '../../../features/auth/atoms';
import { RecordingsContainer } from '../../../features/recordings/RecordingsContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './RecordingsPage.css';

export default function RecordingsPage() {
  useDocumentTitle('My recordings');
  const { isAuthenticated, isLoading } = useAtomValue(authStateAtom);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>My recordings</h1>
      {!isAuthenticated && isLoading && <Spinner label="Loading your account" />}
      {!isAuthenticated && !isLoading && (
        <EmptyState
          icon="record"
          title="Log in to record programmes"
          description="With a free account you can record programmes from the TV guide and watch them whenever you like."
          action={<Link href="/login?next=%2Frecordings">Log in</Link>}
        />
      )}
      {isAuthenticated && <RecordingsContainer />}
    </Stack>
  );
}
