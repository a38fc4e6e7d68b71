import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AccountMenu } from '../src/components/AccountMenu';
import { withStoryLinks } from './support/StoryLink';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  decorators: [withStoryLinks, (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}><Story /></div>],
  args: {
    user: { nickname: 'alice', email: 'alice@ftv.example' },
    loginHref: '/login?next=%2Ftvguide',
    links: [
      { href: '/recordings', label: 'My recordings' },
      { href: '/settings', label: 'Settings' },
    ],
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Ftvguide');
  },
};

export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'alice' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'alice' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('alice@ftv.example')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'alice' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My recordings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

export const LongNickname: Story = {
  args: { user: { nickname: 'the-viewer-with-an-extraordinarily-long-nickname', email: 'the.viewer.with.an.extraordinarily.long.address@example-broadcasting-company.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /the-viewer/ }));
  },
};

export const LoggingOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'alice' }));
  },
  args: { isLoggingOut: true },
};

/** TV mode at 1080p: the menu opened with OK, its first link focused by the next step down. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'alice' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    canvas.getByRole('link', { name: 'My recordings' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
