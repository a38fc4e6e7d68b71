import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../src/components/Card';
import { Skeleton } from '../src/components/Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root).not.toBeNull();
    const lines = Array.from(root?.children ?? []);
    await expect(lines).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    const widths = lines.map((line) => line.getBoundingClientRect().width);
    await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
  },
};

export const SingleLine: Story = { args: { lines: 1, width: 160 } };

export const Rect: Story = {
  args: { variant: 'rect', height: 180 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(rect?.getBoundingClientRect().height).toBe(180);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', size: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(circle?.getBoundingClientRect().width).toBe(48);
  },
};

/**
 * How a region uses skeletons: it is aria-busy (and named) while loading, the skeletons are
 * hidden from screen readers, and the real content replaces them when it arrives.
 */
export const LoadingChannelList: Story = {
  render: () => (
    <section aria-label="Channels" aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      {[1, 2, 3].map((n) => (
        <Card key={n} padding="small">
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton variant="circle" size={40} />
            <div style={{ flexGrow: 1 }}>
              <Skeleton lines={2} />
            </div>
          </div>
        </Card>
      ))}
    </section>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Channels' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    // Nothing inside is exposed: the skeletons are decoration.
    await expect(region.querySelectorAll(':scope [aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

export const Narrow: Story = {
  args: { lines: 4 },
  decorators: [(Story) => <div style={{ maxWidth: 120 }}><Story /></div>],
};
