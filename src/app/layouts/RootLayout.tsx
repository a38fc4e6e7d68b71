// RootLayout.tsx — the frame of every page: header (nav, theme toggle), main, footer, notifications.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../../components/AppHeader';
import { Footer } from '../../components/Footer';
import { LinkComponentProvider } from '../../components/Link';
import { PageLayout } from '../../components/PageLayout';
import { MAIN_ID } from '../../components/PageLayout';
import { Spinner } from '../../components/Spinner';
import { NotificationsContainer } from '../../features/notifications/NotificationsContainer';
import { themeAtom, toggleThemeAtom } from '../../features/theme/atoms';
import { isActive, PRIMARY_NAV } from '../navigation';
import { useAppUpdateNotice } from '../pwa/useAppUpdateNotice';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { RouterLink } from '../RouterLink';
import * as styles from './RootLayout.css';

const ErrorPage = lazy(() => import('../pages/ErrorPage'));
// Lazy, like the auth atoms it reads (AuthLayer): the session client stays out of the first bundle.
const AccountMenuContainer = lazy(() => import('../../features/auth/AccountMenuContainer'));
// Lazy for the same reason: reminders need the session client, and show nothing before a reminder falls due.
const ReminderNoticesContainer = lazy(() => import('../../features/reminders/ReminderNoticesContainer'));

/**
 * The page a path shows: `/tv/{id}` is one page whose parameter changes as the viewer zaps, so it is neither
 * remounted (the player's element, and with it full screen, must survive) nor treated as a new page.
 */
const pageKeyOf = (pathname: string) => (pathname.startsWith('/tv/') ? '/tv/' : pathname);

/**
 * After a client-side navigation, behave like a page load: scroll to the top (or to the #fragment)
 * and move focus to the new page, so keyboard and screen-reader users are not left on the old link.
 */
function useNewPageOnNavigate(pathname: string, hash: string) {
  // Compared with the last location rather than "first render": StrictMode runs effects twice.
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const location = `${pathname}${hash}`;
    if (shown.current === location) return;
    const samePage = !hash && pageKeyOf(shown.current) === pageKeyOf(pathname);
    shown.current = location;
    if (samePage) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Unless the new page put focus somewhere of its own (the watch page's picture, in TV mode).
    const main = document.getElementById(MAIN_ID);
    if (!main?.contains(document.activeElement)) main?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export function RootLayout() {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const { pathname, hash } = useLocation();
  useNewPageOnNavigate(pathname, hash);
  useAppUpdateNotice();

  return (
    <LinkComponentProvider value={RouterLink}>
      <PageLayout
        header={
          <AppHeader
            navItems={PRIMARY_NAV.map((entry) => ({ ...entry, isActive: isActive(entry, pathname) }))}
            theme={theme}
            onToggleTheme={toggleTheme}
            account={
              <Suspense fallback={null}>
                <AccountMenuContainer />
              </Suspense>
            }
          />
        }
        // Support hears which page the user was on (technical data of the message).
        footer={<Footer links={[{ href: pathname === '/support' ? '/support' : `/support?from=${encodeURIComponent(pathname)}`, label: 'Contact support' }]} />}
      >
        <RouteErrorBoundary key={pageKeyOf(pathname)} fallback={<Suspense><ErrorPage kind="error" /></Suspense>}>
          <Suspense
            fallback={
              <div className={styles.pageLoading}>
                <Spinner size="large" label="Loading page" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </PageLayout>
      <NotificationsContainer />
      <Suspense fallback={null}>
        <ReminderNoticesContainer />
      </Suspense>
    </LinkComponentProvider>
  );
}
