// types.ts (RuleDialog) — a rule as the dialog edits it, and the preview of what it would book and skip.
import type { RuleAiringView } from '../RuleList/types';

export type RuleKind = 'series' | 'keyword' | 'slot';

export interface RuleDraft {
  kind: RuleKind;
  /** series: the programme's title (shown, not edited); slot: the rule's name. */
  title: string;
  /** keyword kind: words or an expression. */
  keyword: string;
  regex: boolean;
  /** One channel (the programme's) or any channel. */
  scope: 'channel' | 'any';
  newOnly: boolean;
  /** Minutes, one of PADDING_MINUTES. */
  paddingBefore: number;
  paddingAfter: number;
  keep: 'all' | 'count' | 'days';
  /** 1–100 for count, 1–365 for days. */
  keepValue: number;
  /** slot kind: 0 Sunday … 6 Saturday. */
  weekdays: number[];
  /** slot: "HH:MM" or ''. */
  startFrom: string;
  startTo: string;
  /** Also remind this many minutes before each airing it books (one of REMIND_MINUTES); null: no reminder. */
  remindMinutes: number | null;
}

/** The reminder lead times offered (the provider takes 0–15). */
export const REMIND_MINUTES = [0, 5, 10, 15] as const;

/** The paddings offered (the provider takes any number of seconds up to 30 minutes). */
export const PADDING_MINUTES = [0, 1, 2, 5, 10, 15, 30] as const;

/** The limits the provider enforces on the keep value. */
export const KEEP_LIMITS = { count: 100, days: 365 } as const;

export interface RulePreview {
  state: 'idle' | 'loading' | 'ready' | 'error';
  airings: readonly RuleAiringView[];
  error?: string;
}
