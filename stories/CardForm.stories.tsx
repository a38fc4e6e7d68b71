import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardForm } from '../src/components/CardForm';
import { phoneModes } from '../.storybook/modes';

// A fixed "today", so the expiry rules give the same answer on every run.
const TODAY = new Date(2026, 10, 22);
const FILLED = { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvv: '123', holderName: 'Ada Lovelace', agreeToTerms: true };

const meta = {
  title: 'Commerce/CardForm',
  component: CardForm,
  args: { amount: 999, currency: 'EUR', onSubmit: fn(), today: TODAY },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}><Story /></div>],
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(number, '4242424242424242');
    // Grouped 4-4-4-4 as it is typed, and the brand is named beside it (and to screen readers).
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(number).toHaveAccessibleDescription('Visa');
    const expiry = canvas.getByRole('textbox', { name: /^Expiry date/ });
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), '1234');
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveValue('123');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name on card/ }), 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the terms of service/ }));
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms-of-service');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €9.99' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expiration: '12/30',
      cvv: '123',
      cardHolderName: 'Ada Lovelace',
      agreeToTerms: true,
      agreeToMarketing: false,
    });
  },
};

export const BrandDetection: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    // American Express: 4-6-5, and a four-digit security code on the front.
    await userEvent.type(number, '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(number).toHaveAccessibleDescription('American Express');
    await expect(canvas.getByText('4 digits on the front')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), '12345');
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveValue('1234');
    for (const [digits, brand] of [
      ['5555555555554444', 'Mastercard'],
      ['2221000000000009', 'Mastercard'],
      ['6011111111111117', 'Discover'],
      ['6500000000000002', 'Discover'],
    ] as const) {
      await userEvent.clear(number);
      await userEvent.type(number, digits);
      await expect(number).toHaveAccessibleDescription(brand);
    }
  },
};

export const CaretStaysInPlace: Story = {
  args: { defaultValues: { cardNumber: '4242 4242 4242 4242' } },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Card number' });
    // A digit typed in the middle: the groups shift, the caret stays right after the new digit.
    await userEvent.type(number, '1', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(number).toHaveValue('4214 2424 2424 2424');
    await expect(number.selectionStart).toBe(3);
    // Backspace just after a group's space removes the digit before it.
    await userEvent.type(number, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(number).toHaveValue('4212 4242 4242 424');
    await expect(number.selectionStart).toBe(3);
  },
};

export const EmptyFieldsAreNamed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €9.99' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Enter your card number');
    await expect(canvas.getByRole('textbox', { name: /^Expiry date/ })).toHaveAccessibleDescription('MM/YY Enter the expiry date');
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveAccessibleDescription('3 digits on the back Enter the security code');
    await expect(canvas.getByRole('textbox', { name: /^Name on card/ })).toHaveAccessibleDescription('Enter the name on the card');
    await expect(canvas.getByRole('checkbox', { name: /I agree to the terms/ })).toHaveAccessibleDescription('Agree to the terms of service to pay');
    // Fixing a field clears its message at once.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name on card/ }), 'Ada');
    await expect(canvas.getByRole('textbox', { name: /^Name on card/ })).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidValues: Story = {
  args: { defaultValues: { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvv: '12', holderName: 'Ada Lovelace', agreeToTerms: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €9.99' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Check the card number')).toBeVisible();
    await expect(canvas.getByText('This card has expired')).toBeVisible();
    await expect(canvas.getByText('The security code is 3 digits')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { ...FILLED, cardNumber: '4242 4242 4242 4242' } },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Pay €9.99' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Declined: Story = {
  args: { error: 'Your card was declined', defaultValues: FILLED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card was declined');
    // What the user typed is all still there, ready to correct or retry.
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    await expect(canvas.getByRole('textbox', { name: /^Expiry date/ })).toHaveValue('12/30');
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveValue('123');
    await expect(canvas.getByRole('textbox', { name: /^Name on card/ })).toHaveValue('Ada Lovelace');
    await expect(canvas.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();
  },
};

export const VerificationFailed: Story = {
  args: { error: 'Verification failed; start the payment again', defaultValues: { ...FILLED, cardNumber: '4000 0000 0000 3220' } },
};

export const LongError: Story = {
  args: {
    amount: 249900,
    error: 'Your bank could not authorise this payment right now. Try again in a few minutes, use another card, or contact your bank if the problem continues.',
    defaultValues: { ...FILLED, holderName: 'Maria Magdalena Wilhelmina von Hohenzollern-Sigmaringen' },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
};
