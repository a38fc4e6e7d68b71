export {
  DEFAULT_LOCALE,
  formatClock,
  formatDay,
  formatDuration,
  formatLongDay,
  formatRemaining,
  formatSpokenSpan,
  formatTimeSpan,
  formatClockSeconds,
  formatTimeZoneName,
  progressAt,
  type TimeFormatOptions,
} from './time';
