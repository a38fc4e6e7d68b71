// index.ts (RuleDialog) — the rule dialog, its draft and preview types, and the checks it makes before saving.
export { RuleDialog, type RuleDialogProps } from './RuleDialog';
export { KEEP_LIMITS, PADDING_MINUTES, REMIND_MINUTES, type RuleDraft, type RuleKind, type RulePreview } from './types';
export { validateDraft, type DraftErrors } from './validateDraft';
