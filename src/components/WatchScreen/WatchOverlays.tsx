// WatchOverlays.tsx — what the watch page shows over the picture (kept in full screen): the number being typed, now and next, why nothing plays, the mini guide.
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { NowNext, type ProgrammeTimes } from '../NowNext';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { stackClass } from '../theme/layoutClasses';
import * as styles from './WatchScreen.css';

/** Up to this many digits make a channel number (the slots the overlay shows). */
export const NUMBER_SLOTS = 4;

/** The number as the overlay shows it: digits typed, then a slot for the next one ("1 2 _"). */
export function formatDigits(digits: string): string {
  const slots = digits.split('');
  if (digits.length < NUMBER_SLOTS) slots.push('_');
  return slots.join(' ');
}

export interface WatchOverlaysProps {
  /** The channel number being typed ('' when none). */
  digits?: string;
  /** A moment's message in the number's place ("No channel 77"). */
  notice?: string | null;
  /** Now and next on this channel, as a TV's info key shows them; null when hidden. */
  info?: { channelTitle: string; now: ProgrammeTimes | null; next: ProgrammeTimes | null; currentTime: number; timeZone?: string } | null;
  /** A past programme that cannot be played here, and the way back to live. */
  refusal?: { message: string; liveHref: string; channelTitle: string } | null;
  /** The channel's answer could not be had: why, and a retry. */
  loadError?: { message: string; onRetry: () => void } | null;
  /** The channel list over the picture (MiniGuide), when open. */
  miniGuide?: ReactNode;
}

/** Why nothing plays, over the picture's lower part, with the one thing to do about it. */
function OverlayAlert({ message, action }: { message: string; action: ReactNode }) {
  return (
    <Stack space="sm" align="center" className={styles.loadError} role="alert">
      <Text as="p" align="center">
        {message}
      </Text>
      {action}
    </Stack>
  );
}

export function WatchOverlays({ digits = '', notice = null, info = null, refusal = null, loadError = null, miniGuide }: WatchOverlaysProps) {
  return (
    <>
      {/* Always present, so screen readers announce the digits as they change (a region that appears is often missed). */}
      <output className={digits || notice ? `${stackClass('xxs')} ${styles.numberOverlay}` : undefined} data-testid="channel-number">
        {notice && <span className={styles.numberNotice}>{notice}</span>}
        {!notice && digits && (
          <>
            <span className={styles.numberLabel}>Channel</span>
            <span className={styles.numberDigits} aria-hidden="true">
              {formatDigits(digits)}
            </span>
            <VisuallyHidden>{digits}</VisuallyHidden>
          </>
        )}
      </output>
      {info && (
        <section className={`${stackClass('xs')} ${styles.info}`} aria-label={`Now and next on ${info.channelTitle}`}>
          <Text weight="strong">{info.channelTitle}</Text>
          <NowNext now={info.now} next={info.next} currentTime={info.currentTime} timeZone={info.timeZone} size="small" />
        </section>
      )}
      {refusal && <OverlayAlert message={refusal.message} action={<Link href={refusal.liveHref}>Watch {refusal.channelTitle} live</Link>} />}
      {loadError && (
        <OverlayAlert
          message={loadError.message}
          action={
            <Button size="small" onClick={loadError.onRetry} icon={<Icon name="refresh" size={16} />}>
              Try again
            </Button>
          }
        />
      )}
      {miniGuide}
    </>
  );
}
