import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecordingCard, recordingStatuses } from '../src/components/RecordingCard';
import { withStoryLinks } from './support/StoryLink';

const meta = {
  title: 'Recordings/RecordingCard',
  component: RecordingCard,
  argTypes: { status: { control: 'inline-radio', options: recordingStatuses } },
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
  args: {
    title: 'Evening News',
    channel: 'FTV News · 101',
    when: 'Sun 22 Nov, 20:00 – 20:30',
    status: 'recorded',
    href: '/recordings/12',
    onRemove: fn(),
  },
} satisfies Meta<typeof RecordingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recorded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Evening News' })).toHaveAttribute('href', '/recordings/12');
    await expect(canvas.getByText('Recorded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Evening News' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Recording: Story = {
  args: { status: 'recording', progress: 0.42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Recording Evening News' })).toHaveAttribute('value', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel Evening News' })).toBeVisible();
  },
};

export const Scheduled: Story = { args: { status: 'scheduled', when: 'Mon 23 Nov, 21:15 – 23:00' } };

export const Failed: Story = { args: { status: 'failed', note: 'The server was down when the programme ended' } };

export const RecordedFromLaterStart: Story = { args: { note: 'Recorded from 20:12: the start was no longer available' } };

export const Removing: Story = { args: { isRemoving: true } };

export const LongTitle: Story = {
  args: { title: 'The Extraordinarily Long Documentary Series About Everything That Ever Happened, Episode 12: The Middle Ages', channel: 'FTV Documentary Premium Channel With A Long Name · 145' },
};
