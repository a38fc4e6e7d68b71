// support.ts — the support form's message (docs/api.md#support).
import { failWith } from './errors';
import { FALLBACK } from './messages';
import type { Session } from './session';
import type { CallOptions, SupportMessage } from './types';

export interface SupportApi {
  send: (message: SupportMessage, options?: CallOptions) => Promise<void>;
}

export function createSupportApi({ session }: { session: Session }): SupportApi {
  return {
    send: (message, options = {}) =>
      failWith(FALLBACK.support, async () => {
        await session.call({ method: 'POST', path: '/tv/api/support', body: { technicalData: {}, ...message }, signal: options.signal });
      }),
  };
}
