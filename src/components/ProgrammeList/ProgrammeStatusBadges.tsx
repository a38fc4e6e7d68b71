// ProgrammeStatusBadges.tsx — the "On now" and "Recorded" badges a programme carries in the timetable and in its details.
import { Badge } from '../Badge';

export interface ProgrammeStatusBadgesProps {
  isAiring: boolean;
  isRecorded?: boolean;
}

/** A fragment: the owner's row decides how the badges sit beside its other content. */
export function ProgrammeStatusBadges({ isAiring, isRecorded = false }: ProgrammeStatusBadgesProps) {
  return (
    <>
      {isAiring && (
        <Badge tone="live" size="small">
          On now
        </Badge>
      )}
      {isRecorded && (
        <Badge tone="success" size="small" icon="recordFilled">
          Recorded
        </Badge>
      )}
    </>
  );
}
