import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChatPanel } from '../src/components/ChatPanel';
import { MiniGuide } from '../src/components/MiniGuide';
import { PlayerView, type PlayerViewProps } from '../src/components/Player';
import { ProgrammeList } from '../src/components/ProgrammeList';
import { WatchOverlays, WatchScreen, type WatchOverlaysProps, type WatchScreenProps } from '../src/components/WatchScreen';
import { withStoryLinks } from './support/StoryLink';
import { nowNextAt, STORY_NOW, STORY_TIME_ZONE, storyChannelSummaries, storyProgrammes } from './support/watchingData';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

// The watch page as the app composes it: a player (here the view alone, with plain props: no stream in stories) with the
// overlays inside it, the channel's programmes below and the chat beside. The page's container binds the same props.

const { now, next } = nowNextAt(101);
const coming = storyProgrammes(101).filter((p) => p.end > STORY_NOW && p.start < STORY_NOW + 4 * 3600);
const chatLines = ['Anyone watching?', 'The interview at nine is worth it', 'Same here', 'Good evening all'];
const messages = chatLines.map((text, i) => ({
  id: i + 1,
  nickname: ['alice', 'bob', 'carol', 'dave'][i]!,
  text,
  time: `20:${String(10 + i).padStart(2, '0')}`,
  dateTime: `2026-11-22T20:${String(10 + i).padStart(2, '0')}:00Z`,
}));

interface WatchStoryArgs extends Omit<WatchScreenProps, 'player' | 'guide' | 'chat'> {
  playerState: PlayerViewProps['state'];
  errorKind?: PlayerViewProps['errorKind'];
  behindSeconds?: number | null;
  overlays?: WatchOverlaysProps;
}

function Watch({ playerState, errorKind, behindSeconds = null, overlays = {}, ...screen }: WatchStoryArgs) {
  const title = screen.channel?.title ?? 'Channel';
  return (
    <WatchScreen
      {...screen}
      player={
        <PlayerView title={title} subtitle={screen.nowTitle} state={playerState} errorKind={errorKind} behindLive={behindSeconds !== null} behindSeconds={behindSeconds}>
          <WatchOverlays {...overlays} />
        </PlayerView>
      }
      guide={<ProgrammeList programmes={coming} now={STORY_NOW} label={`${title}, Sunday 22 November`} timeZone={STORY_TIME_ZONE} onRecord={fn()} onCancelRecording={fn()} />}
      chat={<ChatPanel messages={messages} isLive canSend={false} loginHref="/login?next=%2Ftv%2F101" onSend={async () => true} />}
    />
  );
}

const meta = {
  title: 'Watching/WatchScreen',
  component: Watch,
  decorators: [withStoryLinks],
  parameters: { layout: 'padded' },
  args: {
    channel: { number: 1, title: 'FTV One' },
    nowTitle: now?.title,
    playerState: 'playing',
    favourite: { isFavorite: false, onToggle: fn() },
    zapping: {
      hasPrevious: true,
      hasNext: true,
      lastChannelTitle: null,
      isGuideOpen: false,
      onPrevious: fn(),
      onNext: fn(),
      onLast: fn(),
      onToggleGuide: fn(),
    },
  },
} satisfies Meta<typeof Watch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('1 FTV One');
    await userEvent.click(canvas.getByRole('button', { name: 'Next channel' }));
    await expect(args.zapping.onNext).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Last channel' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Channel list' }));
    await expect(args.zapping.onToggleGuide).toHaveBeenCalledOnce();
    // The help line names the remote's keys.
    await expect(canvas.getByText(/Remote colour keys/)).toBeVisible();
  },
};

/** A number being typed on the remote: the digits over the picture, a slot for the next one. */
export const ZappingWithTypedNumber: Story = {
  args: { overlays: { digits: '12' }, zapping: { ...meta.args.zapping, lastChannelTitle: 'Arena Sports' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('channel-number')).toHaveTextContent('1 2 _');
    await expect(canvas.getByRole('button', { name: 'Last channel (Arena Sports)' })).toBeEnabled();
  },
};

export const NoSuchNumber: Story = { args: { overlays: { notice: 'No channel 77' } } };

/** The Info key: now and next over the picture. */
export const NowAndNext: Story = {
  args: { overlays: { info: { channelTitle: 'FTV One', now, next, currentTime: STORY_NOW, timeZone: STORY_TIME_ZONE } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Now and next on FTV One' })).toHaveTextContent(now!.title);
  },
};

export const PausedBehindLive: Story = {
  args: { playerState: 'paused', behindSeconds: 95, favourite: { isFavorite: true, onToggle: fn() } },
};

export const NotAvailable: Story = {
  args: { playerState: 'error', errorKind: 'unavailable' },
};

export const PremiumLocked: Story = {
  args: { channel: { number: 2, title: 'FTV Premiere' }, playerState: 'paywall', nowTitle: null },
};

export const CouldNotLoad: Story = {
  args: { playerState: 'loading', overlays: { loadError: { message: 'FTV One could not be loaded. Failed to fetch channels', onRetry: fn() } } },
};

export const CatchUp: Story = {
  args: { catchupLiveHref: '/tv/101', overlays: { refusal: null } },
};

export const Visitor: Story = {
  args: { favourite: { loginHref: '/login?next=%2Ftv%2F101' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in to keep favourites' })).toHaveAttribute('href', '/login?next=%2Ftv%2F101');
  },
};

export const WithChannelList: Story = {
  args: {
    zapping: { ...meta.args.zapping, isGuideOpen: true },
    overlays: {
      miniGuide: <MiniGuide channels={storyChannelSummaries(12).map((c) => ({ ...c, now: null }))} currentChannelId={101} currentTime={STORY_NOW} onZap={fn()} onClose={fn()} />,
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  args: { overlays: { digits: '4' } },
};

/** TV mode at 1080p: the watching screen with the picture focused, where a remote's ↑/↓ zap and OK goes to the controls. */
export const TvModePicture: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('region', { name: / player$/ }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
