// index.ts (RuleList) — the rule list, the airings lists it shares with the rule dialog, and their view types.
export { RuleList, type RuleListProps } from './RuleList';
export { RuleAirings, type RuleAiringsProps } from './RuleAirings';
export type { RuleAiringView, RuleView } from './types';
