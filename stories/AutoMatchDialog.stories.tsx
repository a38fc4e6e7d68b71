// AutoMatchDialog.stories.tsx — accepting confident guide suggestions in bulk: a dozen with one unticked, tick and untick all, none to accept, a refusal from the server, saving, a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AutoMatchDialog, type AutoMatchItem } from '../src/components/AutoMatchDialog';
import { phoneModes } from '../.storybook/modes';

const items: AutoMatchItem[] = [
  { id: 11, number: 101, title: 'BBC One HD', guideChannel: 'bbcone.uk', name: 'BBC One', score: 0.97, why: ['same name', 'country uk'] },
  { id: 12, number: 102, title: 'BBC Two HD', guideChannel: 'bbctwo.uk', name: 'BBC Two', score: 0.97, why: ['same name', 'country uk'] },
  { id: 13, number: 103, title: 'ITV1 HD', guideChannel: 'itv1.uk', name: 'ITV1', score: 0.97, why: ['same name', 'country uk'] },
  { id: 14, number: 104, title: 'Channel 4 HD', guideChannel: 'channel4.uk', name: 'Channel 4', score: 0.97, why: ['same name', 'country uk'] },
  { id: 15, number: 105, title: 'Channel 5', guideChannel: 'channel5.uk', name: '5', score: 0.93, why: ['name 90% alike', 'same logo', 'country uk'] },
  { id: 21, number: 140, title: 'Sky News', guideChannel: 'skynews.uk', name: 'Sky News', score: 1, why: ['same id'] },
  { id: 22, number: 141, title: 'BBC News', guideChannel: 'bbcnews.uk', name: 'BBC News', score: 0.97, why: ['same name', 'country uk'] },
  { id: 23, number: 142, title: 'Al Jazeera English', guideChannel: 'aljazeeraenglish.qa', name: 'Al Jazeera English', score: 0.94, why: ['same name'] },
  { id: 31, number: 201, title: 'WABC-DT New York', guideChannel: 'WABC.us', name: 'ABC 7 New York (WABC)', score: 0.95, why: ['name 75% alike', 'same call sign WABC', 'country us'] },
  { id: 32, number: 202, title: 'Das Erste HD', guideChannel: 'daserste.de', name: 'Das Erste', score: 0.97, why: ['same name', 'country de'] },
  { id: 33, number: 203, title: 'ZDF', guideChannel: 'zdf.de', name: 'ZDF', score: 1, why: ['same name', 'country de'] },
  { id: 34, number: 204, title: 'Kabel Eins Classics International Feed', guideChannel: 'kabeleinsclassics.de', name: 'Kabel Eins Classics', score: 0.91, why: ['name 88% alike', 'country de'] },
];

const meta = {
  title: 'Console/AutoMatchDialog',
  component: AutoMatchDialog,
  args: { open: true, onOpenChange: fn(), items, unmapped: 57, onAccept: fn() },
} satisfies Meta<typeof AutoMatchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Accept 12 guide suggestions');
    await expect(dialog.getByText('12 of 57 unmapped channels have a suggestion FTV is confident in. Untick any you do not want.')).toBeVisible();
    const boxes = within(dialog.getByRole('list', { name: 'Suggestions' })).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(12);
    for (const box of boxes) await expect(box).toBeChecked();
    const itv = dialog.getByRole('checkbox', { name: 'Accept ITV1 HD' });
    await expect(itv).toHaveAccessibleDescription('to ITV1 (itv1.uk) 97% match same name · country uk');

    await userEvent.click(itv);
    await expect(itv).not.toBeChecked();
    await expect(dialog.getByText('11 of 12 ticked')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept 11' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onAccept).toHaveBeenCalledWith(items.filter((item) => item.id !== 13).map((item) => item.id));
  },
};

/** Tick all and Untick all; none ticked, nothing to accept (behaviour only: the picture is the one above). */
export const TickAndUntickAll: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Accept 12 guide suggestions');
    const untickAll = dialog.getByRole('button', { name: 'Untick all' });
    await userEvent.click(untickAll);
    for (const box of dialog.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Accept 0' })).toBeDisabled();
    await expect(untickAll).toHaveFocus();

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Accept ZDF' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Accept Sky News' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept 2' }));
    // In the list's order, not the order they were ticked in.
    await expect(args.onAccept).toHaveBeenLastCalledWith([21, 33]);

    await userEvent.click(dialog.getByRole('button', { name: 'Tick all' }));
    await expect(dialog.getByText('12 of 12 ticked')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept 12' }));
    await expect(args.onAccept).toHaveBeenLastCalledWith(items.map((item) => item.id));
  },
};

/** Nothing FTV is confident of: the channels are mapped one at a time. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('No guide suggestions to accept');
    await expect(dialog.getByText(/^None of the 57 unmapped channels has a suggestion FTV is confident in/)).toBeVisible();
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    const accept = dialog.getByRole('button', { name: 'Accept 0' });
    await expect(accept).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const RefusedByServer: Story = {
  args: { error: 'Nothing was accepted: the guides were imported again meanwhile. Close and open this again for the new suggestions.' },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Accept 12 guide suggestions');
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Nothing was accepted'));
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Accept 12 guide suggestions');
    const accept = dialog.getByRole('button', { name: 'Accept 12' });
    await expect(accept).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(accept);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Accept 12 guide suggestions' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Accept Kabel Eins Classics International Feed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept 11' }));
    await expect(args.onAccept).toHaveBeenCalledWith(items.filter((item) => item.id !== 34).map((item) => item.id));
  },
};
