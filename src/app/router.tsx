// router.tsx — the routes of docs/client.md#routes, each page loaded on demand in its own chunk.
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage } from './lazyPage';
import { RootLayout } from './layouts/RootLayout';
import type { InfoContent } from './pages/info/content/types';

// Declarative routes with React.lazy rather than the data router: the data router's extra ~17 KB (gzip)
// would push the initial load of `/` past its 100 KB budget, and jotai already owns data loading.
const HomePage = lazy(() => import('./pages/HomePage'));
const ErrorPage = lazy(() => import('./pages/ErrorPage'));
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/auth/VerifyEmailPage'));
const SubscribePage = lazy(() => import('./pages/commerce/SubscribePage'));
const CheckoutPage = lazy(() => import('./pages/commerce/CheckoutPage'));
const SettingsPage = lazy(() => import('./pages/SettingsPage'));
const SupportPage = lazy(() => import('./pages/SupportPage'));
const ChannelsPage = lazy(() => import('./pages/channels/ChannelsPage'));
const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));
const RecordingsPage = lazy(() => import('./pages/recordings/RecordingsPage'));
const RecordingPage = lazy(() => import('./pages/recordings/RecordingPage'));
/** Preloaded by the entry on a cold watch page (main.tsx), so its first render shows the player at once. */
export const WatchPage = lazyPage(() => import('./pages/watch/WatchPage'));
const TvGuidePage = lazy(() => import('./pages/guide/TvGuidePage'));
const ChannelGuidePage = lazy(() => import('./pages/guide/ChannelGuidePage'));
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));

/** An information page: the shared page component and that page's text load together. */
function infoPage(loadContent: () => Promise<InfoContent>): ComponentType {
  return lazy(async () => {
    const [{ InfoPage }, content] = await Promise.all([import('./pages/info/InfoPage'), loadContent()]);
    return { default: () => <InfoPage content={content} /> };
  });
}

const INFO_PAGES: { path: string; Page: ComponentType }[] = [
  { path: '/about-us', Page: infoPage(() => import('./pages/info/content/aboutUs').then((m) => m.aboutUs)) },
  { path: '/press', Page: infoPage(() => import('./pages/info/content/press').then((m) => m.press)) },
  { path: '/privacy-policy', Page: infoPage(() => import('./pages/info/content/privacyPolicy').then((m) => m.privacyPolicy)) },
  { path: '/terms-of-service', Page: infoPage(() => import('./pages/info/content/termsOfService').then((m) => m.termsOfService)) },
  { path: '/cookie-policy', Page: infoPage(() => import('./pages/info/content/cookiePolicy').then((m) => m.cookiePolicy)) },
  { path: '/dmca-notice', Page: infoPage(() => import('./pages/info/content/dmcaNotice').then((m) => m.dmcaNotice)) },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
        <Route path="/subscribe" element={<SubscribePage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/channels" element={<ChannelsPage />} />
        <Route path="/channels/:category" element={<ChannelsPage />} />
        <Route path="/favorites" element={<FavoritesPage />} />
        <Route path="/recordings" element={<RecordingsPage />} />
        <Route path="/recordings/:recordingId" element={<RecordingPage />} />
        <Route path="/tv/:channelId" element={<WatchPage />} />
        <Route path="/tvguide" element={<TvGuidePage />} />
        <Route path="/tvguide/:channelId" element={<ChannelGuidePage />} />
        <Route path="/admin" element={<AdminPage />} />
        {INFO_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/error" element={<ErrorPage kind="error" />} />
        <Route path="*" element={<ErrorPage kind="not-found" />} />
      </Route>
    </Routes>
  );
}
