import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SupportForm } from '../src/components/SupportForm';
import { tvModes } from '../.storybook/modes';
import { focusRingWidth } from './support/focusRing';

const technicalData = { 'App version': '0.1.0', Page: '/tv/105', Browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', Screen: '1920×1080', Language: 'en-GB', 'Logged in': 'yes' };

const meta = {
  title: 'Support/SupportForm',
  component: SupportForm,
  args: { onSubmit: fn(), technicalData },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof SupportForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your email' }), 'alice@ftv.example');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Topic' }), 'billing');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Charged twice');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'I see two payments for one plan.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'alice@ftv.example', classification: 'billing', subject: 'Charged twice', message: 'I see two payments for one plan.' });
  },
};

export const MissingFieldsAreNamed: Story = {
  args: { defaultEmail: 'alice@ftv.example' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toHaveValue('alice@ftv.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    await expect(canvas.getByText('Enter a subject')).toBeVisible();
    await expect(canvas.getByText('Tell us what happened')).toBeVisible();
  },
};

export const TechnicalDetailsShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Technical details sent with your message'));
    await expect(canvas.getByText('/tv/105')).toBeVisible();
    await expect(canvas.getByText('0.1.0')).toBeVisible();
  },
};

export const Sent: Story = { args: { defaultEmail: 'alice@ftv.example', success: 'Support message sent successfully' } };
export const Failed: Story = { args: { defaultEmail: 'alice@ftv.example', error: 'Too many support messages; try again in a few minutes' } };
export const Submitting: Story = { args: { defaultEmail: 'alice@ftv.example', isSubmitting: true } };

/** TV mode at 1080p: the support form with the viewer's email filled in, its topic focused (OK opens its picker). */
export const TvModeFocused: Story = {
  parameters: { chromatic: { modes: tvModes } },
  args: { defaultEmail: 'alice@ftv.example' },
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Topic' }).focus();
    // The ring a remote's user follows from the sofa: 6px, on whatever has focus.
    await waitFor(() => expect(focusRingWidth()).toBeGreaterThanOrEqual(6));
  },
};
