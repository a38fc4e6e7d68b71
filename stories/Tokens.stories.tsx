// Tokens.stories.tsx — the theme contract at a glance: colour roles, space, radius, type and elevation, per theme.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../src/components/theme';
import { sprinkles } from '../src/components/theme/sprinkles.css';

const meta = { title: 'Theme/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const colourRoles = Object.keys(vars.color) as (keyof typeof vars.color)[];

export const ColourRoles: Story = {
  render: () => (
    <ul className={sprinkles({ display: 'grid', gap: 'sm', padding: 'none' })} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', listStyle: 'none', margin: 0 }}>
      {colourRoles.map((role) => (
        <li key={role} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', fontSize: 'sm' })}>
          <span
            aria-hidden="true"
            className={sprinkles({ borderRadius: 'md', boxShadow: 'low' })}
            style={{ width: 32, height: 32, background: vars.color[role], border: `1px solid ${vars.color.border}` }}
          />
          <code>{role}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    // Every role of the contract is shown, so a new role cannot be added without appearing here.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(colourRoles.length);
  },
};

export const SpaceRadiusElevation: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <section>
        <h2 className={sprinkles({ fontSize: 'lg' })}>Space</h2>
        {(Object.keys(vars.space) as (keyof typeof vars.space)[]).map((step) => (
          <div key={step} className={sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', fontSize: 'sm' })}>
            <code style={{ width: 48 }}>{step}</code>
            <span aria-hidden="true" style={{ width: vars.space[step], height: 12, background: vars.color.accent }} />
          </div>
        ))}
      </section>
      <section>
        <h2 className={sprinkles({ fontSize: 'lg' })}>Radius and elevation</h2>
        <div className={sprinkles({ display: 'flex', gap: 'lg', flexWrap: 'wrap' })}>
          {(['sm', 'md', 'lg', 'xl'] as const).map((r, i) => (
            <div
              key={r}
              className={sprinkles({ background: 'raised', borderRadius: r, boxShadow: (['none', 'low', 'medium', 'high'] as const)[i], padding: 'lg', fontSize: 'sm' })}
            >
              radius {r}
            </div>
          ))}
        </div>
      </section>
    </div>
  ),
};

export const TypeScale: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })}>
      {(Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[]).map((size) => (
        <p key={size} className={sprinkles({ fontSize: size, marginY: 'none' })}>
          {size}: Live TV, the instant you pick it
        </p>
      ))}
    </div>
  ),
};
