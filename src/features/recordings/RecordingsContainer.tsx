// RecordingsContainer.tsx — the user's recordings and storage, refreshed while any is scheduled or recording.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { RecordingList } from '../../components/RecordingList';
import { userAtom } from '../auth/atoms';
import { channelsAtom, loadChannelsAtom } from '../channels/atoms';
import { viewerTimeZone } from '../shared/format';
import { loadRecordingsAtom, recordingsStateAtom, removeRecordingAtom } from './atoms';
import { channelLabel, isInFlight, recordingStatus, timeSpan } from './recordingView';

/** How often progress is refreshed while something records: often enough to see it move, cheap for the provider. */
const POLL_MS = 5000;

export function RecordingsContainer() {
  const { data, isLoading, error } = useAtomValue(recordingsStateAtom);
  const load = useSetAtom(loadRecordingsAtom);
  const loadChannels = useSetAtom(loadChannelsAtom);
  const remove = useSetAtom(removeRecordingAtom);
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const hasInFlight = data.recordings.some(isInFlight);

  useEffect(() => {
    const controller = new AbortController();
    void loadChannels({ signal: controller.signal });
    void load({ fresh: true, signal: controller.signal });
    return () => controller.abort();
  }, [load, loadChannels]);

  useEffect(() => {
    if (!hasInFlight) return;
    const timer = setInterval(() => void load({ fresh: true }), POLL_MS);
    return () => clearInterval(timer);
  }, [hasInFlight, load]);

  const onRemove = async (id: number) => {
    setRemovingId(id);
    await remove(id);
    setRemovingId(null);
  };

  const sorted = [...data.recordings].sort((a, b) => b.time_start - a.time_start);
  const hasLoaded = data.userStorage.total > 0 || data.recordings.length > 0;
  return (
    <RecordingList
      recordings={sorted.map((recording) => ({
        id: recording.id,
        title: recording.title,
        channel: channelLabel(recording.channel_id, channels),
        when: timeSpan(recording.time_start, recording.length, timeZone),
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
