// healthRoutes.ts (admin) — the console's stream health (docs/api.md#stream-health): a channel's streams with their state and their day, and a probe of each on demand.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { idParams, sessionKeyProp, sessionOnly } from '../http/schemas.ts';
import { parseStreams } from '../imports/store.ts';
import { channelById } from '../lineup/repository.ts';
import type { Relayed } from '../media/relayed.ts';
import { channelHealth, DAY_SECONDS } from '../monitor/health.ts';
import type { StreamMonitor } from '../monitor/recorder.ts';
import { channelStreamSamples } from '../monitor/repository.ts';
import { requireOperator } from './access.ts';

export interface HealthRoutesOptions {
  deps: Deps;
  relayed: Relayed;
  monitor: StreamMonitor;
}

export default async function healthRoutes(app: FastifyInstance, { deps, relayed, monitor }: HealthRoutesOptions) {
  const { db, now } = deps;
  const guard = requireOperator(deps);

  async function answer(id: number) {
    const channel = await channelById(db, id);
    if (!channel) throw new HttpError(404, 'Channel not found');
    const urls = parseStreams(channel.streams).map((s) => s.url);
    const order = channel.stream_order ? (JSON.parse(channel.stream_order) as number[]) : null;
    const t = now();
    const samples = await channelStreamSamples(db, id, t - DAY_SECONDS);
    return {
      channel: { id, number: Number(channel.number), title: channel.title },
      streams: channelHealth(urls, order, relayed.relay.status(id)?.current ?? null, samples, t),
    };
  }

  app.get<{ Params: { id: number } }>('/admin/api/health/:id', { schema: { params: idParams, querystring: sessionOnly }, preHandler: guard }, async (request) => answer(request.params.id));

  // Each stream switched on, fetched to its first segment now (timed); the answer shows the result at once.
  app.post<{ Params: { id: number } }>('/admin/api/health/:id/probe', { schema: { params: idParams, body: { type: 'object', properties: { session_key: sessionKeyProp } } }, preHandler: guard }, async (request) => {
    const channel = await channelById(db, request.params.id);
    if (!channel) throw new HttpError(404, 'Channel not found');
    const streams = parseStreams(channel.streams, channel.stream_order);
    if (streams.length === 0) throw new HttpError(400, 'This channel has no upstream stream to probe: it is one of the demo lineup');
    const results = await relayed.relay.probeStreams(request.params.id, streams);
    await monitor.flush();
    return { ...(await answer(request.params.id)), probe: results.map((r) => ({ ok: r.ok, ms: r.ms, ...(r.error ? { error: r.error } : {}) })) };
  });
}
