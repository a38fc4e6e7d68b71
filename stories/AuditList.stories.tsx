// AuditList.stories.tsx — the console's audit: changes newest first, some undone, one being undone, older pages, none yet.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AuditList, type AuditEntry } from '../src/components/AuditList';
import { phoneModes } from '../.storybook/modes';

const entries: AuditEntry[] = [
  { id: 41, when: 'Today 14:06', actor: 'ann@example.com', summary: 'Undid “Deleted the source Backup list”', undone: null, canUndo: false },
  { id: 40, when: 'Today 14:02', actor: 'ann@example.com', summary: 'Renamed 100 channels', detail: 'Removed “UK: ” from the start of their names', undone: null, canUndo: true },
  { id: 39, when: 'Today 13:58', actor: 'ann@example.com', summary: 'Deleted the source Backup list', undone: 'Undone Today 14:06', canUndo: false },
  { id: 38, when: 'Today 11:20', actor: 'bob@example.com', summary: 'Added the source Provider account', detail: 'Xtream Codes: ann@provider.example:8080, up to 2 streams at once', undone: null, canUndo: true },
  { id: 37, when: 'Yesterday 18:45', actor: null, summary: 'Made bob@example.com an operator', undone: null, canUndo: true },
];

const meta = {
  title: 'Console/AuditList',
  component: AuditList,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  args: { entries, onUndo: fn(), onLoadMore: fn() },
} satisfies Meta<typeof AuditList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Changes, newest first' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveTextContent('Renamed 100 channels');
    await expect(items[1]).toHaveTextContent('Today 14:02 · by ann@example.com');
    await expect(items[4]).toHaveTextContent('Yesterday 18:45 · by the server (npm run admin)');

    // Undone: said so, and no Undo; an undo itself cannot be undone here.
    await expect(within(items[2]!).getByText('Undone Today 14:06')).toBeVisible();
    await expect(within(items[2]!).queryByRole('button')).toBeNull();
    await expect(within(items[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Undo Renamed 100 channels' }));
    await expect(args.onUndo).toHaveBeenCalledWith(40);
    await expect(canvas.queryByRole('button', { name: 'Show older' })).toBeNull();
  },
};

export const Undoing: Story = {
  args: { undoingId: 38 },
  play: async ({ canvas, userEvent, args }) => {
    const undo = canvas.getByRole('button', { name: 'Undo Added the source Provider account' });
    await expect(undo).toHaveAttribute('aria-busy', 'true');
    await expect(undo).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(undo);
    await expect(args.onUndo).not.toHaveBeenCalled();
  },
};

export const MoreToShow: Story = {
  args: { hasMore: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show older' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show older' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No changes yet' })).toBeVisible();
  },
};

export const Phone: Story = {
  args: { hasMore: true },
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
};
