// Inline.stories.tsx — children side by side, wrapping with the same space both ways.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../src/components/Badge';
import { Button } from '../src/components/Button';
import { Inline } from '../src/components/Inline';
import { aligns, alignsY } from '../src/components/theme/layout';
import * as tokens from '../src/components/theme/tokens';

const genres = ['News', 'Sport', 'Films', 'Kids', 'Documentary', 'Music', 'Comedy', 'Drama', 'Local', 'Weather'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { space: 'sm', children: genres.map((g) => <Badge key={g}>{g}</Badge>) },
  argTypes: {
    space: { control: 'select', options: Object.keys(tokens.space) },
    align: { control: 'inline-radio', options: aligns },
    alignY: { control: 'inline-radio', options: alignsY },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    // Ten badges cannot fit in 280 px: they wrap, and the lines are spaced like the badges.
    const tops = new Set(genres.map((g) => canvas.getByText(g).getBoundingClientRect().top));
    await expect(tops.size).toBeGreaterThan(1);
  },
};

export const Actions: Story = {
  args: {
    align: 'right',
    children: [
      <Button key="c" variant="secondary">
        Cancel
      </Button>,
      <Button key="r">Record</Button>,
    ],
  },
};
