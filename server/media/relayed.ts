// relayed.ts — the instance's relay (server/relay/) with each relayed channel's upstreams: shared by the media routes that serve it, the channel answer that reports its health, the archive and the recorder.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../http/context.ts';
import { parseStreams, type StoredStream } from '../imports/store.ts';
import { streamsJsonOf } from '../lineup/repository.ts';
import { createRelay } from '../relay/index.ts';
import type { Relayed } from '../relay/follow.ts';
import { mediaSecret } from './signing.ts';
import { LEASE_SECONDS, type Leases } from '../cluster/leases.ts';
import path from 'node:path';

/** An imported channel's upstreams are read again this often: a lineup refresh may change them. */
const UPSTREAMS_TTL_MS = 30_000;

/** The relay with each channel's upstreams, as relay/follow.ts takes it; here the upstreams come from the channel's row, kept briefly. */
export type { Relayed };

/** One per instance, made by the composition root (server/services.ts); its owner closes `relay` on stop. */
export function createRelayed(deps: Deps, leases: Leases, log: FastifyBaseLogger): Relayed {
  const relay = createRelay({
    secret: mediaSecret(deps),
    // FTV_RELAY_ALLOW_PRIVATE=1: upstream playlists may name loopback/LAN hosts other than the channel's own (off: SSRF guard).
    allowPrivateDestinations: deps.config.relayAllowPrivate,
    onEvent: (event) => log.info({ relay: event }, event.message),
    // Raw MPEG-TS channels are remuxed once among all instances, in the shared storage, by the one holding the lease.
    remux: {
      sharing: {
        root: path.join(deps.config.storageDir, 'relay-remux'),
        hold: (job) => leases.hold(job),
        release: (job) => leases.release(job),
        leaseSeconds: LEASE_SECONDS,
      },
    },
  });
  const upstreams = new Map<number, { streams: StoredStream[]; until: number }>();
  const streamsOf = async (channelId: number) => {
    const cached = upstreams.get(channelId);
    if (cached && cached.until > Date.now()) return cached.streams;
    const stored = await streamsJsonOf(deps.db, channelId);
    const streams = parseStreams(stored?.streams ?? null, stored?.order ?? null);
    if (upstreams.size > 10_000) upstreams.clear();
    upstreams.set(channelId, { streams, until: Date.now() + UPSTREAMS_TTL_MS });
    return streams;
  };
  return { relay, streamsOf };
}
