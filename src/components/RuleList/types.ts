// types.ts (RuleList) — a recording rule and its coming airings as the list and the rule dialog show them: formatted strings, no wire types.

/** One airing a rule matched in the coming week: booked as a recording, or skipped and why. */
export interface RuleAiringView {
  /** Unique in the list. */
  key: string;
  /** The programme's title (with its episode if known). */
  title: string;
  /** "101 FTV News" */
  channel: string;
  /** "Tue 1 Dec, 20:00 – 20:30" */
  when: string;
  outcome: 'booked' | 'skipped';
  /** Why it is skipped, in the server's words ('a repeat (first aired Mar 3)'). */
  reason?: string;
  /** A booked airing: its recording's page. */
  href?: string;
}

export interface RuleView {
  id: number;
  /** The rule's name, e.g. "Evening News" or "“cooking”". */
  title: string;
  /** "Series · any channel · new episodes only · keep the last 5 · 2 min before, 5 after" */
  summary: string;
  paused: boolean;
  /** Booked and skipped, in time order. */
  airings: readonly RuleAiringView[];
}
