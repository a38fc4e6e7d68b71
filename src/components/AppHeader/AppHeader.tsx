// AppHeader.tsx — the app's top bar: skip link, logo, primary navigation, search, theme toggle and account.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { VisuallyHidden } from '../VisuallyHidden';
import { MAIN_ID } from '../PageLayout';
import * as styles from './AppHeader.css';

/** PageLayout gives its <main> this id, so the skip link lands on the page's content. */

export interface AppHeaderNavItem {
  href: string;
  label: string;
  /** The page being shown: marked with aria-current="page" and a bar. */
  isActive?: boolean;
}

export interface AppHeaderProps {
  navItems: readonly AppHeaderNavItem[];
  /** The search field (or a button opening one): on its own row on phones, at the right otherwise. */
  search?: ReactNode;
  /** The theme in use; the toggle offers the other one. */
  theme: 'light' | 'dark';
  onToggleTheme: () => void;
  /** The account control (log in link, or the user's menu), last in the bar. */
  account?: ReactNode;
}

export function AppHeader({ navItems, search, theme, onToggleTheme, account }: AppHeaderProps) {
  const navId = useId();
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [isMenuOpen, setMenuOpen] = useState(false);

  // A client-side navigation keeps the header mounted, so the phone menu must close itself.
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // A widget that used Escape itself (a search suggestion list, a dialog) has claimed it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Claimed: a TV remote's Back, sent as Escape, closes the menu and goes no further.
      event.preventDefault();
      setMenuOpen(false);
      // Hiding the nav would drop focus from a link inside it to <body>; put it back on the button.
      if (navRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  // Focus the target ourselves: the URL keeps no '#main' and the router sees no navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  const isDark = theme === 'dark';

  return (
    // One row for a remote's arrows (features/tvMode/spatialNavigation.ts): the links, then the theme and account at its end.
    <header className={styles.header} data-spatial-group="">
      {/* A plain anchor: an in-page jump, not a route for the app's router. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <div className={styles.bar}>
        <span className={styles.menuToggle}>
          <IconButton
            ref={menuButtonRef}
            icon={isMenuOpen ? 'close' : 'menu'}
            label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </span>
        <Link href="/" tone="neutral" className={styles.logo} onClick={closeMenu}>
          <LogoMark />
          FTV<VisuallyHidden> home</VisuallyHidden>
        </Link>
        <nav ref={navRef} id={navId} aria-label="Primary" className={styles.nav} data-open={isMenuOpen}>
          <Box as="ul" display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap={{ mobile: 'xxs', tablet: 'xs' }} className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href} className={styles.navItem}>
                <Link
                  href={item.href}
                  tone="neutral"
                  className={styles.navLink}
                  aria-current={item.isActive ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </nav>
        {search ? <div className={styles.search}>{search}</div> : null}
        <div className={styles.actions}>
          <IconButton
            icon={isDark ? 'sun' : 'moon'}
            label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
            onClick={onToggleTheme}
          />
          {account}
        </div>
      </div>
    </header>
  );
}

/** A screen with a play triangle; decorative, the link's text names it. */
function LogoMark() {
  return (
    <svg className={styles.logoMark} width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="5" width="30" height="22" rx="6" fill="currentColor" />
      <path className={styles.logoMarkPlay} d="M13 11.5v9l7.5-4.5z" />
    </svg>
  );
}
