// StoryLink.tsx — stands in for the router's link in stories: a click goes nowhere, so play functions can click links.
import type { LinkComponentProps } from '../../src/components/Link';

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
