// Footer.tsx — the site footer: links to the information pages, then the copyright line.
import { Box } from '../Box';
import { Link } from '../Link';
import { Text } from '../Text';
import * as styles from './Footer.css';

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterProps {
  /** Appended after the information pages (e.g. Support). */
  links?: readonly FooterLink[];
  /** Defaults to this year; stories pass a fixed one so screenshots stay stable. */
  year?: number;
}

const informationLinks: readonly FooterLink[] = [
  { href: '/about-us', label: 'About us' },
  { href: '/press', label: 'Press' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-of-service', label: 'Terms of service' },
  { href: '/cookie-policy', label: 'Cookie policy' },
  { href: '/dmca-notice', label: 'DMCA notice' },
];

// Read once when the module loads: a render should not depend on the clock.
const thisYear = new Date().getFullYear();

export function Footer({ links = [], year = thisYear }: FooterProps) {
  return (
    <Box as="footer" background="surface" color="muted" className={styles.footer}>
      {/* The same side padding as the header, so both bars line up; a column on phones, one row from tablet up. */}
      <Box
        display="flex"
        flexDirection={{ mobile: 'column', tablet: 'row' }}
        alignItems={{ tablet: 'center' }}
        justifyContent={{ tablet: 'space-between' }}
        gap={{ mobile: 'md', tablet: 'xl' }}
        paddingY="xl"
        paddingX={{ mobile: 'lg', tablet: 'xl' }}
      >
        <nav aria-label="Footer">
          <Box as="ul" display="flex" flexWrap="wrap" className={styles.list}>
            {[...informationLinks, ...links].map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="muted" className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </nav>
        <Text as="p" size="small" tone="secondary" className={styles.copyright}>{`© ${year} FTV`}</Text>
      </Box>
    </Box>
  );
}
