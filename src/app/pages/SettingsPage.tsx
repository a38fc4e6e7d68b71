// SettingsPage.tsx — `/settings`: profile, password, email verification, subscriptions and orders (visitors are asked to log in), and this device's playback choices for everyone.
import { useAtomValue } from 'jotai';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { SettingsSection } from '../../components/SettingsSection';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { authStateAtom } from '../../features/auth/atoms';
import { EmailVerificationContainer } from '../../features/settings/EmailVerificationContainer';
import { OrdersContainer } from '../../features/checkout/OrdersContainer';
import { PlaybackContainer } from '../../features/player/PlaybackContainer';
import { TvModeContainer } from '../../features/tvMode/TvModeContainer';
import { PasswordContainer } from '../../features/settings/PasswordContainer';
import { ProfileContainer } from '../../features/settings/ProfileContainer';
import { SubscriptionsContainer } from '../../features/subscriptions/SubscriptionsContainer';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './SettingsPage.css';

const SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'password', title: 'Password' },
  { id: 'email', title: 'Email' },
  { id: 'subscriptions', title: 'Subscriptions' },
  { id: 'orders', title: 'Orders' },
  { id: 'playback', title: 'Playback' },
] as const;

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const { isAuthenticated, isLoading } = useAtomValue(authStateAtom);

  return (
    <Stack space="lg" className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      {!isAuthenticated && isLoading && <Spinner label="Loading your account" />}
      {!isAuthenticated && !isLoading && (
        <EmptyState
          icon="user"
          title="Log in to see your settings"
          description="Your profile, password, subscriptions and orders are here once you are logged in."
          action={<Link href="/login?next=%2Fsettings">Log in</Link>}
        />
      )}
      {isAuthenticated && (
        <>
          <nav aria-label="Settings sections">
            <ul className={styles.sectionLinks}>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} tone="neutral">
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SettingsSection id="profile" title="Profile" description="Where you watch from. The TV guide shows times in your timezone.">
            <ProfileContainer />
          </SettingsSection>
          <SettingsSection id="password" title="Password" description="At least 8 characters. Other devices stay logged in.">
            <PasswordContainer />
          </SettingsSection>
          <SettingsSection id="email" title="Email" description="A verified address lets you reset your password.">
            <EmailVerificationContainer />
          </SettingsSection>
          <SettingsSection id="subscriptions" title="Subscriptions" description="Your plans, the time left on each, and renewal.">
            <SubscriptionsContainer />
          </SettingsSection>
          <SettingsSection id="orders" title="Orders" description="Every payment you made, newest first.">
            <OrdersContainer />
          </SettingsSection>
        </>
      )}
      {/* Not tied to an account: a visitor's player keeps channels ready too. */}
      <SettingsSection id="playback" title="Playback" description="How live TV behaves on this device.">
        <Stack space="lg">
          <PlaybackContainer />
          <TvModeContainer />
        </Stack>
      </SettingsSection>
    </Stack>
  );
}
