export { FAST_START_CONFIG } from './fastStart';
export { Player, type PlayerErrorKind, type PlayerHandle, type PlayerProps, type PlayerState, type QualityLevel } from './Player';
