import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { GuideProgramme } from '../src/components/GuideGrid';
import { ProgrammeList, type ProgrammeListProps } from '../src/components/ProgrammeList';
import { LONG_PROGRAMME, STORY_NOW, STORY_TIME_ZONE, storyProgrammes } from './support/watchingData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

// An evening on FTV One: two that have ended, the one on now, and what follows; one already recorded, one not recordable.
const evening = storyProgrammes(101)
  .filter((p) => p.end > STORY_NOW - 2 * 3600 && p.start < STORY_NOW + 4 * 3600)
  .map((p, i) => ({ ...p, isRecorded: i === 4, allowDvr: i !== 5 }));

const meta = {
  title: 'Guide/ProgrammeList',
  component: ProgrammeList,
  args: {
    programmes: evening,
    now: STORY_NOW,
    label: 'FTV One, Sunday 22 November',
    timeZone: STORY_TIME_ZONE,
    onOpenProgramme: fn(),
    onRecord: fn(),
    onCancelRecording: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ProgrammeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'FTV One, Sunday 22 November' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(evening.length);
    // Ended programmes offer no recording; the one on now is marked and can still be recorded.
    await expect(within(items[0]!).queryByRole('button', { name: /^Record/ })).toBeNull();
    const airing = items.find((item) => within(item).queryByText('On now'))!;
    await expect(airing).toBeDefined();
    const title = evening.find((p) => p.start <= STORY_NOW && p.end > STORY_NOW)!.title;
    await userEvent.click(within(airing).getByRole('button', { name: `Record ${title}` }));
    await expect(args.onRecord).toHaveBeenCalledWith(expect.objectContaining({ title }));
    await userEvent.click(within(airing).getByRole('button', { name: title }));
    await expect(args.onOpenProgramme).toHaveBeenCalledWith(expect.objectContaining({ title }));
    // Recorded: a mark and a cancel button.
    await userEvent.click(canvas.getByRole('button', { name: `Cancel recording of ${evening[4]!.title}` }));
    await expect(args.onCancelRecording).toHaveBeenCalledWith(expect.objectContaining({ id: evening[4]!.id }));
    await expect(within(items[4]!).getByText('Recorded')).toBeVisible();
    await expect(within(items[5]!).getByText('Not recordable')).toBeVisible();
  },
};

/** The record goes out; while it is in flight the button is busy; then the programme comes back recorded. */
function Recording(args: ProgrammeListProps) {
  const [programmes, setProgrammes] = useState<readonly GuideProgramme[]>(args.programmes);
  const [busy, setBusy] = useState<GuideProgramme['id'] | null>(null);
  return (
    <ProgrammeList
      {...args}
      programmes={programmes}
      isBusy={(p) => p.id === busy}
      onRecord={(p) => {
        args.onRecord?.(p);
        setBusy(p.id);
        setTimeout(() => {
          setProgrammes((list) => list.map((item) => (item.id === p.id ? { ...item, isRecorded: true } : item)));
          setBusy(null);
        }, 300);
      }}
    />
  );
}

export const RecordFlow: Story = {
  render: (args) => <Recording {...args} />,
  play: async ({ canvas, userEvent }) => {
    const next = evening.find((p) => p.start > STORY_NOW && p.allowDvr && !p.isRecorded)!;
    const button = canvas.getAllByRole('button', { name: `Record ${next.title}` })[0]!;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getAllByRole('button', { name: `Cancel recording of ${next.title}` }).length).toBeGreaterThan(0));
  },
};

/** The channel keeps a catch-up: ended programmes can be watched again. */
export const WithCatchup: Story = {
  args: { watchHrefFor: (p: GuideProgramme) => (p.end <= STORY_NOW ? `/tv/101?from=${p.start}&to=${p.end}` : null) },
  play: async ({ canvas }) => {
    const ended = evening.filter((p) => p.end <= STORY_NOW);
    const links = canvas.getAllByRole('link', { name: /^Watch .+ again$/ });
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(ended.map((p) => `/tv/101?from=${p.start}&to=${p.end}`));
    await expect(links[0]).toHaveAccessibleName(`Watch ${ended[0]!.title} again`);
  },
};

export const LoggedOut: Story = {
  args: { recordUnavailableReason: 'Log in to record programmes.' },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^Record .*Log in to record programmes/ });
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const WithoutRecording: Story = {
  args: { onRecord: undefined, onCancelRecording: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Record|^Cancel/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading programmes');
  },
};

export const Empty: Story = {
  args: { programmes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No programme information for this day.' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'The guide service did not answer.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { programmes: evening.slice(0, 4).map((p) => ({ ...p, title: LONG_PROGRAMME, genre: 'Documentary and factual entertainment' })) },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };

/** TV mode at 1080p: the programmes with a Record button focused, as the remote reaches it. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getAllByRole('button', { name: /^Record / })[0]!.focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
