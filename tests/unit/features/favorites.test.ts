// favorites.test.ts (features) — SPEC §4 favourites: the lock, add looks up and appends, built from the user on login.
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { channelsStateAtom, loadChannelsAtom } from '../../../src/features/channels/atoms.ts';
import { addFavoriteAtom, favoritesStateAtom, loadFavoritesAtom, loadFavoritesFromUserAtom, removeFavoriteAtom, toggleFavoriteAtom } from '../../../src/features/favorites/atoms.ts';
import { notificationsAtom } from '../../../src/features/notifications/atoms.ts';
import { apiClientAtom } from '../../../src/features/session/atoms.ts';
import { toUser } from '../../../src/api/normalise.ts';
import { fakeClient, KEY_A, rawUser, settings, type Reply } from '../api/fakeProvider.ts';

const channel = (id: number) => ({ id: String(id), title: `C${id}`, type: 'standard', is_free: '1', streams: [] });

function setup(routes: Record<string, Reply | Reply[]> = {}) {
  const fake = fakeClient({ 'GET /tv/api/channels': { body: [channel(101), channel(102), channel(103)] }, ...routes });
  fake.storage.setItem('ftv_session_key', KEY_A);
  fake.storage.setItem('ftv_access_token', 'tok');
  fake.storage.setItem('ftv_user', JSON.stringify(rawUser));
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
  const { store, calls } = setup();
  const user = toUser({ ...rawUser, 'favorite-channels': [{ channel: '103' }, { id: 101 }, { channel: '999' }] });
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
