// TrashList.tsx — deleted recordings, restorable until they go for good (7 days, earlier when their space is needed).
import { Box } from '../Box';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TrashList.css';

export interface TrashItem {
  id: number;
  title: string;
  /** "FTV News · 101" */
  channel: string;
  /** "Sun 22 Nov, 20:00 – 20:30" */
  when: string;
  /** "Deleted 27 Nov · goes for good on 4 Dec" */
  note: string;
}

export interface TrashListProps {
  items: readonly TrashItem[];
  onRestore: (id: number) => void;
  restoringId?: number | null;
  /** The items' heading level in the page outline. */
  headingLevel?: 2 | 3;
}

export function TrashList({ items, onRestore, restoringId = null, headingLevel = 2 }: TrashListProps) {
  const Heading = `h${headingLevel}` as const;
  if (items.length === 0) {
    return <EmptyState headingLevel={headingLevel} icon="record" title="The trash is empty" description="Recordings you delete wait here for 7 days, in case you change your mind." />;
  }
  return (
    <Stack space="sm">
      <Text as="p" size="small" tone="secondary">
        Deleted recordings stay here for 7 days (less when their space is needed for a new recording), then go for good.
      </Text>
      <Stack as="ul" space="sm" className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <Box as="article" display="flex" alignItems="center" gap="md" padding="md" borderRadius="md" background="surface" className={styles.item} aria-label={item.title}>
              <Stack space="xs" className={styles.main}>
                <Heading className={styles.title}>{item.title}</Heading>
                <Text as="p" size="small" tone="secondary">
                  {item.channel} · {item.when}
                </Text>
                <Text as="p" size="small" tone="secondary">
                  {item.note}
                </Text>
              </Stack>
              <Button variant="secondary" size="small" isLoading={restoringId === item.id} onClick={() => onRestore(item.id)}>
                Restore
                <VisuallyHidden> {item.title}</VisuallyHidden>
              </Button>
            </Box>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
