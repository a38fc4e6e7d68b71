// types.ts (LineupTable) — the lineup as the operator's table takes it: one row per channel, the filters, the bulk actions.

export interface LineupGuideMapping {
  /** The guide's channel id (an XMLTV channel id). */
  channel: string;
  /** How the mapping was made: the source's tvg-id, a name match, by hand, or guessed. */
  by: 'tvg-id' | 'name' | 'manual' | 'auto';
}

export interface LineupRow {
  id: number;
  number: number;
  title: string;
  /** The source's own name for it (shown under the title when it was renamed). */
  originalTitle: string;
  group: string;
  source: string;
  logo: string | null;
  premium: boolean;
  hidden: boolean;
  /** The source still lists it and a stream answered. */
  available: boolean;
  guide: LineupGuideMapping | null;
  /** An operator changed something the source gave (name, number, group, logo). */
  edited: boolean;
}

export interface LineupFilters {
  /** A name, a number or a guide id. */
  query: string;
  /** '' for every group. */
  group: string;
  /** '' for every source. */
  source: string;
  unmapped: boolean;
  unavailable: boolean;
  hidden: boolean;
}

export type LineupBulkAction = 'rename' | 'renumber' | 'group' | 'logo' | 'premium' | 'unpremium' | 'hide' | 'show';

/** No filter at all: what "Clear filters" sets. */
export const NO_LINEUP_FILTERS: LineupFilters = { query: '', group: '', source: '', unmapped: false, unavailable: false, hidden: false };
