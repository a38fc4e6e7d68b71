// report.ts (imports) — what one source's last import says, as kept in source_imports and shown in the console.
import type { Problem } from '../sources/problems.ts';

/** One source's last import. */
export interface SourceReport {
  at: number;
  /** How long reading (and, for a guide, storing) it took. */
  ms: number;
  ok: boolean;
  error?: string;
  /** Channels it gave (a guide: channels it matched). */
  channels: number;
  programmes: number;
  /** The first problems, with the line each was found on (0: the source as a whole). */
  problems: Problem[];
  problemsTotal: number;
  /** Its bytes were what the last import read: its programmes were not written again. */
  unchanged?: boolean;
}

/** Problems kept per source in its report: the console shows these, the rest are counted. */
export const REPORTED_PROBLEMS = 50;
