import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../src/components/Button';
import type { GuideProgramme } from '../src/components/GuideGrid';
import { ProgrammeDetails, type ProgrammeDetailsProps } from '../src/components/ProgrammeDetails';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, STORY_NOW, STORY_TIME_ZONE } from './support/watchingData';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const upcoming: GuideProgramme = {
  id: 9001,
  channelId: 101,
  title: 'Planet Oceans',
  start: STORY_NOW + 25 * 60,
  end: STORY_NOW + 85 * 60,
  description: 'From the sunlit shallows to the deepest trenches: a year in the life of the open ocean, filmed over four years on every continent.',
  genre: 'Documentary',
  allowDvr: true,
  isRecorded: false,
  seasonNumber: 2,
  episodeNumber: 5,
};
const airing: GuideProgramme = { ...upcoming, id: 9002, title: 'Evening News', genre: 'News', start: STORY_NOW - 35 * 60, end: STORY_NOW + 25 * 60, seasonNumber: undefined, episodeNumber: undefined };
const ended: GuideProgramme = { ...upcoming, id: 9003, title: 'Morning Briefing', start: STORY_NOW - 6 * 3600, end: STORY_NOW - 5 * 3600 };

const meta = {
  title: 'Guide/ProgrammeDetails',
  component: ProgrammeDetails,
  args: {
    programme: upcoming,
    channel: { number: 1, title: 'FTV One' },
    now: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
    onOpenChange: fn(),
    onRecord: fn(),
    onCancelRecording: fn(),
  },
  decorators: [withStoryLinks],
} satisfies Meta<typeof ProgrammeDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Planet Oceans' });
    await expect(dialog).toHaveAccessibleDescription('1 FTV One · Sunday 22 November, 21:00–22:00 CET');
    await waitFor(() => expect(within(dialog).getByText('Season 2, episode 5')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await expect(args.onRecord).toHaveBeenCalledWith(upcoming);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A coming episode: a series rule, a keyword rule, a reminder; once booked by a rule and reminded, its badges say so. */
export const PlanAhead: Story = {
  args: { onRecordSeries: fn(), onRecordKeyword: fn(), onRemind: fn(), onCancelReminder: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Planet Oceans' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record series' }));
    await expect(args.onRecordSeries).toHaveBeenCalledWith(upcoming);
    await userEvent.click(dialog.getByRole('button', { name: 'Record all with…' }));
    await expect(args.onRecordKeyword).toHaveBeenCalledWith(upcoming);
    await userEvent.click(dialog.getByRole('button', { name: 'Remind me' }));
    await expect(args.onRemind).toHaveBeenCalledWith(upcoming);
  },
};

export const SeriesRecordingReminded: Story = {
  args: { programme: { ...upcoming, isRecorded: true, isSeriesRecording: true, hasReminder: true }, onRecordSeries: fn(), onRecordKeyword: fn(), onRemind: fn(), onCancelReminder: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Planet Oceans' }));
    await waitFor(() => expect(dialog.getByText('Series recording')).toBeVisible());
    await expect(dialog.getByText('Reminder set')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel reminder' }));
    await expect(args.onCancelReminder).toHaveBeenCalledOnce();
  },
};

/** On now: nothing to remind of (it has started), but a series can still be recorded from here. */
export const OnNowPlanAhead: Story = {
  args: { programme: { ...upcoming, start: STORY_NOW - 600 }, onRecordSeries: fn(), onRecordKeyword: fn(), onRemind: fn() },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Planet Oceans' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Record series' })).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Remind me' })).toBeNull();
  },
};

export const Recorded: Story = {
  args: { programme: { ...upcoming, isRecorded: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Recorded')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel recording' }));
    await expect(args.onCancelRecording).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ args, userEvent }) => {
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

export const OnNow: Story = {
  args: { programme: airing, watchHref: '/tv/101' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Evening News' });
    await waitFor(() => expect(within(dialog).getByText('On now')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('25 min left')).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/tv/101');
  },
};

/** Not recordable: the button is disabled and the reason is written out (and describes the button). */
/** A channel with a time-shift: the programme on air can be watched from its start. */
export const OnNowStartOver: Story = {
  args: { programme: airing, watchHref: '/tv/101', startOverHref: `/tv/101?from=${airing.start}` },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Evening News' });
    await expect(within(dialog).getByRole('link', { name: 'Start over' })).toHaveAttribute('href', `/tv/101?from=${airing.start}`);
    await expect(within(dialog).getByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/tv/101');
  },
};

/** Ended, within the channel's catch-up days: it can be watched again. */
export const EndedCatchup: Story = {
  args: { programme: ended, catchupHref: `/tv/101?from=${ended.start}&to=${ended.end}` },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Morning Briefing' });
    await expect(within(dialog).getByRole('link', { name: 'Watch' })).toHaveAttribute('href', `/tv/101?from=${ended.start}&to=${ended.end}`);
    await expect(within(dialog).queryByRole('link', { name: 'Start over' })).toBeNull();
    // Catch-up reaches it, so it can still be recorded: the provider copies what aired.
    await expect(within(dialog).getByRole('button', { name: 'Record' })).toBeEnabled();
  },
};

export const NotRecordable: Story = {
  args: { programme: { ...upcoming, allowDvr: false } },
  play: async () => {
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('The broadcaster does not allow recording this programme.');
  },
};

export const Ended: Story = {
  args: { programme: ended },
  play: async () => {
    // No catch-up offered (the channel keeps none, or it is too old): nothing to watch.
    await expect(within(await screen.findByRole('dialog')).queryByRole('link', { name: 'Watch' })).toBeNull();
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('This programme has ended.');
  },
};

export const LoggedOut: Story = {
  args: { recordUnavailableReason: 'Log in to record programmes.' },
  play: async () => {
    const button = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record' });
    await expect(button).toHaveAccessibleDescription('Log in to record programmes.');
  },
};

export const NoDescription: Story = {
  args: { programme: { ...upcoming, description: undefined, genre: undefined, seasonNumber: undefined, episodeNumber: undefined } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('No description available.')).toBeVisible());
  },
};

export const LongText: Story = {
  args: { programme: { ...upcoming, title: LONG_PROGRAMME, description: `${upcoming.description} `.repeat(8) } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

function Opener(args: ProgrammeDetailsProps) {
  const [programme, setProgramme] = useState<GuideProgramme | null>(null);
  return (
    <>
      <Button onClick={() => setProgramme(upcoming)}>Planet Oceans, 21:00</Button>
      <ProgrammeDetails
        {...args}
        programme={programme}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          if (!open) setProgramme(null);
        }}
      />
    </>
  );
}

/** Opened from a guide cell (not a Radix trigger), it still hands focus back on close. */
export const FocusReturns: Story = {
  args: { programme: null },
  render: (args) => <Opener {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Planet Oceans, 21:00' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Planet Oceans' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** TV mode at 1080p: a coming programme's details opened from the guide, its Record button focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Planet Oceans' });
    const record = within(dialog).getByRole('button', { name: 'Record' });
    // waitFor: the panel fades in, and jest-dom counts opacity 0 as invisible.
    await waitFor(() => expect(record).toBeVisible());
    record.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
