// client.ts — one client of the provider: transport, session and every area wired to one base URL and one storage.
import { createAccountApi, type AccountApi } from './account';
import { createAuth, type AuthApi } from './auth';
import { createCache, createRecordingsCache, type MemoryCache, type RecordingsCache } from './cache';
import { createChannelsApi, type ChannelsApi } from './channels';
import { createChatApi, type ChatApi } from './chat';
import { createCheckoutApi, type CheckoutApi } from './checkout';
import { API_BASE_URL, APP_CREDENTIALS } from './config';
import { createDvrApi, type DvrApi } from './dvr';
import { createEmitter } from './events';
import { createFavoritesApi, type FavoritesApi } from './favorites';
import { createGuideApi, type GuideApi } from './guide';
import { createRemindersApi, type RemindersApi } from './reminders';
import { createRulesApi, type RulesApi } from './rules';
import { createChannelHistory, type ChannelHistory } from './history';
import { createSession, type AppCredentials, type Session } from './session';
import { browserStorage, createStorage, memoryStorage, type FtvStorage, type StorageBackend } from './storage';
import { createSubscriptionsApi, type SubscriptionsApi } from './subscriptions';
import { createSupportApi, type SupportApi } from './support';
import { createTransport, type FetchLike } from './transport';

export interface ClientOptions {
  /** The provider's origin; '' (default: the build's VITE_FTV_API_BASE or the app's own origin). */
  baseUrl?: string;
  /** Where the ftv_* items live; default window.localStorage (memory when there is none). */
  storage?: StorageBackend;
  fetch?: FetchLike;
  credentials?: AppCredentials;
  /** Unix ms, for the caches (tests move it). */
  now?: () => number;
}

export interface Client {
  storage: FtvStorage;
  session: Session;
  auth: AuthApi;
  channels: ChannelsApi;
  guide: GuideApi;
  favorites: FavoritesApi;
  dvr: DvrApi;
  rules: RulesApi;
  reminders: RemindersApi;
  subscriptions: SubscriptionsApi;
  checkout: CheckoutApi;
  account: AccountApi;
  chat: ChatApi;
  support: SupportApi;
  cache: MemoryCache;
  recordingsCache: RecordingsCache;
  history: ChannelHistory;
  /** Called whenever the session key, the token, the user or the settings changed (also from inside recovery). */
  subscribe: (listener: () => void) => () => void;
}


export function createClient(options: ClientOptions = {}): Client {
  const now = options.now ?? Date.now;
  let fallback: StorageBackend | null = null;
  const backend = options.storage;
  const storage = createStorage(backend ? () => backend : () => browserStorage() ?? (fallback ??= memoryStorage()));
  const transport = createTransport({ baseUrl: options.baseUrl ?? API_BASE_URL, ...(options.fetch && { fetch: options.fetch }) });
  const events = createEmitter();
  const session = createSession({ transport, storage, credentials: options.credentials ?? APP_CREDENTIALS, events });
  const cache = createCache({ now });
  const recordingsCache = createRecordingsCache({ now });
  const dvr = createDvrApi({ session, cache: recordingsCache });
  const auth = createAuth({
    session,
    storage,
    afterLogin: () => dvr.list({ fresh: true }),
    clearCaches: () => {
      cache.clear();
      recordingsCache.clear();
    },
  });
  session.setRelogin(auth.relogin);
  return {
    storage,
    session,
    auth,
    channels: createChannelsApi({ session }),
    guide: createGuideApi({ session, cache }),
    favorites: createFavoritesApi({ session, storage }),
    dvr,
    rules: createRulesApi({ session, cache: recordingsCache }),
    reminders: createRemindersApi({ session }),
    subscriptions: createSubscriptionsApi({ session }),
    checkout: createCheckoutApi({ session }),
    account: createAccountApi({ session, storage }),
    chat: createChatApi({ session, transport, user: auth.user }),
    support: createSupportApi({ session }),
    cache,
    recordingsCache,
    history: createChannelHistory(storage, now),
    subscribe: events.subscribe,
  };
}
