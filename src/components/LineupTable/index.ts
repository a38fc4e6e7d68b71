// index.ts (LineupTable) — the lineup table, its toolbar, and the row, filter and bulk action types.
export { LineupTable, type LineupTableProps } from './LineupTable';
export { LineupToolbar, type LineupToolbarProps } from './LineupToolbar';
export { NO_LINEUP_FILTERS, type LineupBulkAction, type LineupFilters, type LineupGuideMapping, type LineupRow } from './types';
