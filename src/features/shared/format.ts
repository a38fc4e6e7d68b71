// format.ts — dates, durations and channels as a viewer reads them, in the viewer's home timezone (or the browser's).
import type { Channel } from '../../api';

/** The user's saved home timezone when the runtime knows it; undefined lets Intl use the browser's. */
export function viewerTimeZone(saved: string | null | undefined): string | undefined {
  if (!saved) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: saved });
    return saved;
  } catch {
    return undefined;
  }
}

/** "22 December 2026" (style long) or "22 Dec 2026" (medium). */
export function formatDate(unixSeconds: number, timeZone?: string, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: style, timeZone }).format(unixSeconds * 1000);
}

/** "30 days left", "5 hours left", "Less than an hour left"; nothing left reads "Ended". */
export function formatRemaining(seconds: number): string {
  if (seconds <= 0) return 'Ended';
  const days = Math.floor(seconds / 86400);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  const hours = Math.floor(seconds / 3600);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  return 'Less than an hour left';
}

export function channelLabel(channelId: number, channels: readonly Channel[]): string {
  const channel = channels.find((c) => c.id === channelId);
  return channel ? `${channel.title} · ${channel.number}` : `Channel ${channelId}`;
}

/** "Sun 22 Nov, 20:00 – 20:30" in the viewer's timezone. */
export function timeSpan(start: number, length: number, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(start * 1000);
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${clock.format(start * 1000)} – ${clock.format((start + length) * 1000)}`;
}
