export { RecordingList, type RecordingListItem, type RecordingListProps } from './RecordingList';
