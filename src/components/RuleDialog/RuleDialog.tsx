// RuleDialog.tsx — make or edit a recording rule (a series, a keyword, a time slot) beside a live preview of what it would record and skip.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog, DialogClose } from '../Dialog';
import { FieldError, FieldHint } from '../Field';
import { Heading } from '../Heading';
import { RuleAirings } from '../RuleList/RuleAirings';
import { Select, type SelectOption } from '../Select';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { stackClass } from '../theme/layoutClasses';
import { KEEP_LIMITS, PADDING_MINUTES, REMIND_MINUTES, type RuleDraft, type RulePreview } from './types';
import { DRAFT_FIELDS, validateDraft, type DraftErrors } from './validateDraft';
import * as styles from './RuleDialog.css';

export interface RuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Record series", "Record all with…", "Edit rule". */
  heading: string;
  /** The programme's channel, offered as the one-channel scope ("Only on 101 FTV News"); null: any channel only. */
  channel: { number: number; title: string } | null;
  draft: RuleDraft;
  onDraftChange: (draft: RuleDraft) => void;
  preview: RulePreview;
  onSave: () => void;
  isSaving?: boolean;
  /** The server's refusal, shown in an Alert; the draft stays as typed. */
  error?: string | null;
  /** Save button label: "Create rule" or "Save changes". */
  saveLabel?: string;
}

/** Monday first, as a week is read in the app's locales; the values are the provider's (0 Sunday … 6 Saturday). */
const WEEKDAYS = [
  { value: 1, label: 'Mon' },
  { value: 2, label: 'Tue' },
  { value: 3, label: 'Wed' },
  { value: 4, label: 'Thu' },
  { value: 5, label: 'Fri' },
  { value: 6, label: 'Sat' },
  { value: 0, label: 'Sun' },
] as const;

const KEEP_OPTIONS: readonly SelectOption[] = [
  { value: 'all', label: 'All recordings' },
  { value: 'count', label: 'The last …' },
  { value: 'days', label: 'Those of the last … days' },
];

/** The offered paddings, plus the draft's own when an edited rule has another (the provider takes any). */
function paddingOptions(current: number): SelectOption[] {
  const minutes: number[] = [...PADDING_MINUTES];
  if (!minutes.includes(current)) minutes.push(current);
  return minutes.sort((a, b) => a - b).map((value) => ({ value: String(value), label: value === 0 ? 'On time' : `${value} min` }));
}

const REMIND_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'No reminder' },
  ...REMIND_MINUTES.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? 'When it starts' : `${minutes} min before` })),
];

/** How many of each list the preview draws before "and N more". */
const PREVIEW_LIMIT = 20;

export function RuleDialog({ open, onOpenChange, heading, channel, draft, onDraftChange, preview, onSave, isSaving = false, error, saveLabel = 'Create rule' }: RuleDialogProps) {
  const formId = useId();
  const scopeName = useId();
  const daysErrorId = useId();
  const timesHintId = useId();
  const previewHeadingId = useId();
  const fieldRefs = useRef<Partial<Record<keyof DraftErrors, HTMLElement | null>>>({});

  // Field errors show once a save was tried (then follow the typing); each opening starts clean.
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAttempted(false);
  }
  const errors = attempted ? validateDraft(draft) : {};

  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => onDraftChange({ ...draft, [key]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setAttempted(true);
    const found = validateDraft(draft);
    const first = DRAFT_FIELDS.find((field) => found[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    onSave();
  };

  const toggleDay = (day: number, on: boolean) =>
    set('weekdays', (on ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day)).filter((d, i, all) => all.indexOf(d) === i).sort((a, b) => a - b));

  const keepMax = draft.keep === 'all' ? undefined : KEEP_LIMITS[draft.keep];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={heading}
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
          {/* Outside the form (the footer stays put while the body scrolls): `form` ties it to the form, so Enter in a field saves too. */}
          <Button type="submit" form={formId} variant="primary" isLoading={isSaving}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <div className={styles.layout}>
        <form id={formId} noValidate onSubmit={submit} aria-label={heading} className={stackClass('lg')}>
          {draft.kind === 'series' && (
            <Text as="p" weight="strong" className={styles.subject}>
              Every episode of “{draft.title}”
            </Text>
          )}

          {draft.kind === 'keyword' && (
            <Stack space="xs">
              <TextField
                ref={(node) => {
                  fieldRefs.current.keyword = node;
                }}
                label="Words to look for"
                required
                autoComplete="off"
                spellCheck={false}
                hint={draft.regex ? 'A regular expression, tested on the title, episode title and description' : 'All the words, in the title, episode title or description'}
                value={draft.keyword}
                error={errors.keyword}
                onChange={(event) => set('keyword', event.target.value)}
              />
              <Checkbox label="Treat as a regular expression" checked={draft.regex} onChange={(event) => set('regex', event.target.checked)} />
            </Stack>
          )}

          {draft.kind === 'slot' && (
            <>
              <TextField label="Name" hint="How the rule is listed" autoComplete="off" value={draft.title} onChange={(event) => set('title', event.target.value)} />
              <fieldset className={styles.fieldset} aria-describedby={errors.weekdays ? daysErrorId : undefined}>
                <legend className={styles.legend}>Days</legend>
                <div className={styles.days}>
                  {WEEKDAYS.map(({ value, label }, index) => (
                    <Checkbox
                      key={value}
                      ref={
                        index === 0
                          ? (node) => {
                              fieldRefs.current.weekdays = node;
                            }
                          : undefined
                      }
                      label={label}
                      checked={draft.weekdays.includes(value)}
                      aria-invalid={errors.weekdays ? true : undefined}
                      onChange={(event) => toggleDay(value, event.target.checked)}
                    />
                  ))}
                </div>
                {errors.weekdays && <FieldError id={daysErrorId}>{errors.weekdays}</FieldError>}
              </fieldset>
              <fieldset className={styles.fieldset} aria-describedby={timesHintId}>
                <legend className={styles.legend}>Start time</legend>
                <FieldHint id={timesHintId}>Programmes that start in this window; leave both empty for any time. It may pass midnight.</FieldHint>
                <div className={styles.pair}>
                  <TextField
                    ref={(node) => {
                      fieldRefs.current.startFrom = node;
                    }}
                    type="time"
                    label="Starts from"
                    value={draft.startFrom}
                    error={errors.startFrom}
                    onChange={(event) => set('startFrom', event.target.value)}
                  />
                  <TextField
                    ref={(node) => {
                      fieldRefs.current.startTo = node;
                    }}
                    type="time"
                    label="Starts by"
                    value={draft.startTo}
                    error={errors.startTo}
                    onChange={(event) => set('startTo', event.target.value)}
                  />
                </div>
              </fieldset>
            </>
          )}

          {draft.kind === 'slot' || !channel ? (
            // A time slot is one channel's by nature (the provider refuses one on any channel); without a channel
            // to offer there is no choice to make. Either way the channel is said, not asked.
            <Stack space="xs">
              <Text as="p" size="small" weight="strong">
                Channel
              </Text>
              <Text as="p">{channel ? `${channel.number} ${channel.title}` : 'Any channel (the best one airing it)'}</Text>
            </Stack>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Channel</legend>
              <div>
                <label className={styles.radioRow}>
                  <input type="radio" name={scopeName} value="channel" checked={draft.scope === 'channel'} onChange={() => set('scope', 'channel')} className={styles.radio} />
                  <span>
                    Only on {channel.number} {channel.title}
                  </span>
                </label>
                <label className={styles.radioRow}>
                  <input type="radio" name={scopeName} value="any" checked={draft.scope === 'any'} onChange={() => set('scope', 'any')} className={styles.radio} />
                  <span>On any channel (the best one airing it)</span>
                </label>
              </div>
            </fieldset>
          )}

          <Checkbox
            label="New episodes only"
            hint="Skips repeats the guide marks as shown before"
            checked={draft.newOnly}
            onChange={(event) => set('newOnly', event.target.checked)}
          />

          <div className={styles.pair}>
            <Select label="Start early" options={paddingOptions(draft.paddingBefore)} value={String(draft.paddingBefore)} onChange={(event) => set('paddingBefore', Number(event.target.value))} />
            <Select label="Stop late" options={paddingOptions(draft.paddingAfter)} value={String(draft.paddingAfter)} onChange={(event) => set('paddingAfter', Number(event.target.value))} />
          </div>

          <Select
            label="Remind me"
            hint="A notice in the app before each programme it records"
            options={REMIND_OPTIONS}
            value={draft.remindMinutes === null ? '' : String(draft.remindMinutes)}
            onChange={(event) => set('remindMinutes', event.target.value === '' ? null : Number(event.target.value))}
          />

          <div className={styles.pair}>
            <Select label="Keep" options={KEEP_OPTIONS} value={draft.keep} onChange={(event) => set('keep', event.target.value as RuleDraft['keep'])} />
            {draft.keep !== 'all' && (
              <TextField
                ref={(node) => {
                  fieldRefs.current.keepValue = node;
                }}
                type="number"
                inputMode="numeric"
                min={1}
                max={keepMax}
                step={1}
                label={draft.keep === 'count' ? 'How many recordings' : 'How many days'}
                value={Number.isFinite(draft.keepValue) && draft.keepValue > 0 ? String(draft.keepValue) : ''}
                error={errors.keepValue}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  set('keepValue', event.target.value === '' || Number.isNaN(value) ? 0 : value);
                }}
              />
            )}
          </div>
          {draft.keep !== 'all' && (
            <Text as="p" size="small" tone="secondary" className={styles.keepNote}>
              Older recordings of this rule go to the trash, and are deleted from there after 7 days.
            </Text>
          )}
        </form>

        <section aria-labelledby={previewHeadingId} className={styles.preview}>
          <Stack space="md">
            <Heading level="3" id={previewHeadingId}>
              What it will do
            </Heading>
            <PreviewStatus preview={preview} kind={draft.kind} />
            {preview.state !== 'error' && preview.airings.length > 0 && (
              <div aria-busy={preview.state === 'loading' || undefined}>
                <RuleAirings airings={preview.airings} headingLevel={4} limit={PREVIEW_LIMIT} />
              </div>
            )}
          </Stack>
        </section>
      </div>
    </Dialog>
  );
}

/**
 * One line that says where the preview is: only it is live, so a screen reader hears "Checking the guide…"
 * and then the outcome in a sentence, not both lists read out again on every keystroke.
 */
function PreviewStatus({ preview, kind }: { preview: RulePreview; kind: RuleDraft['kind'] }) {
  const booked = preview.airings.filter((airing) => airing.outcome === 'booked').length;
  const skipped = preview.airings.length - booked;
  let content;
  if (preview.state === 'loading') {
    content = (
      <span className={styles.checking}>
        <Spinner size="small" label="" />
        Checking the guide…
      </span>
    );
  } else if (preview.state === 'error') {
    content = (
      <Text tone="critical" size="small">
        {preview.error || 'The guide could not be checked. The rule can still be saved.'}
      </Text>
    );
  } else if (preview.state === 'idle') {
    content = kind === 'keyword' ? 'Type the words to look for to see what they match.' : 'Fill in the rule to see what it matches.';
  } else if (preview.airings.length === 0) {
    content = 'Nothing in the coming week matches yet: the rule will record what matches as the guide fills.';
  } else {
    content = `In the coming week it will ${recordAndSkip(booked, skipped)}.`;
  }
  return (
    // role="status" rather than <output>: that is meant for a form's computed result, and is announced less reliably.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="status" className={styles.status}>
      {content}
    </div>
  );
}

function recordAndSkip(booked: number, skipped: number) {
  const record = booked === 0 ? 'record nothing' : `record ${booked}`;
  return skipped === 0 ? record : `${record} and skip ${skipped}`;
}
