// SourceList.tsx — the operator's lineup sources in priority order: each one's address, limit and last import (its problems on demand); add, refresh, edit, delete, switch off and move.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { LiveMessage } from '../Field';
import { DEFAULT_LOCALE } from '../format';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Inline } from '../Inline';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ImportProblem, ImportSummary, SourceItem, SourceKind } from './types';
import * as styles from './SourceList.css';

export interface SourceListProps {
  /** First priority first (the environment's first, as the server lists them). */
  sources: readonly SourceItem[];
  onAdd: () => void;
  onEdit: (id: number) => void;
  /** Called once the operator confirmed. */
  onDelete: (id: number) => void;
  onToggle: (id: number, enabled: boolean) => void;
  /** One place up or down; the parent hands back the new order. */
  onMove: (id: number, direction: 'up' | 'down') => void;
  /** Import every source again now. */
  onRefresh: () => void;
  /** A refresh is under way: its button says so and ignores presses. */
  refreshing?: boolean;
  /** The sources' heading level: 2 right under the page's h1 (the default), 3 inside a titled section. */
  headingLevel?: 2 | 3;
}

type Direction = 'up' | 'down';

export const KIND_LABELS: Record<SourceKind, string> = { playlist: 'Playlist', guide: 'Guide', xtream: 'Xtream Codes' };
const KIND_ICONS: Record<SourceKind, IconName> = { playlist: 'tv', guide: 'guide', xtream: 'user' };

const numberFormat = new Intl.NumberFormat(DEFAULT_LOCALE);
const count = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/** "Moved News to priority 3 of 4." — said once the parent has drawn the new order. */
const movedMessage = (name: string, position: number, total: number) => `Moved ${name} to priority ${position} of ${total}.`;

const keyOf = (source: SourceItem, index: number) => (source.id === null ? `env-${index}` : `source-${source.id}`);
const isMovable = (source: SourceItem): source is SourceItem & { id: number } => !source.readOnly && source.id !== null;

export function SourceList({ sources, onAdd, onEdit, onDelete, onToggle, onMove, onRefresh, refreshing = false, headingLevel = 2 }: SourceListProps) {
  const order = sources.map(keyOf).join(',');
  const listRef = useRef<HTMLOListElement>(null);
  const [deleting, setDeleting] = useState<(SourceItem & { id: number }) | null>(null);

  // A move is announced when the parent has drawn it (a refused move says nothing of a place it never took).
  const [pendingMove, setPendingMove] = useState<{ id: number; from: string } | null>(null);
  const [moved, setMoved] = useState('');
  if (pendingMove && pendingMove.from !== order) {
    setPendingMove(null);
    const index = sources.findIndex((source) => source.id === pendingMove.id);
    const source = sources[index];
    if (source) setMoved(movedMessage(source.name, index + 1, sources.length));
  }

  // The moved source's card changes place in the DOM, which drops focus on <body>: once the new order is drawn,
  // focus goes back to the same button (or its twin, when the source reached an end and the button is disabled).
  const refocus = useRef<{ id: number; direction: Direction; from: string } | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target || target.from === order || !listRef.current) return;
    refocus.current = null;
    const find = (direction: Direction) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${direction}"]`);
    const button = find(target.direction);
    (button && !button.disabled ? button : find(target.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const move = (id: number, direction: Direction) => {
    refocus.current = { id, direction, from: order };
    setPendingMove({ id, from: order });
    onMove(id, direction);
  };

  const movable = sources.map(isMovable);

  return (
    <Stack space="md">
      <Inline space="sm">
        <Button variant="primary" onClick={onAdd}>
          Add source
        </Button>
        <Button
          variant="secondary"
          icon={refreshing ? <Spinner size="small" label="" /> : <Icon name="refresh" size={16} />}
          aria-disabled={refreshing || undefined}
          className={styles.refresh}
          onClick={refreshing ? undefined : onRefresh}
        >
          {refreshing ? 'Refreshing…' : 'Refresh now'}
        </Button>
      </Inline>
      <LiveMessage>{refreshing ? 'Refreshing the sources…' : ''}</LiveMessage>

      {sources.length === 0 ? (
        <EmptyState
          headingLevel={headingLevel}
          icon="tv"
          title="No sources yet"
          description="Until there is one, FTV lists its demo channels. Add a playlist (M3U), a guide (XMLTV) or an Xtream Codes account, and FTV imports its channels and programmes."
        />
      ) : (
        <ol ref={listRef} className={styles.list} aria-label="Sources, first priority first">
          {sources.map((source, index) => (
            <li key={keyOf(source, index)}>
              <SourceCard
                source={source}
                position={index + 1}
                headingLevel={headingLevel}
                canMoveUp={isMovable(source) && movable.slice(0, index).some(Boolean)}
                canMoveDown={isMovable(source) && movable.slice(index + 1).some(Boolean)}
                onMove={(direction) => source.id !== null && move(source.id, direction)}
                onEdit={() => source.id !== null && onEdit(source.id)}
                onDelete={() => isMovable(source) && setDeleting(source)}
                onToggle={(enabled) => source.id !== null && onToggle(source.id, enabled)}
              />
            </li>
          ))}
        </ol>
      )}
      <LiveMessage>{moved}</LiveMessage>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete the source “${deleting.name}”?` : 'Delete the source?'}
        description="FTV stops importing it, and its channels and programmes leave the lineup. The audit can undo this."
        confirmLabel="Delete source"
        cancelLabel="Keep it"
        onConfirm={() => deleting && onDelete(deleting.id)}
      />
    </Stack>
  );
}

interface SourceCardProps {
  source: SourceItem;
  position: number;
  headingLevel: 2 | 3;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: (enabled: boolean) => void;
}

function SourceCard({ source, position, headingLevel, canMoveUp, canMoveDown, onMove, onEdit, onDelete, onToggle }: SourceCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { name, readOnly, lastImport } = source;
  const isOff = !source.enabled;

  return (
    <article aria-label={name} className={styles.card({ off: isOff })}>
      <div className={styles.reorder}>
        <span className={styles.priority} aria-hidden="true">
          {position}
        </span>
        {!readOnly && (
          <>
            <IconButton icon="chevronUp" size="small" label={`Move ${name} up`} disabled={!canMoveUp} data-move={`${source.id}-up`} onClick={() => onMove('up')} />
            <IconButton icon="chevronDown" size="small" label={`Move ${name} down`} disabled={!canMoveDown} data-move={`${source.id}-down`} onClick={() => onMove('down')} />
          </>
        )}
      </div>
      <Stack space="xs" className={styles.main}>
        <Inline space="sm">
          <Heading className={styles.title}>{name}</Heading>
          <Badge size="small" icon={KIND_ICONS[source.kind]}>
            {KIND_LABELS[source.kind]}
          </Badge>
          {readOnly && (
            <Badge size="small" tone="accent" icon="lock">
              From the environment
            </Badge>
          )}
          {isOff && (
            <Badge size="small" tone="warning" icon="pause">
              Not in use
            </Badge>
          )}
        </Inline>
        <Text as="p" size="small" className={styles.address}>
          {source.address}
        </Text>
        {source.maxStreams !== null && (
          <Text as="p" size="small" tone="secondary">
            Up to {count(source.maxStreams, 'stream', 'streams')} at once
          </Text>
        )}
        <LastImport summary={lastImport} name={name} />
        {readOnly ? (
          <Text as="p" size="small" tone="secondary">
            {source.envName ? `Set with ${source.envName} on the server: change it there.` : 'Set on the server: change it there.'}
          </Text>
        ) : (
          <Inline space="sm" className={styles.actions}>
            <Checkbox
              className={styles.toggle}
              label={
                <>
                  Use<VisuallyHidden> {name}</VisuallyHidden>
                </>
              }
              checked={source.enabled}
              onChange={(event) => onToggle(event.target.checked)}
            />
            <Button variant="secondary" size="small" onClick={onEdit}>
              Edit<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <Button variant="ghost" size="small" onClick={onDelete}>
              Delete<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          </Inline>
        )}
      </Stack>
    </article>
  );
}

function importLine(summary: ImportSummary) {
  const parts = [count(summary.channels, 'channel', 'channels'), count(summary.programmes, 'programme', 'programmes')];
  if (summary.problemsTotal > 0) parts.push(count(summary.problemsTotal, 'problem', 'problems'));
  return `Imported ${summary.when} in ${summary.took}: ${parts.join(', ')}`;
}

function LastImport({ summary, name }: { summary: ImportSummary | null; name: string }) {
  if (!summary) {
    return (
      <Text as="p" size="small" tone="secondary">
        Never imported
      </Text>
    );
  }
  return (
    <Stack space="xs">
      {summary.ok ? (
        <Text as="p" size="small">
          {importLine(summary)}
        </Text>
      ) : (
        <Alert tone="critical" title={`Import failed ${summary.when}`}>
          {summary.error || 'The source could not be read.'}
        </Alert>
      )}
      {summary.problemsTotal > 0 && <Problems summary={summary} name={name} />}
    </Stack>
  );
}

function whereOf(problem: ImportProblem) {
  const line = problem.line === null ? '' : `line ${numberFormat.format(problem.line)}`;
  return [problem.file, line].filter(Boolean).join(', ');
}

function Problems({ summary, name }: { summary: ImportSummary; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const more = summary.problemsTotal - summary.problems.length;
  const label = count(summary.problemsTotal, 'problem', 'problems');
  return (
    <div>
      <Button
        variant="ghost"
        size="small"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        icon={<Icon name="chevronDown" size={16} className={styles.chevron({ open: isOpen })} />}
        onClick={() => setIsOpen((was) => !was)}
      >
        {isOpen ? `Hide ${label}` : `Show ${label}`}
        <VisuallyHidden> in {name}</VisuallyHidden>
      </Button>
      {isOpen && (
        <div id={listId} className={styles.problems}>
          <ul className={styles.problemList}>
            {summary.problems.map((problem, index) => {
              const where = whereOf(problem);
              return (
                <li key={index} className={styles.problem}>
                  {where && <span className={styles.where}>{where}: </span>}
                  {problem.message}
                </li>
              );
            })}
          </ul>
          {more > 0 && (
            <Text as="p" size="small" tone="secondary">
              and {numberFormat.format(more)} more
            </Text>
          )}
        </div>
      )}
    </div>
  );
}
