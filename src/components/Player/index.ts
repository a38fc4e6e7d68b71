export { FAST_START_CONFIG, Player, type PlayerErrorKind, type PlayerHandle, type PlayerProps, type PlayerState, type QualityLevel } from './Player';
