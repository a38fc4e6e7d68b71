// Stack.stories.tsx — children one under another with the theme's space between them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../src/components/Box';
import { Stack } from '../src/components/Stack';
import { aligns } from '../src/components/theme/layout';
import * as tokens from '../src/components/theme/tokens';

const item = (label: string) => (
  <Box key={label} background="raised" padding="md" borderRadius="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { space: 'md', children: ['Evening News', 'The Debate', 'Late Movie'].map(item) },
  argTypes: { space: { control: 'select', options: Object.keys(tokens.space) }, align: { control: 'inline-radio', options: aligns } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Evening News'), canvas.getByText('The Debate')];
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(parseInt(tokens.space.md, 10));
  },
};

export const Spaces: Story = {
  render: (args) => (
    <Box display="flex" gap="xl">
      {(['xs', 'md', 'xl'] as const).map((space) => (
        <Stack key={space} {...args} space={space} aria-label={`space ${space}`} />
      ))}
    </Box>
  ),
};

export const Aligned: Story = {
  render: (args) => (
    <Stack space="lg">
      {aligns.map((align) => (
        <Stack key={align} {...args} align={align} />
      ))}
    </Stack>
  ),
};
