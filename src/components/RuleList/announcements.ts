// announcements.ts (RuleList) — what screen readers hear while a rule is dragged, and the modifier that keeps a drag on the list's axis.
import type { Announcements, Modifier, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** Named for the handle (its aria-describedby), so it says how the keyboard drag works, once. */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To change the priority, press Space or Enter to pick the rule up, the up and down arrow keys to move it, and Space or Enter to drop it. Escape cancels the move.',
};

/** "Moved News to priority 2 of 4." — the sentence both a drop and a Move button end with. */
export const movedMessage = (title: string, position: number, total: number) => `Moved ${title} to priority ${position} of ${total}.`;

/**
 * dnd-kit's default sentences name ids ("Draggable item 3 was moved over droppable area 5"); these name the
 * rule and its place in the priority order, counted from 1 as the list shows it. `lastOver` remembers the
 * place last announced: dnd-kit reports "over" at the pick-up too, and on every measure, which would
 * replace "Picked up…" before it is read and repeat a place already said.
 */
export function ruleAnnouncements(ids: readonly number[], titleOf: (id: UniqueIdentifier) => string, lastOver: { current: UniqueIdentifier | null }): Announcements {
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${titleOf(active.id)}, priority ${position(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return over ? `${titleOf(active.id)} is now at priority ${position(over.id)} of ${total}.` : `${titleOf(active.id)} is outside the list: dropping it here changes nothing.`;
    },
    onDragEnd: ({ active, over }) => {
      lastOver.current = null;
      if (!over || over.id === active.id) return `Dropped ${titleOf(active.id)}: it stays at priority ${position(active.id)} of ${total}.`;
      return movedMessage(titleOf(active.id), position(over.id), total);
    },
    onDragCancel: ({ active }) => {
      lastOver.current = null;
      return `Move cancelled: ${titleOf(active.id)} stays at priority ${position(active.id)} of ${total}.`;
    },
  };
}

/** The list is one column: a drag only moves up and down (what @dnd-kit/modifiers' restrictToVerticalAxis does, without the package). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
