// NowNext.tsx — what a channel is airing now (title, time span, progress) and what comes next.
import { Skeleton } from '../Skeleton';
import { formatClock, formatRemaining, formatTimeSpan, progressAt, type TimeFormatOptions } from '../format';
import type { Space } from '../theme/layout';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './NowNext.css';

/** A programme as far as now/next needs it; times are unix seconds. */
export interface ProgrammeTimes {
  title: string;
  start: number;
  end: number;
}

export interface NowNextProps extends TimeFormatOptions {
  now?: ProgrammeTimes | null;
  next?: ProgrammeTimes | null;
  /** The clock (unix seconds) the progress is measured against; the owner ticks it. */
  currentTime: number;
  /** Placeholders while the guide for this channel loads. */
  isLoading?: boolean;
  size?: styles.NowNextSize;
  className?: string;
}

/** The space between the lines: the large size's bigger text gets a step more room. */
const lineSpace: Record<styles.NowNextSize, Space> = { small: 'xs', medium: 'xs', large: 'sm' };

export function NowNext({ now, next, currentTime, isLoading = false, size = 'medium', timeZone, locale, className }: NowNextProps) {
  const options = { timeZone, locale };
  const rootClass = [stackClass(lineSpace[size]), styles.root({ size }), className].filter(Boolean).join(' ');

  if (isLoading) {
    return (
      <div className={rootClass}>
        <Skeleton lines={2} />
      </div>
    );
  }

  // A programme that has ended is stale data: say nothing rather than a full bar.
  const current = now && now.end > currentTime ? now : null;
  if (!current) {
    return (
      <div className={rootClass}>
        <p className={styles.empty}>No programme information</p>
      </div>
    );
  }

  const progress = progressAt(current.start, current.end, currentTime);
  return (
    <div className={rootClass}>
      <p className={styles.line}>
        <span className={styles.nowLabel}>Now</span>
        <span className={styles.title}>{current.title}</span>
      </p>
      {/* Decorative: the time left below says the same in words. */}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(progress * 100).toFixed(1)}%` }} />
      </div>
      <p className={styles.meta}>
        <span>{formatTimeSpan(current.start, current.end, options)}</span>
        <span>{formatRemaining(current.end, currentTime)}</span>
      </p>
      {next && (
        <p className={styles.line}>
          <span className={styles.nextLabel}>Next</span>
          <span className={styles.nextTime}>{formatClock(next.start, options)}</span>
          <span className={styles.nextTitle}>{next.title}</span>
        </p>
      )}
    </div>
  );
}
