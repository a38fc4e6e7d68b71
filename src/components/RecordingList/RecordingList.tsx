// RecordingList.tsx — the user's recordings with the storage meter; removing asks for confirmation first.
import { useState } from 'react';
import { Alert } from '../Alert';
import { Box } from '../Box';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
import { RecordingCard, type RecordingCardProps } from '../RecordingCard';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { StorageMeter } from '../StorageMeter';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './RecordingList.css';

export interface RecordingListItem extends Omit<RecordingCardProps, 'onRemove' | 'isRemoving'> {
  id: number;
}

export interface RecordingListProps {
  recordings: readonly RecordingListItem[];
  storage: { used: number; total: number } | null;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onRemove: (id: number) => void;
  removingId?: number | null;
  /** Protecting a finished recording from its rule's keep limit; absent: no toggle. */
  onProtectChange?: (id: number, isProtected: boolean) => void;
  /** Where to find something to record (the guide). */
  guideHref: string;
  /** The cards' heading level: 2 right under the page's h1 (the default), 3 inside a titled section. */
  cardHeadingLevel?: 2 | 3;
}

export function RecordingList({ recordings, storage, isLoading = false, error, onRetry, onRemove, removingId = null, onProtectChange, guideHref, cardHeadingLevel = 2 }: RecordingListProps) {
  const [confirming, setConfirming] = useState<RecordingListItem | null>(null);
  const isInFlight = confirming?.status === 'scheduled' || confirming?.status === 'recording';

  return (
    <Stack space="lg">
      {storage && <StorageMeter used={storage.used} total={storage.total} />}
      {isLoading && recordings.length === 0 && (
        <Box display="flex" flexDirection="column" gap="sm" aria-busy="true">
          <VisuallyHidden>Loading recordings</VisuallyHidden>
          <Skeleton variant="rect" height="5.5rem" />
          <Skeleton variant="rect" height="5.5rem" />
          <Skeleton variant="rect" height="5.5rem" />
        </Box>
      )}
      {error && (
        <Alert tone="critical" action={onRetry && <Button size="small" onClick={onRetry}>Try again</Button>}>
          {error}
        </Alert>
      )}
      {!isLoading && !error && recordings.length === 0 && (
        <EmptyState
          headingLevel={cardHeadingLevel}
          icon="record"
          title="No recordings yet"
          description="Open a programme in the TV guide and choose Record: it is saved here, ready to watch whenever you like."
          action={<Link href={guideHref}>Open the TV guide</Link>}
        />
      )}
      {recordings.length > 0 && (
        <Stack as="ul" space="sm" className={styles.list}>
          {recordings.map((recording) => (
            <li key={recording.id}>
              <RecordingCard
                {...recording}
                headingLevel={cardHeadingLevel}
                onRemove={() => setConfirming(recording)}
                isRemoving={removingId === recording.id}
                onProtectChange={onProtectChange && ((isProtected) => onProtectChange(recording.id, isProtected))}
              />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `${isInFlight ? 'Cancel' : 'Remove'} “${confirming.title}”?` : 'Remove recording?'}
        description={isInFlight ? 'The recording stops and what was recorded so far is deleted.' : 'It goes to the trash: you can restore it there for 7 days.'}
        cancelLabel="Keep it"
        confirmLabel={isInFlight ? 'Cancel recording' : 'Remove recording'}
        onConfirm={() => confirming && onRemove(confirming.id)}
      />
    </Stack>
  );
}
