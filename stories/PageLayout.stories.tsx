import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AppHeader, type AppHeaderNavItem } from '../src/components/AppHeader';
import { Button } from '../src/components/Button';
import { Footer } from '../src/components/Footer';
import { PageLayout, pageWidths } from '../src/components/PageLayout';
import { vars } from '../src/components/theme/contract.css';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes } from '../.storybook/modes';

const navItems: AppHeaderNavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/channels', label: 'Channels', isActive: true },
  { href: '/tvguide', label: 'TV guide' },
  { href: '/favorites', label: 'Favourites' },
  { href: '/recordings', label: 'Recordings' },
];

const header = (
  <AppHeader
    navItems={navItems}
    theme="dark"
    onToggleTheme={fn()}
    account={<Button variant="secondary">Log in</Button>}
  />
);

function ChannelTiles({ count }: { count: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: vars.space.lg,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          style={{
            padding: vars.space.lg,
            borderRadius: vars.radius.lg,
            border: `1px solid ${vars.color.border}`,
            background: vars.color.surface,
          }}
        >
          Channel {i + 1}
        </li>
      ))}
    </ul>
  );
}

function Content({ tiles = 6, children }: { tiles?: number; children?: ReactNode }) {
  return (
    <>
      <h1 style={{ marginTop: 0, fontSize: vars.fontSize.xxl }}>Channels</h1>
      <p style={{ color: vars.color.textMuted }}>Every channel in your plan, live now.</p>
      {children}
      <ChannelTiles count={tiles} />
    </>
  );
}

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryLinks],
  argTypes: { width: { control: 'inline-radio', options: pageWidths } },
  args: { header, footer: <Footer year={2025} />, children: <Content /> },
} satisfies Meta<typeof PageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const SkipLinkToMain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // From the main area the next Tab goes into the content, past the header.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveFocus();
  },
};

export const ShortPageFooterAtBottom: Story = {
  args: { children: <p>Nothing recorded yet.</p>, width: 'narrow' },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    // The footer's height depends on its text's font: measured once the web fonts are in (a fallback font wraps its
    // links differently; a busy machine can run the play function first, as a fresh-clone CI once did).
    await document.fonts.ready;
    await waitFor(() => expect(Math.round(footer.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

export const LongPage: Story = { args: { children: <Content tiles={60} /> } };

export const Narrow: Story = { args: { width: 'narrow' } };

export const Wide: Story = { args: { width: 'wide', children: <Content tiles={12} /> } };

export const Full: Story = {
  args: {
    width: 'full',
    children: (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '20rem', background: vars.color.surfaceSunken }}>
        <p style={{ margin: 0 }}>Edge to edge (player or guide grid)</p>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
