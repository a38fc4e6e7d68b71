import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from '../src/components/IconButton';

const meta = {
  title: 'Base/IconButton',
  component: IconButton,
  args: { icon: 'search', label: 'Search channels', onClick: fn() },
  argTypes: { variant: { control: 'select', options: iconButtonVariants }, size: { control: 'select', options: iconButtonSizes } },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Search channels' });
    // The label doubles as a tooltip for sighted mouse users.
    await expect(button).toHaveAttribute('title', 'Search channels');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" label="Ghost: search" />
      <IconButton {...args} variant="secondary" label="Secondary: search" />
      <IconButton {...args} variant="primary" icon="play" label="Primary: play" />
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    for (const name of ['Ghost: search', 'Secondary: search', 'Primary: play']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="small" label="Small" />
      <IconButton {...args} size="medium" label="Medium" />
      <IconButton {...args} size="large" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const width = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().width;
    await expect(width('Small')).toBe(32);
    await expect(width('Medium')).toBe(40);
    await expect(width('Large')).toBe(48);
  },
};

export const PressedToggle: Story = {
  args: { icon: 'heart', label: 'Favourite' },
  render: function Render(args) {
    const [isPressed, setIsPressed] = useState(false);
    return <IconButton {...args} isPressed={isPressed} onClick={(event) => { args.onClick?.(event); setIsPressed(!isPressed); }} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Favourite' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Pressed: Story = { args: { icon: 'heart', label: 'Favourite', isPressed: true } };

export const Focused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search channels' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search channels' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('title', 'Search channels');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Search channels' })).toBeDisabled();
    // Not in the tab order either.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
