// types.ts (BulkEditDialog) — the four bulk edits that need input, as the dialog hands them over.
import type { RenameRule } from './rename';

export type BulkEditMode = 'rename' | 'renumber' | 'group' | 'logo';

export type BulkChange =
  | ({ kind: 'rename' } & RenameRule)
  /** The selection numbered from `from` up, in its order. */
  | { kind: 'renumber'; from: number }
  | { kind: 'group'; group: string }
  /** An http(s) URL; '' = back to each source's own logo. */
  | { kind: 'logo'; logo: string };

/** A selected channel as the preview shows it (the first few of the selection, in its order). */
export interface BulkSample {
  title: string;
  number: number;
}

/** The highest channel number. */
export const MAX_CHANNEL_NUMBER = 99_999;
