// FavoritesPage.tsx — `/favorites`: the user's favourite channels with now/next; visitors are invited to log in.
import { useAtomValue } from 'jotai';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { authStateAtom } from '../../features/auth/atoms';
import { loginHrefFor } from '../../features/shared/returnTo';
import { FavoritesContainer } from '../../features/channels/FavoritesContainer';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './FavoritesPage.css';

export default function FavoritesPage() {
  useDocumentTitle('Favourites');
  const { isAuthenticated, isLoading } = useAtomValue(authStateAtom);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>Favourite channels</h1>
      {!isAuthenticated && isLoading && <Spinner label="Loading your account" />}
      {!isAuthenticated && !isLoading && (
        <EmptyState
          icon="heart"
          title="Log in to keep favourite channels"
          description="With a free account, the channels you love are one click away on every device."
          action={<Link href={loginHrefFor('/favorites')}>Log in</Link>}
        />
      )}
      {isAuthenticated && <FavoritesContainer />}
    </Stack>
  );
}
