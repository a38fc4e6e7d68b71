// RouterLink.test.tsx — design-system links navigate through react-router; mail links stay plain anchors.
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Link, LinkComponentProvider } from '../../src/components/Link';
import { RouterLink } from '../../src/app/RouterLink';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

test('an internal href changes the route without a page load', async () => {
  const page = () => (
    <LinkComponentProvider value={RouterLink}>
      <Where />
      <Link href="/press">Press</Link>
      <Link href="mailto:press@ftv.example">Write to us</Link>
    </LinkComponentProvider>
  );
  const router = createMemoryRouter([{ path: '*', Component: page }], { initialEntries: ['/'] });
  const screen = await render(<RouterProvider router={router} />);
  await expect.element(screen.getByText('at /')).toBeInTheDocument();
  await screen.getByRole('link', { name: 'Press' }).click();
  await expect.element(screen.getByText('at /press')).toBeInTheDocument();
  await expect.element(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:press@ftv.example');
});
