// GuideToolbar.tsx — the guide's controls: a day picker, "jump to now", and room for filters.
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatDay, type TimeFormatOptions } from '../format';
import { stackClass } from '../theme/layoutClasses';
import { relativeDayNames } from './dayNames';
import * as styles from './GuideToolbar.css';

export interface GuideToolbarProps extends TimeFormatOptions {
  /** Start of each day offered, consecutive and ascending (unix seconds, midnight in the shown time zone). */
  days: readonly number[];
  selectedDay: number;
  onSelectDay: (day: number) => void;
  /** The clock: names today and tomorrow. */
  now: number;
  onJumpToNow?: () => void;
  /** Extra controls (a category filter) after the day picker. */
  children?: ReactNode;
  className?: string;
}

const dayClass = `${stackClass('none', 'center')} ${styles.day}`;

export function GuideToolbar({ days, selectedDay, onSelectDay, now, onJumpToNow, children, timeZone, locale, className }: GuideToolbarProps) {
  const options = { timeZone, locale };
  // By position next to the day holding now, not by 24-hour steps: days across a DST change are 23 or 25 hours.
  const names = relativeDayNames(days, now);
  return (
    <Inline space="md" className={[styles.root, className].filter(Boolean).join(' ')}>
      <fieldset className={styles.days}>
        <VisuallyHidden as="span">
          <legend>Day</legend>
        </VisuallyHidden>
        {days.map((day, index) => {
          const relative = names[index] ?? null;
          const date = formatDay(day, options);
          return (
            <button key={day} type="button" className={dayClass} aria-pressed={day === selectedDay} onClick={() => onSelectDay(day)}>
              <span className={styles.dayName}>{relative ?? date.split(' ')[0]}</span>
              <span className={styles.dayDate}>{relative ? date : date.split(' ').slice(1).join(' ')}</span>
            </button>
          );
        })}
      </fieldset>
      {onJumpToNow && (
        <Button variant="secondary" size="small" icon={<Icon name="clock" size={16} />} onClick={onJumpToNow} className={styles.now}>
          Jump to now
        </Button>
      )}
      {children && <div className={styles.extra}>{children}</div>}
    </Inline>
  );
}
