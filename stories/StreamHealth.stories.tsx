// StreamHealth.stories.tsx — one channel's streams: the first down after failing over to the second and the third off, all healthy, not checked yet, probing, a single stream, in its dialog, on a phone; moving and switching played.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { StreamHealth, StreamHealthDialog, type HealthPoint, type StreamHealthItem, type StreamHealthProps } from '../src/components/StreamHealth';
import { phoneModes } from '../.storybook/modes';

// 144 ten-minute buckets ending at a fixed time (2026-01-01 12:00 UTC), and waves in place of noise: every render draws the same pictures.
const BUCKETS = 144;
const END = 1_767_268_800;
const at = (i: number) => END - (BUCKETS - i) * 600;
const wave = (i: number, seed: number) => (Math.sin(i * 0.37 + seed) + Math.sin(i * 0.113 + seed * 2)) / 2;

interface Shape {
  /** The bucket's share up; null: no data. */
  up: (i: number) => number | null;
  ttfs: number;
  bitrate: number;
  viewers?: (i: number) => number;
  seed: number;
}

function series({ up, ttfs, bitrate, viewers = () => 0, seed }: Shape): HealthPoint[] {
  return Array.from({ length: BUCKETS }, (_, i) => {
    const share = up(i);
    const measured = share !== null && share > 0;
    return {
      at: at(i),
      up: share,
      ttfsMs: measured ? Math.round(ttfs * (1 + 0.25 * wave(i, seed))) : null,
      bitrateKbps: measured ? Math.round(bitrate * (1 + 0.06 * wave(i, seed + 1))) : null,
      viewers: share === null ? null : viewers(i),
    };
  });
}

const none = (): null => null;
const always = () => 1;

/** Failed twice: a blip in the night, and for good ten minutes before the end. */
const failing = (i: number) => (i === 40 ? 0.6 : i === 41 ? 0 : i === 139 ? 0.4 : i >= 140 ? 0 : 1);

const stream = (item: Partial<StreamHealthItem> & Pick<StreamHealthItem, 'index' | 'host' | 'series'>): StreamHealthItem => ({
  enabled: true,
  current: false,
  up: true,
  lastError: null,
  lastErrorWhen: null,
  ttfsMs: null,
  bitrateKbps: null,
  viewers: 0,
  failovers24h: 0,
  ...item,
});

const streams: StreamHealthItem[] = [
  stream({
    index: 0,
    host: 'origin-a.example.net',
    up: false,
    lastError: 'HTTP 503 Service Unavailable on the playlist',
    lastErrorWhen: 'Today 14:02',
    failovers24h: 2,
    series: series({ up: failing, ttfs: 460, bitrate: 4800, viewers: (i) => (i < 140 ? 9 + Math.round(3 * wave(i, 4)) : 0), seed: 1 }),
  }),
  stream({
    index: 1,
    host: 'edge-2.example.org',
    current: true,
    ttfsMs: 420,
    bitrateKbps: 3200,
    viewers: 12,
    // Probed from 10:10 only: before then there is nothing to draw.
    series: series({ up: (i) => (i < 10 ? null : 1), ttfs: 520, bitrate: 3200, viewers: (i) => (i >= 140 ? 12 : 0), seed: 2 }),
  }),
  stream({ index: 2, host: 'backup.example.com', enabled: false, up: null, series: series({ up: none, ttfs: 0, bitrate: 0, seed: 3 }) }),
];

const healthy: StreamHealthItem[] = [
  stream({ index: 0, host: 'origin-a.example.net', current: true, ttfsMs: 380, bitrateKbps: 4700, viewers: 31, series: series({ up: always, ttfs: 400, bitrate: 4800, viewers: () => 30, seed: 5 }) }),
  stream({ index: 1, host: 'edge-2.example.org', ttfsMs: 510, bitrateKbps: 3200, series: series({ up: always, ttfs: 520, bitrate: 3200, seed: 6 }) }),
  stream({ index: 2, host: 'backup.example.com', ttfsMs: 1350, bitrateKbps: 850, series: series({ up: always, ttfs: 1300, bitrate: 850, seed: 7 }) }),
];

const unchecked: StreamHealthItem[] = [
  stream({ index: 0, host: 'origin-a.example.net', up: null, series: series({ up: none, ttfs: 0, bitrate: 0, seed: 8 }) }),
  stream({ index: 1, host: 'edge-2.example.org', up: null, series: series({ up: none, ttfs: 0, bitrate: 0, seed: 9 }) }),
];

/** Holds the streams as the container does, so a move or a switch is drawn as it would be. */
function stateful(Panel: ComponentType<StreamHealthProps>) {
  return function Stateful(args: StreamHealthProps) {
    const [list, setList] = useState(args.streams);
    return (
      <Panel
        {...args}
        streams={list}
        onMove={(index, direction) => {
          args.onMove(index, direction);
          setList((was) => {
            const from = was.findIndex((item) => item.index === index);
            const to = direction === 'up' ? from - 1 : from + 1;
            if (from < 0 || to < 0 || to >= was.length) return was;
            const next = [...was];
            [next[from], next[to]] = [next[to]!, next[from]!];
            return next;
          });
        }}
        onToggle={(index, enabled) => {
          args.onToggle(index, enabled);
          setList((was) => was.map((item) => (item.index === index ? { ...item, enabled } : item)));
        }}
      />
    );
  };
}

const StatefulPanel = stateful(StreamHealth);
const StatefulDialog = stateful((props) => <StreamHealthDialog {...props} open onOpenChange={() => {}} channel={{ number: 101, title: 'BBC One HD' }} />);

const meta = {
  title: 'Console/StreamHealth',
  component: StreamHealth,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  render: (args) => <StatefulPanel {...args} />,
  args: { streams, probedWhen: 'Today 14:03', onProbe: fn(), onMove: fn(), onToggle: fn() },
} satisfies Meta<typeof StreamHealth>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) => canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(names(canvas)).toEqual(['Stream 1: origin-a.example.net', 'Stream 2: edge-2.example.org', 'Stream 3: backup.example.com']);
    await expect(canvas.getByText('Last probed Today 14:03')).toBeVisible();

    // Down, with the error that took it down and the failovers it caused.
    const one = within(canvas.getByRole('article', { name: 'Stream 1: origin-a.example.net' }));
    await expect(one.getByRole('heading', { level: 3 })).toHaveTextContent('Stream 1: origin-a.example.net');
    await expect(one.getByText('Down')).toBeVisible();
    await expect(one.queryByText('In use')).toBeNull();
    await expect(one.getByText('HTTP 503 Service Unavailable on the playlist').closest('p')).toHaveTextContent('Last error Today 14:02: HTTP 503 Service Unavailable on the playlist');
    await expect(one.getByText('2 failovers in 24 h')).toBeVisible();
    await expect(one.getByText('First segment: not measured')).toBeVisible();
    await expect(one.getByText('No one watching')).toBeVisible();
    await expect(one.getByRole('img', { name: 'Up 96 % of the last 24 hours' })).toBeVisible();
    await expect(one.getByRole('img', { name: /^Time to first segment: \d+ to \d+ ms$/ })).toBeVisible();

    // The one viewers are on, measured since 10:10.
    const second = within(canvas.getByRole('article', { name: 'Stream 2: edge-2.example.org' }));
    await expect(second.getByText('Up')).toBeVisible();
    await expect(second.getByText('In use')).toBeVisible();
    await expect(second.getByText('First segment in 420 ms')).toBeVisible();
    await expect(second.getByText('3.2 Mb/s')).toBeVisible();
    await expect(second.getByText('12 watching')).toBeVisible();
    await expect(second.getByText('No failovers in 24 h')).toBeVisible();
    await expect(second.getByRole('img', { name: 'Up 100 % of the time measured in the last 24 hours (no data for 1 h 40 min)' })).toBeVisible();
    await expect(second.getByRole('img', { name: /^Time to first segment: \d+ to \d+ ms, 420 ms now$/ })).toBeVisible();
    await expect(second.getByRole('img', { name: /^Bitrate: \d\.\d to \d\.\d Mb\/s, 3\.2 Mb\/s now$/ })).toBeVisible();

    // Off: never tried, so nothing to draw.
    const third = within(canvas.getByRole('article', { name: 'Stream 3: backup.example.com' }));
    await expect(third.getByText('Off')).toBeVisible();
    await expect(third.getByText('Not checked yet')).toBeVisible();
    await expect(third.getByRole('img', { name: 'Availability: no data in the last 24 hours' })).toBeVisible();
    await expect(third.getByRole('img', { name: 'Bitrate: no data in the last 24 hours' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Probe now' }));
    await expect(args.onProbe).toHaveBeenCalledOnce();

    // Switched on and off again, as the parent hands each change back.
    const use = canvas.getByRole('checkbox', { name: 'Use stream 3' });
    await expect(use).not.toBeChecked();
    await userEvent.click(use);
    await expect(args.onToggle).toHaveBeenCalledWith(2, true);
    await expect(use).toBeChecked();
    await expect(third.queryByText('Off')).toBeNull();
    await userEvent.click(use);
    await expect(args.onToggle).toHaveBeenLastCalledWith(2, false);
    await expect(third.getByText('Off')).toBeVisible();

    // Stream 1 off leaves stream 2 the only one on: it cannot go off too, and says why.
    const useFirst = canvas.getByRole('checkbox', { name: 'Use stream 1' });
    await userEvent.click(useFirst);
    await expect(args.onToggle).toHaveBeenLastCalledWith(0, false);
    const useSecond = canvas.getByRole('checkbox', { name: 'Use stream 2' });
    await expect(useSecond).toBeDisabled();
    await expect(useSecond).toHaveAccessibleDescription('The only stream switched on: switch another on before this one can go off.');
    await userEvent.click(useFirst);
    await expect(args.onToggle).toHaveBeenLastCalledWith(0, true);
    await expect(useSecond).toBeEnabled();
  },
};

export const Moving: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move stream 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move stream 3 down' })).toBeDisabled();

    // The stream in use goes first: up is gone at the top, so focus goes to its twin.
    await userEvent.click(canvas.getByRole('button', { name: 'Move stream 2 up' }));
    await expect(args.onMove).toHaveBeenCalledWith(1, 'up');
    await expect(names(canvas)).toEqual(['Stream 1: edge-2.example.org', 'Stream 2: origin-a.example.net', 'Stream 3: backup.example.com']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move stream 1 down' })).toHaveFocus());
    await expect(screen.getByText('Moved edge-2.example.org to position 1 of 3.')).toBeInTheDocument();

    // By keyboard: down again, and focus follows the stream.
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith(1, 'down');
    await expect(names(canvas)).toEqual(['Stream 1: origin-a.example.net', 'Stream 2: edge-2.example.org', 'Stream 3: backup.example.com']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move stream 2 down' })).toHaveFocus());
    await expect(screen.getByText('Moved edge-2.example.org to position 2 of 3.')).toBeInTheDocument();
  },
};

export const AllHealthy: Story = {
  args: { streams: healthy },
  play: async ({ canvas }) => {
    for (const article of canvas.getAllByRole('article')) await expect(within(article).getByText('Up')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Time to first segment: \d\.\d to \d\.\d s, 1\.4 s now$/ })).toBeVisible();
    await expect(canvas.getByText('850 kb/s')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Up 100 % of the last 24 hours' })).toHaveLength(3);
    await expect(canvas.queryByText(/^Last error/)).toBeNull();
  },
};

export const NotCheckedYet: Story = {
  args: { streams: unchecked, probedWhen: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByText('Not checked yet')).toHaveLength(2);
    await expect(canvas.getByText('Not probed yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Probe now' }));
    await expect(args.onProbe).toHaveBeenCalledOnce();
  },
};

export const Probing: Story = {
  args: { probing: true },
  play: async ({ canvas, userEvent, args }) => {
    const probe = canvas.getByRole('button', { name: 'Probing…' });
    await expect(probe).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(probe);
    await expect(args.onProbe).not.toHaveBeenCalled();
    await expect(screen.getByText('Probing the streams…')).toBeInTheDocument();
  },
};

/** The only stream: nowhere to move it, and it cannot be switched off. */
export const OneStream: Story = {
  args: { streams: [streams[1]!] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move stream 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move stream 1 down' })).toBeDisabled();
    const use = canvas.getByRole('checkbox', { name: 'Use stream 1' });
    await expect(use).toBeDisabled();
    await expect(use).toBeChecked();
    await expect(use).toHaveAccessibleDescription('The only stream switched on: switch another on before this one can go off.');
    await userEvent.click(use);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A change is being saved: the controls keep focus but ignore presses. */
export const Busy: Story = {
  args: { busy: true },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('list', { name: 'Streams, in failover order' })).toHaveAttribute('aria-busy', 'true');
    const up = canvas.getByRole('button', { name: 'Move stream 2 up' });
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(up);
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use stream 3' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Use stream 3' })).not.toBeChecked();
  },
};

/** As the console shows it: in a dialog named for the channel. */
export const InDialog: Story = {
  render: (args) => <StatefulDialog {...args} />,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Streams of 101 BBC One HD' }));
    await expect(dialog.getAllByRole('article')).toHaveLength(3);
    await expect(dialog.getByRole('heading', { level: 3, name: 'Stream 1: origin-a.example.net' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Streams, in failover order' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
