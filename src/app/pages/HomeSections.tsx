// HomeSections.tsx — home's data-driven parts, in their own chunk: they need the API client and atoms, which
// load beside the first render (AuthLayer) rather than in the initial bundle of `/`.
import { useAtomValue } from 'jotai';
import { Link } from '../../components/Link';
import { isAuthenticatedAtom } from '../../features/auth/atoms';
import { OnNowContainer } from '../../features/channels/OnNowContainer';
import { RecentlyWatchedContainer } from '../../features/channels/RecentlyWatchedContainer';
import { FavoritesContainer } from '../../features/favorites/FavoritesContainer';
import * as styles from './HomePage.css';

export { WatchDefaultLink } from '../../features/channels/WatchDefaultLink';

/** Home shows a few favourites; the rest are on /favorites. */
const HOME_FAVOURITES = 4;

export function HomeSections() {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <>
      <RecentlyWatchedContainer />

      {isAuthenticated && (
        <section className={styles.section} aria-labelledby="home-favourites">
          <div className={styles.sectionHeader}>
            <h2 id="home-favourites" className={styles.sectionTitle}>
              Your favourites
            </h2>
            <Link href="/favorites">All favourites</Link>
          </div>
          <FavoritesContainer limit={HOME_FAVOURITES} cardHeadingLevel={3} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="home-on-now">
        <div className={styles.sectionHeader}>
          <h2 id="home-on-now" className={styles.sectionTitle}>
            On now
          </h2>
          <Link href="/channels">All channels</Link>
        </div>
        <OnNowContainer />
      </section>
    </>
  );
}
