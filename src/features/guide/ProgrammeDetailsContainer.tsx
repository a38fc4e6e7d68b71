// ProgrammeDetailsContainer.tsx — the programme dialog wired to recording and watching: record / cancel, watch while on, from its start or again, log in for visitors.
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { GuideProgramme } from '../../components/GuideGrid';
import { Link } from '../../components/Link';
import { ProgrammeDetails } from '../../components/ProgrammeDetails';
import { useChannelTimeshift } from '../shared/useChannelTimeshift';
import { catchupHref, startOverHref } from '../shared/watchLinks';
import { recordingsAtom } from '../shared/recordings';
import { loginHrefFor } from '../shared/returnTo';
import { recordingFor } from './guideView';
import type { useRecordActions } from './useRecordActions';

export interface ProgrammeDetailsContainerProps {
  selection: { programme: GuideProgramme; channel: { id: number; number: number; title: string } } | null;
  onClose: () => void;
  now: number;
  timeZone?: string;
  actions: ReturnType<typeof useRecordActions>;
}

export function ProgrammeDetailsContainer({ selection, onClose, now, timeZone, actions }: ProgrammeDetailsContainerProps) {
  const { pathname, search } = useLocation();
  const recordings = useAtomValue(recordingsAtom);
  // Whether the programme can be watched from its start or again: the channel's own answer says how far back it keeps.
  const timeshift = useChannelTimeshift(selection?.channel.id ?? null);
  // The mark follows the recordings list, so the open dialog turns to "Cancel recording" once the record lands.
  const programme = selection ? { ...selection.programme, isRecorded: recordingFor(selection.programme, recordings) !== undefined } : null;
  return (
    <ProgrammeDetails
      programme={programme}
      channel={selection?.channel}
      now={now}
      timeZone={timeZone}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onRecord={actions.onRecord}
      onCancelRecording={actions.onCancelRecording}
      isBusy={programme ? actions.isBusy(programme) : false}
      recordUnavailableReason={actions.recordUnavailableReason}
      reasonAction={actions.isAuthenticated ? undefined : <Link href={loginHrefFor(`${pathname}${search}`)}>Log in</Link>}
      watchHref={selection ? `/tv/${selection.channel.id}` : undefined}
      startOverHref={selection && timeshift ? startOverHref(selection.channel.id, selection.programme.start) : undefined}
      catchupHref={(selection && catchupHref(selection.channel.id, selection.programme, now, timeshift?.catchupDays)) ?? undefined}
    />
  );
}
