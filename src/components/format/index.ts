export {
  DEFAULT_LOCALE,
  formatClock,
  formatDay,
  formatDuration,
  formatLongDay,
  formatRemaining,
  formatSpokenSpan,
  formatTimeSpan,
  formatTimeZoneName,
  progressAt,
  type TimeFormatOptions,
} from './time';
