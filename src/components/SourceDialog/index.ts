// index.ts (SourceDialog) — the add/edit source dialog, its draft type and the checks it makes before sending.
export { SourceDialog, type SourceDialogProps } from './SourceDialog';
export { MAX_STREAMS_LIMIT, cleanSource, emptySourceDraft, validateSource, type SourceDraft, type SourceDraftErrors } from './validateSource';
