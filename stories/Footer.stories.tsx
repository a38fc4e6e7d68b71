import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Footer } from '../src/components/Footer';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // A fixed year keeps screenshots the same from one year to the next.
  args: { year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const linksOf = (nav: HTMLElement) =>
  [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(linksOf(canvas.getByRole('navigation', { name: 'Footer' }))).toEqual([
      ['About us', '/about-us'],
      ['Press', '/press'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms of service', '/terms-of-service'],
      ['Cookie policy', '/cookie-policy'],
      ['DMCA notice', '/dmca-notice'],
    ]);
    await expect(canvas.getByText('© 2025 FTV')).toBeVisible();
  },
};

export const WithExtraLinks: Story = {
  args: { links: [{ href: '/support', label: 'Support' }] },
  play: async ({ canvas }) => {
    const links = linksOf(canvas.getByRole('navigation', { name: 'Footer' }));
    await expect(links).toHaveLength(7);
    await expect(links.at(-1)).toEqual(['Support', '/support']);
  },
};

export const LongLabels: Story = {
  args: {
    links: [
      { href: '/support', label: 'Support' },
      { href: '/accessibility', label: 'Accessibility statement and how to request alternative formats' },
      { href: '/modern-slavery', label: 'Modern slavery statement' },
    ],
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: phoneModes } },
  args: { links: [{ href: '/support', label: 'Support' }] },
  play: async () => {
    // The links wrap onto more rows instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveFocus();
  },
};

/** TV mode at 1080p: the footer's links across the foot of the page, the first focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'About us' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
