import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { PlayerView, type CaptionSize, type MediaTrack, type PlayerTracks, type PlayerViewProps } from '../src/components/Player';
import { withStoryLinks } from './support/StoryLink';
import { LONG_PROGRAMME, LONG_TITLE, STORY_NOW, STORY_TIME_ZONE } from './support/watchingData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

// The view alone, with plain props: no stream in stories. Real playback (the media engine, hls.js, the media element) is
// covered by its unit tests and end to end.
const levels = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 720, bitrate: 2_800_000 },
  { index: 2, height: 1080, bitrate: 5_000_000 },
];

const subtitleTracks: MediaTrack[] = [
  { index: 0, language: 'en', name: 'English', describes: false },
  { index: 1, language: 'es', name: 'Español', describes: false },
];
const audioTracks: MediaTrack[] = [
  { index: 0, language: 'en', name: 'English', describes: false },
  { index: 1, language: 'en', name: 'English (audio description)', describes: true },
];

/** A stream's captions and sound as the owner drives them: the choices made in the menu come back as the tracks on. */
function ControlledTracks({ captionTrack: initialSubtitle = -1, ...args }: PlayerViewProps & { captionTrack?: number }) {
  const [subtitle, setSubtitle] = useState(initialSubtitle);
  const [remembered, setRemembered] = useState(Math.max(initialSubtitle, 0));
  const [audioTrack, setAudioTrack] = useState(0);
  const [captionSize, setCaptionSize] = useState<CaptionSize>('normal');
  const tracks: PlayerTracks = {
    subtitles: subtitleTracks,
    subtitle,
    audio: audioTracks,
    audioTrack,
    captionSize,
    onToggleCaptions: () => setSubtitle((on) => (on === -1 ? remembered : -1)),
    onChooseSubtitle: (index) => {
      setSubtitle(index);
      if (index !== -1) setRemembered(index);
    },
    onChooseAudio: setAudioTrack,
    onChooseCaptionSize: setCaptionSize,
  };
  return <Controlled {...args} tracks={tracks} />;
}

/** The view as its owner drives it: the controls' own changes (volume, mute, quality) come back as props. */
function Controlled(args: PlayerViewProps) {
  const [muted, setMuted] = useState(args.muted ?? false);
  const [volume, setVolume] = useState(args.volume ?? 1);
  const [chosenLevel, setChosenLevel] = useState(args.chosenLevel ?? -1);
  return (
    <PlayerView
      {...args}
      muted={muted}
      volume={volume}
      chosenLevel={chosenLevel}
      onToggleMute={() => {
        args.onToggleMute?.();
        setMuted((m) => !m);
      }}
      onVolumeChange={(value) => {
        args.onVolumeChange?.(value);
        setVolume(value);
        setMuted(value === 0);
      }}
      onChooseLevel={(index) => {
        args.onChooseLevel?.(index);
        setChosenLevel(index);
      }}
    />
  );
}

const meta = {
  title: 'Watching/Player',
  component: PlayerView,
  args: {
    title: 'FTV One',
    subtitle: 'Now: Evening News · 20:00–21:00',
    state: 'loading',
    onTogglePlay: fn(),
    onToggleMute: fn(),
    onVolumeChange: fn(),
    onChooseLevel: fn(),
    onJumpToLive: fn(),
    onRetry: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [withStoryLinks, (Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const player = canvas.getByRole('region', { name: 'FTV One player' });
    await expect(within(player).getByRole('status', { name: 'Loading FTV One' })).toBeVisible();
    // Every control is named; play waits for a picture.
    await expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    await expect(within(player).getByRole('button', { name: 'Mute' })).toBeEnabled();
    await expect(within(player).getByRole('slider', { name: 'Volume' })).toBeVisible();
    await expect(within(player).getByRole('button', { name: 'Full screen' })).toBeEnabled();
    await expect(within(player).getByText('Live')).toBeVisible();
  },
};

export const Playing: Story = {
  args: { state: 'playing', levels },
  play: async ({ canvas, userEvent }) => {
    const player = canvas.getByRole('region', { name: 'FTV One player' });
    await expect(within(player).getByRole('button', { name: 'Pause' })).toBeEnabled();
    // No time-shift given: nothing to start over.
    await expect(within(player).queryByRole('button', { name: 'Start over' })).toBeNull();
    const quality = within(player).getByRole('combobox', { name: 'Quality' });
    await expect(within(quality).getAllByRole('option').map((o) => o.textContent)).toEqual(['Auto', '1080p', '720p', '360p']);
    await userEvent.selectOptions(quality, '720p');
    await expect(quality).toHaveValue('1');
    // Shortcuts work once the player has focus: m mutes, m again unmutes.
    player.focus();
    await userEvent.keyboard('m');
    await expect(within(player).getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(player).getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    await userEvent.keyboard('m');
    await expect(within(player).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const VolumeSlider: Story = {
  args: { state: 'playing' },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveValue('100');
    // (user-event does not step range inputs by key; the browser does, and reports it as this change.)
    fireEvent.change(slider, { target: { value: '60' } });
    await expect(slider).toHaveValue('60');
    await expect(slider).toHaveAttribute('aria-valuetext', '60%');
    fireEvent.change(slider, { target: { value: '0' } });
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A cast device is around: the cast button, beside picture in picture. Pressed, the browser's device picker opens. */
export const CastAvailable: Story = {
  args: { state: 'playing', levels, cast: { state: 'available', onCast: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cast to a device' }));
    await expect(args.cast!.onCast).toHaveBeenCalledOnce();
  },
};

/** The picture plays on the device: the page's is paused, and the pressed cast button opens the picker to stop. */
export const Casting: Story = {
  args: { state: 'paused', levels, cast: { state: 'connected', onCast: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Casting: choose to stop' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Paused: Story = {
  args: { state: 'paused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play FTV One' })).toBeVisible();
    // A paused live channel has fallen behind: the live badge becomes a way back.
    await expect(canvas.getByRole('button', { name: 'Jump to live' })).toBeVisible();
  },
};

/** Resumed from a pause (or started over) through the channel's time-shift: how far behind, and the way back. */
export const BehindLive: Story = {
  args: { state: 'playing', levels, behindLive: true, behindSeconds: 1234, onStartOver: fn(), onSkip: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('20:34 behind live')).toBeVisible();
    // ←/→ move the picture by ten seconds; the player says so to assistive technology.
    const player = canvas.getByRole('region', { name: 'FTV One player' });
    await expect(player).toHaveAttribute('aria-keyshortcuts', 'Space K M F ArrowLeft ArrowRight');
    player.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    await expect(args.onSkip).toHaveBeenNthCalledWith(1, -10);
    await expect(args.onSkip).toHaveBeenNthCalledWith(2, 10);
    await expect(canvas.queryByText('Live')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Jump to live' }));
    await expect(args.onJumpToLive).toHaveBeenCalledOnce();
  },
};

/**
 * Live TV with its two-hour time-shift window as a seek bar: programme boundaries, the time at the thumb, 20 minutes
 * behind live. Keys step the thumb; the seek is made when the key is let go.
 */
export const TimeShiftBar: Story = {
  args: {
    state: 'playing',
    levels,
    behindLive: true,
    behindSeconds: 1200,
    timeline: { start: STORY_NOW - 7200, end: STORY_NOW, position: STORY_NOW - 1200 },
    timelineMarks: [
      { at: STORY_NOW - 6300, label: 'World Report' },
      { at: STORY_NOW - 2700, label: 'Evening News' },
    ],
    timeZone: STORY_TIME_ZONE,
    onSeekTo: fn(),
    onStartOver: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '20:15:00, 20:00 behind live');
    await expect(seek).toHaveValue(String(STORY_NOW - 1200));
    // (user-event does not step range inputs by key; the browser does, and reports it as this change.)
    fireEvent.change(seek, { target: { value: String(STORY_NOW - 600) } });
    await expect(seek).toHaveAttribute('aria-valuetext', '20:25:00, 10:00 behind live');
    await expect(args.onSeekTo).not.toHaveBeenCalled();
    fireEvent.keyUp(seek, { key: 'ArrowRight' });
    await expect(args.onSeekTo).toHaveBeenCalledWith(STORY_NOW - 600);
    await expect(args.onSeekTo).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

/** A channel with a time-shift and a programme on air: it can be played from the programme's start. */
/** A relayed channel's archive missed 40 minutes (its upstream was down): hatched on the bar, and said when the thumb is on it. */
export const TimeShiftGap: Story = {
  args: {
    state: 'playing',
    levels,
    behindLive: true,
    behindSeconds: 600,
    timeline: { start: STORY_NOW - 7200, end: STORY_NOW, position: STORY_NOW - 600 },
    timelineMarks: [{ at: STORY_NOW - 2700, label: 'Evening News' }],
    timelineGaps: [{ start: STORY_NOW - 5400, end: STORY_NOW - 3000 }],
    timeZone: STORY_TIME_ZONE,
    onSeekTo: fn(),
    onStartOver: fn(),
  },
  play: async ({ canvas, canvasElement }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '20:25:00, 10:00 behind live');
    const gap = canvasElement.querySelector<HTMLElement>('[data-testid="timeline-gap"]');
    await expect(gap).not.toBeNull();
    // From 25 % to 58.3 % of the window: where 19:05–19:45 falls in 18:35–20:35.
    await expect(gap!.style.left).toBe('25%');
    await expect(gap!.style.width).toBe('33.333%');
    fireEvent.change(seek, { target: { value: String(STORY_NOW - 4000) } });
    await expect(seek).toHaveAttribute('aria-valuetext', '19:28:20, 1:06:40 behind live, not received');
  },
};

/** Paused longer than the window reaches: the paused moment is gone, and the bar says where play resumes. */
export const PausedPastWindow: Story = {
  args: {
    state: 'paused',
    levels,
    behindLive: false,
    timeline: { start: STORY_NOW - 7200, end: STORY_NOW, position: STORY_NOW - 8000 },
    timeZone: STORY_TIME_ZONE,
    onSeekTo: fn(),
    onStartOver: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused past the window: resumes 2:00:00 behind live')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jump to live' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeEnabled();
  },
};

export const StartOver: Story = {
  args: { state: 'playing', levels, onStartOver: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledOnce();
  },
};

/** A stream with subtitles and an audio description: the captions button (C) and its menu of subtitles, sound and caption size. */
export const Captions: Story = {
  args: { state: 'playing', levels },
  render: (args) => <ControlledTracks {...args} />,
  play: async ({ canvas, userEvent }) => {
    const player = canvas.getByRole('region', { name: 'FTV One player' });
    const captions = within(player).getByRole('button', { name: 'Captions' });
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect(player).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('C'));
    // C toggles captions once the player has focus, on and off again.
    player.focus();
    await userEvent.keyboard('c');
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('c');
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    // The menu names every choice; a language picked there turns captions on in it.
    const menuButton = within(player).getByRole('button', { name: 'Subtitles and audio' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(player).getByRole('group', { name: 'Subtitles and audio' });
    const subtitles = within(menu).getByRole('combobox', { name: 'Subtitles' });
    await expect(within(subtitles).getAllByRole('option').map((o) => o.textContent)).toEqual(['Off', 'English', 'Español']);
    await userEvent.selectOptions(subtitles, 'Español');
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await expect(within(within(menu).getByRole('combobox', { name: 'Audio' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'English (audio description)']);
    await userEvent.selectOptions(within(menu).getByRole('combobox', { name: 'Caption size' }), 'Largest');
    await expect(player).toHaveAttribute('data-caption-size', 'largest');
    // Escape closes the menu and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(within(player).queryByRole('group', { name: 'Subtitles and audio' })).toBeNull();
    await expect(menuButton).toHaveFocus();
  },
};

/** The menu open, as a designer reviews it: Spanish captions on, the description offered. */
export const CaptionsMenu: Story = {
  args: { state: 'playing', levels },
  render: (args) => <ControlledTracks {...args} captionTrack={1} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subtitles and audio' }));
    const menu = canvas.getByRole('group', { name: 'Subtitles and audio' });
    await expect(within(menu).getByRole('combobox', { name: 'Subtitles' })).toHaveValue('1');
    // Every stream choice in one place: the quality too, as the bar's own select offers it.
    const quality = within(menu).getByRole('combobox', { name: 'Quality' });
    await expect(within(quality).getAllByRole('option').map((o) => o.textContent)).toEqual(['Auto', '1080p', '720p', '360p']);
    await userEvent.selectOptions(quality, '720p');
    await expect(args.onChooseLevel).toHaveBeenCalledWith(1);
    // The menu opens inside the player, above the bar.
    const player = canvas.getByRole('region').getBoundingClientRect();
    const box = menu.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(player.top);
    await expect(box.left).toBeGreaterThanOrEqual(player.left);
  },
};

export const Buffering: Story = {
  args: { state: 'buffering' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Buffering' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { state: 'error', errorKind: 'network' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'FTV One could not be played' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The provider says the channel's source is down (502/504): the player says so and keeps trying by itself. */
export const Unavailable: Story = {
  args: { state: 'error', errorKind: 'unavailable' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText(/^This channel is not available right now\./)).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Paywall: Story = {
  args: { title: 'Arena Sports', state: 'paywall' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Arena Sports is a premium channel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See subscription plans' })).toHaveAttribute('href', '/subscribe');
    // Behind the paywall there is nothing to play: no spinner, and of the controls only full screen.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Play' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeEnabled();
  },
};

/** Overlays from the owner (a zapping number here) sit above the picture and the bars, inside the fullscreen element. */
export const WithOverlay: Story = {
  args: {
    state: 'playing',
    children: (
      <div aria-live="polite" style={{ position: 'absolute', top: 16, right: 16, padding: '8px 16px', borderRadius: 12, background: 'var(--ftv-color-surfaceRaised)', fontSize: 40, fontWeight: 700 }}>
        12_
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const player = canvas.getByRole('region', { name: 'FTV One player' });
    const overlay = within(player).getByText('12_');
    await expect(overlay).toBeVisible();
    const box = overlay.getBoundingClientRect();
    await expect(overlay.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
  },
};

export const Focused: Story = {
  args: { state: 'playing' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'FTV One player' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(canvas.getByRole('button', { name: 'Pause' })).outlineStyle).toBe('solid'));
  },
};

export const LongText: Story = {
  args: { title: LONG_TITLE, subtitle: `Now: ${LONG_PROGRAMME}`, state: 'error', errorKind: 'network' },
  play: async ({ canvas }) => {
    const player = canvas.getByRole('region');
    await expect(player.scrollWidth).toBeLessThanOrEqual(player.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  args: { state: 'playing', levels },
  play: async ({ canvas }) => {
    const fullscreen = canvas.getByRole('button', { name: 'Full screen' });
    await expect(fullscreen).toBeVisible();
    // Every control fits inside the player: the last one is not cut off at the edge.
    const player = canvas.getByRole('region').getBoundingClientRect();
    await expect(fullscreen.getBoundingClientRect().right).toBeLessThanOrEqual(player.right);
    await expect(canvas.getByRole('combobox', { name: 'Quality' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A past programme played from the guide (catch-up): a VOD of the live channel's own segments, seeking over the programme, no Live badge. */
export const CatchUp: Story = {
  args: { isLive: false, title: 'FTV One', subtitle: 'Catch-up: Evening News', state: 'playing', position: { currentTime: 600, duration: 3600 } },
  play: async ({ canvas }) => {
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '10:00 of 1:00:00');
    await expect(canvas.getByText('Catch-up: Evening News')).toBeVisible();
    await expect(canvas.queryByText('Live')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Start over' })).toBeNull();
  },
};

export const Recording: Story = {
  args: { isLive: false, title: 'Evening News', subtitle: 'Recorded · FTV One · Sun 22 Nov, 20:00–20:30', state: 'paused', position: { currentTime: 754, duration: 1800 } },
  play: async ({ canvas }) => {
    // A recording seeks instead of showing LIVE.
    const seek = canvas.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '12:34 of 30:00');
    await expect(seek).toHaveAttribute('max', '1800');
    await expect(canvas.queryByText('Live')).toBeNull();
  },
};

/** TV mode at 1080p: a channel playing, OK pressed on the picture: the bars shown and Pause focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { state: 'playing', levels },
  play: async ({ canvas }) => {
    // Focus inside the player keeps its bars shown (they fade only while the picture plays untouched).
    canvas.getByRole('button', { name: 'Pause' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
