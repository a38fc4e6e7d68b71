// useCasting.ts — a player's cast button: a caster (media/remotePlayback.ts) following the live stream on screen, the device's link asked for when the viewer casts, and the page's picture paused while the device plays.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PlayerCast } from '../../components/Player';
import { createCaster, type Caster } from '../../media/remotePlayback';

const noSubscription = () => () => undefined;

/**
 * `watchSrc`: the live stream on screen (null: nothing castable, e.g. a catch-up or a locked channel). `castLink`: the
 * device's own link for it, asked for on each cast. The button shows only while the browser reports a device.
 */
export function useCasting(watchSrc: string | null, castLink: (() => Promise<string>) | null, setPlaying: (playing: boolean) => void): PlayerCast | null {
  const latest = useRef({ castLink, setPlaying });
  useEffect(() => {
    latest.current = { castLink, setPlaying };
  });
  const link = () => latest.current.castLink?.() ?? Promise.reject(new Error('Nothing to cast'));
  const [caster, setCaster] = useState<Caster | null>(null);
  const castable = watchSrc !== null && castLink !== null;

  // One caster for the player's life, made with the first stream it can cast.
  useEffect(() => {
    if (!castable || caster) return;
    const made = createCaster(watchSrc, { onConnected: () => latest.current.setPlaying(false), onDisconnected: () => latest.current.setPlaying(true) });
    if (made) setCaster(made);
  }, [castable, caster, watchSrc]);
  useEffect(() => () => caster?.destroy(), [caster]);
  // A zap: the device (or the search for one) follows the channel on screen.
  const followed = useRef(watchSrc);
  useEffect(() => {
    if (!caster || watchSrc === null || followed.current === watchSrc) return;
    followed.current = watchSrc;
    void caster.follow(watchSrc, link);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `link` reads the latest castLink through a ref
  }, [caster, watchSrc]);

  const state = useSyncExternalStore(caster?.subscribe ?? noSubscription, () => caster?.getState() ?? 'unavailable');
  if (!castable || state === 'unavailable') return null;
  return { state, onCast: () => void caster?.cast(link) };
}
