// Typography.stories.tsx — Text and Heading: every tone, size, weight and level from the theme contract.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingLevels } from '../src/components/Heading';
import { Stack } from '../src/components/Stack';
import { Text, textSizes, textTones, textWeights } from '../src/components/Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Evening News, then the weather at 20:30' },
  argTypes: {
    tone: { control: 'select', options: textTones },
    size: { control: 'select', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const SizesAndWeights: Story = {
  render: (args) => (
    <Stack space="sm">
      {textSizes.map((size) => (
        <Stack key={size} space="xxs">
          {textWeights.map((weight) => (
            <Text key={weight} {...args} size={size} weight={weight}>
              {size} {weight}: {args.children}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  args: { truncate: true, as: 'p', children: 'The Extraordinarily Long-Running Documentary Series About Absolutely Everything, Part Seventeen' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Extraordinarily/);
    // Cut on screen, whole in the DOM (screen readers read it all).
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveTextContent('Part Seventeen');
  },
};

export const Headings: Story = {
  render: () => (
    <Stack space="md">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}: Tonight on FTV
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) await expect(canvas.getByRole('heading', { level: Number(level) })).toBeVisible();
  },
};
