import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../src/components/Badge';
import { Button } from '../src/components/Button';
import { Card, cardElevations, cardPaddings } from '../src/components/Card';
import { Icon } from '../src/components/Icon';
import { Skeleton } from '../src/components/Skeleton';
import { vars } from '../src/components/theme';

/** A stand-in for a programme still: no network image, so screenshots stay stable. */
function Still() {
  return (
    <div style={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', color: vars.color.textMuted }}>
      <Icon name="tv" size={40} />
    </div>
  );
}

const meta = {
  title: 'Surfaces/Card',
  component: Card,
  args: {
    title: 'Evening News',
    children: 'Headlines from home and abroad, with the weather at 20:55.',
  },
  argTypes: { padding: { control: 'select', options: cardPaddings }, elevation: { control: 'select', options: cardElevations } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Evening News' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithMediaAndFooter: Story = {
  args: {
    as: 'article',
    media: <Still />,
    footer: (
      <>
        <Badge tone="live" size="small">Live</Badge>
        <Badge size="small">HD</Badge>
      </>
    ),
  },
};

export const Raised: Story = { args: { elevation: 'raised' } };

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Evening News' })).toBeVisible();
  },
};

/** The title is the link; its ::after stretches over the whole card. */
export const AsLink: Story = {
  args: { href: '#channel-1', media: <Still /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Evening News' });
    await expect(link).toHaveAttribute('href', '#channel-1');
    // The link's ::after covers the card, so a click on the body text lands on the link.
    const box = canvas.getByText(/Headlines from home/).getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
  },
};

export const AsButton: Story = {
  args: { onClick: fn(), media: <Still /> },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Evening News' });
    // The button's ::after covers the card, so a real click on the body text or the still hits it.
    const box = canvas.getByText(/Headlines from home/).getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const onFavourite = fn().mockName('onFavourite');

/** Footer buttons are siblings of the card's button, not inside it, and get their own clicks. */
export const WithFooterActions: Story = {
  args: { onClick: fn() },
  render: (args) => (
    <Card
      {...args}
      footer={
        <Button size="small" variant="secondary" icon={<Icon name="heart" size={16} />} onClick={onFavourite}>
          Favourite
        </Button>
      }
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const favourite = canvas.getByRole('button', { name: 'Favourite' });
    // The footer sits above the stretched ::after, so a real click on it reaches it.
    const box = favourite.getBoundingClientRect();
    await expect(favourite.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
    await userEvent.click(favourite);
    await expect(onFavourite).toHaveBeenCalledOnce();
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Evening News' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Hover: Story = {
  args: { href: '#channel-1', media: <Still /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Evening News' }));
    await expect(canvas.getByRole('link', { name: 'Evening News' })).toBeVisible();
  },
};

export const Focused: Story = {
  args: { href: '#channel-1', media: <Still /> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Evening News' });
    await expect(link).toHaveFocus();
    // The ring is drawn on the card, round all of it, not round the title text.
    const card = link.closest('h3')?.parentElement?.parentElement;
    await expect(card && getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { onClick: fn(), disabled: true, children: 'Not in your subscription.' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Evening News' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** While content loads the card holds skeletons and its region says it is busy. */
export const Loading: Story = {
  args: { title: undefined, children: undefined },
  render: () => (
    <section aria-busy="true" aria-label="Loading programme">
      <Card media={<Skeleton variant="rect" height={180} />}>
        <Skeleton lines={3} />
      </Card>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Loading programme' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongText: Story = {
  args: {
    href: '#long',
    title: 'The Extraordinarily Long-Running Documentary Series About Absolutely Everything, Part Seventeen',
    children: 'Supercalifragilisticexpialidocious-and-other-very-long-unbroken-words-that-must-wrap-inside-the-card. '.repeat(3),
    footer: <Badge size="small">Subtitles</Badge>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}><Story /></div>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};
