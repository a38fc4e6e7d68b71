import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailVerificationPanel } from '../src/components/EmailVerificationPanel';

const meta = {
  title: 'Settings/EmailVerificationPanel',
  component: EmailVerificationPanel,
  args: { email: 'alice@ftv.example', isVerified: false, onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof EmailVerificationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotVerified: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification email' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  args: { success: 'Verification email sent successfully' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verification email sent successfully')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  },
};

export const Sending: Story = { args: { isSending: true } };

export const Failed: Story = { args: { error: 'The verification email could not be sent right now; try again in a few minutes' } };

export const Verified: Story = {
  args: { isVerified: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongAddress: Story = { args: { email: 'a.viewer.with.a.remarkably.long.address.indeed@subdomain.example-broadcasting-company.com' } };
