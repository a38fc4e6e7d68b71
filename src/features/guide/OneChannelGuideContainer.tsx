// OneChannelGuideContainer.tsx — `/tvguide/{id}`: one channel's programmes, a day at a time, with record buttons and details.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { Channel } from '../../api';
import { useLocation } from 'react-router';
import { Alert } from '../../components/Alert';
import { GuideToolbar, type GuideProgramme } from '../../components/GuideGrid';
import { Link } from '../../components/Link';
import { ProgrammeList } from '../../components/ProgrammeList';
import { formatLongDay } from '../../components/format';
import { userAtom } from '../session/atoms';
import { useChannelTimeshift } from '../shared/useChannelTimeshift';
import { catchupHref } from '../shared/watchLinks';
import { loginHrefFor } from '../shared/returnTo';
import { viewerTimeZone } from '../shared/format';
import { channelGuidesAtom, loadChannelGuideAtom } from '../shared/guides';
import { dayRange } from '../shared/guideTime';
import { toGuideChannel, toGuideProgramme } from './guideView';
import { ProgrammeDetailsContainer } from './ProgrammeDetailsContainer';
import { useGuideDay } from './useGuideDay';
import { useClock } from '../shared/useClock';
import { LOGIN_TO_RECORD, useRecordActions } from './useRecordActions';

export function OneChannelGuideContainer({ channel }: { channel: Channel }) {
  const guide = useAtomValue(channelGuidesAtom)[channel.id];
  const loadGuide = useSetAtom(loadChannelGuideAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const now = useClock();
  const actions = useRecordActions();
  const { pathname, search } = useLocation();
  const timeshift = useChannelTimeshift(channel.id);

  useEffect(() => {
    const controller = new AbortController();
    loadGuide({ channelId: channel.id, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [channel.id, loadGuide]);

  // The day lives in the URL (?day=), as on the full guide.
  const { days, selectedDay, isToday, selectDay } = useGuideDay(now, timeZone);
  const range = dayRange(selectedDay, timeZone);

  const { marksOf } = actions;
  const programmes = useMemo(
    () =>
      (guide?.data ?? [])
        .filter((p) => p.end > range.start && p.start < range.end)
        .map((p) => toGuideProgramme(p, marksOf(p), channel.recordable)),
    [guide?.data, range.start, range.end, marksOf, channel.recordable],
  );
  const [selected, setSelected] = useState<GuideProgramme | null>(null);
  const isLoading = !guide || (guide.isLoading && guide.data.length === 0);

  return (
    <>
      <GuideToolbar days={days} selectedDay={selectedDay} onSelectDay={selectDay} now={now} timeZone={timeZone} />
      {!actions.isAuthenticated && <Alert action={<Link href={loginHrefFor(`${pathname}${search}`)}>Log in</Link>}>{LOGIN_TO_RECORD}</Alert>}
      <ProgrammeList
        // A day of its own (and a fresh mount once loaded): it opens at what is on now when that day is today.
        key={`${selectedDay}:${isLoading}`}
        programmes={programmes}
        now={now}
        label={`${channel.title}, ${formatLongDay(selectedDay, { timeZone })}`}
        timeZone={timeZone}
        scrollToNow={isToday}
        isLoading={isLoading}
        onOpenProgramme={setSelected}
        onRecord={actions.onRecord}
        onCancelRecording={actions.onCancelRecording}
        isBusy={actions.isBusy}
        recordUnavailableReason={actions.recordUnavailableReason}
        watchHrefFor={(programme) => catchupHref(channel.id, programme, now, timeshift?.catchupDays)}
        emptyMessage={guide?.currentTime === null && !guide.isLoading ? 'The programme guide could not be loaded. Try again later.' : undefined}
      />
      <ProgrammeDetailsContainer
        selection={selected ? { programme: selected, channel: toGuideChannel(channel) } : null}
        onClose={() => setSelected(null)}
        now={now}
        timeZone={timeZone}
        actions={actions}
      />
    </>
  );
}
