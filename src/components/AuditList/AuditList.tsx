// AuditList.tsx — the console's audit: every change, newest first, who made it and when, undone or undoable; older pages on demand.
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './AuditList.css';

export interface AuditEntry {
  id: number;
  /** Preformatted: "Today 14:02". */
  when: string;
  /** The operator's address; null: the server itself (npm run admin). */
  actor: string | null;
  /** "Renamed 100 channels". */
  summary: string;
  /** What exactly, in a line or two. */
  detail?: string;
  /** Preformatted: "Undone Today 14:05"; null while it stands. */
  undone: string | null;
  canUndo: boolean;
}

export interface AuditListProps {
  /** Newest first. */
  entries: readonly AuditEntry[];
  onUndo: (id: number) => void;
  /** The entry whose undo is in flight: its button shows it and ignores presses. */
  undoingId?: number | null;
  /** There are older entries than those shown: offers "Show older". */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The older entries are being fetched. */
  loadingMore?: boolean;
  /** The empty state's heading level in the page outline. */
  headingLevel?: 2 | 3;
}

const SERVER = 'the server (npm run admin)';

export function AuditList({ entries, onUndo, undoingId = null, hasMore = false, onLoadMore, loadingMore = false, headingLevel = 2 }: AuditListProps) {
  if (entries.length === 0) {
    return <EmptyState headingLevel={headingLevel} icon="clock" title="No changes yet" description="Every change made in the console or with npm run admin is listed here, and most can be undone." />;
  }
  return (
    <Stack space="md" align="left">
      <ul className={styles.list} aria-label="Changes, newest first">
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item({ undone: entry.undone !== null })}>
            <Stack space="xxs" className={styles.main}>
              <Text as="p" weight="strong" className={styles.summary}>
                {entry.summary}
              </Text>
              <Text as="p" size="small" tone="secondary">
                {entry.when} · by {entry.actor ?? SERVER}
              </Text>
              {entry.detail && (
                <Text as="p" size="small" className={styles.detail}>
                  {entry.detail}
                </Text>
              )}
            </Stack>
            <div className={styles.side}>
              {entry.undone !== null ? (
                <Badge size="small" icon="check">
                  {entry.undone}
                </Badge>
              ) : (
                entry.canUndo && (
                  <Button variant="secondary" size="small" isLoading={undoingId === entry.id} onClick={() => onUndo(entry.id)}>
                    Undo<VisuallyHidden> {entry.summary}</VisuallyHidden>
                  </Button>
                )
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore && (
        <Button variant="secondary" isLoading={loadingMore} onClick={onLoadMore}>
          Show older
        </Button>
      )}
    </Stack>
  );
}
