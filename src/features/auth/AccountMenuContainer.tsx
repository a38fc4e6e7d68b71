// AccountMenuContainer.tsx — the header's account control bound to the auth state; "Log in" comes back to this page.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountMenu } from '../../components/AccountMenu';
import { logoutAtom, userAtom } from './atoms';
import { loginHrefFor } from '../shared/returnTo';

// The user's own pages; each joins once its route exists.
const USER_LINKS = [
  { href: '/recordings', label: 'My recordings' },
  { href: '/settings', label: 'Settings' },
];

export default function AccountMenuContainer() {
  const user = useAtomValue(userAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    navigate('/');
  };

  return (
    <AccountMenu
      user={user ? { nickname: user.nickname || user.login, email: user.email } : null}
      loginHref={loginHrefFor(pathname + search)}
      links={user?.operator ? [...USER_LINKS, { href: '/admin', label: 'Console' }] : USER_LINKS}
      onLogout={() => void onLogout()}
      isLoggingOut={isLoggingOut}
    />
  );
}
