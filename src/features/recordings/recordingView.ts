// recordingView.ts — a provider recording as the recordings pages show it: status word, channel, time span.
import type { Channel, Recording } from '../../api';
import type { RecordingStatus } from '../../components/RecordingCard';

const STATUS: Record<string, RecordingStatus> = { accepted: 'scheduled', recording: 'recording', recorded: 'recorded', failed: 'failed' };

/** The recorder states of docs/api.md#recorder (Accepted, Recording, Recorded, Failed); anything unknown reads as scheduled. */
export const recordingStatus = (status: string): RecordingStatus => STATUS[status.toLowerCase()] ?? 'scheduled';

export function channelLabel(channelId: number, channels: readonly Channel[]): string {
  const channel = channels.find((c) => c.id === channelId);
  return channel ? `${channel.title} · ${channel.number}` : `Channel ${channelId}`;
}

/** "Sun 22 Nov, 20:00 – 20:30" in the viewer's timezone. */
export function timeSpan(start: number, length: number, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(start * 1000);
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${clock.format(start * 1000)} – ${clock.format((start + length) * 1000)}`;
}

/** Recordings still changing (scheduled or in flight): the page polls while there are any. */
export const isInFlight = (recording: Recording) => {
  const status = recordingStatus(recording.status);
  return status === 'scheduled' || status === 'recording';
};
