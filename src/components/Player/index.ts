export { PlayerControls, type PlayerControlsProps } from './PlayerControls';
export { makePlayerVideo, PlayerStage } from './PlayerStage';
export { PlayerView, type PlayerViewHandle, type PlayerViewProps } from './PlayerView';
export { captionSizeLabels, TrackControls, type TrackControlsProps } from './TrackControls';
export type { CaptionSize, LiveTimeline, MediaTrack, PlayerCast, PlayerErrorKind, PlayerPosition, PlayerState, PlayerTracks, QualityLevel, TimelineGap, TimelineMark, TrackChoice } from './types';
