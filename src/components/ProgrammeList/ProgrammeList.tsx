// ProgrammeList.tsx — one channel's programmes of a day: times, titles, what is on now, recorded marks and record buttons.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { LiveMessage } from '../Field';
import type { GuideProgramme } from '../GuideGrid/types';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatClock, formatDuration, formatRemaining, formatSpokenSpan, progressAt, type TimeFormatOptions } from '../format';
import { formatEpisode, recordActionFor } from './recordState';
import * as styles from './ProgrammeList.css';
import { ProgrammeStatusBadges } from './ProgrammeStatusBadges';

export interface ProgrammeListProps extends TimeFormatOptions {
  programmes: readonly GuideProgramme[];
  /** The clock (unix seconds): marks what is on now and what has ended. */
  now: number;
  /** Names the list ("FTV One, Sunday 22 November"). */
  label: string;
  /** A programme's title was chosen: open its details. */
  onOpenProgramme?: (programme: GuideProgramme) => void;
  /** Without these there are no record buttons (e.g. recording is not offered here). */
  onRecord?: (programme: GuideProgramme) => void;
  onCancelRecording?: (programme: GuideProgramme) => void;
  /** Programmes whose record or cancel is in flight. */
  isBusy?: (programme: GuideProgramme) => boolean;
  /** Why nobody may record at the moment (e.g. 'Log in to record programmes'): record buttons are disabled and say so. */
  recordUnavailableReason?: string;
  /** Where an ended programme can be watched again (catch-up); null (or no function): it cannot. */
  watchHrefFor?: (programme: GuideProgramme) => string | null;
  /** Scroll the programme on now into view on first render (the one-channel guide opens at now). */
  scrollToNow?: boolean;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  className?: string;
}

export function ProgrammeList({
  programmes,
  now,
  label,
  onOpenProgramme,
  onRecord,
  onCancelRecording,
  isBusy,
  recordUnavailableReason,
  watchHrefFor,
  scrollToNow = false,
  isLoading = false,
  error,
  onRetry,
  emptyMessage = 'No programme information for this day.',
  timeZone,
  locale,
  className,
}: ProgrammeListProps) {
  const options = { timeZone, locale };
  const nowItem = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (scrollToNow) nowItem.current?.scrollIntoView({ block: 'center' });
    // Once, on first render: later the viewer decides where to look.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error) return <ErrorState className={className} title="The programme guide could not be loaded" message={error} onRetry={onRetry} headingLevel={3} />;
  if (isLoading) {
    return (
      <div className={className} aria-busy="true">
        <LiveMessage>Loading programmes</LiveMessage>
        <Stack as="ul" space="none" className={styles.list} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className={styles.item({ state: 'future' })}>
              <Skeleton width="5ch" />
              <span className={styles.main}>
                <Skeleton width="60%" />
                <Skeleton width="30%" />
              </span>
            </li>
          ))}
        </Stack>
      </div>
    );
  }
  if (programmes.length === 0) return <EmptyState className={className} icon="guide" title={emptyMessage} headingLevel={3} />;

  const recordable = Boolean(onRecord || onCancelRecording);
  return (
    <Stack as="ul" space="none" className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {programmes.map((programme) => {
        const state = programme.end <= now ? 'past' : programme.start <= now ? 'airing' : 'future';
        const busy = isBusy?.(programme) ?? false;
        const action = recordActionFor(programme, now, recordUnavailableReason);
        const episode = formatEpisode(programme);
        const meta = [programme.genre, formatDuration(programme.end - programme.start), episode].filter(Boolean).join(' · ');
        return (
          <li key={programme.id} ref={state === 'airing' ? nowItem : undefined} className={styles.item({ state })}>
            <span className={styles.time}>
              <span aria-hidden="true">{formatClock(programme.start, options)}</span>
              <VisuallyHidden>{formatSpokenSpan(programme.start, programme.end, options)}</VisuallyHidden>
            </span>
            <Stack space="xs" className={styles.main}>
              <Inline space="sm" className={styles.titleRow}>
                {onOpenProgramme ? (
                  <button type="button" className={styles.titleButton} onClick={() => onOpenProgramme(programme)}>
                    {programme.title}
                  </button>
                ) : (
                  <span className={styles.title}>{programme.title}</span>
                )}
                <ProgrammeStatusBadges isAiring={state === 'airing'} isRecorded={programme.isRecorded} isSeriesRecording={programme.isSeriesRecording} hasReminder={programme.hasReminder} />
              </Inline>
              {meta && (
                <Text as="p" size="small" tone="secondary" className={styles.meta}>
                  {meta}
                </Text>
              )}
              {state === 'airing' && (
                <div className={styles.progress}>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${(progressAt(programme.start, programme.end, now) * 100).toFixed(1)}%` }} />
                  </span>
                  <Text size="xsmall" tone="secondary" className={styles.remaining}>
                    {formatRemaining(programme.end, now)}
                  </Text>
                </div>
              )}
            </Stack>
            {state === 'past' && watchHrefFor?.(programme) && (
              <div className={styles.action}>
                <Link href={watchHrefFor(programme)!} className={styles.watch}>
                  <Icon name="playFilled" size={14} />
                  Watch<VisuallyHidden> {programme.title} again</VisuallyHidden>
                </Link>
              </div>
            )}
            {recordable && state !== 'past' && (
              <div className={styles.action}>
                <RecordButton
                  action={action}
                  busy={busy}
                  title={programme.title}
                  onRecord={onRecord ? () => onRecord(programme) : undefined}
                  onCancel={onCancelRecording ? () => onCancelRecording(programme) : undefined}
                />
              </div>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

function RecordButton({
  action,
  busy,
  title,
  onRecord,
  onCancel,
}: {
  action: ReturnType<typeof recordActionFor>;
  busy: boolean;
  title: string;
  onRecord?: () => void;
  onCancel?: () => void;
}) {
  if (action.kind === 'cancel') {
    return onCancel ? (
      <Button size="small" variant="secondary" isLoading={busy} onClick={onCancel}>
        Cancel recording<VisuallyHidden> of {title}</VisuallyHidden>
      </Button>
    ) : null;
  }
  if (action.kind === 'unavailable') {
    // The reason is the button's tooltip and its description; the broadcaster's "no" is not worth a disabled button.
    if (action.reason.startsWith('The broadcaster')) return (
        <Text size="xsmall" tone="secondary">
          Not recordable
        </Text>
      );
    return (
      <Button size="small" variant="secondary" disabled title={action.reason} icon={<Icon name="record" size={14} />}>
        Record<VisuallyHidden> {title} ({action.reason})</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button size="small" variant="secondary" isLoading={busy} onClick={onRecord} icon={<Icon name="recordFilled" size={14} className={styles.recordIcon} />}>
      Record<VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  );
}
