// ChannelGuideContainer.tsx — the playing channel's programmes beside the player, with record / cancel and recorded marks.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Programme } from '../../api/types';
import type { GuideProgramme } from '../../components/GuideGrid/types';
import { Box } from '../../components/Box';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { ProgrammeList } from '../../components/ProgrammeList';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { formatLongDay } from '../../components/format';
import { isAuthenticatedAtom, userAtom } from '../session/atoms';
import { loginHrefFor } from '../shared/returnTo';
import { channelGuidesAtom, loadChannelGuideAtom } from '../shared/guides';
import { isRecorded, loadRecordingsAtom, recordingsAtom, recordProgrammeAtom, removeRecordingAtom } from '../shared/recordings';
import { viewerTimeZone } from '../shared/format';
import { dayRange, startOfDay } from '../shared/guideTime';
import { useClock } from '../shared/useClock';

const toGuideProgramme = (p: Programme, recorded: boolean): GuideProgramme => ({
  id: p.id,
  channelId: p.channelId,
  title: p.title,
  start: p.start,
  end: p.end,
  description: p.description,
  genre: p.genre,
  allowDvr: p.allowDvr,
  isRecorded: recorded,
  seasonNumber: p.seriesNumber ?? undefined,
  episodeNumber: p.episodeNumber ?? undefined,
});

const MIN_SHOWN = 4;


export function ChannelGuideContainer({ channelId, channelTitle, headingId }: { channelId: number; channelTitle: string; headingId: string }) {
  const guide = useAtomValue(channelGuidesAtom)[channelId];
  const loadGuide = useSetAtom(loadChannelGuideAtom);
  const recordings = useAtomValue(recordingsAtom);
  const loadRecordings = useSetAtom(loadRecordingsAtom);
  const record = useSetAtom(recordProgrammeAtom);
  const removeRecording = useSetAtom(removeRecordingAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const timeZone = viewerTimeZone(useAtomValue(userAtom)?.homeLocation.timezone);
  const { pathname } = useLocation();
  const now = useClock();
  const [busy, setBusy] = useState<ReadonlySet<number | string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    loadGuide({ channelId, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }, [channelId, loadGuide]);

  // The recorded marks need the user's recordings (from the client's cache while it is fresh).
  useEffect(() => {
    if (isAuthenticated) void loadRecordings();
  }, [isAuthenticated, loadRecordings]);

  const raw = useMemo(() => guide?.data ?? [], [guide]);
  // The rest of today: what is on now and what comes next until midnight in the viewer's timezone (at least a few,
  // late at night); ended programmes offer nothing to do here, and the TV guide keeps the other days.
  const endOfDay = dayRange(startOfDay(now, timeZone), timeZone).end;
  const programmes = useMemo(
    () =>
      raw
        .filter((p) => p.end > now)
        .filter((p, index) => p.start < endOfDay || index < MIN_SHOWN)
        .map((p) => toGuideProgramme(p, isRecorded(p, recordings))),
    [raw, recordings, now, endOfDay],
  );

  const withBusy = async (id: number | string, work: () => Promise<unknown>) => {
    setBusy((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const onRecord = (programme: GuideProgramme) => {
    const source = raw.find((p) => p.id === programme.id);
    if (source) void withBusy(programme.id, () => record(source));
  };
  const onCancel = (programme: GuideProgramme) => {
    const source = raw.find((p) => p.id === programme.id);
    // docs/client.md#recorded-programmes: the recording of a programme is the one on the same channel, with the same start and length.
    const recording = source && recordings.find((r) => isRecorded(source, [r]));
    if (recording) void withBusy(programme.id, () => removeRecording(recording.id));
  };

  return (
    <Stack as="section" space="sm" aria-labelledby={headingId}>
      <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" gap="sm">
        <Heading level="3" as="h2" id={headingId}>
          Coming up on {channelTitle}
        </Heading>
        {!isAuthenticated && (
          <Link href={loginHrefFor(pathname)} tone="muted">
            Log in to record programmes
          </Link>
        )}
      </Box>
      <ProgrammeList
        programmes={programmes}
        now={now}
        label={`${channelTitle}, ${formatLongDay(now, { timeZone })}`}
        timeZone={timeZone}
        isLoading={(guide?.isLoading ?? true) && programmes.length === 0}
        onRecord={onRecord}
        onCancelRecording={onCancel}
        isBusy={(programme) => busy.has(programme.id)}
        recordUnavailableReason={isAuthenticated ? undefined : 'Log in to record programmes'}
      />
      {/* Today's rest is here; the other days (and the past) are in the one-channel TV guide (a paragraph: a link alone in the column would stretch across it). */}
      <Text as="p">
        <Link href={`/tvguide/${channelId}`}>All days in the TV guide</Link>
      </Text>
    </Stack>
  );
}
