import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FavouriteButton, favouriteButtonSizes, favouriteButtonVariants, type FavouriteButtonProps } from '../src/components/FavouriteButton';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const meta = {
  title: 'Watching/FavouriteButton',
  component: FavouriteButton,
  args: { channelName: 'FTV One', isFavorite: false, onToggle: fn() },
  argTypes: { variant: { control: 'select', options: favouriteButtonVariants }, size: { control: 'select', options: favouriteButtonSizes } },
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggle(args: FavouriteButtonProps) {
  const [isFavorite, setIsFavorite] = useState(args.isFavorite);
  return (
    <FavouriteButton
      {...args}
      isFavorite={isFavorite}
      onToggle={(next) => {
        args.onToggle(next);
        setIsFavorite(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Toggle {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const add = canvas.getByRole('button', { name: 'Add FTV One to favourites' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    const remove = canvas.getByRole('button', { name: 'Remove FTV One from favourites' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: the same button, toggled back with Space.
    await expect(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Add FTV One to favourites' })).toHaveFocus();
  },
};

export const Favourite: Story = { args: { isFavorite: true } };

export const WithText: Story = {
  args: { variant: 'button', isFavorite: true },
  render: (args) => <Toggle {...args} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove FTV One from favourites' });
    await expect(button).toHaveTextContent('Remove FTV One from favourites');
  },
};

export const Small: Story = { args: { size: 'small' } };

/** A change in flight: the request is not sent twice and focus stays on the button. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add FTV One to favourites' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Add FTV One to favourites' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Focused: Story = {
  args: { isFavorite: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const LongChannelName: Story = {
  args: { channelName: 'The Extraordinarily Long-Running International Documentary Channel', variant: 'button' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add The Extraordinarily Long-Running International Documentary Channel to favourites' })).toBeVisible();
  },
};

/** TV mode at 1080p: the heart of a channel in the favourites, focused, where OK takes it out. */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { isFavorite: true },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Remove FTV One from favourites' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
