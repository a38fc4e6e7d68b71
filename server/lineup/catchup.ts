// catchup.ts — how many days back a channel can be watched: below the archive, the recorder and the answers that all count them.
import type { Config } from '../config.ts';

/** The catch-up days of a relayed channel: its playlist's `catchup-days`, else FTV_CATCHUP_DAYS. */
export const catchupDaysOf = (config: Pick<Config, 'catchupDays'>, channel: { catchup_days: number | null }) => channel.catchup_days ?? config.catchupDays;
