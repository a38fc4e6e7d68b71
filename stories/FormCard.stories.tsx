import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormCard } from '../src/components/FormCard';
import { Link } from '../src/components/Link';
import { LoginForm } from '../src/components/LoginForm';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes } from '../.storybook/modes';

const meta = {
  title: 'Forms/FormCard',
  component: FormCard,
  decorators: [withStoryLinks],
  args: {
    title: 'Log in',
    titleId: 'story-form-title',
    description: 'Welcome back. Log in to keep favourites, record programmes and chat.',
    children: <LoginForm onSubmit={() => undefined} />,
    footer: (
      <>
        <span>
          No account yet? <Link href="/register">Create one</Link>
        </span>
        <Link href="/reset-password">Forgot your password?</Link>
      </>
    ),
  },
} satisfies Meta<typeof FormCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  },
};

export const WithoutFooter: Story = { args: { footer: undefined, description: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, parameters: { chromatic: { modes: phoneModes } } };
