// GuideMappingDialog.stories.tsx — mapping one channel to a guide channel: suggestions with a preview, none and a search, loading, a refusal from the server, the operator's own mapping undone, choosing by keyboard, saving, a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { GuideMappingDialog, type GuideCandidate, type GuideMappingDialogProps, type GuidePreview } from '../src/components/GuideMappingDialog';
import { phoneModes } from '../.storybook/modes';

const bbcOne: GuideCandidate[] = [
  { guideChannel: 'bbcone.uk', name: 'BBC One', score: 0.97, why: ['same name', 'country uk'] },
  { guideChannel: 'bbconelondon.uk', name: 'BBC One London', score: 0.82, why: ['name 82% alike', 'country uk'] },
  { guideChannel: 'bbconescotland.uk', name: 'BBC One Scotland', score: 0.74, why: ['name 74% alike', 'country uk'] },
  { guideChannel: 'bbctwo.uk', name: 'BBC Two', score: 0.41, why: ['name 50% alike', 'numbers differ', 'country uk'] },
];

const kabelResults: GuideCandidate[] = [
  { guideChannel: 'kabeleins.de', name: 'Kabel Eins', score: 0.58, why: ['name 58% alike', 'country de'] },
  { guideChannel: 'kabeleinsdoku.de', name: 'Kabel Eins Doku', score: 0.44, why: ['name 44% alike', 'country de'] },
  { guideChannel: 'kabeleinsclassics.de', name: 'Kabel Eins Classics', score: 0.39, why: ['name 39% alike'] },
  { guideChannel: 'KabelEinsAustria.at', name: 'Kabel Eins Austria', score: 0.2, why: [] },
];

const skyNews: GuideCandidate[] = [
  { guideChannel: 'skynews.uk', name: 'Sky News', score: 1, why: ['same name', 'country uk'] },
  { guideChannel: 'skynewsarabia.ae', name: 'Sky News Arabia', score: 0.52, why: ['name 67% alike'] },
];

/** What the guide holds of each guide channel: the story's owner shows the one selected. */
const PREVIEWS: Record<string, GuidePreview> = {
  'bbcone.uk': {
    names: ['BBC One', 'BBC One HD', 'BBC 1'],
    programmes: [
      { when: '14:00–14:45', title: 'Escape to the Country' },
      { when: '14:45–15:45', title: 'Homes Under the Hammer' },
      { when: '15:45–16:30', title: 'The Repair Shop' },
    ],
  },
  'bbconelondon.uk': {
    names: ['BBC One London'],
    programmes: [
      { when: '14:00–14:45', title: 'Escape to the Country' },
      { when: '14:45–15:45', title: 'Homes Under the Hammer' },
      { when: '15:45–16:30', title: 'London Tonight: Special Edition on the Capital’s Transport Plans' },
    ],
  },
  'bbconescotland.uk': { names: ['BBC One Scotland'], programmes: [{ when: '14:00–15:00', title: 'Reporting Scotland' }] },
  'bbctwo.uk': { names: ['BBC Two', 'BBC 2'], programmes: [{ when: '14:00–15:30', title: 'Snooker: The Masters' }] },
  'kabeleins.de': {
    names: ['Kabel Eins', 'kabel eins'],
    programmes: [
      { when: '20:15–22:30', title: 'Navy CIS' },
      { when: '22:30–23:25', title: 'Rosins Restaurants' },
    ],
  },
  'kabeleinsdoku.de': { names: ['Kabel Eins Doku'], programmes: [] },
  'skynews.uk': {
    names: ['Sky News', 'Sky News HD'],
    programmes: [
      { when: '18:00–19:00', title: 'Sky News at Six' },
      { when: '19:00–20:00', title: 'The Live Desk' },
      { when: '20:00–21:00', title: 'Sky News Tonight' },
    ],
  },
};

/** Keeps the selection and the search as a container does; the preview follows the selection. */
function Owner(args: GuideMappingDialogProps) {
  const [selected, setSelected] = useState(args.selected);
  const [query, setQuery] = useState(args.query);
  return (
    <GuideMappingDialog
      {...args}
      selected={selected}
      query={query}
      preview={selected === args.selected ? args.preview : selected === null ? null : (PREVIEWS[selected] ?? null)}
      onSelect={(guideChannel) => {
        args.onSelect(guideChannel);
        setSelected(guideChannel);
      }}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/GuideMappingDialog',
  component: GuideMappingDialog,
  render: (args) => <Owner {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    channel: { number: 101, title: 'BBC One HD', current: null },
    suggestions: bbcOne,
    query: '',
    onQueryChange: fn(),
    results: [],
    selected: 'bbcone.uk',
    onSelect: fn(),
    preview: PREVIEWS['bbcone.uk']!,
    onSubmit: fn(),
  },
} satisfies Meta<typeof GuideMappingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const Suggestions: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Guide for 101 BBC One HD');
    await expect(dialog.getByText('It has no guide channel yet.')).toBeVisible();
    const suggestions = within(dialog.getByRole('group', { name: 'Suggestions' }));
    const best = suggestions.getByRole('radio', { name: 'BBC One' });
    await expect(best).toBeChecked();
    await expect(best).toHaveAccessibleDescription('bbcone.uk 97% match same name · country uk');
    await expect(suggestions.getAllByRole('radio')).toHaveLength(4);
    const preview = within(dialog.getByRole('region', { name: 'Next on BBC One' }));
    await expect(preview.getAllByRole('listitem')[0]).toHaveTextContent('14:00–14:45Escape to the Country');
    await expect(preview.getByText('Names in the guide: BBC One, BBC One HD, BBC 1')).toBeVisible();

    // Another suggestion: the preview follows it.
    await userEvent.click(suggestions.getByRole('radio', { name: 'BBC One London' }));
    await expect(args.onSelect).toHaveBeenCalledWith('bbconelondon.uk');
    await expect(dialog.getByRole('region', { name: 'Next on BBC One London' })).toHaveTextContent('London Tonight');
    await userEvent.click(suggestions.getByRole('radio', { name: 'BBC One' }));
  },
};

/** Chosen and sent by keyboard alone (behaviour only: the picture is the one above). */
export const ChooseByKeyboard: Story = {
  args: { selected: null, preview: null },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Guide for 101 BBC One HD');
    const submit = dialog.getByRole('button', { name: 'Use this guide channel' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByRole('region', { name: 'Preview' })).toHaveTextContent('Choose a guide channel to see what is on it next.');

    // The dialog opens on its close button; the suggestions are the next stop.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    const [first, second] = dialog.getAllByRole('radio');
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('bbconelondon.uk');
    await expect(dialog.getByRole('region', { name: 'Next on BBC One London' })).toBeVisible();

    await userEvent.tab();
    await expect(dialog.getByRole('searchbox', { name: 'Search all guide channels' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('bbconelondon.uk');
  },
};

/** No suggestion: a search of every guide channel finds it. */
export const NoSuggestionsSearched: Story = {
  args: {
    channel: { number: 312, title: 'KBL1 Sport', current: null },
    suggestions: [],
    query: 'kabel',
    results: kabelResults,
    selected: 'kabeleins.de',
    preview: PREVIEWS['kabeleins.de']!,
  },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Guide for 312 KBL1 Sport');
    await expect(dialog.getByText('No suggestion: search all the guide channels below.')).toBeVisible();
    const results = within(dialog.getByRole('group', { name: 'Search results' }));
    await expect(results.getByRole('radio', { name: 'Kabel Eins' })).toBeChecked();
    // No reasons for a result: its id and score describe it.
    await expect(results.getByRole('radio', { name: 'Kabel Eins Austria' })).toHaveAccessibleDescription('KabelEinsAustria.at 20% match');
    await expect(dialog.getByText('4 guide channels')).toBeInTheDocument();
    await expect(dialog.getByRole('region', { name: 'Next on Kabel Eins' })).toHaveTextContent('20:15–22:30Navy CIS');

    const search = dialog.getByRole('searchbox', { name: 'Search all guide channels' });
    await userEvent.type(search, ' eins');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('kabel eins');
    await userEvent.clear(search);
    await userEvent.type(search, 'kabel');
  },
};

/** A guide channel the guide has no programmes for yet. */
export const NoProgrammes: Story = {
  args: { ...NoSuggestionsSearched.args, selected: 'kabeleinsdoku.de', preview: PREVIEWS['kabeleinsdoku.de']! },
  play: async () => {
    const dialog = await dialogNamed('Guide for 312 KBL1 Sport');
    const preview = within(dialog.getByRole('region', { name: 'Next on Kabel Eins Doku' }));
    await expect(preview.getByRole('status')).toHaveTextContent('No programmes in the guide');
    await expect(preview.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: {
    channel: { number: 140, title: 'Sky News', current: 'skynews.uk' },
    suggestions: [],
    suggestionsLoading: true,
    query: 'sky news',
    searching: true,
    selected: 'skynews.uk',
    preview: null,
    previewLoading: true,
  },
  play: async () => {
    const dialog = await dialogNamed('Guide for 140 Sky News');
    await expect(dialog.getByText('Finding suggestions…')).toBeVisible();
    await expect(within(dialog.getByRole('group', { name: 'Search results' })).getByRole('status')).toHaveTextContent('Searching…');
    // Not in the lists yet: the preview goes by the id, and says it is loading.
    const preview = within(dialog.getByRole('region', { name: 'Next on skynews.uk' }));
    await expect(preview.getByRole('status')).toHaveTextContent('Loading the guide…');
    await expect(dialog.getByRole('button', { name: 'Use this guide channel' })).toBeEnabled();
  },
};

/** The server refused: its reason above the buttons, the choice kept. */
export const RefusedByServer: Story = {
  args: { selected: 'bbconescotland.uk', preview: PREVIEWS['bbconescotland.uk']!, error: 'The guide channel bbconescotland.uk is no longer in any guide: refresh the guides and choose again' },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Guide for 101 BBC One HD');
    await expect(dialog.getByRole('alert')).toHaveTextContent('The guide channel bbconescotland.uk is no longer in any guide');
    await expect(dialog.getByRole('radio', { name: 'BBC One Scotland' })).toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The channel has the operator's own mapping: it can go back to the one its source gives. */
export const OperatorsMapping: Story = {
  args: {
    channel: { number: 140, title: 'Sky News', current: 'skynews.uk' },
    suggestions: skyNews,
    selected: 'skynews.uk',
    preview: PREVIEWS['skynews.uk']!,
    onClear: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Guide for 140 Sky News');
    await expect(dialog.getByText('skynews.uk', { selector: 'p span' })).toBeVisible();
    const current = dialog.getByRole('radio', { name: 'Sky News' });
    await expect(current).toHaveAccessibleDescription('skynews.uk 100% match same name · country uk Current');
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the source’s' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true, onClear: fn() },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Guide for 101 BBC One HD');
    const submit = dialog.getByRole('button', { name: 'Use this guide channel' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the source’s' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { ...NoSuggestionsSearched.args, suggestions: bbcOne.slice(0, 2) },
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Guide for 312 KBL1 Sport' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
