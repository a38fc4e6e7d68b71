// index.ts (GuideMappingDialog) — the dialog that maps one channel to a guide channel, its candidate and preview types, and the score both guide mapping dialogs show.
export { GuideMappingDialog, type GuideCandidate, type GuideMappingDialogProps, type GuidePreview } from './GuideMappingDialog';
export { GuideScore, joinReasons, scorePercent, type GuideScoreProps } from './GuideScore';
