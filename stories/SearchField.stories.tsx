import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchField, type SearchFieldProps } from '../src/components/SearchField';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Watching/SearchField',
  component: SearchField,
  args: { label: 'Search channels', placeholder: 'Channel or programme', onChange: fn(), onSearch: fn(), debounceMs: 200 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search channels' });
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'news');
    await expect(args.onChange).toHaveBeenLastCalledWith('news');
    // Debounced: one search for the whole word, not one per key.
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('news'));
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const Clear: Story = {
  args: { defaultValue: 'sport' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const EnterAndEscape: Story = {
  args: { debounceMs: 10_000 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'film{Enter}');
    // Enter searches at once, without waiting out the debounce.
    await expect(args.onSearch).toHaveBeenLastCalledWith('film');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

function Controlled(args: SearchFieldProps) {
  const [value, setValue] = useState('kids');
  return (
    <SearchField
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange?.(next);
        setValue(next.toUpperCase());
      }}
      resultsMessage={value ? `3 channels match ${value}` : undefined}
    />
  );
}

export const ControlledWithResults: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 channels match kids');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('KIDSX');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search channels' })).toBeVisible();
  },
};

export const Focused: Story = {
  args: { defaultValue: 'Evening News' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Search all channels, programmes and categories by name or by what is on now',
    defaultValue: 'An extremely long search query that goes on well past the width of the box',
  },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(420);
  },
};

/** TV mode at 1080p: the channel search with a query in it, the box focused. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { defaultValue: 'Evening News' },
  play: async ({ canvas }) => {
    canvas.getByRole('searchbox', { name: 'Search channels' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
