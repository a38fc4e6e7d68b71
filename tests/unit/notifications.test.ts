// notifications.test.ts — the toast queue: order, de-duplication, cap, dismissal.
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { dismissNotificationAtom, notificationsAtom, notifyAtom } from '../../src/features/notifications/atoms.ts';

test('messages queue in order and can be dismissed by id', () => {
  const store = createStore();
  store.set(notifyAtom, { tone: 'success', message: 'Login successful' });
  store.set(notifyAtom, { tone: 'error', message: 'Failed to fetch channels' });
  const [first, second] = store.get(notificationsAtom);
  expect([first?.message, second?.message]).toEqual(['Login successful', 'Failed to fetch channels']);
  store.set(dismissNotificationAtom, first!.id);
  expect(store.get(notificationsAtom).map((n) => n.message)).toEqual(['Failed to fetch channels']);
});

test('the same message twice in a row shows once; after another message it shows again', () => {
  const store = createStore();
  store.set(notifyAtom, { tone: 'error', message: 'Login failed' });
  store.set(notifyAtom, { tone: 'error', message: 'Login failed' });
  expect(store.get(notificationsAtom)).toHaveLength(1);
  store.set(notifyAtom, { tone: 'info', message: 'Other' });
  store.set(notifyAtom, { tone: 'error', message: 'Login failed' });
  expect(store.get(notificationsAtom)).toHaveLength(3);
});

test('at most four are kept: the oldest go first', () => {
  const store = createStore();
  for (let i = 1; i <= 6; i++) store.set(notifyAtom, { tone: 'info', message: `Message ${i}` });
  expect(store.get(notificationsAtom).map((n) => n.message)).toEqual(['Message 3', 'Message 4', 'Message 5', 'Message 6']);
});
