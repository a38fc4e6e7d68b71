import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from '../src/components/TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Line one{Enter}Line two');
    await expect(input).toHaveValue('Line one\nLine two');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithCount: Story = {
  args: { maxLength: 280, showCount: true, hint: 'Plain text.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAccessibleDescription('Plain text. 0 / 280 characters');
    await userEvent.type(input, 'Hello');
    await expect(canvas.getByText('5 / 280 characters')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Tell us what happened' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Tell us what happened');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cannot be edited right now.' } };
