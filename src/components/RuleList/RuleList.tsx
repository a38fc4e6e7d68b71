// RuleList.tsx — the user's recording rules in priority order: reorder by drag, keyboard or Move buttons; pause, edit, delete; each rule's coming airings.
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog, DialogClose } from '../Dialog';
import { EmptyState } from '../EmptyState';
import { LiveMessage } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { Link } from '../Link';
import { ListStatus } from '../ListStatus';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { stackClass } from '../theme/layoutClasses';
import { movedMessage, restrictToVerticalAxis, ruleAnnouncements, screenReaderInstructions } from './announcements';
import { RuleAirings } from './RuleAirings';
import type { RuleView } from './types';
import * as styles from './RuleList.css';

export interface RuleListProps {
  /** First priority first. */
  rules: readonly RuleView[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The new priority order (every id once, first first), after a drag or a keyboard move. */
  onReorder: (ids: number[]) => void;
  onPausedChange: (id: number, paused: boolean) => void;
  onEdit?: (id: number) => void;
  /** cancelBookings: the user also asked to cancel its bookings that have not begun. */
  onDelete: (id: number, cancelBookings: boolean) => void;
  /** A rule whose change is in flight (its controls show busy). */
  busyId?: number | null;
  /** Where to find programmes to make rules from (the empty state links there). */
  guideHref: string;
  /** The rules' heading level: 2 right under the page's h1 (the default), 3 inside a titled section or tab. */
  headingLevel?: 2 | 3;
}

type Direction = 'up' | 'down';

export function RuleList({ rules, isLoading = false, error, onRetry, onReorder, onPausedChange, onEdit, onDelete, busyId = null, guideHref, headingLevel = 2 }: RuleListProps) {
  // The order shown: a move is drawn at once, before the server answers. It is kept only while the `rules`
  // prop still has the order it was made from; any new order from the parent (the server's, or another
  // rule added or deleted) replaces it.
  const propIds = rules.map((rule) => rule.id);
  const propKey = propIds.join(',');
  const [local, setLocal] = useState<{ from: string; ids: number[] } | null>(null);
  const ids = local?.from === propKey ? local.ids : propIds;
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const titleOf = (id: UniqueIdentifier) => byId.get(Number(id))?.title ?? 'The rule';

  const [deleting, setDeleting] = useState<RuleView | null>(null);
  const [cancelBookings, setCancelBookings] = useState(false);
  const [moved, setMoved] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  // A Move button's rule changes place in the DOM, which drops focus on <body>: after the render, focus goes
  // back to the same button (or its twin, when the rule reached an end and the button is now disabled).
  const refocus = useRef<{ id: number; direction: Direction } | null>(null);
  // The place last announced during a drag: read and written only by dnd-kit's announcement callbacks,
  // never by rendering, so a plain box that lives as long as the list (not a ref passed through render).
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));

  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || !listRef.current) return;
    refocus.current = null;
    const find = (direction: Direction) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${direction}"]`);
    const button = find(target.direction);
    (button && !button.disabled ? button : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle (or a tap that wobbles) is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const commit = (next: number[]) => {
    setLocal({ from: propKey, ids: next });
    onReorder(next);
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    commit(arrayMove(ids, from, to));
  };

  const move = (id: number, direction: Direction) => {
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    refocus.current = { id, direction };
    // dnd-kit announces a drag's drop itself; a button move is announced here, in the same words.
    setMoved(movedMessage(titleOf(id), to + 1, ids.length));
    commit(arrayMove(ids, from, to));
  };

  const askDelete = (rule: RuleView) => {
    setCancelBookings(false);
    setDeleting(rule);
  };

  return (
    <>
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        isEmpty={rules.length === 0}
        loadingLabel="Loading recording rules"
        loadingClassName={stackClass('sm')}
        skeletonCount={3}
        skeletonHeight="9rem"
        empty={
          <EmptyState
            headingLevel={headingLevel}
            icon="record"
            title="No recording rules yet"
            description="A rule records a whole series, everything with a word in it, or a time slot, week after week. Open a programme in the TV guide and choose “Record series” or “Record all with…” to make one."
            action={<Link href={guideHref}>Open the TV guide</Link>}
          />
        }
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={handleDragEnd}
          accessibility={{ announcements: ruleAnnouncements(ids, titleOf, lastOver), screenReaderInstructions }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol ref={listRef} className={styles.list} aria-label="Recording rules, first priority first">
              {ordered.map((rule, index) => (
                <SortableRule
                  key={rule.id}
                  rule={rule}
                  position={index + 1}
                  total={ordered.length}
                  headingLevel={headingLevel}
                  isBusy={busyId === rule.id}
                  onMove={(direction) => move(rule.id, direction)}
                  onPausedChange={() => onPausedChange(rule.id, !rule.paused)}
                  onEdit={onEdit && (() => onEdit(rule.id))}
                  onDelete={() => askDelete(rule)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </ListStatus>
      <LiveMessage>{moved}</LiveMessage>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        size="small"
        title={deleting ? `Delete the rule “${deleting.title}”?` : 'Delete the rule?'}
        description="It stops booking recordings. What it has already booked and recorded stays, unless you cancel it here."
        actions={
          <>
            <DialogClose>
              <Button variant="ghost">Keep it</Button>
            </DialogClose>
            {/* A close too, so deleting dismisses the dialog the way keeping does (and focus goes back the same way). */}
            <DialogClose>
              <Button variant="critical" onClick={() => deleting && onDelete(deleting.id, cancelBookings)}>
                Delete rule
              </Button>
            </DialogClose>
          </>
        }
      >
        {/* ConfirmDialog takes no content besides its words, so this is the same dialog built with the checkbox in it. */}
        <Checkbox
          label="Also cancel its recordings that have not started"
          hint={deleting ? bookedHint(deleting) : undefined}
          checked={cancelBookings}
          onChange={(event) => setCancelBookings(event.target.checked)}
        />
      </Dialog>
    </>
  );
}

const bookedCount = (rule: RuleView) => rule.airings.filter((airing) => airing.outcome === 'booked').length;

function bookedHint(rule: RuleView) {
  const booked = bookedCount(rule);
  if (booked === 0) return 'It has nothing booked in the coming week.';
  return `It has ${booked} booked in the coming week. Recordings under way and finished ones are kept.`;
}

function countsText(rule: RuleView) {
  const booked = bookedCount(rule);
  const skipped = rule.airings.length - booked;
  if (rule.airings.length === 0) return 'Nothing matches in the coming week yet';
  return `${booked} to record · ${skipped} skipped`;
}

interface SortableRuleProps {
  rule: RuleView;
  position: number;
  total: number;
  headingLevel: 2 | 3;
  isBusy: boolean;
  onMove: (direction: Direction) => void;
  onPausedChange: () => void;
  onEdit?: () => void;
  onDelete: () => void;
}

function SortableRule({ rule, position, total, headingLevel, isBusy, onMove, onPausedChange, onEdit, onDelete }: SortableRuleProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: rule.id });
  const [isOpen, setIsOpen] = useState(false);
  const airingsId = useId();
  const Heading = `h${headingLevel}` as const;
  const { title } = rule;

  return (
    <li ref={setNodeRef} className={styles.item({ dragging: isDragging })} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <article aria-label={title} aria-busy={isBusy || undefined} className={styles.card({ paused: rule.paused, dragging: isDragging })}>
        <div className={styles.reorder}>
          <span className={styles.priority} aria-hidden="true">
            {position}
          </span>
          <IconButton icon="chevronUp" size="small" label={`Move ${title} up`} disabled={position === 1} data-move={`${rule.id}-up`} onClick={() => onMove('up')} />
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${title} (priority ${position})`}
            title="Drag to change the priority"
            className={styles.handle}
          >
            <Icon name="menu" size={18} />
          </button>
          <IconButton icon="chevronDown" size="small" label={`Move ${title} down`} disabled={position === total} data-move={`${rule.id}-down`} onClick={() => onMove('down')} />
        </div>
        <Stack space="xs" className={styles.main}>
          <Inline space="sm">
            <Heading className={styles.title}>{title}</Heading>
            {rule.paused && (
              <Badge size="small" tone="warning" icon="pause">
                Paused
              </Badge>
            )}
          </Inline>
          <Text as="p" size="small" tone="secondary">
            {rule.summary}
          </Text>
          <Text as="p" size="small">
            {countsText(rule)}
          </Text>
          <Inline space="xs" className={styles.actions}>
            {rule.airings.length > 0 && (
              <Button
                variant="ghost"
                size="small"
                aria-expanded={isOpen}
                aria-controls={isOpen ? airingsId : undefined}
                icon={<Icon name="chevronDown" size={16} className={styles.chevron({ open: isOpen })} />}
                onClick={() => setIsOpen((was) => !was)}
              >
                {isOpen ? 'Hide airings' : 'Show airings'}
                <VisuallyHidden> for {title}</VisuallyHidden>
              </Button>
            )}
            <Button variant="secondary" size="small" isLoading={isBusy} icon={<Icon name={rule.paused ? 'play' : 'pause'} size={16} />} onClick={onPausedChange}>
              {rule.paused ? 'Resume' : 'Pause'}
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
            {onEdit && (
              <Button variant="secondary" size="small" onClick={onEdit}>
                Edit
                <VisuallyHidden> {title}</VisuallyHidden>
              </Button>
            )}
            <Button variant="ghost" size="small" isLoading={isBusy} onClick={onDelete}>
              Delete
              <VisuallyHidden> {title}</VisuallyHidden>
            </Button>
          </Inline>
          {isOpen && (
            <div id={airingsId} className={styles.airings}>
              <RuleAirings airings={rule.airings} headingLevel={headingLevel === 2 ? 3 : 4} />
            </div>
          )}
        </Stack>
      </article>
    </li>
  );
}
