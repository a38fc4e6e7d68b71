import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, alertTones } from '../src/components/Alert';
import { Button } from '../src/components/Button';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your recordings are kept for 30 days.' },
  argTypes: { tone: { control: 'select', options: alertTones } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your recordings are kept for 30 days.');
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Invalid login or password' },
  play: async ({ canvas }) => {
    // A failure interrupts: role=alert.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login or password');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Password reset email sent successfully' } };

export const WarningWithTitleAndAction: Story = {
  args: {
    tone: 'warning',
    title: 'Your subscription ends in 3 days',
    children: 'Renew it to keep the premium channels.',
    action: <Button size="small">Renew</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your subscription ends in 3 days');
    await expect(canvas.getByRole('button', { name: 'Renew' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'critical',
    children:
      'The payment could not be completed because the bank that issued your card asked for an additional verification that did not finish in time; nothing was charged. Averyveryverylongwordwithoutanyspacesthatmustwrapinsteadofoverflowing.',
  },
};
