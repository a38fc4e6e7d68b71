// LiveSeekBar.tsx — live TV's time-shift as a seek bar: the window on the wall clock, programme boundaries, gaps in the archive, the live edge, the time under the pointer; a seek is made when the viewer lets go.
import { useState, type PointerEvent } from 'react';
import { formatClockSeconds, type TimeFormatOptions } from '../format';
import { clock } from './clock';
import * as styles from './Player.css';
import type { LiveTimeline, TimelineGap, TimelineMark } from './types';

export interface LiveSeekBarProps extends TimeFormatOptions {
  timeline: LiveTimeline;
  marks?: readonly TimelineMark[];
  /** Stretches with nothing to play (a relayed channel's archive missed them): shown, and said when the thumb is on one. */
  gaps?: readonly TimelineGap[];
  /** A moment of the window was chosen (unix seconds). */
  onSeekTo: (wall: number) => void;
  disabled?: boolean;
}

export function LiveSeekBar({ timeline, marks = [], gaps = [], onSeekTo, disabled = false, timeZone, locale }: LiveSeekBarProps) {
  const { start, end, position } = timeline;
  // While the thumb is held (or stepped by keys) the bar shows where it would go; the seek happens on release.
  const [draft, setDraft] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const span = Math.max(1, end - start);
  const at = (wall: number) => `${(((wall - start) / span) * 100).toFixed(3)}%`;
  const value = draft ?? position;
  const behind = end - value;
  const visibleGaps = gaps.filter((gap) => gap.end > start && gap.start < end).map((gap) => ({ start: Math.max(start, gap.start), end: Math.min(end, gap.end) }));
  const inGap = (wall: number) => visibleGaps.some((gap) => wall >= gap.start && wall < gap.end);
  const options = { timeZone, locale };
  const commit = () => {
    if (draft !== null) onSeekTo(draft);
    setDraft(null);
  };
  const pointerTime = (event: PointerEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.round(start + Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * span);
  };

  return (
    <span className={styles.timelineRow}>
      <span className={styles.timeline}>
        <input
          type="range"
          className={styles.seek}
          aria-label="Seek"
          min={start}
          max={end}
          step={1}
          value={value}
          disabled={disabled}
          aria-valuetext={`${formatClockSeconds(value, options)}, ${behind > 10 ? `${clock(behind)} behind live` : 'live'}${inGap(value) ? ', not received' : ''}`}
          onChange={(event) => setDraft(Number(event.target.value))}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
          onPointerMove={(event) => setHover(pointerTime(event))}
          onPointerLeave={() => setHover(null)}
        />
        {visibleGaps.map((gap) => (
          <span key={gap.start} className={styles.gap} style={{ left: at(gap.start), width: at(start + (gap.end - gap.start)) }} data-testid="timeline-gap" aria-hidden="true" />
        ))}
        {marks
          .filter((mark) => mark.at > start && mark.at < end)
          .map((mark) => (
            <span key={mark.at} className={styles.mark} style={{ left: at(mark.at) }} title={mark.label} aria-hidden="true" />
          ))}
        {hover !== null && (
          <span className={styles.hoverTime} style={{ left: at(hover) }} aria-hidden="true">
            {formatClockSeconds(hover, options)}
            {inGap(hover) && ' · not received'}
          </span>
        )}
      </span>
      <span className={styles.time} aria-hidden="true">
        {formatClockSeconds(value, options)}
      </span>
    </span>
  );
}
