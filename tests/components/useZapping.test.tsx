// useZapping.test.tsx — the TV remote in a real browser: typed numbers (commit by pause or Enter, "No channel N", Backspace), arrows only from the player, the remote's keys from anywhere but text fields, last channel and Back, info, the guide's focus return.
import { useRef } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NOTICE_MS, useZapping, type ZapPlayer } from '../../src/features/player/useZapping';
import { NUMBER_COMMIT_MS } from '../../src/features/player/zapping';

const channels = [
  { id: 101, number: 1, title: 'One' },
  { id: 102, number: 2, title: 'Two' },
  { id: 105, number: 5, title: 'Five' },
];

interface RemoteProps {
  channelId: number;
  onZap: (id: number) => void;
  prefetch: (id: number) => void;
  player?: Partial<Pick<ZapPlayer, 'togglePlay' | 'setPlaying' | 'toggleCaptions'>>;
  onBack?: () => void;
  onFavourite?: () => void;
}

/** A stand-in for the watch view: a focusable "player" holding the number overlay, and a search field outside it. */
function Remote({ channelId, onZap, prefetch, player = {}, onBack = () => undefined, onFavourite }: RemoteProps) {
  const element = useRef<HTMLDivElement | null>(null);
  const playerRef = useRef<ZapPlayer | null>({
    get container() {
      return element.current;
    },
    focus: () => element.current?.focus(),
    togglePlay: () => player.togglePlay?.(),
    setPlaying: (playing) => player.setPlaying?.(playing),
    toggleCaptions: () => player.toggleCaptions?.(),
  });
  const z = useZapping({ channels, channelId, playerRef, onZap, prefetch, onBack, onFavourite });
  return (
    <>
      {/* Focusable like the real player's region (PlayerView). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={element} tabIndex={0} data-testid="player">
        <p>digits [{z.digits}]</p>
        {z.notice && <p>{z.notice}</p>}
        <p>guide {z.isGuideOpen ? 'open' : 'closed'}</p>
        <p>last {z.lastChannel?.title ?? 'none'}</p>
        <p>info {z.isInfoShown ? 'shown' : 'hidden'}</p>
      </div>
      <button type="button">Below the player</button>
      <input aria-label="Search" />
    </>
  );
}

/**
 * A remote's key as the browser hands it to the page (a TV's `ChannelUp`, `Info`, colour keys): the test driver has no such
 * keys on its keyboard, so the event is dispatched where focus is, as the browser would. The e2e presses them for real (CDP).
 */
function pressRemote(...keys: string[]) {
  for (const key of keys) (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

async function setup(channelId = 101, extra: Partial<RemoteProps> = {}) {
  const onZap = vi.fn<(id: number) => void>();
  const prefetch = vi.fn<(id: number) => void>();
  const screen = await render(<Remote channelId={channelId} onZap={onZap} prefetch={prefetch} {...extra} />);
  const player = screen.getByTestId('player');
  (player.element() as HTMLElement).focus();
  return { screen, player, onZap, prefetch };
}

test('typed digits show, warm the channel they mean, and zap to it after the pause', async () => {
  const { screen, onZap, prefetch } = await setup();
  await userEvent.keyboard('10');
  await expect.element(screen.getByText('digits [10]')).toBeInTheDocument();
  await userEvent.keyboard('2');
  await expect.element(screen.getByText('digits [102]')).toBeInTheDocument();
  // Each digit warms what the number means so far: "1" is channel number 1 (id 101), "102" no number but id 102.
  expect(prefetch).toHaveBeenCalledWith(101);
  expect(prefetch).toHaveBeenCalledWith(102);
  expect(onZap).not.toHaveBeenCalled();
  await expect.poll(() => onZap.mock.calls, { timeout: NUMBER_COMMIT_MS + 2000 }).toEqual([[102]]);
  await expect.element(screen.getByText('digits []')).toBeInTheDocument();
});

test('Enter commits at once; a number that is no channel says so for a moment', async () => {
  const { screen, onZap } = await setup();
  await userEvent.keyboard('5{Enter}');
  expect(onZap).toHaveBeenCalledWith(105);
  await userEvent.keyboard('9{Enter}');
  await expect.element(screen.getByText('No channel 9')).toBeInTheDocument();
  expect(onZap).toHaveBeenCalledTimes(1);
  await expect.element(screen.getByText('No channel 9'), { timeout: NOTICE_MS + 2000 }).not.toBeInTheDocument();
});

test('arrows zap only from the player; no key acts from a text field', async () => {
  const { screen, player, onZap } = await setup();
  await userEvent.keyboard('{ArrowUp}');
  expect(onZap).toHaveBeenLastCalledWith(102);
  await userEvent.keyboard('{ArrowDown}');
  // Wrapping round like a TV: below the first channel is the last.
  expect(onZap).toHaveBeenLastCalledWith(105);
  (player.element() as HTMLElement).blur();
  await userEvent.keyboard('{ArrowUp}');
  expect(onZap).toHaveBeenCalledTimes(2);
  await screen.getByRole('textbox', { name: 'Search' }).click();
  await userEvent.keyboard('2g');
  await expect.element(screen.getByText('digits []')).toBeInTheDocument();
  await expect.element(screen.getByText('guide closed')).toBeInTheDocument();
});

test('L goes back to the channel played before', async () => {
  const { screen, onZap, prefetch } = await setup(101);
  await expect.element(screen.getByText('last none')).toBeInTheDocument();
  await screen.rerender(<Remote channelId={105} onZap={onZap} prefetch={prefetch} />);
  await expect.element(screen.getByText('last One')).toBeInTheDocument();
  await userEvent.keyboard('l');
  expect(onZap).toHaveBeenLastCalledWith(101);
});

test('G opens and closes the guide, from the page too, and closing hands focus back to the player', async () => {
  const { screen, player } = await setup();
  await userEvent.keyboard('g');
  await expect.element(screen.getByText('guide open')).toBeInTheDocument();
  (player.element() as HTMLElement).blur();
  await userEvent.keyboard('g');
  await expect.element(screen.getByText('guide closed')).toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(player.element());
});

test('the remote channel keys and Page keys zap from anywhere on the page, the arrows do not', async () => {
  const { screen, player, onZap } = await setup();
  (player.element() as HTMLElement).blur();
  pressRemote('ChannelUp');
  expect(onZap).toHaveBeenLastCalledWith(102);
  await screen.getByRole('button', { name: 'Below the player' }).click();
  await userEvent.keyboard('{PageDown}');
  expect(onZap).toHaveBeenLastCalledWith(105);
  await userEvent.keyboard('{ArrowUp}{ArrowDown}');
  expect(onZap).toHaveBeenCalledTimes(2);
  // Digits from a button below the player type a number too.
  await userEvent.keyboard('2{Enter}');
  expect(onZap).toHaveBeenLastCalledWith(102);
  // …but not from a text field.
  await screen.getByRole('textbox', { name: 'Search' }).click();
  await userEvent.keyboard('5{Backspace}');
  pressRemote('ChannelUp');
  expect(onZap).toHaveBeenCalledTimes(3);
  await expect.element(screen.getByText('digits []')).toBeInTheDocument();
});

test('Backspace erases a typed digit, else goes to the last channel, else back', async () => {
  const onBack = vi.fn<() => void>();
  const { screen, onZap, prefetch } = await setup(101, { onBack });
  await userEvent.keyboard('{Backspace}');
  expect(onBack).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('52{Backspace}');
  await expect.element(screen.getByText('digits [5]')).toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(onZap).toHaveBeenLastCalledWith(105);
  await screen.rerender(<Remote channelId={105} onZap={onZap} prefetch={prefetch} onBack={onBack} />);
  pressRemote('BrowserBack');
  expect(onZap).toHaveBeenLastCalledWith(101);
  expect(onBack).toHaveBeenCalledTimes(1);
});

test('play, captions, info and the colour keys reach the player and the page', async () => {
  const togglePlay = vi.fn<() => void>();
  const setPlaying = vi.fn<(playing: boolean) => void>();
  const toggleCaptions = vi.fn<() => void>();
  const onFavourite = vi.fn<() => void>();
  const { screen, player } = await setup(101, { player: { togglePlay, setPlaying, toggleCaptions }, onFavourite });
  (player.element() as HTMLElement).blur();
  pressRemote('MediaPlayPause', 'MediaStop', 'MediaPlay', 'ColorF2Yellow', 'ColorF0Red');
  expect(togglePlay).toHaveBeenCalledTimes(1);
  expect(setPlaying.mock.calls).toEqual([[false], [true]]);
  expect(toggleCaptions).toHaveBeenCalledTimes(1);
  expect(onFavourite).toHaveBeenCalledTimes(1);
  pressRemote('Info');
  await expect.element(screen.getByText('info shown')).toBeInTheDocument();
  await userEvent.keyboard('i');
  await expect.element(screen.getByText('info hidden')).toBeInTheDocument();
  pressRemote('ColorF1Green');
  await expect.element(screen.getByText('guide open')).toBeInTheDocument();
});
