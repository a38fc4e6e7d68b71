import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { RecordingList } from '../src/components/RecordingList';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Recordings/RecordingList',
  component: RecordingList,
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  args: {
    recordings: [
      { id: 3, title: 'Match of the Day', channel: 'FTV Sports · 121', when: 'Sun 22 Nov, 21:00 – 22:30', status: 'recording', progress: 0.3, href: '/recordings/3' },
      { id: 2, title: 'Evening News', channel: 'FTV News · 101', when: 'Sun 22 Nov, 20:00 – 20:30', status: 'recorded', href: '/recordings/2' },
      { id: 4, title: 'Late Movie', channel: 'FTV Movies · 131', when: 'Sun 22 Nov, 23:00 – 01:00', status: 'scheduled', href: '/recordings/4' },
      { id: 1, title: 'Morning Show', channel: 'FTV Life · 171', when: 'Sat 21 Nov, 07:00 – 09:00', status: 'failed', note: 'The server was down when the programme ended', href: '/recordings/1' },
    ],
    storage: { used: 4.5, total: 5 },
    onRemove: fn(),
    onRetry: fn(),
    guideHref: '/tvguide',
  },
} satisfies Meta<typeof RecordingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('meter', { name: 'Recording storage used' })).toHaveAttribute('aria-valuetext', '4.5 of 5 hours used');
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Evening News' }));
    await screen.findByRole('dialog', { name: 'Remove “Evening News”?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel Match of the Day' }));
    await screen.findByRole('dialog', { name: 'Cancel “Match of the Day”?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel recording' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

/** Booked by a rule (it is named), and a finished one protected from its rule's keep limit. */
export const RulesAndProtection: Story = {
  args: {
    recordings: [
      { id: 5, title: 'Planet Oceans: The Deep', channel: 'FTV One · 1', when: 'Mon 23 Nov, 21:00 – 22:00', status: 'scheduled', href: '/recordings/5', rule: 'Planet Oceans' },
      { id: 2, title: 'Evening News', channel: 'FTV News · 101', when: 'Sun 22 Nov, 20:00 – 20:30', status: 'recorded', href: '/recordings/2', rule: '“news”', isProtected: true },
      { id: 6, title: 'Planet Oceans: Reefs', channel: 'FTV One · 1', when: 'Sun 22 Nov, 21:00 – 22:00', status: 'recorded', href: '/recordings/6', rule: 'Planet Oceans' },
    ],
    onProtectChange: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Planet Oceans: The Deep' })).toHaveTextContent('by the rule Planet Oceans');
    await expect(canvas.getByRole('button', { name: 'Protected Evening News' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Protect Planet Oceans: Reefs' }));
    await expect(args.onProtectChange).toHaveBeenCalledWith(6, true);
    // Only a finished recording can be protected.
    await expect(canvas.queryByRole('button', { name: /^Protect(ed)? Planet Oceans: The Deep$/ })).toBeNull();
  },
};

export const Loading: Story = { args: { recordings: [], storage: null, isLoading: true } };

export const Empty: Story = {
  args: { recordings: [], storage: { used: 0, total: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the TV guide' })).toHaveAttribute('href', '/tvguide');
  },
};

export const Failed: Story = {
  args: { recordings: [], storage: null, error: 'Failed to load recordings' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the recordings with a finished one's Remove button focused, as the remote reaches it. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Remove Evening News' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
