// SourceDialog.tsx — add or edit a lineup source (a playlist, a guide, an Xtream Codes account): checked before it is sent, the server's refusals shown on their fields.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { FieldError } from '../Field';
import { PasswordField } from '../PasswordField';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import type { SourceKind } from '../SourceList/types';
import { stackClass } from '../theme/layoutClasses';
import { SOURCE_FIELDS, cleanSource, emptySourceDraft, validateSource, type SourceDraft } from './validateSource';
import * as styles from './SourceDialog.css';

export interface SourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A saved source to edit (its password left empty); without one the dialog adds a source. Read each time the dialog opens. */
  initial?: SourceDraft;
  /** The server's refusals: each on its field (until that field is changed), 'form' above the buttons; the draft stays as typed. */
  errors?: Partial<Record<keyof SourceDraft | 'form', string>>;
  /** The draft is being sent: the submit button shows it and ignores presses. */
  saving?: boolean;
  /** The draft, checked and trimmed (a playlist's or guide's without username and password). */
  onSubmit: (draft: SourceDraft) => void;
}

const KINDS: readonly { value: SourceKind; label: string; hint: string }[] = [
  { value: 'playlist', label: 'Playlist', hint: 'An M3U list of channels and their streams' },
  { value: 'guide', label: 'Guide', hint: 'An XMLTV programme guide' },
  { value: 'xtream', label: 'Xtream Codes account', hint: 'An IPTV provider’s account: its channels and their guide' },
];

const ADDRESS_HINTS: Record<SourceKind, string> = {
  playlist: 'Where the M3U playlist is, starting http:// or https://',
  guide: 'Where the XMLTV guide is (it may be gzipped), starting http:// or https://',
  xtream: 'As the provider gives it, such as http://provider.example:8080',
};

type Field = (typeof SOURCE_FIELDS)[number];

export function SourceDialog({ open, onOpenChange, initial, errors, saving = false, onSubmit }: SourceDialogProps) {
  const formId = useId();
  const kindName = useId();
  const kindErrorId = useId();
  const isEditing = initial !== undefined;
  const fieldRefs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const [draft, setDraft] = useState<SourceDraft>(initial ?? emptySourceDraft);
  // Field errors show once a submit was tried (then follow the typing); each opening starts from `initial`, clean.
  const [attempted, setAttempted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(initial ?? emptySourceDraft);
      setAttempted(false);
    }
  }

  // A server refusal stays on its field until that field is changed: remember the draft it was given for.
  // Compared by content, so a parent that builds `errors` afresh on every render does not reset it.
  const errorsKey = JSON.stringify(errors ?? {});
  const [refused, setRefused] = useState({ key: errorsKey, draft });
  if (refused.key !== errorsKey) setRefused({ key: errorsKey, draft });

  const clientErrors = attempted ? validateSource(cleanSource(draft), isEditing) : {};
  const errorOf = (field: Field) => clientErrors[field] ?? (errors?.[field] && draft[field] === refused.draft[field] ? errors[field] : undefined);

  // A refusal moves focus to the first field it is about, as a failed check does.
  const firstRefused = SOURCE_FIELDS.find((field) => errors?.[field]);
  useEffect(() => {
    if (firstRefused) fieldRefs.current[firstRefused]?.focus();
  }, [errorsKey, firstRefused]);

  const set = <K extends keyof SourceDraft>(key: K, value: SourceDraft[K]) => setDraft((was) => ({ ...was, [key]: value }));
  const refOf = (field: Field) => (node: HTMLElement | null) => {
    fieldRefs.current[field] = node;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const clean = cleanSource(draft);
    const found = validateSource(clean, isEditing);
    const first = SOURCE_FIELDS.find((field) => found[field]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    onSubmit(clean);
  };

  const title = isEditing ? `Edit ${initial.name}` : 'Add source';
  const isXtream = draft.kind === 'xtream';
  const kindError = errorOf('kind');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      actions={
        <>
          {errors?.form && (
            <Alert tone="critical" className={styles.footerAlert}>
              {errors.form}
            </Alert>
          )}
          <DialogClose>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          {/* Outside the form (the footer stays put while the body scrolls): `form` ties it to the form, so Enter in a field submits too. */}
          <Button type="submit" form={formId} variant="primary" isLoading={saving}>
            {isEditing ? 'Save changes' : 'Add source'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={title} className={stackClass('lg')}>
        {isEditing ? (
          // A saved source keeps its kind: its channels and their history are that kind's.
          <Stack space="xs">
            <Text as="p" size="small" weight="strong">
              Kind
            </Text>
            <Text as="p">{KINDS.find((kind) => kind.value === draft.kind)?.label}</Text>
            {kindError && <FieldError id={kindErrorId}>{kindError}</FieldError>}
          </Stack>
        ) : (
          <fieldset className={styles.fieldset} aria-describedby={kindError ? kindErrorId : undefined}>
            <legend className={styles.legend}>Kind</legend>
            <div>
              {KINDS.map((kind, index) => (
                <div key={kind.value}>
                  <label className={styles.radioRow}>
                    <input
                      ref={index === 0 ? refOf('kind') : undefined}
                      type="radio"
                      name={kindName}
                      value={kind.value}
                      checked={draft.kind === kind.value}
                      aria-describedby={`${kindName}-${kind.value}`}
                      onChange={() => set('kind', kind.value)}
                      className={styles.radio}
                    />
                    <span>{kind.label}</span>
                  </label>
                  <Text as="p" id={`${kindName}-${kind.value}`} size="small" tone="secondary" className={styles.radioHint}>
                    {kind.hint}
                  </Text>
                </div>
              ))}
            </div>
            {kindError && <FieldError id={kindErrorId}>{kindError}</FieldError>}
          </fieldset>
        )}

        <TextField
          ref={refOf('name')}
          label="Name"
          hint="How the console lists it"
          required
          autoComplete="off"
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.target.value)}
        />

        <TextField
          ref={refOf('url')}
          type="url"
          inputMode="url"
          label={isXtream ? 'Server address' : 'Address'}
          hint={ADDRESS_HINTS[draft.kind]}
          required
          autoComplete="off"
          spellCheck={false}
          value={draft.url}
          error={errorOf('url')}
          onChange={(event) => set('url', event.target.value)}
        />

        {isXtream && (
          <>
            <TextField
              ref={refOf('username')}
              label="Username"
              required
              // The account's, not the operator's own: no browser should fill it in or offer to save it.
              autoComplete="off"
              spellCheck={false}
              value={draft.username}
              error={errorOf('username')}
              onChange={(event) => set('username', event.target.value)}
            />
            <PasswordField
              ref={refOf('password')}
              label="Password"
              hint={isEditing ? 'Leave empty to keep the saved one' : undefined}
              required={!isEditing}
              autoComplete="new-password"
              value={draft.password}
              error={errorOf('password')}
              onChange={(event) => set('password', event.target.value)}
            />
          </>
        )}

        {draft.kind !== 'guide' && (
          <TextField
            ref={refOf('maxStreams')}
            inputMode="numeric"
            label="Streams at once (optional)"
            hint={isXtream ? 'Empty: the account’s own limit' : 'Empty: no limit'}
            autoComplete="off"
            className={styles.short}
            value={draft.maxStreams}
            error={errorOf('maxStreams')}
            onChange={(event) => set('maxStreams', event.target.value)}
          />
        )}
      </form>
    </Dialog>
  );
}
