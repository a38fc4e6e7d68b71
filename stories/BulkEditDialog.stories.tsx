// BulkEditDialog.stories.tsx — each bulk edit of the lineup with its preview, an invalid expression, a name left empty, a refusal from the server, saving.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BulkEditDialog, type BulkEditDialogProps } from '../src/components/BulkEditDialog';

const sample = [
  { title: 'BBC One HD', number: 101 },
  { title: 'BBC Two HD', number: 102 },
  { title: 'ITV1 HD', number: 103 },
  { title: 'Channel 4 HD', number: 104 },
  { title: 'Sky News', number: 105 },
];

const meta = {
  title: 'Console/BulkEditDialog',
  component: BulkEditDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    mode: 'rename',
    count: 100,
    sample,
    groups: ['Entertainment', 'Kids', 'Movies', 'News', 'Sports', 'UK'],
    onSubmit: fn(),
  },
} satisfies Meta<typeof BulkEditDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const Rename: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Rename 100 channels');
    const find = dialog.getByRole('textbox', { name: 'Find' });
    // Nothing to do yet: submitting says what is missing.
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(find).toHaveFocus();
    await expect(find).toHaveAccessibleDescription('Enter the text to find, or text to add before or after the name');

    await userEvent.type(find, ' HD');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getAllByRole('listitem')[0]).toHaveTextContent('BBC One HD becomes BBC One');
    await expect(preview.getAllByRole('listitem')[4]).toHaveTextContent('Sky News becomes unchanged');
    await expect(preview.getByText('and 95 more')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Add before' }), 'UK: ');
    await expect(preview.getAllByRole('listitem')[2]).toHaveTextContent('ITV1 HD becomes UK: ITV1');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'rename', find: ' HD', replace: '', regex: false, prefix: 'UK: ', suffix: '' });
  },
};

export const RenameWithRegularExpression: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Rename 100 channels');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Treat as a regular expression' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Find' }), '^(BBC|ITV)(.*) HD$');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Replace with' }), '$1$2 (UK)');
    const items = within(dialog.getByRole('region', { name: 'Preview' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('becomes BBC One (UK)');
    await expect(items[2]).toHaveTextContent('becomes ITV1 (UK)');
    await expect(items[3]).toHaveTextContent('becomes unchanged');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'rename', find: '^(BBC|ITV)(.*) HD$', replace: '$1$2 (UK)', regex: true, prefix: '', suffix: '' });
  },
};

export const InvalidRegularExpression: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Rename 100 channels');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Treat as a regular expression' }));
    const find = dialog.getByRole('textbox', { name: 'Find' });
    await userEvent.type(find, '(HD');
    await expect(find).toHaveAttribute('aria-invalid', 'true');
    await expect(find).toHaveAccessibleDescription('This is not a valid regular expression');
    await expect(dialog.getByText('Fix the expression to see the new names.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(find).toHaveFocus();
  },
};

export const NameLeftEmpty: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Rename 100 channels');
    const find = dialog.getByRole('textbox', { name: 'Find' });
    await userEvent.type(find, 'Sky News');
    await expect(find).toHaveAccessibleDescription('A channel needs a name');
    await expect(within(dialog.getByRole('region', { name: 'Preview' })).getAllByRole('listitem')[4]).toHaveTextContent('Sky News becomes no name');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Something added after it: a name again.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Add after' }), ' UK');
    await expect(find).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'rename', find: 'Sky News', replace: '', regex: false, prefix: '', suffix: ' UK' });
  },
};

export const Renumber: Story = {
  args: { mode: 'renumber' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Renumber 100 channels');
    const first = dialog.getByRole('spinbutton', { name: 'First number' });
    await expect(first).toHaveValue(101);
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('BBC One HD 101, BBC Two HD 102, ITV1 HD 103, Channel 4 HD 104, Sky News 105, … (up to 200)');
    await userEvent.clear(first);
    await userEvent.type(first, '99950');
    await userEvent.click(dialog.getByRole('button', { name: 'Renumber' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(first).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 1 to 99900'));
    await userEvent.clear(first);
    await userEvent.type(first, '501');
    await expect(preview).toHaveTextContent('BBC One HD 501, BBC Two HD 502,');
    await userEvent.click(dialog.getByRole('button', { name: 'Renumber' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'renumber', from: 501 });
  },
};

export const SetGroup: Story = {
  args: { mode: 'group' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Set the group of 100 channels');
    const group = dialog.getByRole('combobox', { name: 'Group' });
    await userEvent.click(dialog.getByRole('button', { name: 'Set group' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Enter a group name'));
    await userEvent.type(group, '  UK News ');
    await userEvent.click(dialog.getByRole('button', { name: 'Set group' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'group', group: 'UK News' });
    await expect(dialog.getByRole('region', { name: 'Channels' })).toHaveTextContent('BBC One HD, BBC Two HD, ITV1 HD, Channel 4 HD, Sky News and 95 more');
  },
};

export const SetLogo: Story = {
  args: { mode: 'logo' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Set the logo of 100 channels');
    const logo = dialog.getByRole('textbox', { name: 'Logo address' });
    await userEvent.type(logo, 'ftp://logos.example/bbc.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Set logo' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(logo).toHaveAccessibleDescription(expect.stringContaining('Enter an address starting with http:// or https://, or leave it empty'));
    await userEvent.clear(logo);
    await userEvent.type(logo, 'https://logos.example/bbc.png');
    await userEvent.click(dialog.getByRole('button', { name: 'Set logo' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ kind: 'logo', logo: 'https://logos.example/bbc.png' });
    // Empty: back to each source's own logo.
    await userEvent.clear(logo);
    await userEvent.click(dialog.getByRole('button', { name: 'Set logo' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ kind: 'logo', logo: '' });
  },
};

/** The owner sets `error` when the server refuses: the dialog stays open with what was typed. */
function RefusingOwner(args: BulkEditDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <BulkEditDialog
      {...args}
      error={error}
      onSubmit={(change) => {
        args.onSubmit(change);
        setError('Numbers 130 to 229 are taken by 12 channels outside the selection');
      }}
    />
  );
}

export const RefusedByServer: Story = {
  args: { mode: 'renumber' },
  render: (args) => <RefusingOwner {...args} />,
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Renumber 100 channels');
    const first = dialog.getByRole('spinbutton', { name: 'First number' });
    await userEvent.clear(first);
    await userEvent.type(first, '130');
    await userEvent.click(dialog.getByRole('button', { name: 'Renumber' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'renumber', from: 130 });
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Numbers 130 to 229 are taken by 12 channels outside the selection'));
    await expect(first).toHaveValue(130);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { mode: 'group', saving: true },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Set the group of 100 channels');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Group' }), 'News');
    const submit = dialog.getByRole('button', { name: 'Set group' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OneChannel: Story = {
  args: { mode: 'renumber', count: 1, sample: [{ title: 'BBC One HD', number: 101 }] },
  play: async () => {
    const dialog = await dialogNamed('Renumber 1 channel');
    await expect(dialog.getByRole('region', { name: 'Preview' })).toHaveTextContent(/^PreviewBBC One HD 101$/);
  },
};
