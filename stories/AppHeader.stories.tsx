import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AppHeader, type AppHeaderNavItem, type AppHeaderProps } from '../src/components/AppHeader';
import { Button } from '../src/components/Button';
import { vars } from '../src/components/theme/contract.css';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

function SearchField() {
  return (
    <search>
      <form onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          aria-label="Search channels and programmes"
          placeholder="Search channels"
          style={{
            width: '100%',
            minHeight: 40,
            padding: `0 ${vars.space.md}`,
            border: `1px solid ${vars.color.borderStrong}`,
            borderRadius: vars.radius.md,
            background: vars.color.surfaceSunken,
            color: vars.color.text,
            font: 'inherit',
          }}
        />
      </form>
    </search>
  );
}

const navItems: AppHeaderNavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/channels', label: 'Channels' },
  { href: '/tvguide', label: 'TV guide' },
  { href: '/favorites', label: 'Favourites' },
  { href: '/recordings', label: 'Recordings' },
];

const withActive = (href: string) => navItems.map((item) => ({ ...item, isActive: item.href === href }));

const longNavItems: AppHeaderNavItem[] = [
  ...withActive('/recordings'),
  { href: '/channels/news', label: 'News and current affairs from around the world' },
  { href: '/channels/sport', label: 'Live sport, highlights and replays' },
  { href: '/channels/kids', label: 'Children and family entertainment' },
  { href: '/channels/documentaries', label: 'Documentaries' },
];

const phone = { viewport: { value: 'phone', isRotated: false } };

// By aria-controls: a hidden nav has no accessible name to be found by.
const controlledNav = (menuButton: HTMLElement) => document.getElementById(menuButton.getAttribute('aria-controls') ?? '');

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [withStoryLinks],
  args: {
    navItems,
    theme: 'dark',
    onToggleTheme: fn(),
    search: <SearchField />,
    account: <Button variant="secondary">Log in</Button>,
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FTV home' })).toHaveAttribute('href', '/');
    const nav = canvas.getByRole('navigation', { name: 'Primary' });
    const labels = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    await expect(labels).toEqual(['Home', 'Channels', 'TV guide', 'Favourites', 'Recordings']);
    // From tablet up the nav is always there, so the phone menu button is not.
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const ActiveItem: Story = {
  args: { navItems: withActive('/tvguide') },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('link', { name: 'TV guide' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Channels' })).not.toHaveAttribute('aria-current');
    // The marker is a bar drawn under the link, not only a change of colour.
    await expect(getComputedStyle(active, '::before').height).toBe('3px');
  },
};

export const LongLabelsAndManyItems: Story = {
  args: { navItems: longNavItems },
  play: async ({ canvas }) => {
    const links = [...canvas.getByRole('navigation', { name: 'Primary' }).querySelectorAll('a')];
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    // One row that scrolls sideways, never a ragged second line.
    await expect(tops.size).toBe(1);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeLessThan(56);
  },
};

export const WithoutSlots: Story = { args: { search: undefined, account: undefined, navItems: withActive('/') } };

export const SkipLinkFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', '#main');
    // Hidden until focused, then shown in full.
    await expect(skipLink.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

function ThemeToggleDemo({ onToggleTheme, theme: initialTheme, ...args }: AppHeaderProps) {
  const [theme, setTheme] = useState(initialTheme);
  return (
    <AppHeader
      {...args}
      theme={theme}
      onToggleTheme={() => {
        onToggleTheme();
        setTheme((current) => (current === 'dark' ? 'light' : 'dark'));
      }}
    />
  );
}

export const ThemeToggle: Story = {
  render: (args) => <ThemeToggleDemo {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalledTimes(2);
  },
};

export const LightThemeProp: Story = {
  args: { theme: 'light' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { navItems: withActive('/favorites') },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Primary' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    // Too narrow for one row: the nav takes a full-width row under the logo, search and actions.
    const logo = canvas.getByRole('link', { name: 'FTV home' });
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(logo.getBoundingClientRect().bottom);
  },
};

export const Narrow: Story = {
  globals: phone,
  parameters: { chromatic: { modes: phoneModes } },
  args: { navItems: withActive('/channels') },
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const nav = controlledNav(menuButton);
    await expect(nav).toHaveAttribute('aria-label', 'Primary');
    await expect(nav).not.toBeVisible();
  },
};

export const NarrowMenuOpen: Story = {
  globals: phone,
  parameters: { chromatic: { modes: phoneModes } },
  args: { navItems: withActive('/channels') },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Channels' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NarrowMenuEscape: Story = {
  globals: phone,
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'FTV home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    await expect(menuButton).toHaveFocus();
    await expect(controlledNav(menuButton)).not.toBeVisible();
  },
};

export const NarrowMenuClosesOnNavigate: Story = {
  globals: phone,
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('link', { name: 'Recordings' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const NarrowLongLabels: Story = {
  globals: phone,
  parameters: { chromatic: { modes: phoneModes } },
  args: { navItems: longNavItems },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Primary' });
    // Long labels wrap inside the full-width list rather than pushing the page sideways.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** TV mode at 1080p: the header's row (the links, then theme and account), a link focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getAllByRole('link').find((link) => link.getAttribute('href') === '/channels')!.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
