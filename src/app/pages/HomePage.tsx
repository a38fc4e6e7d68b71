// HomePage.tsx — `/`: a short hero with the default channel one click away, then recently watched, favourites and what is on now.
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './HomePage.css';

// The sections read the API's atoms: a chunk of their own keeps the initial load of `/` in its budget.
const HomeSections = lazy(() => import('./HomeSections').then((m) => ({ default: m.HomeSections })));
const WatchDefaultLink = lazy(() => import('./HomeSections').then((m) => ({ default: m.WatchDefaultLink })));

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Stack space="xxl" className={styles.page}>
      <Stack as="section" space="md" align="left" className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          Live TV, the instant you pick it
        </h1>
        <p className={styles.pitch}>Pick a channel and the picture is there. Browse what is on now, or carry on where you left off.</p>
        <div className={styles.watch}>
          <Suspense fallback={null}>
            <WatchDefaultLink />
          </Suspense>
        </div>
      </Stack>
      <Suspense fallback={<Spinner label="Loading channels" />}>
        <HomeSections />
      </Suspense>
    </Stack>
  );
}
