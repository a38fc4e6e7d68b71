// channels.ts — the channel list (vod left out) and one channel's details, normalised from the provider's shapes.
import { failWith } from './errors';
import { FALLBACK } from './messages';
import { toCastLink, toChannel, toChannelList } from './normalise';
import type { Session } from './session';
import type { CallOptions, Channel } from './types';

export interface ChannelsApi {
  list: (options?: CallOptions) => Promise<Channel[]>;
  /** One channel with now/next; retried after a 410 like every call (docs/client.md#session-lifecycle). */
  info: (channelId: number | string, options?: CallOptions) => Promise<Channel>;
  /** The viewer's link for a cast device (absolute: the device fetches it), valid for a few hours. */
  castLink: (channelId: number, options?: CallOptions) => Promise<{ url: string; expiresAt: number }>;
}

export function createChannelsApi({ session }: { session: Session }): ChannelsApi {
  return {
    list: (options = {}) =>
      failWith(FALLBACK.channelsList, async () => toChannelList(await session.call({ method: 'GET', path: '/tv/api/channels', signal: options.signal }))),
    info: (channelId, options = {}) =>
      failWith(FALLBACK.channels, async () =>
        toChannel(await session.call({ method: 'GET', path: `/tv/api/channel/${encodeURIComponent(String(channelId))}`, signal: options.signal })),
      ),
    castLink: (channelId, options = {}) =>
      failWith(FALLBACK.castLink, async () => toCastLink(await session.call({ method: 'GET', path: `/tv/api/channel/${encodeURIComponent(String(channelId))}/cast`, signal: options.signal }))),
  };
}
