// StoryLink.tsx — stands in for the router's link in stories: a click goes nowhere, so play functions can click links.
import type { ComponentType } from 'react';
import { LinkComponentProvider, type LinkComponentProps } from '../../src/components/Link';

export function StoryLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}

/** Decorator: every design-system Link in the story renders through StoryLink. */
export const withStoryLinks = (Story: ComponentType) => (
  <LinkComponentProvider value={StoryLink}>
    <Story />
  </LinkComponentProvider>
);
