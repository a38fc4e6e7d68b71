// RecordingsContainer.tsx — the user's recordings and storage, refreshed while any is scheduled or recording.
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Recording } from '../../api';
import { RecordingList } from '../../components/RecordingList';
import { userAtom } from '../session/atoms';
import { channelsAtom } from '../shared/lineup';
import { viewerTimeZone } from '../shared/format';
import { loadRecordingsAtom, removeRecordingAtom } from '../shared/recordings';
import { channelLabel, isInFlight, recordingStatus, timeSpan } from './recordingView';
import { useRecordingsFeed } from './useRecordingsFeed';

const hasInFlight = (recordings: readonly Recording[]) => recordings.some(isInFlight);

export function RecordingsContainer() {
  // Refreshed while any recording is scheduled or recording, so progress moves on screen.
  const { data, isLoading, error } = useRecordingsFeed(hasInFlight);
  const load = useSetAtom(loadRecordingsAtom);
  const remove = useSetAtom(removeRecordingAtom);
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const [removingId, setRemovingId] = useState<number | null>(null);

  const onRemove = async (id: number) => {
    setRemovingId(id);
    await remove(id);
    setRemovingId(null);
  };

  const sorted = [...data.recordings].sort((a, b) => b.start - a.start);
  const hasLoaded = data.userStorage.total > 0 || data.recordings.length > 0;
  return (
    <RecordingList
      recordings={sorted.map((recording) => ({
        id: recording.id,
        title: recording.title,
        channel: channelLabel(recording.channelId, channels),
        when: timeSpan(recording.start, recording.length, timeZone),
        status: recordingStatus(recording.status),
        progress: recording.progress === null ? null : recording.progress / 100,
        note: recording.note,
        href: `/recordings/${recording.id}`,
      }))}
      storage={hasLoaded ? { used: data.userStorage.recorded, total: data.userStorage.total } : null}
      isLoading={isLoading}
      error={error}
      onRetry={() => void load({ fresh: true })}
      onRemove={(id) => void onRemove(id)}
      removingId={removingId}
      guideHref="/tvguide"
    />
  );
}
