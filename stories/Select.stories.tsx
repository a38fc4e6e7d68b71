import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Select } from '../src/components/Select';

const countries = [
  { value: 'gb', label: 'United Kingdom' },
  { value: 'ie', label: 'Ireland' },
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', options: countries, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    // Without a placeholder the first option is chosen, as with any native select.
    await expect(select).toHaveValue('gb');
    await userEvent.selectOptions(select, 'Germany');
    await expect(select).toHaveValue('de');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a country' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Choose a country', selected: true })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'ie');
    await expect(select).toHaveValue('ie');
    // Optional: the user may go back to no answer.
    await userEvent.selectOptions(select, '');
    await expect(select).toHaveValue('');
  },
};

export const Required: Story = {
  args: { placeholder: 'Choose a country', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('');
    // Required: the prompt is not an answer, so the browser's own validation catches it.
    await expect(canvas.getByRole('option', { name: 'Choose a country' })).toBeDisabled();
    await expect(select).toBeInvalid();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Audio language', hint: 'Used when a channel broadcasts more than one.', options: [
    { value: 'en', label: 'English' },
    { value: 'de', label: 'Deutsch' },
    { value: 'ad', label: 'English, audio description' },
  ] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Audio language' })).toHaveAccessibleDescription(
      'Used when a channel broadcasts more than one.',
    );
  },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Recording quality',
    options: [
      { value: 'sd', label: 'Standard' },
      { value: 'hd', label: 'HD' },
      { value: 'uhd', label: '4K (Premium only)', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: '4K (Premium only)' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { placeholder: 'Choose a country', required: true, error: 'Choose the country on your payment card.' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose the country on your payment card.');
    await userEvent.selectOptions(select, 'fr');
    await expect(select).toHaveValue('fr');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ie' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('ie');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('fr');
    return (
      <>
        <Select {...args} value={value} onChange={(event) => { args.onChange?.(event); setValue(event.target.value); }} />
        <p>Prices shown for: {value}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('fr');
    await userEvent.selectOptions(select, 'Ireland');
    await expect(canvas.getByText('Prices shown for: ie')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Which country should we use for your regional news, weather and the channels in your guide?',
    hint: 'Some channels are only available in the country where your subscription was bought.',
    placeholder: 'Choose the country where you usually watch FTV',
    options: [...countries, { value: 'xx', label: 'The United Kingdom of Great Britain and Northern Ireland (overseas territories)' }],
    error: 'We cannot offer FTV in this country yet; choose another or contact support for a list of supported regions.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}><Story /></div>],
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox');
    await userEvent.selectOptions(select, 'xx');
    await expect(select).toHaveValue('xx');
  },
};
