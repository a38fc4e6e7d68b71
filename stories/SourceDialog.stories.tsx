// SourceDialog.stories.tsx — adding a playlist and an Xtream Codes account, editing one the server refused, the checks made before sending, saving, a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SourceDialog, type SourceDraft } from '../src/components/SourceDialog';
import { phoneModes } from '../.storybook/modes';

const account: SourceDraft = { kind: 'xtream', name: 'Provider account', url: 'http://provider.example:8080', username: 'ann', password: '', maxStreams: '2' };

const meta = {
  title: 'Console/SourceDialog',
  component: SourceDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SourceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddPlaylist: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Add source' }));
    await expect(body.getByRole('radio', { name: 'Playlist' })).toBeChecked();
    await expect(body.getByRole('radio', { name: 'Playlist' })).toHaveAccessibleDescription('An M3U list of channels and their streams');
    await expect(body.queryByRole('textbox', { name: /Username/ })).toBeNull();
    const streams = body.getByRole('textbox', { name: 'Streams at once (optional)' });
    await expect(streams).toHaveAccessibleDescription('Empty: no limit');

    await userEvent.type(body.getByRole('textbox', { name: /^Name/ }), '  Main lineup ');
    await userEvent.type(body.getByRole('textbox', { name: /^Address/ }), 'https://iptv.example.com/main.m3u');
    await userEvent.type(streams, '4');
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'playlist', name: 'Main lineup', url: 'https://iptv.example.com/main.m3u', username: '', password: '', maxStreams: '4' });
  },
};

/** A guide has no streams: no limit to ask for. */
export const AddGuide: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Add source' }));
    await userEvent.click(body.getByRole('radio', { name: 'Guide' }));
    await expect(body.queryByRole('textbox', { name: 'Streams at once (optional)' })).toBeNull();
    await expect(body.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription('Where the XMLTV guide is (it may be gzipped), starting http:// or https://');
    await userEvent.type(body.getByRole('textbox', { name: /^Name/ }), 'Evening guide');
    await userEvent.type(body.getByRole('textbox', { name: /^Address/ }), 'https://epg.example.org/guide.xml.gz');
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'guide', name: 'Evening guide', url: 'https://epg.example.org/guide.xml.gz', username: '', password: '', maxStreams: '' });
  },
};

export const AddXtream: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Add source' }));
    await userEvent.click(body.getByRole('radio', { name: 'Xtream Codes account' }));
    const server = body.getByRole('textbox', { name: /^Server address/ });
    await expect(server).toHaveAccessibleDescription('As the provider gives it, such as http://provider.example:8080');
    await expect(body.getByRole('textbox', { name: 'Streams at once (optional)' })).toHaveAccessibleDescription('Empty: the account’s own limit');

    await userEvent.type(body.getByRole('textbox', { name: /^Name/ }), 'Provider account');
    await userEvent.type(server, 'http://provider.example:8080');
    // Username and password are the account's, and needed to add it.
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = body.getByRole('textbox', { name: /^Username/ });
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('Enter the account’s username');
    await expect(body.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription('Enter the account’s password');

    await userEvent.type(username, 'ann');
    await userEvent.type(body.getByLabelText(/^Password/, { selector: 'input' }), 's3cret word');
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'xtream', name: 'Provider account', url: 'http://provider.example:8080', username: 'ann', password: 's3cret word', maxStreams: '' });
  },
};

/** The server refused the change: its reasons on the fields, the draft as it was; changing a field clears its reason. */
export const EditRefusedByServer: Story = {
  args: {
    initial: account,
    errors: { url: 'The server did not answer: check the address and port', form: 'Nothing was saved: mend the address and try again' },
  },
  play: async ({ args }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Edit Provider account' }));
    // A saved source keeps its kind.
    await expect(body.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(body.getByText('Xtream Codes account')).toBeVisible());
    const server = body.getByRole('textbox', { name: /^Server address/ });
    await expect(server).toHaveValue('http://provider.example:8080');
    await expect(server).toHaveAttribute('aria-invalid', 'true');
    await expect(server).toHaveAccessibleDescription(expect.stringContaining('The server did not answer: check the address and port'));
    await expect(body.getByRole('alert')).toHaveTextContent('Nothing was saved: mend the address and try again');
    await expect(body.getByRole('textbox', { name: /^Username/ })).toHaveValue('ann');
    const password = body.getByLabelText(/^Password/, { selector: 'input' });
    await expect(password).toHaveValue('');
    await expect(password).toHaveAccessibleDescription('Leave empty to keep the saved one');
    await expect(body.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A refusal stays on its field until that field is changed (behaviour only: the picture is the one above). */
export const RefusalClearsOnChange: Story = {
  args: EditRefusedByServer.args,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Edit Provider account' }));
    const server = body.getByRole('textbox', { name: /^Server address/ });
    await userEvent.type(body.getByRole('textbox', { name: /^Username/ }), 'a');
    await expect(server).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(server);
    await userEvent.type(server, 'http://provider.example:8000');
    await expect(server).not.toHaveAttribute('aria-invalid');
    await expect(server).toHaveAccessibleDescription('As the provider gives it, such as http://provider.example:8080');
  },
};

/** Saved with the password left empty: it is kept (the empty password goes to the server, which keeps its own). */
export const EditKeepsPassword: Story = {
  args: { initial: account },
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Edit Provider account' }));
    await userEvent.click(body.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(account);
  },
};

export const ClientChecks: Story = {
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Add source' }));
    const name = body.getByRole('textbox', { name: /^Name/ });
    const address = body.getByRole('textbox', { name: /^Address/ });
    const streams = body.getByRole('textbox', { name: 'Streams at once (optional)' });
    await userEvent.type(address, 'ftp://lists.example.net/a.m3u');
    await userEvent.type(streams, '2.5');
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Each reason on its field, and focus on the first.
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the source a name'));
    await expect(address).toHaveAccessibleDescription(expect.stringContaining('Enter an http:// or https:// address'));
    await expect(streams).toHaveAccessibleDescription(expect.stringContaining('A whole number from 1 to 1000'));

    // The reasons follow the typing once shown.
    await userEvent.type(name, 'Main lineup');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(streams);
    await userEvent.type(streams, '1001');
    await expect(streams).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(body.getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(address).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { initial: account, saving: true },
  play: async ({ args, userEvent }) => {
    const save = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { initial: account },
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Provider account' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
