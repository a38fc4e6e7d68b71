import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../src/components/Button';
import { Tabs, type TabItem } from '../src/components/Tabs';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', panel: <p>A detective returns to her home town to reopen a cold case.</p> },
  { value: 'episodes', label: 'Episodes', panel: <p>Six episodes, each about an hour long.</p> },
  { value: 'cast', label: 'Cast', panel: <p>Starring Anna Berg and Jonas Lind.</p> },
  { value: 'recordings', label: 'Recordings', panel: <p>No recordings yet.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Programme details', items, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Programme details' })).toBeInTheDocument();
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('cold case');

    await userEvent.click(canvas.getByRole('tab', { name: 'Episodes' }));
    await expect(canvas.getByRole('tab', { name: 'Episodes' })).toHaveAttribute('aria-selected', 'true');
    await expect(overview).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Episodes' })).toHaveTextContent('Six episodes');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('episodes');

    // Clicking the selected tab again is not a change.
    await userEvent.click(canvas.getByRole('tab', { name: 'Episodes' }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Overview')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Episodes')).toHaveFocus();
    await expect(tab('Episodes')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Six episodes');

    await userEvent.keyboard('{End}');
    await expect(tab('Recordings')).toHaveFocus();
    await expect(tab('Recordings')).toHaveAttribute('aria-selected', 'true');

    // Arrows wrap around at both ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Overview')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Recordings')).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect(tab('Overview')).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('overview');

    // Roving tabindex: one Tab stop for the whole list, the next goes into the panel.
    await expect(tab('Cast')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(tab('Overview')).toHaveFocus();
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'cast' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Cast' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Cast' })).toHaveAttribute('tabindex', '0');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: items.map((item) => (item.value === 'episodes' ? { ...item, label: 'Episodes (coming soon)', disabled: true } : item)),
  },
  play: async ({ canvas, userEvent }) => {
    const episodes = canvas.getByRole('tab', { name: 'Episodes (coming soon)' });
    await expect(episodes).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Cast' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('recordings');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
        <Button variant="secondary" onClick={() => setValue('overview')}>Back to overview</Button>
        <Tabs {...args} value={value} onValueChange={(next) => { args.onValueChange?.(next); setValue(next); }} />
      </div>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Recordings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to overview' }));
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // A parent change is not a user choice, so it is not reported back.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Cast' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('cast');
    await expect(canvas.getByRole('tabpanel', { name: 'Cast' })).toBeVisible();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Settings sections',
    items: [
      { value: 'account', label: 'Account and sign-in details', panel: <p>Your email address and password.</p> },
      { value: 'playback', label: 'Playback, subtitles and audio description', panel: <p>How programmes play.</p> },
      { value: 'parental', label: 'Parental controls and PIN', panel: <p>Limits for younger viewers.</p> },
      { value: 'devices', label: 'Devices signed in to your account', panel: <p>Three devices.</p> },
      { value: 'billing', label: 'Billing history and invoices', panel: <p>No invoices yet.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const billing = canvas.getByRole('tab', { name: 'Billing history and invoices' });
    await expect(billing).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Billing history and invoices' })).toHaveTextContent('No invoices yet.');
  },
};

/** TV mode at 1080p: a programme's tabs over its overview, the selected tab focused (the remote's ←/→ move along them). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Overview' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
