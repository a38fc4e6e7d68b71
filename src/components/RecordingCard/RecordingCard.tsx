// RecordingCard.tsx — one recording: what, when, its state (scheduled, recording with progress, recorded, failed) and remove.
import { Badge, type BadgeTone } from '../Badge';
import { Box } from '../Box';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RecordingCard.css';

/** Each status's badge; the statuses' type and list derive from it, so adding one is one edit. */
const STATUS = {
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  recording: { label: 'Recording', tone: 'live' },
  recorded: { label: 'Recorded', tone: 'success' },
  failed: { label: 'Failed', tone: 'critical' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>;

export type RecordingStatus = keyof typeof STATUS;
export const recordingStatuses = Object.keys(STATUS) as RecordingStatus[];

export interface RecordingCardProps {
  title: string;
  /** "BBC One · 101" */
  channel: string;
  /** Formatted start and span ("Sat 22 Nov, 20:15 – 21:45"). */
  when: string;
  status: RecordingStatus;
  /** 0..1 while recording. */
  progress?: number | null;
  /** Why it failed, or a caveat ("Recorded from 20:31: the start was no longer available"). */
  note?: string | null;
  /** The recording's page (plays a finished one). */
  href: string;
  onRemove: () => void;
  isRemoving?: boolean;
  /** The title's heading level, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** A recording rule booked it (its name), rather than a single record. */
  rule?: string | null;
  /** Kept from the rule's keep limit; with `onProtectChange`, a finished recording offers the toggle. */
  isProtected?: boolean;
  onProtectChange?: (isProtected: boolean) => void;
}

export function RecordingCard({ title, channel, when, status, progress, note, href, onRemove, isRemoving = false, headingLevel = 3, rule, isProtected = false, onProtectChange }: RecordingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { label, tone } = STATUS[status];
  const percent = Math.round(Math.max(0, Math.min(1, progress ?? 0)) * 100);
  return (
    <Box as="article" display="flex" alignItems="flex-start" gap="md" padding="md" borderRadius="md" background="surface" className={styles.card} aria-label={title}>
      <Stack space="xs" className={styles.main}>
        <Inline space="sm">
          <Heading className={styles.title}>
            <Link href={href} tone="neutral" className={styles.titleLink}>
              {title}
            </Link>
          </Heading>
          <Badge tone={tone} size="small">
            {label}
          </Badge>
        </Inline>
        <Text as="p" size="small" tone="secondary">
          {channel} · {when}
          {rule && ` · by the rule ${rule}`}
        </Text>
        {status === 'recording' && (
          <Inline space="sm" noWrap>
            <progress aria-label={`Recording ${title}`} max={100} value={percent} className={styles.bar} />
            <Text size="xsmall" tone="secondary" className={styles.percent}>
              {percent}%
            </Text>
          </Inline>
        )}
        {note && (
          <Text as="p" size="small" tone={status === 'failed' ? 'critical' : 'secondary'}>
            {note}
          </Text>
        )}
      </Stack>
      <div className={styles.actions}>
        {onProtectChange && status === 'recorded' && (
          // A toggle: its name stays, its pressed state says whether it is on.
          <Button variant="ghost" size="small" aria-pressed={isProtected} icon={<Icon name="lock" size={16} />} onClick={() => onProtectChange(!isProtected)}>
            {isProtected ? 'Protected' : 'Protect'}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
        )}
        <Button variant="ghost" size="small" isLoading={isRemoving} onClick={onRemove}>
          {status === 'scheduled' || status === 'recording' ? 'Cancel' : 'Remove'}
          <VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      </div>
    </Box>
  );
}
