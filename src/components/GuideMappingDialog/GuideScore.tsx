// GuideScore.tsx — how sure the matcher is of a guide channel: "92%" (read "92% match") over a small bar; shared by the guide mapping dialogs.
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './GuideScore.css';

export interface GuideScoreProps {
  /** 0..1. */
  score: number;
  /** For aria-describedby: the element that reads "92% match". */
  id?: string;
}

/** A score as a whole percentage, clamped to 0..100. */
export const scorePercent = (score: number) => Math.round(Math.min(1, Math.max(0, score)) * 100);

/** The reasons as one line: "same name · country uk". */
export const joinReasons = (why: readonly string[]) => why.join(' · ');

export function GuideScore({ score, id }: GuideScoreProps) {
  const percent = scorePercent(score);
  const tone = percent >= 90 ? 'high' : percent >= 60 ? 'medium' : 'low';
  return (
    <span className={styles.score}>
      <span id={id} className={styles.percent}>
        {percent}%<VisuallyHidden> match</VisuallyHidden>
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
