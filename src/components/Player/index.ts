export { PlayerControls, type PlayerControlsProps } from './PlayerControls';
export { makePlayerVideo, PlayerStage } from './PlayerStage';
export { PlayerView, type PlayerViewHandle, type PlayerViewProps } from './PlayerView';
export type { LiveTimeline, PlayerErrorKind, PlayerPosition, PlayerState, QualityLevel, TimelineGap, TimelineMark } from './types';
