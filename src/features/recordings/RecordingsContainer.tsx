// RecordingsContainer.tsx — /recordings' tabs: the recordings and storage (refreshed while any is scheduled or recording), the rules that book them, and the trash; the tab is in the URL.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Recording } from '../../api';
import { RecordingList } from '../../components/RecordingList';
import { Tabs } from '../../components/Tabs';
import { TrashList } from '../../components/TrashList';
import { userAtom } from '../session/atoms';
import { channelsAtom } from '../shared/lineup';
import { formatDate, viewerTimeZone } from '../shared/format';
import { loadRecordingsAtom, protectRecordingAtom, removeRecordingAtom, restoreRecordingAtom } from '../shared/recordings';
import { loadRulesAtom, rulesAtom } from '../shared/rules';
import { channelLabel, isInFlight, recordingStatus, timeSpan } from './recordingView';
import { RulesContainer } from './RulesContainer';
import { useRecordingsFeed } from './useRecordingsFeed';

const TABS = ['recordings', 'rules', 'trash'] as const;
type Tab = (typeof TABS)[number];

const hasInFlight = (recordings: readonly Recording[]) => recordings.some(isInFlight);

export function RecordingsContainer() {
  // Refreshed while any recording is scheduled or recording, so progress moves on screen.
  const { data, isLoading, error } = useRecordingsFeed(hasInFlight);
  const load = useSetAtom(loadRecordingsAtom);
  const remove = useSetAtom(removeRecordingAtom);
  const restore = useSetAtom(restoreRecordingAtom);
  const protect = useSetAtom(protectRecordingAtom);
  const loadRules = useSetAtom(loadRulesAtom);
  const rules = useAtomValue(rulesAtom);
  const channels = useAtomValue(channelsAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'recordings';

  // A recording names the rule that booked it.
  useEffect(() => {
    const controller = new AbortController();
    void loadRules({ signal: controller.signal });
    return () => controller.abort();
  }, [loadRules]);

  const onRestore = async (id: number) => {
    setRestoringId(id);
    await restore(id);
    setRestoringId(null);
  };

  const onRemove = async (id: number) => {
    setRemovingId(id);
    await remove(id);
    setRemovingId(null);
  };

  const sorted = [...data.recordings].sort((a, b) => b.start - a.start);
  const hasLoaded = data.userStorage.total > 0 || data.recordings.length > 0;
  const ruleName = (id: number | null) => (id === null ? null : (rules.find((r) => r.id === id)?.title ?? 'a rule'));
  const list = (
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
        rule: ruleName(recording.ruleId),
        isProtected: recording.isProtected,
      }))}
      onProtectChange={(id, isProtected) => void protect(id, isProtected)}
      storage={hasLoaded ? { used: data.userStorage.recorded, total: data.userStorage.total } : null}
      isLoading={isLoading}
      error={error}
      onRetry={() => void load({ fresh: true })}
      onRemove={(id) => void onRemove(id)}
      removingId={removingId}
      guideHref="/tvguide"
    />
  );
  const trash = (
    <TrashList
      items={data.trash.map((recording) => ({
        id: recording.id,
        title: recording.title,
        channel: channelLabel(recording.channelId, channels),
        when: timeSpan(recording.start, recording.length, timeZone),
        note: `Deleted ${formatDate(recording.deletedAt ?? 0, timeZone, 'medium')} · goes for good on ${formatDate(recording.purgeAt ?? 0, timeZone, 'medium')}`,
      }))}
      onRestore={(id) => void onRestore(id)}
      restoringId={restoringId}
    />
  );
  return (
    <Tabs
      label="Recordings, rules and trash"
      value={tab}
      onValueChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === 'recordings') updated.delete('tab');
            else updated.set('tab', next);
            return updated;
          },
          { replace: true },
        )
      }
      items={[
        { value: 'recordings', label: 'Recordings', panel: list },
        { value: 'rules', label: `Rules${rules.length > 0 ? ` (${rules.length})` : ''}`, panel: <RulesContainer /> },
        { value: 'trash', label: `Trash${data.trash.length > 0 ? ` (${data.trash.length})` : ''}`, panel: trash },
      ]}
    />
  );
}
