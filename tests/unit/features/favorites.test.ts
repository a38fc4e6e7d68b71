// favorites.test.ts (features) — docs/client.md#favourites: the lock, add looks up and appends, built from the user on login.
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { channelsStateAtom, loadChannelsAtom } from '../../../src/features/shared/lineup.ts';
import { addFavoriteAtom, favoritesStateAtom, followStoredFavoritesAtom, loadFavoritesAtom, loadFavoritesFromUserAtom, removeFavoriteAtom, toggleFavoriteAtom } from '../../../src/features/shared/favourites.ts';
import { notificationsAtom } from '../../../src/features/notifications/atoms.ts';
import { apiClientAtom } from '../../../src/features/session/atoms.ts';
import { toUser } from '../../../src/api/normalise.ts';
import { fakeClient, KEY_A, rawUser, settings, type Reply } from '../api/fakeProvider.ts';

const channel = (id: number) => ({ id: String(id), title: `C${id}`, type: 'standard', is_free: '1', streams: [] });

/** A logged-in client whose stored user has `favourites` (none by default, like the empty state). */
function setup(routes: Record<string, Reply | Reply[]> = {}, favourites: unknown[] = []) {
  const fake = fakeClient({ 'GET /tv/api/channels': { body: [channel(101), channel(102), channel(103)] }, ...routes });
  fake.storage.setItem('ftv_session_key', KEY_A);
  fake.storage.setItem('ftv_access_token', 'tok');
  fake.storage.setItem('ftv_user', JSON.stringify({ ...rawUser, 'favorite-channels': favourites }));
  fake.storage.setItem('ftv_api_settings', JSON.stringify(settings(KEY_A, 'tok')));
  const store = createStore();
  store.set(apiClientAtom, fake.client);
  return { ...fake, store };
}

function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

test('load, add, remove and toggle are refused while another favourites operation is loading', async () => {
  const { gate, release } = deferred();
  const { store, calls } = setup({ 'GET /tv/api/favorites': async () => (await gate, { body: { success: true, result: [{ channel: channel(101) }] } }) });
  const loading = store.set(loadFavoritesAtom);
  expect(store.get(favoritesStateAtom).isLoading).toBe(true);
  for (const attempt of [store.set(loadFavoritesAtom), store.set(addFavoriteAtom, 102), store.set(removeFavoriteAtom, 101), store.set(toggleFavoriteAtom, 103)]) {
    expect(await attempt).toMatchObject({ ok: false, refused: true });
  }
  release();
  expect(await loading).toMatchObject({ ok: true });
  expect(calls('GET /tv/api/favorites')).toHaveLength(1);
  expect(calls('POST /tv/api/favorites')).toHaveLength(0);
  expect(calls('DELETE /tv/api/favorites')).toHaveLength(0);
  expect(store.get(favoritesStateAtom)).toMatchObject({ isLoading: false, error: null });
});

test('after an add the channel is looked up in the channel list and appended; "Channel added to favorites"', async () => {
  const { store, calls } = setup({ 'POST /tv/api/favorites': { body: { success: true } } });
  await store.set(loadChannelsAtom);
  const result = await store.set(addFavoriteAtom, 103);
  expect(result).toMatchObject({ ok: true, message: 'Channel added to favorites' });
  expect(store.get(favoritesStateAtom).channels).toEqual([store.get(channelsStateAtom).data[2]]);
  expect(calls('GET /tv/api/favorites')).toHaveLength(0); // appended from the list, not reloaded
  expect(store.get(notificationsAtom).at(-1)).toMatchObject({ tone: 'success', message: 'Channel added to favorites' });
});

test('toggle removes a favourite ("Channel removed from favorites") and adds it back', async () => {
  const { store } = setup({ 'POST /tv/api/favorites': { body: { result: true } }, 'DELETE /tv/api/favorites': { body: { success: true } } });
  await store.set(loadChannelsAtom);
  await store.set(addFavoriteAtom, 101);
  expect(await store.set(toggleFavoriteAtom, 101)).toMatchObject({ ok: true, message: 'Channel removed from favorites' });
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  await store.set(toggleFavoriteAtom, 101);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([101]);
});

test('a failed add keeps the list and shows the spec message; the lock is released', async () => {
  const { store } = setup({ 'POST /tv/api/favorites': () => Promise.reject(new TypeError('fetch failed')) });
  await store.set(loadChannelsAtom);
  expect(await store.set(addFavoriteAtom, 101)).toEqual({ ok: false, error: 'Failed to add to favorites' });
  expect(store.get(favoritesStateAtom)).toMatchObject({ channels: [], isLoading: false, error: 'Failed to add to favorites' });
  expect(store.get(notificationsAtom).at(-1)).toMatchObject({ tone: 'error', message: 'Failed to add to favorites' });
});

test('on login: built from the user\'s favourite channel list, entries matched by id or channel', async () => {
  const list = [{ channel: '103' }, { id: 101 }, { channel: '999' }];
  const { store, calls } = setup({}, list);
  const user = toUser({ ...rawUser, 'favorite-channels': list });
  await store.set(loadFavoritesFromUserAtom, user);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([103, 101]);
  expect(calls('GET /tv/api/favorites')).toHaveLength(0);
});

test('on login without a favourite channel list: loaded from the server', async () => {
  const { store, calls } = setup({ 'GET /tv/api/favorites': { body: { success: true, result: [{ channel: channel(102) }] } } });
  const { 'favorite-channels': _omit, ...withoutList } = rawUser;
  await store.set(loadFavoritesFromUserAtom, toUser(withoutList));
  expect(calls('GET /tv/api/favorites')).toHaveLength(1);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102]);
});

/** The stored user's favourite ids, read as the app reads them at start. */
const storedIds = (storage: { getItem: (key: string) => string | null }) => toUser(JSON.parse(storage.getItem('ftv_user')!)).favoriteChannels?.map((ref) => ref.channel);

test('every accepted add and remove is kept in the stored user, so a reload starts from it', async () => {
  const { store, storage } = setup({ 'POST /tv/api/favorites': { body: { success: true } }, 'DELETE /tv/api/favorites': { body: { success: true } } });
  await store.set(loadChannelsAtom);
  await store.set(addFavoriteAtom, 103);
  await store.set(addFavoriteAtom, 101);
  expect(storedIds(storage)).toEqual([103, 101]);
  await store.set(removeFavoriteAtom, 103);
  expect(storedIds(storage)).toEqual([101]);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([101]);
});

test('an add the provider did not accept leaves the stored user as it was', async () => {
  const { store, storage } = setup({ 'POST /tv/api/favorites': { body: { success: false } } }, [{ channel: '102' }]);
  await store.set(loadFavoritesFromUserAtom, store.get(apiClientAtom).auth.user()!);
  await store.set(addFavoriteAtom, 101);
  expect(storedIds(storage)).toEqual([102]);
});

test('the list the provider answers replaces the stored one (the server wins)', async () => {
  const { store, storage } = setup({ 'GET /tv/api/favorites': { body: { success: true, result: [{ channel: channel(103) }, { channel: channel(101) }] } } }, [{ channel: '102' }]);
  await store.set(loadFavoritesAtom);
  expect(storedIds(storage)).toEqual([103, 101]);
});

test('the favourites follow the stored list when it changes underneath (another tab, a session refresh)', async () => {
  const { store, storage } = setup({}, [{ channel: '102' }]);
  await store.set(loadFavoritesFromUserAtom, store.get(apiClientAtom).auth.user()!);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102]);
  storage.setItem('ftv_user', JSON.stringify({ ...rawUser, 'favorite-channels': [{ channel: '102' }, { channel: '103' }] }));
  await store.set(followStoredFavoritesAtom);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102, 103]);
  storage.setItem('ftv_user', JSON.stringify({ ...rawUser, 'favorite-channels': [] }));
  await store.set(followStoredFavoritesAtom);
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
});

test('a change of the stored list during another operation is applied when that operation ends', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { store, storage } = setup({ 'POST /tv/api/favorites': async () => (await gate, { body: { success: true } }) });
  await store.set(loadChannelsAtom);
  const adding = store.set(addFavoriteAtom, 101);
  // Another tab adds 103 while this one's add is in flight.
  storage.setItem('ftv_user', JSON.stringify({ ...rawUser, 'favorite-channels': [{ channel: '103' }] }));
  await store.set(followStoredFavoritesAtom); // refused by the lock
  release();
  await adding;
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([103, 101]);
  expect(storedIds(storage)).toEqual([103, 101]);
});
