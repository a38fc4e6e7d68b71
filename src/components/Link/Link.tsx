// Link.tsx — a themed link that renders through the app's router link, provided once at the root.
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';
import * as styles from './Link.css';

export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Components stay router-agnostic (as in Braid's LinkComponent): the app provides a component that
 * turns `href` into client-side navigation; stories and tests fall back to a plain anchor.
 */
const LinkComponentContext = createContext<ComponentType<LinkComponentProps>>(({ children, ...props }) => <a {...props}>{children}</a>);
export const LinkComponentProvider = LinkComponentContext.Provider;
export const useLinkComponent = () => useContext(LinkComponentContext);

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: 'accent' | 'neutral' | 'muted';
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ tone = 'accent', className, ...rest }, ref) {
  const LinkComponent = useLinkComponent();
  // The component comes from context (set once at the root), not created here: the rule cannot see that.
  // oxlint-disable-next-line react/static-components
  return <LinkComponent ref={ref} className={[styles.link({ tone }), className].filter(Boolean).join(' ')} {...rest} />;
});
