// HomeSections.tsx — home's data-driven parts, in their own chunk: they need the API client and atoms, which
// load beside the first render (AuthLayer) rather than in the initial bundle of `/`.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { isAuthenticatedAtom } from '../../features/auth/atoms';
import { OnNowContainer } from '../../features/channels/OnNowContainer';
import { RecentlyWatchedContainer } from '../../features/channels/RecentlyWatchedContainer';
import { FavoritesContainer } from '../../features/channels/FavoritesContainer';
import * as styles from './HomePage.css';

export { WatchDefaultLink } from '../../features/channels/WatchDefaultLink';

/** Home shows a few favourites; the rest are on /favorites. */
const HOME_FAVOURITES = 4;

/** A titled row of home with a link to its full page beside the title. */
function HomeSection({ id, title, moreHref, moreLabel, children }: { id: string; title: string; moreHref: string; moreLabel: string; children: ReactNode }) {
  return (
    <Stack as="section" space="md" aria-labelledby={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <Link href={moreHref}>{moreLabel}</Link>
      </div>
      {children}
    </Stack>
  );
}

export function HomeSections() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <>
      <RecentlyWatchedContainer />

      {isAuthenticated && (
        <HomeSection id="home-favourites" title="Your favourites" moreHref="/favorites" moreLabel="All favourites">
          <FavoritesContainer limit={HOME_FAVOURITES} cardHeadingLevel={3} />
        </HomeSection>
      )}

      <HomeSection id="home-on-now" title="On now" moreHref="/channels" moreLabel="All channels">
        <OnNowContainer />
      </HomeSection>
    </>
  );
}
