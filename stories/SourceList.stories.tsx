// SourceList.stories.tsx — the console's sources: the environment's beside the console's, a failed import and its problems, moving, switching off and deleting, refreshing, none yet.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SourceList, type SourceItem, type SourceListProps } from '../src/components/SourceList';
import { phoneModes } from '../.storybook/modes';

const sources: SourceItem[] = [
  {
    id: null,
    kind: 'playlist',
    name: 'FTV_LINEUP 1',
    address: 'https://lists.example.net/ftv/channels.m3u',
    enabled: true,
    readOnly: true,
    envName: 'FTV_LINEUP',
    maxStreams: null,
    lastImport: { when: 'Today 14:02', took: '0.4 s', ok: true, channels: 24, programmes: 0, problems: [], problemsTotal: 0 },
  },
  {
    id: 1,
    kind: 'playlist',
    name: 'Main lineup',
    address: 'https://iptv.example.com/get.php?type=m3u_plus&list=main-lineup-2026',
    enabled: true,
    readOnly: false,
    maxStreams: 4,
    lastImport: {
      when: 'Today 14:02',
      took: '1.2 s',
      ok: true,
      channels: 5000,
      programmes: 120000,
      problems: [
        { line: 12, message: 'No stream address after #EXTINF: the entry is skipped' },
        { line: 4810, message: 'tvg-id "bbc1.uk" is used by two channels: the second is renamed "bbc1.uk (2)"' },
        { line: null, message: 'The playlist names no guide (url-tvg)' },
      ],
      problemsTotal: 3,
    },
  },
  {
    id: 2,
    kind: 'xtream',
    name: 'Provider account',
    address: 'ann@provider.example:8080',
    enabled: true,
    readOnly: false,
    maxStreams: null,
    lastImport: { when: 'Today 14:01', took: '3.8 s', ok: true, channels: 1, programmes: 1, problems: [], problemsTotal: 0 },
  },
  {
    id: 3,
    kind: 'guide',
    name: 'Evening guide',
    address: 'https://epg.example.org/guide.xml.gz',
    enabled: true,
    readOnly: false,
    maxStreams: null,
    lastImport: {
      when: 'Today 13:58',
      took: '12.5 s',
      ok: false,
      error: 'The guide ends in the middle of a programme: the file is cut short.',
      channels: 0,
      programmes: 0,
      problems: [
        { line: 48213, file: 'guide.xml', message: 'Unexpected end of file inside <programme>' },
        { line: 1022, file: 'guide.xml', message: 'A programme stops before it starts: skipped' },
        { line: 1490, file: 'guide.xml', message: 'Unknown channel "news.fr": skipped' },
      ],
      problemsTotal: 212,
    },
  },
  {
    id: 4,
    kind: 'playlist',
    name: 'Backup list',
    address: 'http://192.168.1.20:8000/backup.m3u',
    enabled: false,
    readOnly: false,
    maxStreams: 1,
    lastImport: null,
  },
];

/** Holds the sources as the container does, so a move or a switch is drawn as it would be. */
function Stateful(args: SourceListProps) {
  const [list, setList] = useState(args.sources);
  return (
    <SourceList
      {...args}
      sources={list}
      onMove={(id, direction) => {
        args.onMove(id, direction);
        setList((was) => {
          const from = was.findIndex((source) => source.id === id);
          const to = direction === 'up' ? from - 1 : from + 1;
          if (from < 0 || to < 0 || to >= was.length) return was;
          const next = [...was];
          [next[from], next[to]] = [next[to]!, next[from]!];
          return next;
        });
      }}
      onToggle={(id, enabled) => {
        args.onToggle(id, enabled);
        setList((was) => was.map((source) => (source.id === id ? { ...source, enabled } : source)));
      }}
    />
  );
}

const meta = {
  title: 'Console/SourceList',
  component: SourceList,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
  render: (args) => <Stateful {...args} />,
  args: {
    sources,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onToggle: fn(),
    onMove: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof SourceList>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) => canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(names(canvas)).toEqual(['FTV_LINEUP 1', 'Main lineup', 'Provider account', 'Evening guide', 'Backup list']);

    // The environment's: said where it comes from, and nothing to change here.
    const env = within(canvas.getByRole('article', { name: 'FTV_LINEUP 1' }));
    await expect(env.getByText('From the environment')).toBeVisible();
    await expect(env.getByText('Set with FTV_LINEUP on the server: change it there.')).toBeVisible();
    await expect(env.queryByRole('button')).toBeNull();
    await expect(env.queryByRole('checkbox')).toBeNull();

    const main = within(canvas.getByRole('article', { name: 'Main lineup' }));
    await expect(main.getByText('Playlist')).toBeVisible();
    await expect(main.getByText('Up to 4 streams at once')).toBeVisible();
    await expect(main.getByText('Imported Today 14:02 in 1.2 s: 5,000 channels, 120,000 programmes, 3 problems')).toBeVisible();
    const disclosure = main.getByRole('button', { name: 'Show 3 problems in Main lineup' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(disclosure);
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(disclosure).toHaveAccessibleName('Hide 3 problems in Main lineup');
    await expect(main.getByText('No stream address after #EXTINF: the entry is skipped').closest('li')).toHaveTextContent('line 12: No stream address after #EXTINF: the entry is skipped');
    await expect(main.queryByText(/more$/)).toBeNull();

    await expect(within(canvas.getByRole('article', { name: 'Provider account' })).getByText('Xtream Codes')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Provider account' })).getByText('Imported Today 14:01 in 3.8 s: 1 channel, 1 programme')).toBeVisible();

    // A failed import: its reason as an alert, its problems on demand, the rest counted.
    const guide = within(canvas.getByRole('article', { name: 'Evening guide' }));
    const failed = guide.getByRole('alert');
    await expect(failed).toHaveTextContent(/^Import failed Today 13:58/);
    await expect(failed).toHaveTextContent('The guide ends in the middle of a programme: the file is cut short.');
    await userEvent.click(guide.getByRole('button', { name: 'Show 212 problems in Evening guide' }));
    await expect(guide.getByText('Unexpected end of file inside <programme>').closest('li')).toHaveTextContent('guide.xml, line 48,213: Unexpected end of file inside <programme>');
    await expect(guide.getByText('and 209 more')).toBeVisible();

    const backup = within(canvas.getByRole('article', { name: 'Backup list' }));
    await expect(backup.getByText('Never imported')).toBeVisible();
    await expect(backup.getByText('Not in use')).toBeVisible();
    await expect(backup.getByText('Up to 1 stream at once')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Edit Main lineup' }));
    await expect(args.onEdit).toHaveBeenCalledWith(1);
    const use = canvas.getByRole('checkbox', { name: 'Use Backup list' });
    await expect(use).not.toBeChecked();
    await userEvent.click(use);
    await expect(args.onToggle).toHaveBeenCalledWith(4, true);
    await expect(use).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add source' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh now' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Moving: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The environment's come first and stay there: the console's first cannot go above them.
    await expect(canvas.getByRole('button', { name: 'Move Main lineup up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Backup list down' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Move Evening guide up' }));
    await expect(args.onMove).toHaveBeenCalledWith(3, 'up');
    await expect(names(canvas)).toEqual(['FTV_LINEUP 1', 'Main lineup', 'Evening guide', 'Provider account', 'Backup list']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Evening guide up' })).toHaveFocus());
    await expect(screen.getByText('Moved Evening guide to priority 3 of 5.')).toBeInTheDocument();

    // At the top of the console's: the Up button is disabled, so focus goes to its twin.
    await userEvent.click(canvas.getByRole('button', { name: 'Move Evening guide up' }));
    await expect(names(canvas)).toEqual(['FTV_LINEUP 1', 'Evening guide', 'Main lineup', 'Provider account', 'Backup list']);
    await expect(canvas.getByRole('button', { name: 'Move Evening guide up' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Evening guide down' })).toHaveFocus());
    await expect(screen.getByText('Moved Evening guide to priority 2 of 5.')).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith(3, 'down');
    await expect(names(canvas)).toEqual(['FTV_LINEUP 1', 'Main lineup', 'Evening guide', 'Provider account', 'Backup list']);
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Provider account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the source “Provider account”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete Provider account' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Provider account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the source “Provider account”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete source' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, userEvent, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Refreshing…' });
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    await expect(screen.getByText('Refreshing the sources…')).toBeInTheDocument();
  },
};

/** Only the environment's: nothing to edit, move or switch off. */
export const EnvironmentOnly: Story = {
  args: { sources: sources.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { sources: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No sources yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add source' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show 212 problems in Evening guide' }));
    const list = canvas.getByRole('list', { name: 'Sources, first priority first' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
