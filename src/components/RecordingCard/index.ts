export { RecordingCard, recordingStatuses, type RecordingCardProps, type RecordingStatus } from './RecordingCard';
