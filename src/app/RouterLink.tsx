// RouterLink.tsx — lets design-system links navigate client-side: internal paths go through react-router.
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { LinkComponentProps } from '../components/Link';

/** Paths on this origin navigate without a reload; mailto:, other origins and #fragments stay plain anchors. */
export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, children, ...rest }, ref) {
  return isInternalHref(href) ? (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
