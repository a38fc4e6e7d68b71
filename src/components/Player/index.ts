export { PlayerControls, type PlayerControlsProps } from './PlayerControls';
export { PlayerPicture, type PlayerPictureProps } from './PlayerPicture';
export { PlayerView, type PlayerViewHandle, type PlayerViewProps } from './PlayerView';
export type { PlayerErrorKind, PlayerPosition, PlayerState, QualityLevel } from './types';
