// BulkEditDialog.tsx — the bulk edits of the lineup that need input (rename, renumber, set group, set logo), each with a preview of the first selected channels.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog, DialogClose } from '../Dialog';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { DEFAULT_LOCALE } from '../format';
import { stackClass } from '../theme/layoutClasses';
import { RENAME_EMPTY_NAME, applyRename, isEmptyRename, renamePatternError, type RenameRule } from './rename';
import { MAX_CHANNEL_NUMBER, type BulkChange, type BulkEditMode, type BulkSample } from './types';
import * as styles from './BulkEditDialog.css';

export interface BulkEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: BulkEditMode;
  /** How many channels are selected. */
  count: number;
  /** The first few selected channels, in the selection's order: the preview shows what happens to them. */
  sample: readonly BulkSample[];
  /** The lineup's groups, offered when setting one (a new name may be typed too). */
  groups: readonly string[];
  /** The server's refusal, shown above the buttons; what was typed stays. */
  error?: string | null;
  saving?: boolean;
  onSubmit: (change: BulkChange) => void;
}

interface Draft extends RenameRule {
  from: string;
  group: string;
  logo: string;
}

type FieldName = 'find' | 'from' | 'group' | 'logo';
type Errors = Partial<Record<FieldName, string>>;

const TITLES: Record<BulkEditMode, (count: string) => string> = {
  rename: (n) => `Rename ${n}`,
  renumber: (n) => `Renumber ${n}`,
  group: (n) => `Set the group of ${n}`,
  logo: (n) => `Set the logo of ${n}`,
};

const SUBMIT_LABELS: Record<BulkEditMode, string> = { rename: 'Rename', renumber: 'Renumber', group: 'Set group', logo: 'Set logo' };

const formatCount = (count: number) => `${count.toLocaleString(DEFAULT_LOCALE)} ${count === 1 ? 'channel' : 'channels'}`;

const freshDraft = (sample: readonly BulkSample[]): Draft => ({
  find: '',
  replace: '',
  regex: false,
  prefix: '',
  suffix: '',
  from: String(sample[0]?.number ?? 1),
  group: '',
  logo: '',
});

/** The highest first number that still leaves every selected channel a number. */
const highestFirst = (count: number) => Math.max(1, MAX_CHANNEL_NUMBER - Math.max(count, 1) + 1);

function parseFirst(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * What is wrong with the draft for this mode. `live` errors (an invalid pattern, a name left empty) show as
 * soon as they appear, since the preview cannot be drawn without them; the rest once submitting was tried.
 */
function validate(mode: BulkEditMode, draft: Draft, count: number, sample: readonly BulkSample[]): { live: Errors; all: Errors } {
  const live: Errors = {};
  const all: Errors = {};
  if (mode === 'rename') {
    const pattern = renamePatternError(draft);
    if (pattern) live.find = pattern;
    else if (sample.some((channel) => applyRename(channel.title, draft) === '')) live.find = RENAME_EMPTY_NAME;
    else if (isEmptyRename(draft)) all.find = 'Enter the text to find, or text to add before or after the name';
  }
  if (mode === 'renumber') {
    const first = parseFirst(draft.from);
    const highest = highestFirst(count);
    if (first === null || first < 1 || first > highest) {
      all.from = count > 1 && highest < MAX_CHANNEL_NUMBER ? `Enter a whole number from 1 to ${highest}: ${formatCount(count)} need numbers up to ${MAX_CHANNEL_NUMBER}` : `Enter a whole number from 1 to ${MAX_CHANNEL_NUMBER}`;
    }
  }
  if (mode === 'group' && draft.group.trim() === '') all.group = 'Enter a group name';
  if (mode === 'logo' && draft.logo.trim() !== '' && !isWebAddress(draft.logo.trim())) all.logo = 'Enter an address starting with http:// or https://, or leave it empty';
  return { live, all: { ...all, ...live } };
}

function changeOf(mode: BulkEditMode, draft: Draft): BulkChange {
  switch (mode) {
    case 'rename':
      return { kind: 'rename', find: draft.find, replace: draft.replace, regex: draft.regex, prefix: draft.prefix, suffix: draft.suffix };
    case 'renumber':
      return { kind: 'renumber', from: Number(draft.from.trim()) };
    case 'group':
      return { kind: 'group', group: draft.group.trim() };
    case 'logo':
      return { kind: 'logo', logo: draft.logo.trim() };
  }
}

export function BulkEditDialog({ open, onOpenChange, mode, count, sample, groups, error, saving = false, onSubmit }: BulkEditDialogProps) {
  const formId = useId();
  const groupListId = useId();
  const previewHeadingId = useId();
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  // Each opening (or another edit) starts from a fresh draft; a refusal from the server keeps it.
  const [draft, setDraft] = useState(() => freshDraft(sample));
  const [attempted, setAttempted] = useState(false);
  const [opened, setOpened] = useState<{ open: boolean; mode: BulkEditMode }>({ open, mode });
  if (opened.open !== open || opened.mode !== mode) {
    setOpened({ open, mode });
    if (open) {
      setDraft(freshDraft(sample));
      setAttempted(false);
    }
  }

  const { live, all } = validate(mode, draft, count, sample);
  const errors = attempted ? all : live;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const refTo = (name: FieldName) => (node: HTMLInputElement | null) => {
    fieldRefs.current[name] = node;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const first = (Object.keys(all) as FieldName[])[0];
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    onSubmit(changeOf(mode, draft));
  };

  const title = TITLES[mode](formatCount(count));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={
        <>
          {error && (
            <Alert tone="critical" className={styles.footerAlert}>
              {error}
            </Alert>
          )}
          <DialogClose>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          {/* Outside the form (the footer stays put while the body scrolls): `form` ties it to the form, so Enter in a field submits too. */}
          <Button type="submit" form={formId} variant="primary" isLoading={saving}>
            {SUBMIT_LABELS[mode]}
          </Button>
        </>
      }
    >
      <div className={stackClass('lg')}>
        <form id={formId} noValidate onSubmit={submit} aria-label={title} className={stackClass('md')}>
          {mode === 'rename' && (
            <>
              <div className={styles.pair}>
                <TextField ref={refTo('find')} label="Find" autoComplete="off" spellCheck={false} value={draft.find} error={errors.find} onChange={(event) => set('find', event.target.value)} />
                <TextField label="Replace with" autoComplete="off" spellCheck={false} value={draft.replace} onChange={(event) => set('replace', event.target.value)} />
              </div>
              <Checkbox
                label="Treat as a regular expression"
                hint={draft.regex ? 'Every match is replaced; “Replace with” may use $1, $2… for the parts in brackets' : undefined}
                checked={draft.regex}
                onChange={(event) => set('regex', event.target.checked)}
              />
              <div className={styles.pair}>
                <TextField label="Add before" autoComplete="off" spellCheck={false} value={draft.prefix} onChange={(event) => set('prefix', event.target.value)} />
                <TextField label="Add after" autoComplete="off" spellCheck={false} value={draft.suffix} onChange={(event) => set('suffix', event.target.value)} />
              </div>
            </>
          )}

          {mode === 'renumber' && (
            <TextField
              ref={refTo('from')}
              type="number"
              inputMode="numeric"
              min={1}
              max={highestFirst(count)}
              step={1}
              label="First number"
              hint="The selected channels are numbered from it up, in the order they are listed"
              value={draft.from}
              error={errors.from}
              onChange={(event) => set('from', event.target.value)}
            />
          )}

          {mode === 'group' && (
            <>
              <TextField
                ref={refTo('group')}
                label="Group"
                hint="Choose one of the groups or type a new name"
                autoComplete="off"
                list={groupListId}
                value={draft.group}
                error={errors.group}
                onChange={(event) => set('group', event.target.value)}
              />
              <datalist id={groupListId}>
                {groups.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </datalist>
            </>
          )}

          {mode === 'logo' && (
            <TextField
              ref={refTo('logo')}
              type="url"
              inputMode="url"
              label="Logo address"
              hint="The address of an image (http or https). Leave it empty to go back to each source’s own logo."
              autoComplete="off"
              spellCheck={false}
              value={draft.logo}
              error={errors.logo}
              onChange={(event) => set('logo', event.target.value)}
            />
          )}
        </form>

        <section aria-labelledby={previewHeadingId} className={styles.preview}>
          <Stack space="sm">
            <Heading level="4" as="h3" id={previewHeadingId}>
              {mode === 'rename' || mode === 'renumber' ? 'Preview' : 'Channels'}
            </Heading>
            <Preview mode={mode} draft={draft} count={count} sample={sample} hasPatternError={Boolean(live.find && live.find !== RENAME_EMPTY_NAME)} />
          </Stack>
        </section>
      </div>
    </Dialog>
  );
}

function Preview({ mode, draft, count, sample, hasPatternError }: { mode: BulkEditMode; draft: Draft; count: number; sample: readonly BulkSample[]; hasPatternError: boolean }) {
  const more = Math.max(0, count - sample.length);
  const moreText = more > 0 ? `and ${more.toLocaleString(DEFAULT_LOCALE)} more` : null;

  if (mode === 'rename') {
    if (hasPatternError) return <Text as="p" size="small" tone="secondary">Fix the expression to see the new names.</Text>;
    return (
      <ul className={styles.renames}>
        {sample.map((channel, index) => {
          const next = applyRename(channel.title, draft);
          return (
            // Titles may repeat across sources: the place in the sample keeps keys apart.
            <li key={`${index}:${channel.title}`} className={styles.rename}>
              <span className={styles.oldName}>{channel.title}</span>
              <Icon name="chevronRight" size={14} className={styles.arrow} />
              <VisuallyHidden> becomes </VisuallyHidden>
              {next === '' ? (
                <Text tone="critical" size="small" weight="strong">
                  no name
                </Text>
              ) : next === channel.title ? (
                <Text tone="secondary">unchanged</Text>
              ) : (
                <span className={styles.newName}>{next}</span>
              )}
            </li>
          );
        })}
        {moreText && <li className={styles.more}>{moreText}</li>}
      </ul>
    );
  }

  if (mode === 'renumber') {
    const first = parseFirst(draft.from);
    if (first === null || first < 1) return <Text as="p" size="small" tone="secondary">Enter the first number to see the new numbers.</Text>;
    const listed = sample.map((channel, index) => `${channel.title} ${first + index}`).join(', ');
    return (
      <Text as="p" className={styles.numbers}>
        {more > 0 ? `${listed}, …` : listed}
        {more > 0 && <Text tone="secondary" size="small">{` (up to ${first + count - 1})`}</Text>}
      </Text>
    );
  }

  const names = sample.map((channel) => channel.title).join(', ');
  return <Text as="p" className={styles.numbers}>{moreText ? `${names} ${moreText}` : names}</Text>;
}
