// ProgrammeDetailsContainer.tsx — the programme dialog wired to recording and watching: record / cancel, a series or keyword rule, a reminder, watch while on, from its start or again, log in for visitors.
import { useLocation } from 'react-router';
import type { GuideProgramme } from '../../components/GuideGrid';
import { Link } from '../../components/Link';
import { ProgrammeDetails } from '../../components/ProgrammeDetails';
import { useChannelTimeshift } from '../shared/useChannelTimeshift';
import { catchupHref, startOverHref } from '../shared/watchLinks';
import { loginHrefFor } from '../shared/returnTo';
import { useRuleDialog } from '../shared/useRuleDialog';
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
  const ruleDialog = useRuleDialog();
  // Whether the programme can be watched from its start or again: the channel's own answer says how far back it keeps.
  const timeshift = useChannelTimeshift(selection?.channel.id ?? null);
  // The marks follow the recordings and reminders (`actions` is rebuilt when they change), so the open dialog turns to "Cancel recording" once the record lands.
  const programme = selection ? { ...selection.programme, ...actions.marksOf({ channelId: selection.programme.channelId, start: selection.programme.start, length: selection.programme.end - selection.programme.start }) } : null;
  // A rule is made in a dialog of its own: this one closes first, so only one dialog holds focus.
  const openRule = (kind: 'series' | 'keyword') => (p: GuideProgramme) => {
    if (!selection) return;
    onClose();
    ruleDialog.openForProgramme(kind, p, selection.channel);
  };
  return (
    <>
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
        onRecordSeries={actions.isAuthenticated ? openRule('series') : undefined}
        onRecordKeyword={actions.isAuthenticated ? openRule('keyword') : undefined}
        onRemind={actions.isAuthenticated ? actions.onRemind : undefined}
        onCancelReminder={actions.onCancelReminder}
        isReminderBusy={programme ? actions.isReminderBusy(programme) : false}
      />
      {ruleDialog.element}
    </>
  );
}
