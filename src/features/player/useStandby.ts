// useStandby.ts — the channels the watch page keeps warm: a number being typed, the likely next ones (zap direction, last channel), with links that are not about to expire, unless the device, the network or the viewer says no.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { Channel } from '../../api/types';
import type { StandbyTarget } from '../../media/engine';
import { deviceHints, MAX_STANDBY, RENEW_BEFORE_SECONDS, standbyBlockedBy, standbyChannels, type ZapDirection } from '../../media/standby';
import { INSTANT_ZAP_STORAGE_KEY, instantZapAtom, syncInstantZapAtom } from './instantZap';
import { useStorageSync } from '../shared/useStorageSync';


/** When a signed stream link stops working (its `expires`, unix seconds), or null when it does not say. */
export function linkExpiry(url: string): number | null {
  const match = /[?&]expires=(\d+)/.exec(url);
  return match ? Number(match[1]) : null;
}

/** Which way the viewer last zapped: onto the channel that was next (up) or previous (down); kept across other jumps. */
function useZapDirection(channelId: number, previousId: number | null, nextId: number | null): ZapDirection {
  const [seen, setSeen] = useState({ channelId, previousId, nextId, direction: null as ZapDirection });
  if (seen.channelId !== channelId) {
    const direction = channelId === seen.nextId ? 'up' : channelId === seen.previousId ? 'down' : seen.direction;
    setSeen({ channelId, previousId, nextId, direction });
  } else if (seen.previousId !== previousId || seen.nextId !== nextId) setSeen({ ...seen, previousId, nextId });
  return seen.direction;
}

/** Whether this device may keep channels warm now: re-checked when the tab shows or hides and when the network changes. */
function useDeviceAllows(): boolean {
  const [allowed, setAllowed] = useState(() => standbyBlockedBy(deviceHints()) === null);
  useEffect(() => {
    const check = () => setAllowed(standbyBlockedBy(deviceHints()) === null);
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    document.addEventListener('visibilitychange', check);
    connection?.addEventListener('change', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      connection?.removeEventListener('change', check);
    };
  }, []);
  return allowed;
}

/** The choice made in another tab applies here too. */
function useInstantZapChoice(): boolean {
  const on = useAtomValue(instantZapAtom);
  useStorageSync(INSTANT_ZAP_STORAGE_KEY, useSetAtom(syncInstantZapAtom));
  return on;
}

export interface StandbyInputs {
  channelId: number;
  previous: Channel | null;
  next: Channel | null;
  lastChannelId: number | null;
  /** The channel a number being typed points at: warmed first, so Enter finds it playing. */
  typedId: number | null;
  /** A channel's freshest signed link (its answer's, else the lineup's), null when it has none (locked) or is not known. */
  linkOf: (id: number) => string | null;
  /** Asks a channel again (its link is about to expire). */
  renew: (id: number) => void;
  /** The clock, unix seconds (ticks re-check the links). */
  now: number;
}

export function useStandby({ channelId, previous, next, lastChannelId, typedId, linkOf, renew, now }: StandbyInputs): StandbyTarget[] {
  const direction = useZapDirection(channelId, previous?.id ?? null, next?.id ?? null);
  const deviceAllows = useDeviceAllows();
  const chosen = useInstantZapChoice();
  const likely = standbyChannels({ next: next?.id ?? null, previous: previous?.id ?? null, last: lastChannelId, direction, current: channelId });
  const ids = deviceAllows && chosen ? [...new Set([...(typedId !== null && typedId !== channelId ? [typedId] : []), ...likely])].slice(0, MAX_STANDBY) : [];
  const links = ids.map((id) => {
    const src = linkOf(id);
    const expires = src ? linkExpiry(src) : null;
    return { id, src, expires, stale: src !== null && expires !== null && expires - now < RENEW_BEFORE_SECONDS };
  });
  const staleKey = links.filter((l) => l.stale || l.src === null).map((l) => l.id).join(',');
  // A locked channel has no link at all; an unknown one (the last channel, say) and an expiring one are asked for.
  useEffect(() => {
    for (const id of staleKey ? staleKey.split(',').map(Number) : []) renew(id);
  }, [staleKey, renew]);
  const targets: StandbyTarget[] = links.flatMap((l) => (l.src && !l.stale ? [{ channelId: l.id, src: l.src, expires: l.expires }] : []));
  // The same channels and links keep one identity: the player acts on a new list only.
  const key = JSON.stringify(targets);
  return useMemo(() => JSON.parse(key) as StandbyTarget[], [key]);
}
