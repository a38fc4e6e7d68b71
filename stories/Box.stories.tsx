// Box.stories.tsx — the layout primitive: spacing, flex and surfaces from the theme, any element.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../src/components/Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', borderRadius: 'md', children: 'A box on the surface, padded with the theme’s lg space' },
  argTypes: { as: { control: 'select', options: ['div', 'section', 'span', 'ul'] } },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Theme props become classes, not inline styles: the element carries nothing but its class.
    const box = canvas.getByText(/A box on the surface/);
    await expect(box.getAttribute('style')).toBeNull();
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

export const Surfaces: Story = {
  render: (args) => (
    <Box display="flex" gap="md" flexWrap="wrap">
      {(['background', 'surface', 'raised', 'sunken'] as const).map((background) => (
        <Box key={background} {...args} background={background} boxShadow={background === 'raised' ? 'medium' : undefined}>
          {background}
        </Box>
      ))}
    </Box>
  ),
};

export const Responsive: Story = {
  args: { children: undefined },
  render: (args) => (
    <Box {...args} display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap={{ mobile: 'sm', tablet: 'xl' }}>
      <Box background="raised" padding="md" borderRadius="sm">One</Box>
      <Box background="raised" padding="md" borderRadius="sm">Two</Box>
      <Box background="raised" padding="md" borderRadius="sm">Three</Box>
    </Box>
  ),
};
