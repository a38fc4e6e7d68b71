// Foundations.stories.tsx — the design tokens as designers review them (colour, type, space, radius, elevation, motion, layers, breakpoints), generated from the theme contract and tokens, in the theme of the toolbar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../src/components/theme';
import * as tokens from '../src/components/theme/tokens';

/** `var(--ftv-color-text)` → `--ftv-color-text`: the name designers and tests read the value by. */
const nameOf = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');
/** The value the current theme gives a contract variable (the page's `data-theme` picks it). */
const valueOf = (cssVar: string) => getComputedStyle(document.documentElement).getPropertyValue(nameOf(cssVar)).trim();

const cell: CSSProperties = { padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`, textAlign: 'left', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted };

/** A captioned table of the page: column headings, then a row per token, its name as the row's heading. */
function FoundationTable({ caption, headings, rows }: { caption: string; headings: string[]; rows: Array<[string, ReactNode[]]> }) {
  return (
    <table style={{ borderCollapse: 'collapse', color: vars.color.text, fontFamily: vars.font.body }}>
      <caption style={{ textAlign: 'left', fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, paddingBottom: vars.space.sm }}>{caption}</caption>
      <thead>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" style={{ ...cell, fontSize: vars.fontSize.sm, color: vars.color.textMuted }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, cells]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontWeight: vars.fontWeight.medium }}>
              {name}
            </th>
            {cells}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One table per token group: a name, a sample drawn with the token, its variable and its value. */
function TokenTable({ caption, rows, sample }: { caption: string; rows: Array<[string, string]>; sample: (cssVar: string, name: string) => ReactNode }) {
  return (
    <FoundationTable
      caption={caption}
      headings={['Token', 'Sample', 'Variable', 'Value']}
      rows={rows.map(([name, cssVar]) => [
        name,
        [
          <td key="sample" style={cell}>
            {sample(cssVar, name)}
          </td>,
          <td key="variable" style={{ ...cell, ...code }}>
            {nameOf(cssVar)}
          </td>,
          <td key="value" style={{ ...cell, ...code }}>
            {valueOf(cssVar)}
          </td>,
        ],
      ])}
    />
  );
}

const entries = (group: Record<string, string>) => Object.entries(group) as Array<[string, string]>;

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {
  render: () => (
    <TokenTable
      caption="Colour roles"
      rows={entries(vars.color)}
      sample={(cssVar) => <span aria-hidden="true" style={{ display: 'inline-block', width: 48, height: 24, background: cssVar, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm }} />}
    />
  ),
  play: async ({ canvas }) => {
    // Every role of the contract is listed, with the value this theme gives it.
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(vars.color).length + 1);
    await expect(canvas.getByText('--ftv-color-accent')).toBeVisible();
  },
};

export const Type: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable caption="Sizes" rows={entries(vars.fontSize)} sample={(cssVar) => <span style={{ fontSize: cssVar }}>Evening News</span>} />
      <TokenTable caption="Weights" rows={entries(vars.fontWeight)} sample={(cssVar) => <span style={{ fontWeight: cssVar }}>Evening News</span>} />
      <TokenTable
        caption="Line heights"
        rows={entries(vars.lineHeight)}
        sample={(cssVar) => <span style={{ display: 'inline-block', maxWidth: 160, lineHeight: cssVar, fontSize: vars.fontSize.sm }}>Live from the studio, then the weather</span>}
      />
      <TokenTable caption="Families" rows={entries(vars.font)} sample={(cssVar) => <span style={{ fontFamily: cssVar }}>FTV 101 · 20:00</span>} />
    </div>
  ),
};

export const Space: Story = {
  render: () => (
    <TokenTable caption="Space" rows={entries(vars.space)} sample={(cssVar) => <span aria-hidden="true" style={{ display: 'inline-block', width: cssVar, height: 12, background: vars.color.accent }} />} />
  ),
};

export const Radius: Story = {
  render: () => (
    <TokenTable
      caption="Radius"
      rows={entries(vars.radius)}
      sample={(cssVar) => <span aria-hidden="true" style={{ display: 'inline-block', width: 48, height: 32, borderRadius: cssVar, background: vars.color.surfaceRaised, border: `1px solid ${vars.color.borderStrong}` }} />}
    />
  ),
};

export const Elevation: Story = {
  render: () => (
    <TokenTable
      caption="Elevation"
      rows={entries(vars.elevation)}
      sample={(cssVar) => <span aria-hidden="true" style={{ display: 'inline-block', width: 64, height: 32, margin: vars.space.sm, boxShadow: cssVar, background: vars.color.surfaceRaised, borderRadius: vars.radius.md }} />}
    />
  ),
};

export const Motion: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TokenTable caption="Durations" rows={entries(vars.duration)} sample={() => null} />
      <TokenTable caption="Easings" rows={entries(vars.easing)} sample={() => null} />
    </div>
  ),
};

export const Layers: Story = {
  render: () => <TokenTable caption="Stacking order" rows={entries(vars.zIndex)} sample={() => null} />,
};

export const Breakpoints: Story = {
  render: () => (
    <FoundationTable
      caption="Breakpoints (minimum widths)"
      headings={['Name', 'From', 'Media query']}
      rows={Object.entries(tokens.breakpoints).map(([name, px]) => [
        name,
        [
          <td key="from" style={{ ...cell, ...code }}>
            {px}px
          </td>,
          <td key="query" style={{ ...cell, ...code }}>
            {px === 0 ? '(the default: no query)' : `screen and (min-width: ${px}px)`}
          </td>,
        ],
      ])}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`screen and (min-width: ${tokens.breakpoints.tablet}px)`)).toBeVisible();
  },
};
