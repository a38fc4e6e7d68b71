// AdminPage.tsx — `/admin`: the operator's console (its own chunk: no viewer loads it).
import { useAtomValue } from 'jotai';
import { Stack } from '../../../components/Stack';
import { authStateAtom } from '../../../features/auth/atoms';
import { ConsoleContainer } from '../../../features/admin/ConsoleContainer';
import { useDocumentTitle } from '../../useDocumentTitle';
import * as styles from './AdminPage.css';

export default function AdminPage() {
  useDocumentTitle('Console');
  const { isAuthenticated, isLoading } = useAtomValue(authStateAtom);
  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>Operator console</h1>
      <ConsoleContainer isAuthenticated={isAuthenticated} isLoading={isLoading} />
    </Stack>
  );
}
