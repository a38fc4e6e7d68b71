// GuideMappingDialog.tsx — map one lineup channel to a guide (XMLTV) channel: the matcher's suggestions or a search of every guide channel, the chosen one's next programmes shown before it is used.
import { useId, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { Heading } from '../Heading';
import { SearchField } from '../SearchField';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { DEFAULT_LOCALE } from '../format';
import { GuideScore, joinReasons } from './GuideScore';
import * as styles from './GuideMappingDialog.css';

/** A guide channel offered for the lineup channel, with how sure the matcher is and why. */
export interface GuideCandidate {
  /** The XMLTV channel id. */
  guideChannel: string;
  name: string;
  /** 0..1. */
  score: number;
  /** What the score rests on: ['same name', 'country uk']. */
  why: string[];
}

/** What the guide says of a guide channel: its names and its next programmes. */
export interface GuidePreview {
  names: string[];
  /** `when` preformatted: "14:00–15:00". */
  programmes: { when: string; title: string }[];
}

export interface GuideMappingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lineup channel; `current` is its guide channel now (null: none). */
  channel: { number: number; title: string; current: string | null };
  /** Best first. */
  suggestions: readonly GuideCandidate[];
  suggestionsLoading?: boolean;
  /** The search across every guide channel: reported on each keystroke (the owner debounces and fetches). */
  query: string;
  onQueryChange: (query: string) => void;
  /** The search's answer for `query`; shown while `query` is not empty. */
  results: readonly GuideCandidate[];
  searching?: boolean;
  /** The chosen guide channel (one overall, from the suggestions or the results). */
  selected: string | null;
  onSelect: (guideChannel: string) => void;
  /** The selected guide channel's next programmes; null while there is none to show. */
  preview: GuidePreview | null;
  previewLoading?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  saving?: boolean;
  /** "Use this guide channel". */
  onSubmit: (guideChannel: string) => void;
  /** Given when the channel's mapping is the operator's own: offers "Back to the source's". */
  onClear?: () => void;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString(DEFAULT_LOCALE)} ${n === 1 ? one : many}`;

export function GuideMappingDialog({
  open,
  onOpenChange,
  channel,
  suggestions,
  suggestionsLoading = false,
  query,
  onQueryChange,
  results,
  searching = false,
  selected,
  onSelect,
  preview,
  previewLoading = false,
  error,
  saving = false,
  onSubmit,
  onClear,
}: GuideMappingDialogProps) {
  const formId = useId();
  const previewHeadingId = useId();
  const title = `Guide for ${channel.number} ${channel.title}`;
  const isSearching = query.trim() !== '';

  // The selected channel's name as the lists give it; one picked earlier and no longer listed goes by its id.
  const chosen = [...suggestions, ...results].find((candidate) => candidate.guideChannel === selected);
  const chosenName = chosen?.name ?? preview?.names[0] ?? selected;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || selected === null) return;
    onSubmit(selected);
  };

  const resultsMessage = !isSearching ? '' : searching ? 'Searching…' : results.length === 0 ? 'No guide channel matches' : count(results.length, 'guide channel', 'guide channels');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={title}
      description={
        channel.current === null ? (
          'It has no guide channel yet.'
        ) : (
          <>
            Its guide channel now: <span className={styles.mono}>{channel.current}</span>
          </>
        )
      }
      actions={
        <>
          {error && (
            <Alert tone="critical" className={styles.footerAlert}>
              {error}
            </Alert>
          )}
          {onClear && (
            <Button
              variant="ghost"
              className={styles.clear}
              aria-disabled={saving || undefined}
              onClick={() => {
                if (!saving) onClear();
              }}
            >
              Back to the source’s
            </Button>
          )}
          <DialogClose>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          {/* Outside the form (the footer stays put while the body scrolls): `form` ties it to the form. */}
          <Button type="submit" form={formId} variant="primary" isLoading={saving} disabled={selected === null}>
            Use this guide channel
          </Button>
        </>
      }
    >
      <div className={styles.layout}>
        <form id={formId} noValidate onSubmit={submit} aria-label={title} className={styles.choices}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Suggestions</legend>
            {suggestionsLoading ? (
              <Busy>Finding suggestions…</Busy>
            ) : suggestions.length === 0 ? (
              <Text as="p" size="small" tone="secondary">
                No suggestion: search all the guide channels below.
              </Text>
            ) : (
              <Options candidates={suggestions} selected={selected} current={channel.current} onSelect={onSelect} />
            )}
          </fieldset>

          <SearchField label="Search all guide channels" placeholder="A name or an XMLTV id" value={query} onChange={onQueryChange} resultsMessage={resultsMessage} />

          {isSearching && (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Search results</legend>
              {searching ? (
                <Busy>Searching…</Busy>
              ) : results.length === 0 ? (
                <Text as="p" size="small" tone="secondary">
                  No guide channel matches “{query.trim()}”.
                </Text>
              ) : (
                <Options candidates={results} selected={selected} current={channel.current} onSelect={onSelect} />
              )}
            </fieldset>
          )}
        </form>

        <section aria-labelledby={previewHeadingId} className={styles.preview}>
          <Stack space="sm">
            <Heading level="4" as="h3" id={previewHeadingId} className={styles.previewHeading}>
              {chosenName === null ? 'Preview' : `Next on ${chosenName}`}
            </Heading>
            <PreviewBody selected={selected} preview={preview} loading={previewLoading} />
          </Stack>
        </section>
      </div>
    </Dialog>
  );
}

/** A wait inside the dialog: a small spinner and what is awaited, read once as a status. */
function Busy({ children }: { children: string }) {
  return (
    // role="status" rather than <output>: that is meant for a form's computed result, and is announced less reliably.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="status" className={styles.busy}>
      <Spinner size="small" label="" />
      {children}
    </div>
  );
}

interface OptionsProps {
  candidates: readonly GuideCandidate[];
  selected: string | null;
  current: string | null;
  onSelect: (guideChannel: string) => void;
}

/**
 * Native radios, one group per list (arrow keys move within it, Tab between lists): a guide channel found in
 * both shows chosen in both, so there is still one selection overall.
 */
function Options({ candidates, selected, current, onSelect }: OptionsProps) {
  const name = useId();
  return (
    <ul className={styles.options}>
      {candidates.map((candidate, index) => {
        const id = `${name}-${index}`;
        const isSelected = candidate.guideChannel === selected;
        const isCurrent = candidate.guideChannel === current;
        const reasons = joinReasons(candidate.why);
        return (
          <li key={candidate.guideChannel}>
            <label className={styles.option({ selected: isSelected })}>
              <input
                type="radio"
                name={name}
                value={candidate.guideChannel}
                checked={isSelected}
                onChange={() => onSelect(candidate.guideChannel)}
                aria-labelledby={`${id}-name`}
                aria-describedby={[`${id}-id`, `${id}-score`, reasons && `${id}-why`, isCurrent && `${id}-current`].filter(Boolean).join(' ')}
                className={styles.radio}
              />
              <span className={styles.optionMain}>
                <span className={styles.optionTitle}>
                  <span id={`${id}-name`} className={styles.optionName}>
                    {candidate.name}
                  </span>
                  {isCurrent && (
                    <Badge size="small" id={`${id}-current`}>
                      Current
                    </Badge>
                  )}
                </span>
                <span id={`${id}-id`} className={styles.optionId}>
                  {candidate.guideChannel}
                </span>
                {reasons && (
                  <span id={`${id}-why`} className={styles.optionWhy}>
                    {reasons}
                  </span>
                )}
              </span>
              <GuideScore score={candidate.score} id={`${id}-score`} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function PreviewBody({ selected, preview, loading }: { selected: string | null; preview: GuidePreview | null; loading: boolean }) {
  // Only the status line is live: "Loading the guide…", then whether there is anything, not the whole list again.
  // Empty, it stays in the page (a live region must be there before it speaks) but takes no room.
  let status = '';
  if (selected === null) status = 'Choose a guide channel to see what is on it next.';
  else if (loading) status = 'Loading the guide…';
  else if (preview === null || preview.programmes.length === 0) status = 'No programmes in the guide';

  const otherNames = preview?.names.filter((name, index, all) => all.indexOf(name) === index) ?? [];
  return (
    <>
      {/* As Busy's: a status line, not a form's computed result. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div role="status" className={status === '' ? visuallyHidden : styles.previewStatus}>
        {loading && selected !== null && <Spinner size="small" label="" />}
        {status}
      </div>
      {!loading && selected !== null && preview && preview.programmes.length > 0 && (
        <ul className={styles.programmes} aria-label="Next programmes">
          {preview.programmes.map((programme, index) => (
            // A programme may repeat (a short news bulletin): its place keeps keys apart.
            <li key={`${index}:${programme.when}`} className={styles.programme}>
              <span className={styles.when}>{programme.when}</span>
              <span className={styles.programmeTitle}>{programme.title}</span>
            </li>
          ))}
        </ul>
      )}
      {!loading && selected !== null && otherNames.length > 0 && (
        <Text as="p" size="small" tone="secondary">
          Names in the guide: {otherNames.join(', ')}
        </Text>
      )}
    </>
  );
}
