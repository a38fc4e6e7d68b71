import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NowNext, nowNextSizes } from '../src/components/NowNext';
import { LONG_PROGRAMME, STORY_NOW, STORY_TIME_ZONE } from './support/watchingData';
import { tvModes } from '../.storybook/modes';

const meta = {
  title: 'Watching/NowNext',
  component: NowNext,
  argTypes: { size: { control: 'inline-radio', options: nowNextSizes } },
  args: {
    now: { title: 'Evening News', start: STORY_NOW - 35 * 60, end: STORY_NOW + 25 * 60 },
    next: { title: 'The Debate', start: STORY_NOW + 25 * 60, end: STORY_NOW + 85 * 60 },
    currentTime: STORY_NOW,
    timeZone: STORY_TIME_ZONE,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof NowNext>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Evening News')).toBeVisible();
    // Times are on the given zone's clock (Berlin, UTC+1), not the browser's.
    await expect(canvas.getByText('20:00–21:00')).toBeVisible();
    await expect(canvas.getByText('25 min left')).toBeVisible();
    await expect(canvas.getByText('21:00')).toBeVisible();
    const fill = canvasElement.querySelector('[aria-hidden="true"] > div') as HTMLElement;
    await expect(fill.style.width).toBe('58.3%');
  },
};

export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' }, decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>] };

export const WithoutNext: Story = {
  args: { next: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Next')).toBeNull();
  },
};

export const NoInformation: Story = {
  args: { now: null, next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No programme information')).toBeVisible();
  },
};

/** A "now" that has already ended is stale: no full bar, no negative time left. */
export const StaleProgramme: Story = {
  args: { now: { title: 'Morning Briefing', start: STORY_NOW - 7200, end: STORY_NOW - 3600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No programme information')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LongText: Story = {
  args: {
    now: { title: LONG_PROGRAMME, start: STORY_NOW - 600, end: STORY_NOW + 2 * 3600 },
    next: { title: LONG_PROGRAMME, start: STORY_NOW + 2 * 3600, end: STORY_NOW + 3 * 3600 },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2 h left')).toBeVisible();
    // Titles stay on one line and never widen the box.
    await expect(canvasElement.firstElementChild!.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** TV mode at 1080p: what airs now with its progress, and what comes next (nothing in it takes focus). */
export const TvMode: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('25 min left')).toBeVisible();
  },
};
