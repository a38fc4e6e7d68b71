import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryFilter } from '../src/components/CategoryFilter';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes, tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const categories = [
  { value: 'news', label: 'News', count: 12 },
  { value: 'sports', label: 'Sports', count: 9 },
  { value: 'movies', label: 'Movies', count: 15 },
  { value: 'kids', label: 'Kids', count: 6 },
  { value: 'music', label: 'Music', count: 4 },
  { value: 'documentary', label: 'Documentary', count: 8 },
];

const meta = {
  title: 'Watching/CategoryFilter',
  component: CategoryFilter,
  args: { categories, selected: 'sports', allCount: 54, hrefFor: (value) => (value ? `/channels/${value}` : '/channels') },
  decorators: [withStoryLinks],
} satisfies Meta<typeof CategoryFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links: the URL holds the category, so the chosen chip is the current page. */
export const Links: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Channel categories' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sports 9' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All 54' })).toHaveAttribute('href', '/channels');
    await expect(canvas.getByRole('link', { name: 'Kids 6' })).toHaveAttribute('href', '/channels/kids');
    await expect(canvas.getByRole('link', { name: 'Kids 6' })).not.toHaveAttribute('aria-current');
  },
};

export const AllSelected: Story = {
  args: { selected: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'All 54' })).toHaveAttribute('aria-current', 'page');
  },
};

const onSelect = fn().mockName('onSelect');

/** Without hrefFor the chips are toggle buttons. */
export const Buttons: Story = {
  args: { hrefFor: undefined, selected: null },
  render: function Render(args) {
    const [selected, setSelected] = useState<string | null>(args.selected);
    return (
      <CategoryFilter
        {...args}
        selected={selected}
        onSelect={(value) => {
          onSelect(value);
          setSelected(value);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'All 54' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Movies 15' }));
    await expect(onSelect).toHaveBeenCalledWith('movies');
    await expect(canvas.getByRole('button', { name: 'Movies 15' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All 54' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithoutCounts: Story = { args: { categories: categories.map(({ value, label }) => ({ value, label })), allCount: undefined } };

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All 54' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'News 12' })).toHaveFocus();
  },
};

/** Many categories on a phone: one row that scrolls, never wrapping or widening the page. */
export const LongText: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  args: {
    categories: [
      ...categories,
      { value: 'entertainment', label: 'Entertainment and reality television', count: 21 },
      { value: 'lifestyle', label: 'Lifestyle, home and garden', count: 7 },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** TV mode at 1080p: the row of categories, Sports chosen and Movies focused, as the remote passes along it. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('link', { name: 'Movies 15' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
