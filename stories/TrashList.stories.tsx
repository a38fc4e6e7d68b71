// TrashList.stories.tsx — deleted recordings waiting in the trash, restored one by one; the empty trash.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TrashList } from '../src/components/TrashList';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Recordings/TrashList',
  component: TrashList,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  args: {
    items: [
      { id: 2, title: 'Evening News', channel: 'FTV News · 101', when: 'Sun 22 Nov, 20:00 – 20:30', note: 'Deleted 27 Nov 2026 · goes for good on 4 Dec 2026' },
      { id: 7, title: 'Planet Oceans: Reefs', channel: 'FTV One · 1', when: 'Sat 21 Nov, 21:00 – 22:00', note: 'Deleted 26 Nov 2026 · goes for good on 3 Dec 2026' },
    ],
    onRestore: fn(),
  },
} satisfies Meta<typeof TrashList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Planet Oceans: Reefs' }));
    await expect(args.onRestore).toHaveBeenCalledWith(7);
  },
};

export const Restoring: Story = {
  args: { restoringId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Restore Evening News' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The trash is empty' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the deleted recordings with the day each goes for good, the first one's Restore focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Restore Evening News' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
