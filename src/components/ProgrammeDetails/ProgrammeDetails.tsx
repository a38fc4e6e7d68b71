// ProgrammeDetails.tsx — one programme in a dialog: what, where and when, watching it (now, from its start, again), recording it (or cancelling that), its series or all with a word, and a reminder.
import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import type { GuideProgramme } from '../GuideGrid/types';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { ProgrammeStatusBadges } from '../ProgrammeList/ProgrammeStatusBadges';
import { formatEpisode, recordActionFor } from '../ProgrammeList/recordState';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { text } from '../Text/Text.css';
import { formatDuration, formatLongDay, formatRemaining, formatTimeSpan, formatTimeZoneName, type TimeFormatOptions } from '../format';
import * as styles from './ProgrammeDetails.css';

export interface ProgrammeDetailsProps extends TimeFormatOptions {
  /** The programme shown; null keeps the dialog closed. */
  programme: GuideProgramme | null;
  /** Its channel, named in the dialog. */
  channel?: { number: number; title: string } | null;
  /** The clock (unix seconds): on now, ended. */
  now: number;
  onOpenChange: (open: boolean) => void;
  onRecord?: (programme: GuideProgramme) => void;
  onCancelRecording?: (programme: GuideProgramme) => void;
  /** A record or cancel is in flight. */
  isBusy?: boolean;
  /** Why the viewer cannot record at all right now (e.g. 'Log in to record programmes'). */
  recordUnavailableReason?: string;
  /** Where to watch the channel, offered while the programme is on. */
  watchHref?: string;
  /** Where to watch the programme on air from its start (the channel keeps a time-shift). */
  startOverHref?: string;
  /** Where to watch the programme again once it has ended (catch-up); absent when it cannot be. */
  catchupHref?: string;
  /** Follows the reason recording is unavailable (e.g. a link to log in). */
  reasonAction?: ReactNode;
  /** "Record series": opens the rule dialog for every episode. */
  onRecordSeries?: (programme: GuideProgramme) => void;
  /** "Record all with…": opens the rule dialog for a keyword, its title to start with. */
  onRecordKeyword?: (programme: GuideProgramme) => void;
  /** "Remind me" (a programme that has not started) and taking it back. */
  onRemind?: (programme: GuideProgramme) => void;
  onCancelReminder?: (programme: GuideProgramme) => void;
  /** A reminder change is in flight. */
  isReminderBusy?: boolean;
}

export function ProgrammeDetails({
  programme,
  channel,
  now,
  onOpenChange,
  onRecord,
  onCancelRecording,
  isBusy = false,
  recordUnavailableReason,
  watchHref,
  startOverHref,
  catchupHref,
  reasonAction,
  onRecordSeries,
  onRecordKeyword,
  onRemind,
  onCancelReminder,
  isReminderBusy = false,
  timeZone,
  locale,
}: ProgrammeDetailsProps) {
  const reasonId = useId();
  if (!programme) return <Dialog open={false} onOpenChange={onOpenChange} title="" />;

  const options = { timeZone, locale };
  const isAiring = programme.start <= now && programme.end > now;
  const hasEnded = programme.end <= now;
  // Ended within catch-up, it can still be recorded: a copy of what aired.
  const action = recordActionFor(programme, now, recordUnavailableReason, catchupHref !== undefined);
  const episode = formatEpisode(programme);
  const when = `${formatLongDay(programme.start, options)}, ${formatTimeSpan(programme.start, programme.end, options)} ${formatTimeZoneName(programme.start, options)}`;

  let recordButton = null;
  if (action.kind === 'cancel' && onCancelRecording) {
    recordButton = (
      <Button variant="secondary" isLoading={isBusy} onClick={() => onCancelRecording(programme)}>
        {hasEnded ? 'Delete recording' : 'Cancel recording'}
      </Button>
    );
  } else if (action.kind === 'record' && onRecord) {
    recordButton = (
      <Button variant="primary" isLoading={isBusy} icon={<Icon name="recordFilled" size={16} />} onClick={() => onRecord(programme)}>
        Record
      </Button>
    );
  } else if (action.kind === 'unavailable' && (onRecord || onCancelRecording)) {
    recordButton = (
      <Button variant="primary" disabled aria-describedby={reasonId} icon={<Icon name="record" size={16} />}>
        Record
      </Button>
    );
  }

  // Rules and reminders look ahead: a programme that has ended has neither; a visitor sees the reason to log in instead.
  const canPlanAhead = !hasEnded && !recordUnavailableReason;
  const hasStarted = programme.start <= now;
  const reminderButton = programme.hasReminder
    ? onCancelReminder && (
        <Button variant="secondary" size="small" isLoading={isReminderBusy} icon={<Icon name="bell" size={16} />} onClick={() => onCancelReminder(programme)}>
          Cancel reminder
        </Button>
      )
    : !hasStarted &&
      onRemind && (
        <Button variant="secondary" size="small" isLoading={isReminderBusy} icon={<Icon name="bell" size={16} />} onClick={() => onRemind(programme)}>
          Remind me
        </Button>
      );
  const planAhead = canPlanAhead && (onRecordSeries || onRecordKeyword || reminderButton) && (
    <Inline space="sm">
      {onRecordSeries && (
        <Button variant="secondary" size="small" icon={<Icon name="recordSeries" size={16} />} onClick={() => onRecordSeries(programme)}>
          Record series
        </Button>
      )}
      {onRecordKeyword && (
        <Button variant="secondary" size="small" onClick={() => onRecordKeyword(programme)}>
          Record all with…
        </Button>
      )}
      {reminderButton}
    </Inline>
  );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="medium"
      title={programme.title}
      description={channel ? `${channel.number} ${channel.title} · ${when}` : when}
      actions={
        <>
          <DialogClose>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          {isAiring && startOverHref && (
            <Link href={startOverHref} className={styles.watch}>
              <Icon name="refresh" size={16} />
              Start over
            </Link>
          )}
          {isAiring && watchHref && (
            <Link href={watchHref} className={styles.watch}>
              <Icon name="playFilled" size={16} />
              Watch now
            </Link>
          )}
          {hasEnded && catchupHref && (
            <Link href={catchupHref} className={styles.watch}>
              <Icon name="playFilled" size={16} />
              Watch
            </Link>
          )}
          {recordButton}
        </>
      }
    >
      <Stack space="md">
        <Inline space="sm">
          <ProgrammeStatusBadges isAiring={isAiring} isRecorded={programme.isRecorded} isSeriesRecording={programme.isSeriesRecording} hasReminder={programme.hasReminder} />
          {programme.genre && <Badge size="small">{programme.genre}</Badge>}
        </Inline>
        {isAiring && (
          <Text as="p" size="small" tone="secondary">
            {formatRemaining(programme.end, now)}
          </Text>
        )}
        <p className={styles.description}>{programme.description || 'No description available.'}</p>
        <dl className={styles.facts}>
          {channel && (
            <div className={styles.fact}>
              <dt>Channel</dt>
              <dd>
                {channel.number} {channel.title}
              </dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt>Time</dt>
            <dd>{when}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Duration</dt>
            <dd>{formatDuration(programme.end - programme.start)}</dd>
          </div>
          {episode && (
            <div className={styles.fact}>
              <dt>Series</dt>
              <dd>{episode}</dd>
            </div>
          )}
        </dl>
        {planAhead}
        {action.kind === 'unavailable' && recordButton && (
          <Box as="p" id={reasonId} display="flex" alignItems="center" gap="sm" padding="md" borderRadius="md" className={`${text({ size: 'small' })} ${styles.reason}`}>
            <Icon name="info" size={16} />
            {action.reason}
            {reasonAction}
          </Box>
        )}
      </Stack>
    </Dialog>
  );
}
