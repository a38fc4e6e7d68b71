// types.ts (SourceList) — a lineup source as the console lists it, and what its last import came to.

export type SourceKind = 'playlist' | 'guide' | 'xtream';

/** One problem an import met: where (a line of a file, when known) and what. */
export interface ImportProblem {
  line: number | null;
  file?: string;
  message: string;
}

export interface ImportSummary {
  /** Preformatted: "Today 14:02". */
  when: string;
  /** Preformatted: "1.2 s". */
  took: string;
  ok: boolean;
  /** Why it failed (when `ok` is false). */
  error?: string;
  channels: number;
  programmes: number;
  /** The first few problems; `problemsTotal` counts them all. */
  problems: readonly ImportProblem[];
  problemsTotal: number;
}

export interface SourceItem {
  /** null: named by the environment (FTV_LINEUP, FTV_GUIDE), not the console. */
  id: number | null;
  kind: SourceKind;
  name: string;
  /** The playlist's or guide's URL; an Xtream Codes account as "user@host" (never its password). */
  address: string;
  enabled: boolean;
  /** From the environment: shown, never edited, deleted, moved or switched off here. */
  readOnly: boolean;
  /** The variable that names it ('FTV_LINEUP'), for a read-only source. */
  envName?: string;
  /** At most this many of its streams at once; null: no limit of the console's. */
  maxStreams: number | null;
  lastImport: ImportSummary | null;
}
