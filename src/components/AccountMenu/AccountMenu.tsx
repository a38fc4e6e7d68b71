// AccountMenu.tsx — the header's account control: "Log in" for visitors; for users, a disclosure with their pages and "Log out".
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../private/useDismiss';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './AccountMenu.css';

export interface AccountMenuUser {
  nickname: string;
  email: string;
}

export interface AccountMenuProps {
  /** null: a visitor (the login link is shown). */
  user: AccountMenuUser | null;
  /** Where "Log in" goes; the app adds where to come back to. */
  loginHref: string;
  /** The user's own pages (settings, recordings…), listed above "Log out". */
  links?: readonly { href: string; label: string }[];
  onLogout: () => void;
  isLoggingOut?: boolean;
}

/**
 * A disclosure (button + list), not an ARIA menu: it holds ordinary links and a button, which keep
 * their usual keyboard behaviour. Escape or a click elsewhere closes it.
 */
export function AccountMenu({ user, loginHref, links = [], onLogout, isLoggingOut = false }: AccountMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);

  useDismiss(isOpen, rootRef, buttonRef, useCallback(() => setOpen(false), []));

  if (!user) {
    return (
      <Link href={loginHref} tone="neutral" className={styles.loginLink}>
        <Icon name="user" size={20} />
        Log in
      </Link>
    );
  }

  const initial = (user.nickname || user.email).charAt(0).toUpperCase();
  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.name}>{user.nickname || user.email}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={panelId} className={`${stackClass('sm')} ${styles.panel}`} hidden={!isOpen}>
        <Text as="p" size="small" tone="secondary">
          Signed in as{' '}
          <Text as="strong" size="small" weight="medium" className={styles.email}>
            {user.email}
          </Text>
        </Text>
        {links.length > 0 && (
          <Stack as="ul" space="none" className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="neutral" className={styles.panelLink} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        )}
        <Button variant="secondary" size="small" fullWidth isLoading={isLoggingOut} onClick={onLogout}>
          Log out
        </Button>
      </div>
    </div>
  );
}
