// integration.test.ts (features) — the atoms over the real provider: start, login, favourites through a 410, logout.
import { createStore } from 'jotai';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createClient, memoryStorage } from '../../../src/api/index.ts';
import { authStateAtom, loginAtom, logoutAtom, startSessionAtom } from '../../../src/features/auth/atoms.ts';
import { channelsAtom, loadChannelsAtom } from '../../../src/features/shared/lineup.ts';
import { favoritesStateAtom, toggleFavoriteAtom } from '../../../src/features/shared/favourites.ts';
import { apiClientAtom } from '../../../src/features/session/atoms.ts';
import { startTestServer, type TestServer } from '../server/support.ts';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer({ FTV_RATE_LIMIT_OFF: '1' });
  baseUrl = await server.listen();
}, 60_000);
afterAll(() => server?.close());

test('start → anonymous; login → favourites from the user; a 410 mid-flow changes nothing visible; logout → anonymous', async () => {
  // An account made through the API on another client, as a user would have done before.
  const email = `atoms-${process.pid}-${Date.now()}@ftv.example`;
  const setupClient = createClient({ baseUrl, storage: memoryStorage() });
  await setupClient.auth.register(email, 'atoms-password');
  const favourite = (await setupClient.channels.list())[3]!;
  await setupClient.favorites.add(favourite.id);

  const client = createClient({ baseUrl, storage: memoryStorage() });
  const store = createStore();
  store.set(apiClientAtom, client);
  const stop = store.set(startSessionAtom);
  await vi.waitFor(() => expect(store.get(authStateAtom).isLoading).toBe(false));
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, sessionKey: expect.stringMatching(/^[0-9a-f]{32}$/), error: null });

  expect(await store.set(loginAtom, { login: email, password: 'atoms-password' })).toMatchObject({ ok: true, message: 'Login successful' });
  expect(store.get(authStateAtom).isAuthenticated).toBe(true);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([favourite.id]);

  await store.set(loadChannelsAtom);
  const another = store.get(channelsAtom).find((c) => c.id !== favourite.id)!;
  const keyBefore = store.get(authStateAtom).sessionKey;
  server.advance(301);
  expect(await store.set(toggleFavoriteAtom, another.id)).toMatchObject({ ok: true, message: 'Channel added to favorites' });
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([favourite.id, another.id]);
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: true });
  expect(store.get(authStateAtom).sessionKey).not.toBe(keyBefore);
  expect((await client.favorites.list()).map((c) => c.id)).toEqual([favourite.id, another.id]);

  await store.set(logoutAtom);
  expect(store.get(authStateAtom)).toMatchObject({ isAuthenticated: false, user: null });
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  expect(client.session.keepAliveRunning()).toBe(false);
  stop();
}, 60_000);
