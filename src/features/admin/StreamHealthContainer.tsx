// StreamHealthContainer.tsx — one channel's streams and their health over the day: probed on demand, reordered or switched off (a lineup edit the relay follows).
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ChannelHealth, ConsoleChannel } from '../../api/admin';
import { StreamHealthDialog, type StreamHealthItem } from '../../components/StreamHealth';
import { notifyAtom } from '../notifications/atoms';
import { useClock } from '../shared/useClock';
import { adminApiAtom, editLineupAtom } from './atoms';
import { formatWhen } from './when';

const itemOf = (s: ChannelHealth['streams'][number], now: number): StreamHealthItem => ({
  index: s.index,
  host: s.host,
  enabled: s.enabled,
  current: s.current,
  up: s.up,
  lastError: s.lastError,
  lastErrorWhen: s.lastErrorAt === null ? null : formatWhen(s.lastErrorAt, now),
  ttfsMs: s.ttfsMs,
  bitrateKbps: s.bitrateKbps,
  viewers: s.viewers,
  failovers24h: s.failovers24h,
  series: s.series,
});

export function StreamHealthContainer({ channel, onClose }: { channel: ConsoleChannel; onClose: () => void }) {
  const api = useAtomValue(adminApiAtom);
  const edit = useSetAtom(editLineupAtom);
  const notify = useSetAtom(notifyAtom);
  const now = useClock();
  const [health, setHealth] = useState<ChannelHealth | null>(null);
  const [probing, setProbing] = useState(false);
  const [probedAt, setProbedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((signal?: AbortSignal) => api.health(channel.id, { signal }).then(setHealth), [api, channel.id]);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) notify({ tone: 'error', message: failure instanceof Error ? failure.message : String(failure) });
    });
    return () => controller.abort();
  }, [load, notify]);

  /** Saves the streams switched on, in their new order. */
  const saveOrder = async (order: number[], success: string) => {
    setBusy(true);
    const result = await edit([channel.id], { streams: order }, success);
    if (result.ok) await load().catch(() => undefined);
    setBusy(false);
  };
  const enabledOrder = (health?.streams ?? []).filter((s) => s.enabled).map((s) => s.index);

  return (
    <StreamHealthDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      channel={{ number: channel.number, title: channel.title }}
      streams={(health?.streams ?? []).map((s) => itemOf(s, now))}
      probing={probing}
      probedWhen={probedAt === null ? null : formatWhen(probedAt, now)}
      busy={busy || health === null}
      onProbe={async () => {
        setProbing(true);
        try {
          setHealth(await api.probe(channel.id));
          setProbedAt(Math.floor(Date.now() / 1000));
        } catch (failure) {
          notify({ tone: 'error', message: failure instanceof Error ? failure.message : String(failure) });
        }
        setProbing(false);
      }}
      onMove={(index, direction) => {
        const at = enabledOrder.indexOf(index);
        const to = direction === 'up' ? at - 1 : at + 1;
        if (at < 0 || to < 0 || to >= enabledOrder.length) return;
        const order = [...enabledOrder];
        [order[at], order[to]] = [order[to]!, order[at]!];
        void saveOrder(order, `Streams of ${channel.title} reordered`);
      }}
      onToggle={(index, enabled) => {
        const order = enabled ? [...enabledOrder, index] : enabledOrder.filter((i) => i !== index);
        void saveOrder(order, enabled ? `Stream switched on for ${channel.title}` : `Stream switched off for ${channel.title}`);
      }}
    />
  );
}
