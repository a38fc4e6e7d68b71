// gridLayout.ts — the channel grid's geometry in numbers: how many columns the CSS grid makes, and a first guess at a row's height.

/** A card is never narrower than this (unless the list itself is): the grid's `minmax(min(100%, 220px), 1fr)`. */
export const CARD_MIN_WIDTH = 220;

/** Lists up to this long render every card (cheap, and the same DOM as always); longer ones render the rows near the viewport. */
export const WINDOW_THRESHOLD = 60;

/**
 * Columns of `repeat(auto-fill, minmax(min(100%, min), 1fr))` in a box `width` wide with `gap` between columns:
 * as many minimum-width tracks as fit with their gaps, and at least one.
 */
export function columnCount(width: number, gap: number, min = CARD_MIN_WIDTH): number {
  if (!(width > 0)) return 1;
  const track = Math.min(width, min);
  return Math.max(1, Math.floor((width + gap) / (track + gap)));
}

/** Each column's width once the gaps are taken out. */
export function columnWidth(width: number, gap: number, columns: number): number {
  return Math.max(0, (width - gap * (columns - 1)) / columns);
}

/** A card's banner is 16:7 of its width; the name, now/next and footer below it add about this much. */
const CARD_BODY_HEIGHT = 150;

/** A row's height before it is measured: close enough that the scrollbar barely moves when the real one arrives. */
export function estimateRowHeight(cardWidth: number): number {
  return Math.round((cardWidth * 7) / 16 + CARD_BODY_HEIGHT);
}

/** The cards (indexes into the list) of rows `firstRow`…`lastRow`, inclusive, `columns` to a row. */
export function cardsOfRows(firstRow: number, lastRow: number, columns: number, count: number): { start: number; end: number } {
  const start = Math.min(count, Math.max(0, firstRow) * columns);
  const end = Math.min(count, (Math.max(firstRow, lastRow) + 1) * columns);
  return { start, end };
}
