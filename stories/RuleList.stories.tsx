// RuleList.stories.tsx — the rules tab: every state, reordering by keyboard and buttons, deleting with its question.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RuleList, type RuleView } from '../src/components/RuleList';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const rules: RuleView[] = [
  {
    id: 1,
    title: 'Evening News',
    summary: 'Series · 101 FTV News · new episodes only · keep the last 5 · 2 min before, 5 after',
    paused: false,
    airings: [
      { key: '1a', title: 'Evening News', channel: '101 FTV News', when: 'Tue 1 Dec, 20:00 – 20:30', outcome: 'booked', href: '/recordings/41' },
      { key: '1b', title: 'Evening News', channel: '101 FTV News', when: 'Wed 2 Dec, 20:00 – 20:30', outcome: 'booked', href: '/recordings/42' },
      { key: '1c', title: 'Evening News: Weekend Review', channel: '101 FTV News', when: 'Sat 5 Dec, 09:00 – 09:30', outcome: 'skipped', reason: 'a repeat (first aired Mar 3)' },
      { key: '1d', title: 'Evening News', channel: '101 FTV News', when: 'Thu 3 Dec, 20:00 – 20:30', outcome: 'booked', href: '/recordings/43' },
      { key: '1e', title: 'Evening News (S2E5)', channel: '101 FTV News', when: 'Sun 6 Dec, 23:30 – 00:00', outcome: 'skipped', reason: 'already recorded (S2E5 on Mar 3)' },
    ],
  },
  {
    id: 2,
    title: '“cooking”',
    summary: 'Keyword · any channel · keep all · on time',
    paused: false,
    airings: [
      { key: '2a', title: 'Cooking with Ana — S1E3 “Bread”', channel: '171 FTV Life', when: 'Tue 1 Dec, 18:00 – 18:45', outcome: 'booked', href: '/recordings/44' },
      { key: '2b', title: 'Street Food Cooking', channel: '172 FTV Food', when: 'Fri 4 Dec, 21:00 – 22:00', outcome: 'skipped', reason: 'storage full at that time: lower priority than "Evening News"' },
    ],
  },
  {
    id: 3,
    title: 'Saturday Movie',
    summary: 'Time slot · 131 FTV Movies · Saturdays, starting 20:00 – 23:00 · keep 30 days · 5 min before, 15 after',
    paused: true,
    airings: [{ key: '3a', title: 'The Long Night', channel: '131 FTV Movies', when: 'Sat 5 Dec, 21:00 – 23:10', outcome: 'booked', href: '/recordings/45' }],
  },
  {
    id: 4,
    title: 'Planet Oceans',
    summary: 'Series · any channel · keep all · on time',
    paused: false,
    airings: [],
  },
];

const meta = {
  title: 'Recordings/RuleList',
  component: RuleList,
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  args: {
    rules,
    onReorder: fn(),
    onPausedChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
    guideHref: '/tvguide',
  },
} satisfies Meta<typeof RuleList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** dnd-kit's keyboard sensor starts listening for arrows a tick after the pick-up, as a person's next key press would. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Evening News', '“cooking”', 'Saturday Movie', 'Planet Oceans']);
    const news = within(canvas.getByRole('article', { name: 'Evening News' }));
    await expect(news.getByText('3 to record · 2 skipped')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Saturday Movie' })).getByText('Paused')).toBeVisible();

    const disclosure = news.getByRole('button', { name: 'Show airings for Evening News' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(disclosure).toHaveAccessibleName('Hide airings for Evening News');
    await expect(news.getByRole('heading', { name: 'Will record (3)' })).toBeVisible();
    await expect(news.getByText('a repeat (first aired Mar 3)')).toBeVisible();
    await expect(news.getAllByRole('link', { name: 'Evening News' })[0]).toHaveAttribute('href', '/recordings/41');

    await userEvent.click(canvas.getByRole('button', { name: 'Resume Saturday Movie' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(3, false);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit “cooking”' }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Evening News (priority 1)' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(screen.getByText('Picked up Evening News, priority 1 of 4.')).toBeInTheDocument());
    await tick();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('Evening News is now at priority 2 of 4.')).toBeInTheDocument());
    await tick();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3, 4]));
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('Moved Evening News to priority 2 of 4.')).toBeInTheDocument());
    // Drawn in the new order at once, before the parent hands back new rules.
    await waitFor(() => expect(canvas.getAllByRole('article')[1]).toHaveAccessibleName('Evening News'));
    await expect(canvas.getByRole('button', { name: 'Reorder Evening News (priority 2)' })).toBeInTheDocument();

    // Without dragging at all: one press moves a rule one place.
    await userEvent.click(canvas.getByRole('button', { name: 'Move Saturday Movie up' }));
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 3, 1, 4]);
    await expect(canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['“cooking”', 'Saturday Movie', 'Evening News', 'Planet Oceans']);
    await expect(canvas.getByRole('button', { name: 'Move Saturday Movie up' })).toHaveFocus();
    await expect(screen.getByText('Moved Saturday Movie to priority 2 of 4.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Move “cooking” up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Planet Oceans down' })).toBeDisabled();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Evening News' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the rule “Evening News”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Evening News' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the rule “Evening News”?' });
    const cancelBookings = within(dialog).getByRole('checkbox', { name: 'Also cancel its recordings that have not started' });
    await expect(cancelBookings).not.toBeChecked();
    await userEvent.click(cancelBookings);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1, true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The question itself, left open: what it says about the rule's bookings. */
export const DeleteDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Evening News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the rule “Evening News”?' });
    const cancelBookings = within(dialog).getByRole('checkbox', { name: 'Also cancel its recordings that have not started' });
    await expect(cancelBookings).toHaveAccessibleDescription('It has 3 booked in the coming week. Recordings under way and finished ones are kept.');
  },
};

/** A pause in flight: that rule's buttons show it and ignore presses. */
export const Busy: Story = {
  args: { busyId: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const pause = canvas.getByRole('button', { name: 'Pause Evening News' });
    await expect(pause).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pause);
    await expect(args.onPausedChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { rules: [], isLoading: true } };

export const Failed: Story = {
  args: { rules: [], error: 'Failed to load recording rules' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { rules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No recording rules yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the TV guide' })).toHaveAttribute('href', '/tvguide');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the recording rules in priority order, the first rule's Show airings focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Show airings for Evening News' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
