// recordingView.ts — a provider recording as the recordings pages show it: status word, channel, time span.
import type { Recording } from '../../api';
import type { RecordingStatus } from '../../components/RecordingCard';

export { channelLabel, timeSpan } from '../shared/format';

const STATUS: Record<string, RecordingStatus> = { accepted: 'scheduled', recording: 'recording', recorded: 'recorded', failed: 'failed' };

/** The recorder states of docs/api.md#recorder (Accepted, Recording, Recorded, Failed); anything unknown reads as scheduled. */
export const recordingStatus = (status: string): RecordingStatus => STATUS[status.toLowerCase()] ?? 'scheduled';

/** Recordings still changing (scheduled or in flight): the page polls while there are any. */
export const isInFlight = (recording: Recording) => {
  const status = recordingStatus(recording.status);
  return status === 'scheduled' || status === 'recording';
};
