import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ProfileForm } from '../src/components/ProfileForm';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];
const timeZones = ['America/New_York', 'Europe/Berlin', 'Europe/London', 'Europe/Paris', 'UTC'].map((zone) => ({ value: zone, label: zone.replace('_', ' ') }));

const meta = {
  title: 'Settings/ProfileForm',
  component: ProfileForm,
  args: { country: 'DE', timezone: 'Europe/Berlin', countries, timeZones, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const save = canvas.getByRole('button', { name: 'Save profile' });
    // Nothing changed: nothing to save.
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Timezone' }), 'Europe/London');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'GB');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ country: 'GB', timezone: 'Europe/London' });
  },
};

export const NotSetYet: Story = {
  args: { country: '', timezone: '', detectedTimeZone: 'Europe/Paris' },
  play: async ({ canvas, userEvent, args }) => {
    // The browser's timezone is offered; the country must be chosen.
    await expect(canvas.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/Paris');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose your country');
  },
};

export const Submitting: Story = { args: { isSubmitting: true } };

export const Failed: Story = {
  args: { error: 'Failed to update profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update profile');
  },
};

/** TV mode at 1080p: the profile's country and timezone, the country focused (OK opens its picker). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Country' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
