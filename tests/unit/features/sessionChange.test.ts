// sessionChange.test.ts (features) — the session-change announcement: who hears what, and the features resetting themselves on it (logout, another tab).
import { createStore } from 'jotai';
import { afterEach, expect, test } from 'vitest';
import { loginAtom, logoutAtom } from '../../../src/features/auth/atoms.ts';
import { cartStateAtom, ordersStateAtom, pendingChallengeAtom } from '../../../src/features/checkout/atoms.ts';
import { favoritesStateAtom } from '../../../src/features/shared/favourites.ts';
import { recordingsStateAtom } from '../../../src/features/shared/recordings.ts';
import { announceSessionChangeAtom, apiClientAtom, onSessionChange, syncSessionAtom, type SessionChange } from '../../../src/features/session/atoms.ts';
import { idle } from '../../../src/features/shared/action.ts';
import { userSubscriptionsStateAtom } from '../../../src/features/shared/subscriptions.ts';
import { fakeClient, KEY_A, KEY_B, rawUser, settings } from '../api/fakeProvider.ts';

const channel = (id: number) => ({ id: String(id), title: `C${id}`, type: 'standard', is_free: '1', streams: [] });

function setup() {
  const fake = fakeClient({
    'POST /tv/api/init': [{ body: settings(KEY_A) }, { body: settings(KEY_B) }],
    'GET /tv/api/session': { body: settings(KEY_A, 'tok') },
    'POST /tv/api/login': { body: rawUser },
    'GET /tv/api/channels': { body: [channel(101), channel(102)] },
    'GET /tv/api/dvr/list': { body: { userStorage: { total: 0, recorded: 0, available: 0 }, recordings: [] } },
    'POST /tv/api/logout': { body: { success: true } },
  });
  const store = createStore();
  store.set(apiClientAtom, fake.client);
  return { ...fake, store };
}

/** Every feature's per-user state, as a logged-in user would have filled it. */
function fillUserState(store: ReturnType<typeof createStore>) {
  const recording = { id: 1, channelId: 101, programmeId: 5, title: 'News', description: '', start: 0, length: 60, status: 'Recorded' };
  store.set(recordingsStateAtom, idle({ userStorage: { total: 10, recorded: 1, available: 9 }, recordings: [recording] } as never));
  store.set(userSubscriptionsStateAtom, idle([{ id: 3, planId: 1, name: 'Premium' }] as never));
  store.set(cartStateAtom, idle({ items: [{ planId: 1 }], total: 999, currency: 'EUR' } as never));
  store.set(ordersStateAtom, idle([{ id: 9 }] as never));
  store.set(pendingChallengeAtom, { id: 'ch', hint: '123456' });
}

function expectNoUserState(store: ReturnType<typeof createStore>) {
  expect(store.get(favoritesStateAtom).channels).toEqual([]);
  expect(store.get(recordingsStateAtom).data.recordings).toEqual([]);
  expect(store.get(userSubscriptionsStateAtom).data).toEqual([]);
  expect(store.get(cartStateAtom).data.items).toEqual([]);
  expect(store.get(ordersStateAtom).data).toEqual([]);
  expect(store.get(pendingChallengeAtom)).toBeNull();
}

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((off) => off()));

function listen() {
  const heard: SessionChange['type'][] = [];
  unsubscribes.push(onSessionChange('test listener', (change) => void heard.push(change.type)));
  return heard;
}

test('an announcement reaches every handler with the announcing store; the write settles when their async parts have; unsubscribe stops it', async () => {
  const store = createStore();
  const seen: string[] = [];
  let release!: () => void;
  const off = onSessionChange('test handler', (change, _get, set) => {
    set(ordersStateAtom, idle([]));
    seen.push(`sync ${change.type}`);
    return new Promise<void>((resolve) => (release = resolve)).then(() => void seen.push(`async ${change.type}`));
  });
  const settled = store.set(announceSessionChangeAtom, { type: 'loggedOut' });
  expect(seen).toEqual(['sync loggedOut']);
  release();
  await settled;
  expect(seen).toEqual(['sync loggedOut', 'async loggedOut']);
  off();
  await store.set(announceSessionChangeAtom, { type: 'loggedOut' });
  expect(seen).toHaveLength(2);
});

test('a module loaded again (hot reload) replaces its handler rather than adding a second', async () => {
  const store = createStore();
  let first = 0;
  let second = 0;
  unsubscribes.push(onSessionChange('reloaded', () => void first++));
  unsubscribes.push(onSessionChange('reloaded', () => void second++));
  await store.set(announceSessionChangeAtom, { type: 'loggedOut' });
  expect([first, second]).toEqual([0, 1]);
});

test('a feature resets itself on "logged out": recordings, subscriptions, cart, orders and the 3-D Secure step go', async () => {
  const store = createStore();
  fillUserState(store);
  expect(store.get(recordingsStateAtom).data.recordings).toHaveLength(1);
  await store.set(announceSessionChangeAtom, { type: 'loggedOut' });
  expectNoUserState(store);
});

test('login announces "logged in" (favourites built from the user); logout announces "logged out" and nothing of the user remains', async () => {
  const { store } = setup();
  const heard = listen();
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  expect(heard).toEqual(['loggedIn']);
  expect(store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([102]);
  fillUserState(store);
  await store.set(logoutAtom);
  expect(heard.slice(1).every((type) => type === 'loggedOut')).toBe(true);
  expect(heard.length).toBeGreaterThan(1);
  expectNoUserState(store);
});

test('another tab logs out (the stored user goes): the sync announces "logged out" and this tab keeps nothing of the user', async () => {
  const { store, storage, client } = setup();
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  client.session.stopKeepAlive();
  fillUserState(store);
  const heard = listen();
  // What the other tab's logout leaves in the shared storage; this tab syncs on the storage event.
  storage.removeItem('ftv_user');
  store.set(syncSessionAtom);
  expect(heard).toEqual(['loggedOut']);
  expectNoUserState(store);
});

test('another tab changes the same user\'s favourites: "user refreshed", and the favourites follow the stored list', async () => {
  const { store, storage, client } = setup();
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  client.session.stopKeepAlive();
  const heard = listen();
  const stored = JSON.parse(storage.getItem('ftv_user')!) as Record<string, unknown>;
  storage.setItem('ftv_user', JSON.stringify({ ...stored, favoriteChannels: [{ channel: 101 }, { channel: 102 }] }));
  store.set(syncSessionAtom);
  expect(heard).toEqual(['userRefreshed']);
  await expect.poll(() => store.get(favoritesStateAtom).channels.map((c) => c.id)).toEqual([101, 102]);
});

test('another tab logs in as someone else before this one synced: "logged out" then "logged in", the first user\'s data gone', async () => {
  const { store, storage, client } = setup();
  await store.set(loginAtom, { login: 'viewer', password: 'secret-password' });
  client.session.stopKeepAlive();
  fillUserState(store);
  const heard = listen();
  const stored = JSON.parse(storage.getItem('ftv_user')!) as Record<string, unknown>;
  storage.setItem('ftv_user', JSON.stringify({ ...stored, id: 8, login: 'other', favoriteChannels: [] }));
  store.set(syncSessionAtom);
  expect(heard).toEqual(['loggedOut', 'loggedIn']);
  expect(store.get(recordingsStateAtom).data.recordings).toEqual([]);
  expect(store.get(cartStateAtom).data.items).toEqual([]);
});
