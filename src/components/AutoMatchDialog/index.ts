// index.ts (AutoMatchDialog) — the dialog that accepts confident guide suggestions in bulk, and its item type.
export { AutoMatchDialog, type AutoMatchDialogProps, type AutoMatchItem } from './AutoMatchDialog';
