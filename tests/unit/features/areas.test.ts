// areas.test.ts (features) — the other areas' atoms over a scripted provider: channels, guide, recordings, plans, checkout, chat, history, settings.
import { createStore } from 'jotai';
import { expect, test } from 'vitest';
import { channelsAtom, loadChannelAtom, loadChannelsAtom, channelsStateAtom, channelDetailsAtom } from '../../../src/features/shared/lineup.ts';
import { cartStateAtom, choosePlanAtom, confirmChallengeAtom, loadOrdersAtom, ordersStateAtom, payAtom, pendingChallengeAtom } from '../../../src/features/checkout/atoms.ts';
import { chatStateAtom, loadChatAtom, mergeMessages, sendChatMessageAtom } from '../../../src/features/chat/atoms.ts';
import { channelGuidesAtom, guideWindowAtom, loadChannelGuideAtom, loadGuideWindowAtom } from '../../../src/features/shared/guides.ts';
import { addToChannelHistoryAtom, channelHistoryAtom, clearChannelHistoryAtom } from '../../../src/features/shared/channelHistory.ts';
import { notificationsAtom } from '../../../src/features/notifications/atoms.ts';
import { isProgrammeRecordedAtom, loadRecordingsAtom, recordingsStateAtom, recordProgrammeAtom, removeRecordingAtom } from '../../../src/features/shared/recordings.ts';
import { apiClientAtom } from '../../../src/features/session/atoms.ts';
import { changePasswordAtom, sendEmailVerificationAtom, updateProfileAtom, verifyEmailAtom } from '../../../src/features/settings/atoms.ts';
import { cancelSubscriptionAtom, loadPlansAtom, loadUserSubscriptionsAtom, plansStateAtom, userSubscriptionsStateAtom } from '../../../src/features/shared/subscriptions.ts';
import { sendSupportMessageAtom } from '../../../src/features/support/atoms.ts';
import { passwordResetAtom } from '../../../src/features/auth/atoms.ts';
import { fakeClient, KEY_A, rawUser, settings, type Reply } from '../api/fakeProvider.ts';

const offline = (() => Promise.reject(new TypeError('fetch failed'))) as unknown as Reply;

function setup(routes: Record<string, Reply | Reply[]> = {}) {
  const fake = fakeClient(routes);
  fake.storage.setItem('ftv_session_key', KEY_A);
  fake.storage.setItem('ftv_access_token', 'tok');
  fake.storage.setItem('ftv_user', JSON.stringify(rawUser));
  fake.storage.setItem('ftv_api_settings', JSON.stringify(settings(KEY_A, 'tok')));
  const store = createStore();
  store.set(apiClientAtom, fake.client);
  // Every toast ever shown (the queue itself keeps only the last four on screen).
  const shown: string[] = [];
  store.sub(notificationsAtom, () => {
    const last = store.get(notificationsAtom).at(-1);
    if (last) shown.push(last.message);
  });
  const toasts = () => shown;
  return { ...fake, store, toasts };
}

test('channels: loaded once (force reloads), errors held for the page; one channel by id', async () => {
  const { store, calls } = setup({
    'GET /tv/api/channels': [{ body: [{ id: '1', title: 'A', type: 'standard', streams: [] }, { id: '2', type: 'vod' }] }, offline],
    'GET /tv/api/channel/1': { body: { id: 1, title: 'A', streams: [{ url: 'u' }] } },
  });
  await store.set(loadChannelsAtom);
  await store.set(loadChannelsAtom);
  expect(calls('GET /tv/api/channels')).toHaveLength(1);
  expect(store.get(channelsAtom).map((c) => c.id)).toEqual([1]);
  await store.set(loadChannelsAtom, { force: true });
  expect(store.get(channelsStateAtom)).toMatchObject({ error: 'Failed to fetch channels list', isLoading: false });
  expect(store.get(channelsAtom)).toHaveLength(1); // the last good list stays
  expect(await store.set(loadChannelAtom, { channelId: 1 })).toMatchObject({ ok: true, data: { streamUrl: 'u' } });
  expect(store.get(channelDetailsAtom)[1]!.data!.id).toBe(1);
});

test('guide: a window atom per window key; a single channel guide; failures give empty lists', async () => {
  const { store, calls } = setup({
    'GET /api-v2/tvguide/': { body: { data: { 1: [{ programme: 11, channel_id: 1, startdatetime: 100, enddatetime: 200, length: 100 }] }, currentTime: 150 } },
    'GET /api-v2/tvguide/2': offline,
  });
  const request = { channelIds: [1], startTime: 100, duration: 3600 };
  expect(guideWindowAtom(request)).toBe(guideWindowAtom({ ...request }));
  await store.set(loadGuideWindowAtom, request);
  expect(store.get(guideWindowAtom(request))).toMatchObject({ currentTime: 150, isLoading: false, data: { 1: [{ id: 11, channelId: 1, start: 100, end: 200 }] } });
  await store.set(loadGuideWindowAtom, request);
  expect(calls('GET /api-v2/tvguide/')).toHaveLength(1); // cached by window key
  expect(await store.set(loadChannelGuideAtom, { channelId: 2 })).toEqual({ data: [], currentTime: null });
  expect(store.get(channelGuidesAtom)[2]).toMatchObject({ data: [], isLoading: false });
});

test('recordings: loaded (cache), scheduled and removed; isRecorded against the loaded list', async () => {
  const rec = { id: 1, channel_id: '5', programme_id: 9, title: 'T', time_start: 1000, length: 60, status: 'Recorded' };
  const { store, calls } = setup({
    'GET /tv/api/dvr/list': { body: { userStorage: { total: 10, recorded: 1, available: 9 }, recordings: [rec] } },
    'POST /tv/api/dvr/add': { body: { success: true, recording: { ...rec, id: 2, programme_id: 10, time_start: 2000 } } },
    'POST /tv/api/dvr/remove': { body: { success: true } },
  });
  await store.set(loadRecordingsAtom);
  expect(store.get(recordingsStateAtom).data.userStorage.total).toBe(10);
  expect(store.get(isProgrammeRecordedAtom)({ channelId: 5, start: 1000, length: 60 })).toBe(true);
  expect(store.get(isProgrammeRecordedAtom)({ channelId: 5, start: 2000, length: 60 })).toBe(false);
  await store.set(recordProgrammeAtom, { channelId: 5, id: 10, start: 2000 });
  expect(calls('POST /tv/api/dvr/add')[0]!.body).toMatchObject({ channel_id: 5, programme_id: 10, start_time: 2000 });
  expect(store.get(isProgrammeRecordedAtom)({ channelId: 5, start: 2000, length: 60 })).toBe(true);
  expect(calls('GET /tv/api/dvr/list')).toHaveLength(1); // the add kept the cache in step
  await store.set(removeRecordingAtom, 1);
  // A finished recording goes to the trash, which the cached list cannot know of: it is fetched again.
  expect(calls('POST /tv/api/dvr/remove')[0]!.body).toMatchObject({ recording_id: 1 });
  expect(calls('GET /tv/api/dvr/list')).toHaveLength(2);
});

test('plans and subscriptions: loaded, cancelled; a failure is the spec message', async () => {
  const { store, toasts } = setup({
    'GET /tv/api/subscriptions': offline,
    'GET /tv/api/userSubscriptions': { body: [{ id: 3, plan_id: 2, name: 'P', status: 'active', 'remaining-time': 60, auto_renew: 1 }] },
    'POST /tv/api/cancelSubscription': offline,
  });
  await store.set(loadPlansAtom);
  expect(store.get(plansStateAtom).error).toBe('Failed to fetch subscriptions');
  await store.set(loadUserSubscriptionsAtom);
  expect(store.get(userSubscriptionsStateAtom).data[0]!.remainingTime).toBe(60);
  expect(await store.set(cancelSubscriptionAtom, 3)).toEqual({ ok: false, error: 'Failed to cancel subscription' });
  expect(toasts()).toContain('Failed to cancel subscription');
});

test('checkout: choosing a plan fills the cart; a challenged payment waits for the code, then completes', async () => {
  const cart = { items: [{ plan_id: 2, name: 'P', price: 999, currency: 'EUR', period: 'month' }], total: 999, currency: 'EUR' };
  const { store, calls, toasts } = setup({
    'POST /tv/api/checkout/clear-cart': { body: { success: true, items: [], total: 0, currency: 'EUR' } },
    'POST /tv/api/checkout/add-to-cart/2': { body: { success: true, ...cart } },
    'POST /tv/api/checkout/subscribe': { body: { challenge3ds: { id: 'c', hint: 'Enter 123456' } } },
    'POST /tv/api/checkout/challenge3ds': [{ status: 400, body: { success: false, message: 'Incorrect code' } }, { body: { success: true, orders: [] } }],
    'GET /tv/api/userSubscriptions': { body: [] },
    'GET /tv/api/channels': { body: [] },
    'GET /tv/api/orders': { body: [{ id: 1, plan_id: 2, name: 'P', amount: 999, currency: 'EUR', card_brand: 'visa', card_last4: '3220', status: 'paid', created_at: 1 }] },
  });
  await store.set(choosePlanAtom, 2);
  expect(calls('POST /tv/api/checkout/clear-cart')).toHaveLength(1);
  expect(store.get(cartStateAtom).data.total).toBe(999);
  const card = { cardNumber: '4000 0000 0000 3220', expiration: '12/39', cvv: '123', cardHolderName: 'A', agreeToTerms: true, agreeToMarketing: false };
  expect(await store.set(payAtom, card)).toMatchObject({ ok: true, data: { status: 'challenge' } });
  expect(store.get(pendingChallengeAtom)).toEqual({ id: 'c', hint: 'Enter 123456' });
  // A wrong code is the dialog's to show: no toast, the challenge stays open.
  expect(await store.set(confirmChallengeAtom, '000000')).toMatchObject({ ok: false, error: 'Incorrect code' });
  expect(toasts()).not.toContain('Incorrect code');
  expect(store.get(pendingChallengeAtom)).toEqual({ id: 'c', hint: 'Enter 123456' });
  expect(await store.set(confirmChallengeAtom, '123456')).toMatchObject({ ok: true, data: { status: 'paid' }, message: 'Payment successful' });
  expect(toasts()).toContain('Payment successful');
  expect(store.get(pendingChallengeAtom)).toBeNull();
  expect(calls('GET /tv/api/userSubscriptions')).toHaveLength(1); // the new plan is fetched
  await store.set(loadOrdersAtom);
  expect(store.get(ordersStateAtom).data[0]!.cardLast4).toBe('3220');
});

test('chat: loaded, a sent message appended once, stream and load merged by id', async () => {
  const m = (id: number) => ({ id, text: `m${id}`, created_at: id, user: { nickname: 'v' }, source: 'ftv' });
  const { store } = setup({ 'GET /messages/general': { body: { messages: [m(1), m(2)] } }, 'POST /messages/general': { body: { code: 200, message: m(3) } } });
  await store.set(loadChatAtom);
  await store.set(sendChatMessageAtom, 'm3');
  expect(store.get(chatStateAtom).messages.map((x) => x.id)).toEqual([1, 2, 3]);
  const loaded = (id: number) => ({ id, text: `m${id}`, createdAt: id, user: { nickname: 'v' }, source: 'ftv' });
  expect(mergeMessages([loaded(1), loaded(3)], [loaded(2), loaded(3)]).map((x) => x.id)).toEqual([1, 2, 3]);
});

test('channel history: most recent first, no duplicates, at most 10, in ftv_channels_history', () => {
  const { store, storage } = setup();
  for (let id = 1; id <= 11; id++) store.set(addToChannelHistoryAtom, { id, title: `C${id}`, logo: '' });
  store.set(addToChannelHistoryAtom, { id: 4, title: 'C4', logo: '' });
  expect(store.get(channelHistoryAtom).map((e) => e.id)).toEqual([4, 11, 10, 9, 8, 7, 6, 5, 3, 2]);
  expect(JSON.parse(storage.getItem('ftv_channels_history')!)).toHaveLength(10);
  store.set(clearChannelHistoryAtom);
  expect(store.get(channelHistoryAtom)).toEqual([]);
});

test('settings and support actions toast the spec\'s success messages', async () => {
  const { store, toasts } = setup({
    'POST /tv/api/updateProfile': { body: rawUser },
    'POST /tv/api/accountUpdate': { body: { success: true } },
    'POST /tv/api/sendEmailVerification': { body: { success: true } },
    'POST /tv/api/verifyEmail': { body: { success: true } },
    'POST /tv/api/support': { body: { success: true } },
    'POST /tv/api/passwordReset': { body: { result: true } },
  });
  await store.set(updateProfileAtom, { country: 'DE' });
  await store.set(changePasswordAtom, { currentPassword: 'old-password', newPassword: 'new-password' });
  await store.set(sendEmailVerificationAtom);
  await store.set(verifyEmailAtom, 'tkn');
  await store.set(sendSupportMessageAtom, { email: 'a@b.example', subject: 's', message: 'm', classification: 'other' });
  await store.set(passwordResetAtom, { email: 'a@b.example' });
  expect(toasts()).toEqual([
    'Profile updated successfully',
    'Password changed successfully',
    'Verification email sent successfully',
    'Email verified successfully',
    'Support message sent successfully',
    'Password reset email sent successfully',
  ]);
  expect(await store.set(changePasswordAtom, { currentPassword: 'old-password', newPassword: 'short' })).toEqual({ ok: false, error: 'New password is too short' });
});
