// index.ts (SourceList) — the console's list of lineup sources and its view types.
export { KIND_LABELS, SourceList, type SourceListProps } from './SourceList';
export type { ImportProblem, ImportSummary, SourceItem, SourceKind } from './types';
