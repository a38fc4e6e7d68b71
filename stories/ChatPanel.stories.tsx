import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChatPanel, type ChatPanelMessage } from '../src/components/ChatPanel';
import { withStoryLinks } from './support/StoryLink';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const NICKS = ['alice', 'bob', 'carol', 'dave', 'erin'];
// No emoji: the project bundles no emoji font, so one would be drawn in whatever font the machine has.
const LINES = ['Anyone watching the match?', 'That goal!', 'Replay please :)', 'The guide says extra time starts at 21:50.', 'Good night everyone'];
/** Fixed times: screenshots must not depend on the clock. */
const message = (id: number, overrides: Partial<ChatPanelMessage> = {}): ChatPanelMessage => ({
  id,
  nickname: NICKS[id % NICKS.length]!,
  text: LINES[id % LINES.length]!,
  time: `20:${String(10 + id).padStart(2, '0')}`,
  dateTime: `2026-11-22T20:${String(10 + id).padStart(2, '0')}:00Z`,
  ...overrides,
});
const conversation = Array.from({ length: 30 }, (_, i) => message(i + 1, i === 27 ? { nickname: 'me', isOwn: true } : {}));

const meta = {
  title: 'Chat/ChatPanel',
  component: ChatPanel,
  decorators: [withStoryLinks, (Story) => <div style={{ height: 480, maxWidth: 380 }}><Story /></div>],
  args: { messages: conversation, isLive: true, canSend: true, loginHref: '/login?next=%2Ftv%2F105', onSend: fn(async (_text: string): Promise<true | string> => true), onRetry: fn() },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const log = canvas.getByRole('log', { name: 'Chat messages' });
    // The newest message is in view: the log sticks to the bottom.
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Hello there{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello there');
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const ShiftEnterMakesANewLine: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'one{Shift>}{Enter}{/Shift}two');
    await expect(input).toHaveValue('one\ntwo');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('one\ntwo');
  },
};

export const SendRefused: Story = {
  args: { onSend: fn(async (_text: string): Promise<true | string> => 'Unauthorized') },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Will this work?{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unauthorized');
    // What was typed stays for another try.
    await expect(input).toHaveValue('Will this work?');
  },
};

export const Visitor: Story = {
  args: { canSend: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Ftv%2F105');
  },
};

export const Loading: Story = { args: { messages: [], isLoading: true, isLive: false } };

export const Empty: Story = { args: { messages: [] } };

export const Failed: Story = {
  args: { messages: [], error: 'Failed to load chat messages', isLive: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      message(1, { nickname: 'someone-with-a-really-very-long-nickname-indeed', text: 'A message without spaces: Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }),
      message(2, { text: 'Several lines\nof plain text,\n<b>never HTML</b>' }),
    ],
  },
  play: async ({ canvas }) => {
    // Markup arrives as text, never as elements.
    await expect(canvas.getByText(/<b>never HTML<\/b>/)).toBeVisible();
  },
};

/** TV mode at 1080p: the live chat at the newest message, its conversation focused for the remote's arrows to scroll back. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Chat messages' });
    log.focus();
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
