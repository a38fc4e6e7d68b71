export { RecordingCard, type RecordingCardProps, type RecordingStatus } from './RecordingCard';
