// AutoMatchDialog.tsx — accept the matcher's confident guide suggestions in bulk: every one ticked at first, each can be unticked, the ticked ones accepted at once.
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog, DialogClose } from '../Dialog';
import { GuideScore, joinReasons } from '../GuideMappingDialog';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { DEFAULT_LOCALE } from '../format';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './AutoMatchDialog.css';

/** A lineup channel and the guide channel the matcher is confident of for it. */
export interface AutoMatchItem {
  /** The lineup channel's id. */
  id: number;
  number: number;
  title: string;
  /** The XMLTV channel id. */
  guideChannel: string;
  /** The guide channel's name. */
  name: string;
  /** 0..1. */
  score: number;
  why: string[];
}

export interface AutoMatchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The confident suggestions, in lineup order. */
  items: readonly AutoMatchItem[];
  /** Unmapped channels in all (with a confident suggestion or not). */
  unmapped: number;
  saving?: boolean;
  /** The server's refusal, shown above the buttons; the ticks stay. */
  error?: string | null;
  /** The ids of the ticked channels, in the list's order. */
  onAccept: (ids: number[]) => void;
}

const formatNumber = (n: number) => n.toLocaleString(DEFAULT_LOCALE);

function titleOf(n: number) {
  if (n === 0) return 'No guide suggestions to accept';
  return `Accept ${formatNumber(n)} guide ${n === 1 ? 'suggestion' : 'suggestions'}`;
}

function explanationOf(n: number, unmapped: number) {
  if (unmapped === 0) return 'Every channel has a guide channel.';
  if (n === 0) return `None of the ${formatNumber(unmapped)} unmapped channels has a suggestion FTV is confident in: map them one at a time from the lineup.`;
  return `${formatNumber(n)} of ${formatNumber(unmapped)} unmapped channels ${n === 1 ? 'has' : 'have'} a suggestion FTV is confident in. Untick any you do not want.`;
}

export function AutoMatchDialog({ open, onOpenChange, items, unmapped, saving = false, error, onAccept }: AutoMatchDialogProps) {
  const formId = useId();
  const rowId = useId();

  // What the operator unticked: new items arriving while the dialog is open come ticked. Each opening starts with all ticked.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setUnticked(new Set());
  }

  const ticked = items.filter((item) => !unticked.has(item.id));
  const title = titleOf(items.length);

  const setTicked = (id: number, isTicked: boolean) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (isTicked) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || ticked.length === 0) return;
    onAccept(ticked.map((item) => item.id));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      // With nothing to list, the explanation is the body (a dialog of a title and footer alone looks unfinished).
      description={items.length > 0 ? explanationOf(items.length, unmapped) : undefined}
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
          {/* Outside the form (the footer stays put while the body scrolls): `form` ties it to the form. */}
          <Button type="submit" form={formId} variant="primary" isLoading={saving} disabled={ticked.length === 0}>
            Accept {formatNumber(ticked.length)}
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <Text as="p">{explanationOf(0, unmapped)}</Text>
      ) : (
        <form id={formId} noValidate onSubmit={submit} aria-label={title} className={stackClass('sm')}>
          <Inline space="sm" alignY="center">
            {/* Never disabled: focus stays on them whatever the ticks. */}
            <Button size="small" variant="secondary" onClick={() => setUnticked(new Set())}>
              Tick all
            </Button>
            <Button size="small" variant="secondary" onClick={() => setUnticked(new Set(items.map((item) => item.id)))}>
              Untick all
            </Button>
            {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
            <Text size="small" tone="secondary" role="status" className={styles.tickedCount}>
              {formatNumber(ticked.length)} of {formatNumber(items.length)} ticked
            </Text>
          </Inline>
          <ul className={styles.list} aria-label="Suggestions">
            {items.map((item) => {
              const id = `${rowId}-${item.id}`;
              const reasons = joinReasons(item.why);
              return (
                <li key={item.id} className={styles.row}>
                  <Checkbox
                    // The whole row is the label (all of it answers a click); the name says the action, the rest describes it.
                    aria-label={`Accept ${item.title}`}
                    aria-describedby={[`${id}-target`, `${id}-score`, reasons && `${id}-why`].filter(Boolean).join(' ')}
                    checked={!unticked.has(item.id)}
                    onChange={(event) => setTicked(item.id, event.target.checked)}
                    className={styles.checkbox}
                    label={
                      <span className={styles.rowLabel}>
                        <span className={styles.rowMain}>
                          <span className={styles.mapping}>
                            <span className={styles.number}>{item.number}</span>
                            <span className={styles.title}>{item.title}</span>
                            {/* The arrow goes with the guide channel when the line wraps. */}
                            <span id={`${id}-target`} className={styles.target}>
                              <Icon name="chevronRight" size={14} className={styles.arrow} />
                              <VisuallyHidden>to </VisuallyHidden>
                              <span className={styles.guideName}>{item.name}</span> <span className={styles.guideId}>({item.guideChannel})</span>
                            </span>
                          </span>
                          {reasons && (
                            <span id={`${id}-why`} className={styles.why}>
                              {reasons}
                            </span>
                          )}
                        </span>
                        <GuideScore score={item.score} id={`${id}-score`} />
                      </span>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </form>
      )}
    </Dialog>
  );
}
