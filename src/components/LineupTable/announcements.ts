// announcements.ts (LineupTable) — what screen readers hear while a channel is dragged to a new place, and the modifier that keeps a drag on the column.
import type { Announcements, Modifier, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Named for each handle (its aria-describedby), so it says how the keyboard drag works, once. */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move the channel, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter to drop it. Escape cancels the move.',
};

/**
 * The sentences name the channel and its place in the rows shown, counted from 1 (dnd-kit's defaults name ids).
 * `placeOf` looks a row up in the whole list, not only the rows rendered. `lastOver` remembers the place last
 * announced: dnd-kit reports "over" at the pick-up and on every measure, which would repeat it.
 */
export function lineupAnnouncements(
  total: number,
  titleOf: (id: UniqueIdentifier) => string,
  placeOf: (id: UniqueIdentifier) => number,
  lastOver: { current: UniqueIdentifier | null },
): Announcements {
  const place = (id: UniqueIdentifier) => `${placeOf(id) + 1} of ${total}`;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${titleOf(active.id)}, place ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over ? `${titleOf(active.id)} is now at place ${place(over.id)}.` : `${titleOf(active.id)} is outside the table: dropping it here changes nothing.`;
    },
    onDragEnd: ({ active, over }) => {
      lastOver.current = null;
      if (!over || over.id === active.id) return `Dropped ${titleOf(active.id)}: it stays at place ${place(active.id)}.`;
      return `Moved ${titleOf(active.id)} to place ${place(over.id)}.`;
    },
    onDragCancel: ({ active }) => {
      lastOver.current = null;
      return `Move cancelled: ${titleOf(active.id)} stays at place ${place(active.id)}.`;
    },
  };
}

/** The table is one column of rows: a drag only moves up and down. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
