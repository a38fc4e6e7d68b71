// RuleDialog.stories.tsx — making and editing each kind of rule, the preview in each state, a refusal, saving, a phone.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RuleDialog, type RuleDialogProps, type RuleDraft, type RulePreview } from '../src/components/RuleDialog';
import type { RuleAiringView } from '../src/components/RuleList';
import { withStoryLinks } from './support/StoryLink';
import { phoneModes } from '../.storybook/modes';

const seriesDraft: RuleDraft = {
  kind: 'series',
  title: 'Evening News',
  keyword: '',
  regex: false,
  scope: 'channel',
  newOnly: true,
  paddingBefore: 2,
  paddingAfter: 5,
  keep: 'count',
  keepValue: 5,
  weekdays: [],
  startFrom: '',
  startTo: '',
  remindMinutes: 5,
};
const keywordDraft: RuleDraft = { ...seriesDraft, kind: 'keyword', title: '', keyword: 'cook(ing|ery)', regex: true, scope: 'any', newOnly: false, paddingBefore: 0, paddingAfter: 0, keep: 'all', remindMinutes: null };
const slotDraft: RuleDraft = { ...seriesDraft, kind: 'slot', title: 'Saturday Movie', newOnly: false, paddingBefore: 5, paddingAfter: 15, keep: 'days', keepValue: 30, weekdays: [6], startFrom: '20:00', startTo: '23:00' };

const seriesAirings: RuleAiringView[] = [
  { key: 'a', title: 'Evening News', channel: '101 FTV News', when: 'Tue 1 Dec, 20:00 – 20:30', outcome: 'booked' },
  { key: 'b', title: 'Evening News', channel: '101 FTV News', when: 'Wed 2 Dec, 20:00 – 20:30', outcome: 'booked' },
  { key: 'c', title: 'Evening News', channel: '101 FTV News', when: 'Thu 3 Dec, 20:00 – 20:30', outcome: 'booked' },
  { key: 'd', title: 'Evening News: Weekend Review', channel: '101 FTV News', when: 'Sat 5 Dec, 09:00 – 09:30', outcome: 'skipped', reason: 'a repeat (first aired Mar 3)' },
  { key: 'e', title: 'Evening News (S2E5)', channel: '101 FTV News', when: 'Sun 6 Dec, 23:30 – 00:00', outcome: 'skipped', reason: 'already recorded (S2E5 on Mar 3)' },
];
const keywordAirings: RuleAiringView[] = [
  { key: 'k1', title: 'Cooking with Ana — S1E3 “Bread”', channel: '171 FTV Life', when: 'Tue 1 Dec, 18:00 – 18:45', outcome: 'booked' },
  { key: 'k2', title: 'The Cookery Hour', channel: '101 FTV News', when: 'Thu 3 Dec, 11:00 – 12:00', outcome: 'booked' },
  { key: 'k3', title: 'Street Food Cooking', channel: '172 FTV Food', when: 'Fri 4 Dec, 21:00 – 22:00', outcome: 'skipped', reason: 'storage full at that time: lower priority than "Evening News"' },
];
const ready = (airings: RuleAiringView[]): RulePreview => ({ state: 'ready', airings });

/** Holds the draft as the container does, so typing in a story changes what is shown. */
function Stateful(args: RuleDialogProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <RuleDialog
      {...args}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        args.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Recordings/RuleDialog',
  component: RuleDialog,
  decorators: [withStoryLinks],
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    heading: 'Record series',
    channel: { number: 101, title: 'FTV News' },
    draft: seriesDraft,
    onDraftChange: fn(),
    preview: ready(seriesAirings),
    onSave: fn(),
    saveLabel: 'Create rule',
  },
} satisfies Meta<typeof RuleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Series: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Record series' });
    const body = within(dialog);
    await waitFor(() => expect(body.getByText('Every episode of “Evening News”')).toBeVisible());
    await expect(body.getByRole('status')).toHaveTextContent('In the coming week it will record 3 and skip 2.');
    await expect(body.getByRole('heading', { name: 'Will record (3)' })).toBeInTheDocument();
    await expect(body.getByRole('heading', { name: 'Will skip (2)' })).toBeInTheDocument();
    await expect(body.getByText('a repeat (first aired Mar 3)')).toBeInTheDocument();
    await expect(body.getByRole('radio', { name: 'Only on 101 FTV News' })).toBeChecked();
    await expect(body.getByRole('combobox', { name: 'Start early' })).toHaveValue('2');

    await userEvent.click(body.getByRole('radio', { name: 'On any channel (the best one airing it)' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...seriesDraft, scope: 'any' });
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Stop late' }), '10 min');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...seriesDraft, scope: 'any', paddingAfter: 10 });
    await expect(body.getByRole('combobox', { name: /^Remind me/ })).toHaveValue('5');
    await userEvent.selectOptions(body.getByRole('combobox', { name: /^Remind me/ }), 'No reminder');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...seriesDraft, scope: 'any', paddingAfter: 10, remindMinutes: null });

    await userEvent.click(body.getByRole('button', { name: 'Create rule' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Keyword: Story = {
  args: { heading: 'Record all with…', draft: keywordDraft, preview: ready(keywordAirings) },
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Record all with…' }));
    const words = body.getByRole('textbox', { name: 'Words to look for' });
    await expect(body.getByRole('checkbox', { name: 'Treat as a regular expression' })).toBeChecked();
    await expect(words).toHaveAccessibleDescription('A regular expression, tested on the title, episode title and description');

    // Nothing to look for: the dialog says so at the field and does not save.
    await userEvent.clear(words);
    await userEvent.click(body.getByRole('button', { name: 'Create rule' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(words).toHaveFocus();
    await expect(words).toHaveAccessibleDescription(expect.stringContaining('Enter the words to look for'));

    await userEvent.type(words, 'bak(e|ing)');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...keywordDraft, keyword: 'bak(e|ing)' });
    await expect(words).not.toHaveAttribute('aria-invalid');
    await userEvent.click(body.getByRole('button', { name: 'Create rule' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const TimeSlot: Story = {
  args: { heading: 'Edit rule', channel: { number: 131, title: 'FTV Movies' }, draft: slotDraft, saveLabel: 'Save changes', preview: ready([{ key: 's1', title: 'The Long Night', channel: '131 FTV Movies', when: 'Sat 5 Dec, 21:00 – 23:10', outcome: 'booked' }]) },
  play: async ({ args, userEvent }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Edit rule' }));
    const days = body.getByRole('group', { name: 'Days' });
    await expect(within(days).getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    await expect(body.getByLabelText('Starts from')).toHaveValue('20:00');
    await expect(body.getByLabelText('Starts by')).toHaveValue('23:00');
    // A time slot is one channel's: said, not offered as a choice.
    await expect(body.queryByRole('radio')).toBeNull();
    await expect(body.getByText('131 FTV Movies', { selector: 'p' })).toBeVisible();
    await expect(body.getByRole('spinbutton', { name: 'How many days' })).toHaveValue(30);
    await expect(body.getByRole('status')).toHaveTextContent('In the coming week it will record 1.');

    await userEvent.click(within(days).getByRole('checkbox', { name: 'Sun' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ ...slotDraft, weekdays: [0, 6] });
    await userEvent.click(body.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const PreviewLoading: Story = {
  args: { preview: { state: 'loading', airings: [] } },
  play: async () => {
    const body = within(await screen.findByRole('dialog'));
    await expect(body.getByRole('status')).toHaveTextContent('Checking the guide…');
  },
};

export const NothingMatches: Story = {
  args: { heading: 'Record all with…', draft: { ...keywordDraft, keyword: 'curling', regex: false }, preview: ready([]) },
  play: async () => {
    const body = within(await screen.findByRole('dialog'));
    await expect(body.getByRole('status')).toHaveTextContent('Nothing in the coming week matches yet: the rule will record what matches as the guide fills.');
    await expect(body.queryByRole('heading', { name: /Will record/ })).toBeNull();
  },
};

/** More matches than the preview draws: the rest are counted. */
export const ManyMatches: Story = {
  args: {
    heading: 'Record all with…',
    draft: { ...keywordDraft, keyword: 'news', regex: false },
    preview: ready(Array.from({ length: 26 }, (_, i) => ({ key: `n${i}`, title: 'News Hour', channel: '101 FTV News', when: `${['Tue 1', 'Wed 2', 'Thu 3'][i % 3]} Dec, ${String(6 + (i % 16)).padStart(2, '0')}:00 – ${String(7 + (i % 16)).padStart(2, '0')}:00`, outcome: 'booked' as const }))),
  },
  play: async () => {
    const body = within(await screen.findByRole('dialog'));
    await expect(body.getByRole('heading', { name: 'Will record (26)' })).toBeInTheDocument();
    await expect(body.getAllByText('News Hour')).toHaveLength(20);
    await expect(body.getByText('and 6 more')).toBeInTheDocument();
  },
};

export const RefusedByServer: Story = {
  args: { heading: 'Record all with…', draft: { ...keywordDraft, keyword: 'cooking', regex: false }, preview: ready(keywordAirings), error: 'At most 100 recording rules: delete one first' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const body = within(dialog);
    await expect(body.getByRole('alert')).toHaveTextContent('At most 100 recording rules: delete one first');
    await expect(body.getByRole('textbox', { name: 'Words to look for' })).toHaveValue('cooking');
    await expect(body.getByRole('checkbox', { name: 'Treat as a regular expression' })).not.toBeChecked();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, userEvent }) => {
    const save = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create rule' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { modes: phoneModes } },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Record series' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
