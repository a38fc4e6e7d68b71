// index.ts (BulkEditDialog) — the bulk edit dialog, its change type, and the rename rules the server and the container share.
export { BulkEditDialog, type BulkEditDialogProps } from './BulkEditDialog';
export { MAX_CHANNEL_NUMBER, type BulkChange, type BulkEditMode, type BulkSample } from './types';
export { RENAME_EMPTY_NAME, RENAME_INVALID_REGEX, applyRename, isEmptyRename, renamePatternError, type RenameRule } from './rename';
