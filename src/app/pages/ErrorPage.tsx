// ErrorPage.tsx — `/error`, unknown paths, and pages that failed: say what happened and offer the way home.
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './ErrorPage.css';

const TEXT = {
  'not-found': {
    title: 'Page not found',
    message: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
  error: {
    title: 'Something went wrong',
    message: 'This page could not be shown. Try again in a moment, or start again from the home page.',
  },
} as const;

export default function ErrorPage({ kind }: { kind: keyof typeof TEXT }) {
  const { title, message } = TEXT[kind];
  const { pathname } = useLocation();
  useDocumentTitle(title);
  return (
    <Stack as="section" space="md" align="center" className={styles.page} aria-labelledby="error-title">
      <span className={styles.icon}>
        <Icon name={kind === 'not-found' ? 'tv' : 'alert'} size={48} />
      </span>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {kind === 'not-found' && <p className={styles.code}>{pathname}</p>}
      <div className={styles.links}>
        <Link href="/">Go to the home page</Link>
        <Link href={`/support?from=${encodeURIComponent(pathname)}`} tone="muted">
          Contact support
        </Link>
      </div>
    </Stack>
  );
}
