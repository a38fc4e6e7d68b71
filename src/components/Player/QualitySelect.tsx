// QualitySelect.tsx — the picture quality a viewer picks: Auto (saying which height it plays now) or one rendition, highest first.
import type { QualityLevel } from './types';
import * as styles from './Player.css';

export interface QualitySelectProps {
  id: string;
  levels: readonly QualityLevel[];
  /** The level picked, -1 for Auto. */
  chosenLevel: number;
  /** The level on screen, which Auto names. */
  playingLevel: number | null;
  onChooseLevel: (index: number) => void;
}

export function QualitySelect({ id, levels, chosenLevel, playingLevel, onChooseLevel }: QualitySelectProps) {
  const autoLevelHeight = chosenLevel === -1 && playingLevel !== null ? levels.find((l) => l.index === playingLevel)?.height : undefined;
  const sortedLevels = [...levels].sort((a, b) => b.height - a.height);
  return (
    <select id={id} className={styles.qualitySelect} value={chosenLevel} onChange={(event) => onChooseLevel(Number(event.target.value))}>
      <option value={-1}>{autoLevelHeight ? `Auto (${autoLevelHeight}p)` : 'Auto'}</option>
      {sortedLevels.map((level) => (
        <option key={level.index} value={level.index}>
          {level.height}p
        </option>
      ))}
    </select>
  );
}
