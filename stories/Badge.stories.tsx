import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeSizes, badgeTones } from '../src/components/Badge';

const meta = {
  title: 'Base/Badge',
  component: Badge,
  args: { children: 'HD', tone: 'neutral', size: 'medium' },
  argTypes: { tone: { control: 'select', options: badgeTones }, size: { control: 'select', options: badgeSizes } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('HD')).toBeVisible();
  },
};

export const Live: Story = {
  args: { tone: 'live', children: 'Live' },
  play: async ({ canvas }) => {
    // The dot is decoration; the word is what screen readers get.
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('Live').parentElement?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {badgeTones.map((tone) => (
            <Badge {...args} key={tone} tone={tone} size={size}>
              {tone === 'live' ? 'Live' : tone[0]?.toUpperCase() + tone.slice(1)}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge {...args} size="small">Small</Badge>
      <Badge {...args} size="medium">Medium</Badge>
    </div>
  ),
};

export const WithIcon: Story = { args: { tone: 'success', icon: 'check', children: 'Subscribed' } };

export const Premium: Story = { args: { tone: 'premium', children: 'Premium' } };

export const LongText: Story = {
  args: { tone: 'warning', children: 'Recording space almost full: delete old recordings to keep recording' },
  decorators: [(Story) => <div style={{ maxWidth: 180 }}><Story /></div>],
  play: async ({ canvas }) => {
    // Truncates rather than wraps, but the full text is still there for screen readers.
    const label = canvas.getByText(/Recording space/);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(180);
  },
};
