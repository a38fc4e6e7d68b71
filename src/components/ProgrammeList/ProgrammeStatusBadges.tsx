// ProgrammeStatusBadges.tsx — the "On now", "Recorded" (or "Series recording") and "Reminder set" badges a programme carries in the timetable and in its details.
import { Badge } from '../Badge';

export interface ProgrammeStatusBadgesProps {
  isAiring: boolean;
  isRecorded?: boolean;
  /** Booked by a recording rule (a series, a keyword, a slot) rather than by hand. */
  isSeriesRecording?: boolean;
  hasReminder?: boolean;
}

/** A fragment: the owner's row decides how the badges sit beside its other content. */
export function ProgrammeStatusBadges({ isAiring, isRecorded = false, isSeriesRecording = false, hasReminder = false }: ProgrammeStatusBadgesProps) {
  return (
    <>
      {isAiring && (
        <Badge tone="live" size="small">
          On now
        </Badge>
      )}
      {isRecorded && (
        <Badge tone="success" size="small" icon={isSeriesRecording ? 'recordSeries' : 'recordFilled'}>
          {isSeriesRecording ? 'Series recording' : 'Recorded'}
        </Badge>
      )}
      {hasReminder && (
        <Badge size="small" icon="bell">
          Reminder set
        </Badge>
      )}
    </>
  );
}
