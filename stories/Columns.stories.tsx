// Columns.stories.tsx — columns side by side that stack below a breakpoint token.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneModes } from '../.storybook/modes';
import { Box } from '../src/components/Box';
import { Column, Columns, collapseBelows, columnWidths } from '../src/components/Columns';

const panel = (label: string) => (
  <Box background="raised" padding="md" borderRadius="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Primitives/Columns',
  component: Columns,
  args: {
    space: 'lg',
    children: [
      <Column key="a" width="2/3">
        {panel('Programme details (2/3)')}
      </Column>,
      <Column key="b">{panel('Up next (the rest)')}</Column>,
    ],
  },
  argTypes: { collapseBelow: { control: 'inline-radio', options: [undefined, ...collapseBelows] } },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [wide, rest] = [canvas.getByText(/2\/3/), canvas.getByText(/the rest/)];
    await expect(wide.getBoundingClientRect().top).toBe(rest.getBoundingClientRect().top);
    await expect(wide.getBoundingClientRect().width).toBeGreaterThan(rest.getBoundingClientRect().width);
  },
};

export const Widths: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="sm">
      {columnWidths
        .filter((w) => w !== 'fluid')
        .map((width) => (
          <Columns key={width} {...args}>
            <Column width={width}>{panel(width)}</Column>
            <Column>{panel('fluid')}</Column>
          </Columns>
        ))}
    </Box>
  ),
};

export const CollapsedOnPhones: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ canvas }) => {
    const [wide, rest] = [canvas.getByText(/2\/3/), canvas.getByText(/the rest/)];
    await expect(rest.getBoundingClientRect().top).toBeGreaterThan(wide.getBoundingClientRect().bottom);
  },
};
