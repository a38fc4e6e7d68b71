// calls.test.ts — every call of docs/api.md with the rules and messages of docs/client.md#messages-and-errors, against a scripted provider.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { FALLBACK, SUCCESS } from '../../../src/api/messages.ts';
import { isRecorded } from '../../../src/api/dvr.ts';
import { fakeClient, KEY_A, rawUser, settings, type Reply } from './fakeProvider.ts';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** A client with a live session and a logged-in user (token 'tok'). */
function loggedIn(routes: Record<string, Reply | Reply[]> = {}) {
  const fake = fakeClient(routes);
  fake.storage.setItem('ftv_session_key', KEY_A);
  fake.storage.setItem('ftv_access_token', 'tok');
  fake.storage.setItem('ftv_user', JSON.stringify(rawUser));
  fake.storage.setItem('ftv_api_settings', JSON.stringify(settings(KEY_A, 'tok')));
  return fake;
}

const offline = () => Promise.reject(new TypeError('fetch failed'));

test('the success messages of docs/client.md#messages-and-errors, word for word', () => {
  expect(Object.values(SUCCESS)).toEqual([
    'Login successful',
    'Registration successful',
    'Password reset email sent successfully',
    'Channel added to favorites',
    'Channel removed from favorites',
    'Profile updated successfully',
    'Password changed successfully',
    'Verification email sent successfully',
    'Email verified successfully',
    'Support message sent successfully',
  ]);
});

test('cancel-subscription, subscribe and password-reset fail with "No session key available" and send nothing', async () => {
  const { client, seen } = fakeClient({ 'POST /tv/api/init': { body: settings(KEY_A) } });
  await expect(client.subscriptions.cancel(1)).rejects.toThrow('No session key available');
  await expect(client.checkout.subscribe({ cardNumber: '4242424242424242', expiration: '12/39', cvv: '123', cardHolderName: 'A', agreeToTerms: true, agreeToMarketing: false })).rejects.toThrow('No session key available');
  await expect(client.account.passwordReset('a@b.example')).rejects.toThrow('No session key available');
  expect(seen).toHaveLength(0);
});

test('password reset: form-encoded, succeeds when result is true, else "Password reset failed"', async () => {
  const { client, calls } = loggedIn({ 'POST /tv/api/passwordReset': [{ body: { result: true } }, { body: { result: 'yes' } }, offline as never] });
  await expect(client.account.passwordReset('a@b.example')).resolves.toBeUndefined();
  expect(calls('POST /tv/api/passwordReset')[0]).toMatchObject({ contentType: 'application/x-www-form-urlencoded', body: { session_key: KEY_A, email: 'a@b.example' } });
  await expect(client.account.passwordReset('a@b.example')).rejects.toThrow('Password reset failed');
});

test('change password: under 8 characters refused before hashing; 400 and 404 worded by the spec; the saved hash follows', async () => {
  const { client, calls, storage } = loggedIn({
    'POST /tv/api/accountUpdate': [
      { status: 400, body: { success: false, message: 'new_password must be at least 8 characters' } },
      { status: 404, body: { success: false, message: 'whatever' } },
      { status: 500, body: null },
      { body: { success: true } },
    ],
  });
  storage.setItem('ftv_password_hash', md5('old-password'));
  await expect(client.account.changePassword('old-password', 'short')).rejects.toThrow('New password is too short');
  expect(calls('POST /tv/api/accountUpdate')).toHaveLength(0);
  await expect(client.account.changePassword('old-password', 'longer-one')).rejects.toThrow('New password is too short');
  await expect(client.account.changePassword('wrong', 'longer-one')).rejects.toThrow('Current password is incorrect');
  await expect(client.account.changePassword('old-password', 'longer-one')).rejects.toThrow('Failed to change password');
  await client.account.changePassword('old-password', 'longer-one');
  expect(calls('POST /tv/api/accountUpdate').at(-1)!.body).toMatchObject({ password: md5('old-password'), new_password: 'longer-one' });
  expect(storage.getItem('ftv_password_hash')).toBe(md5('longer-one'));
});

test('favourites: add or remove accepted if the answer has success or result', async () => {
  const { client, calls } = loggedIn({
    'POST /tv/api/favorites': [{ body: { success: true } }, { body: { result: true } }, { body: { message: 'ok?' } }],
    'DELETE /tv/api/favorites': [{ body: { result: 1 } }, { body: {} }],
  });
  await client.favorites.add('101');
  expect(calls('POST /tv/api/favorites')[0]!.body).toEqual({ session_key: KEY_A, channel_id: 101 });
  await client.favorites.add(101);
  await expect(client.favorites.add(101)).rejects.toThrow('Failed to add to favorites');
  await client.favorites.remove(101);
  await expect(client.favorites.remove(101)).rejects.toThrow('Failed to remove from favorites');
});

test('favourites list: result[] with each item\'s channel, normalised', async () => {
  const { client } = loggedIn({ 'GET /tv/api/favorites': { body: { success: true, result: [{ channel: { id: '101', title: 'One', is_free: '1' } }] } } });
  expect(await client.favorites.list()).toMatchObject([{ id: 101, title: 'One', isFree: true, streamUrl: null }]);
});

test('chat: without an access token sending gives "Unauthorized" and nothing is sent', async () => {
  const { client, seen, storage } = loggedIn();
  storage.removeItem('ftv_access_token');
  await expect(client.chat.send('hello')).rejects.toMatchObject({ message: 'Unauthorized' });
  expect(seen).toHaveLength(0);
});

test('chat: send carries the token object (token, user.nickname, source) and succeeds when code is 200', async () => {
  const message = { id: 5, text: 'hello', created_at: 1, user: { nickname: 'viewer' }, source: 'ftv' };
  const { client, calls } = loggedIn({ 'POST /messages/general': [{ body: { code: 200, message } }, { body: { code: 500 } }] });
  expect(await client.chat.send('hello')).toEqual({ id: 5, text: 'hello', createdAt: 1, user: { nickname: 'viewer' }, source: 'ftv' });
  expect(calls('POST /messages/general')[0]!.body).toEqual({ session_key: KEY_A, token: { token: 'chat-tok', user: { nickname: 'viewer' }, source: 'ftv' }, message: 'hello' });
  await expect(client.chat.send('again')).rejects.toThrow('Failed to send message');
});

test('chat: loads the last 50 of the general room', async () => {
  const { client, calls } = loggedIn({ 'GET /messages/general': [{ body: { messages: [{ id: 1, text: 'a', created_at: 1, user: { nickname: 'x' }, source: 'ftv' }] } }, offline as never] });
  expect(await client.chat.load()).toHaveLength(1);
  expect(Object.fromEntries(calls('GET /messages/general')[0]!.query)).toMatchObject({ limitType: 'amount', limitValue: '50' });
  await expect(client.chat.load()).rejects.toThrow('Failed to load chat messages');
});

test('a failed guide fetch gives an empty programme list', async () => {
  const { client } = loggedIn({ 'GET /api-v2/tvguide/101': offline as never, 'GET /api-v2/tvguide/': { status: 500, body: null } });
  expect(await client.guide.channel(101)).toEqual({ data: [], currentTime: null });
  const window = await client.guide.window({ channelIds: [101, 102], startTime: 1000, duration: 3600 });
  expect(window).toEqual({ data: { 101: [], 102: [] }, currentTime: null });
  expect(client.cache.stats().count).toBe(0); // a failure is not cached
});

test('guide windows: batched by 200 channels × 48 h, merged without duplicates, cached by window key', async () => {
  const programme = (channel: number, start: number) => ({ programme: channel * 1e6 + start, channel_id: channel, startdatetime: start, enddatetime: start + 3600, length: 3600 });
  const { client, calls } = loggedIn({
    'GET /api-v2/tvguide/': (r) => {
      const ids = r.query.get('channels')!.split(',');
      const start = Number(r.query.get('startTime'));
      // Every batch also returns a programme that straddles its start (as the provider does).
      return { body: { data: Object.fromEntries(ids.map((id) => [id, [programme(Number(id), 0), programme(Number(id), start)]])), currentTime: 42 } };
    },
  });
  const ids = Array.from({ length: 250 }, (_, i) => i + 1);
  const window = await client.guide.window({ channelIds: ids, startTime: 1000, duration: 72 * 3600 });
  const requests = calls('GET /api-v2/tvguide/');
  expect(requests).toHaveLength(4); // 2 channel batches × 2 time spans
  expect(requests.map((r) => r.query.get('channels')!.split(',').length).sort()).toEqual([200, 200, 50, 50]);
  expect(requests.map((r) => Number(r.query.get('duration'))).sort((a, b) => a - b)).toEqual([24 * 3600, 24 * 3600, 48 * 3600, 48 * 3600]);
  expect(window.data[250]!.map((p) => p.start)).toEqual([0, 1000, 1000 + 48 * 3600]);
  expect(window.currentTime).toBe(42);
  await client.guide.window({ channelIds: [...ids].reverse(), startTime: 1000, duration: 72 * 3600 });
  expect(calls('GET /api-v2/tvguide/')).toHaveLength(4); // same window key: from the cache
});

test('isRecorded: same channel (ids as numbers), same start time and same length', () => {
  const programme = { channelId: 101, start: 1000, length: 1800 };
  expect(isRecorded(programme, [{ channelId: '101' as unknown as number, start: 1000, length: 1800 }])).toBe(true);
  expect(isRecorded(programme, [{ channelId: 102, start: 1000, length: 1800 }])).toBe(false);
  expect(isRecorded(programme, [{ channelId: 101, start: 1001, length: 1800 }])).toBe(false);
  expect(isRecorded(programme, [{ channelId: 101, start: 1000, length: 1799 }])).toBe(false);
  expect(isRecorded(programme, [])).toBe(false);
});

// The provider's recorder is being built beside this client: these follow docs/api.md#recorder
// against a scripted provider; integration tests join when the routes exist.
test('dvr: list (cached 5 minutes), add sends {channel_id, programme_id, start_time}, remove {recording_id}', async () => {
  const recording = { id: 3, channel_id: '101', programme_id: 55, title: 'News', description: '', time_start: 1000, length: 1800, status: 'Accepted' };
  const { client, calls } = loggedIn({
    'GET /tv/api/dvr/list': { body: { userStorage: { total: 50, recorded: 1, available: 49 }, recordings: [recording] } },
    'POST /tv/api/dvr/add': { body: { success: true, recording: { ...recording, id: 4, programme_id: 56, time_start: 2800 } } },
    'POST /tv/api/dvr/remove': { body: { success: true } },
  });
  const list = await client.dvr.list();
  expect(list).toMatchObject({ userStorage: { total: 50, available: 49 }, recordings: [{ id: 3, channelId: 101, status: 'Accepted', streamUrl: null }] });
  await client.dvr.list();
  expect(calls('GET /tv/api/dvr/list')).toHaveLength(1);
  await client.dvr.add({ channelId: 101, id: 56, start: 2800 });
  expect(calls('POST /tv/api/dvr/add')[0]!.body).toEqual({ session_key: KEY_A, channel_id: 101, programme_id: 56, start_time: 2800 });
  expect((await client.dvr.list()).recordings.map((r) => r.id)).toEqual([3, 4]);
  await client.dvr.remove(3);
  expect(calls('POST /tv/api/dvr/remove')[0]!.body).toEqual({ session_key: KEY_A, recording_id: 3 });
  expect((await client.dvr.list()).recordings.map((r) => r.id)).toEqual([4]);
  await client.dvr.list({ fresh: true });
  expect(calls('GET /tv/api/dvr/list')).toHaveLength(2);
});

test('subscriptions: plans, the user\'s (remaining_time), cancel {session_key, id}', async () => {
  const { client, calls } = loggedIn({
    'GET /tv/api/subscriptions': { body: [{ id: 2, name: 'Premium', price: 999, currency: 'EUR', period: 'month', features: ['a'], channel_groups: [], storage_hours: 50 }] },
    'GET /tv/api/userSubscriptions': { body: [{ id: 9, plan_id: 2, name: 'Premium', status: 'active', started_at: 1, expires_at: 2, 'remaining-time': 77, auto_renew: 1 }] },
    'POST /tv/api/cancelSubscription': [{ body: { success: true } }, offline as never],
  });
  expect((await client.subscriptions.plans())[0]).toMatchObject({ id: 2, price: 999 });
  expect((await client.subscriptions.mine())[0]).toMatchObject({ id: 9, remainingTime: 77 });
  await client.subscriptions.cancel(9);
  expect(calls('POST /tv/api/cancelSubscription')[0]!.body).toEqual({ session_key: KEY_A, id: 9 });
  await expect(client.subscriptions.cancel(9)).rejects.toThrow('Failed to cancel subscription');
});

test('checkout: cart calls, subscribe answers paid or a 3-D Secure challenge, challenge3ds sends challenge and browserData', async () => {
  const cart = { items: [{ plan_id: 2, name: 'Premium', price: 999, currency: 'EUR', period: 'month' }], total: 999, currency: 'EUR' };
  const order = { id: 1, plan_id: 2, name: 'Premium', amount: 999, currency: 'EUR', card_brand: 'visa', card_last4: '3220', status: 'paid', created_at: 5 };
  const paid = { id: 1, planId: 2, name: 'Premium', amount: 999, currency: 'EUR', cardBrand: 'visa', cardLast4: '3220', status: 'paid', createdAt: 5 };
  const inCart = { items: [{ planId: 2, name: 'Premium', price: 999, currency: 'EUR', period: 'month' }], total: 999, currency: 'EUR' };
  const { client, calls } = loggedIn({
    'POST /tv/api/checkout/clear-cart': { body: { success: true, items: [], total: 0, currency: 'EUR' } },
    'POST /tv/api/checkout/add-to-cart/2': [{ body: { success: true, ...cart } }, offline as never],
    'GET /checkout-cart': { body: cart },
    'POST /tv/api/checkout/subscribe': [{ body: { challenge3ds: { id: 'c1', hint: 'Enter 123456' } } }, { status: 402, body: { success: false, message: 'Your card was declined' } }, { status: 500, body: null }],
    'POST /tv/api/checkout/challenge3ds': { body: { success: true, orders: [order] } },
    'GET /tv/api/orders': [{ body: [order] }, offline as never],
  });
  expect((await client.checkout.clearCart()).items).toEqual([]);
  expect(await client.checkout.addToCart(2)).toEqual(inCart);
  await expect(client.checkout.addToCart(2)).rejects.toThrow('Failed to add to cart');
  expect(await client.checkout.cart()).toEqual(inCart);
  const card = { cardNumber: '4000 0000 0000 3220', expiration: '12/39', cvv: '123', cardHolderName: 'A B', agreeToTerms: true, agreeToMarketing: false };
  expect(await client.checkout.subscribe(card)).toEqual({ status: 'challenge', challenge: { id: 'c1', hint: 'Enter 123456' } });
  expect(calls('POST /tv/api/checkout/subscribe')[0]!.body).toEqual({
    session_key: KEY_A,
    card_number: '4000 0000 0000 3220',
    expiration: '12/39',
    cvv: '123',
    card_holder_name: 'A B',
    agree_to_terms: true,
    agree_to_marketing: false,
  });
  await expect(client.checkout.subscribe(card)).rejects.toThrow('Your card was declined');
  await expect(client.checkout.subscribe(card)).rejects.toThrow('Failed to subscribe to plan');
  expect(await client.checkout.challenge3ds({ id: 'c1', code: '123456' }, { language: 'en' })).toEqual({ status: 'paid', orders: [paid] });
  expect(calls('POST /tv/api/checkout/challenge3ds')[0]!.body).toEqual({ session_key: KEY_A, challenge: { id: 'c1', code: '123456' }, browserData: { language: 'en' } });
  expect(await client.checkout.orders()).toEqual([paid]);
  await expect(client.checkout.orders()).rejects.toThrow('Failed to fetch order history');
});

test('profile, email verification and support: payloads and the fallback messages', async () => {
  const { client, calls, storage } = loggedIn({
    'POST /tv/api/updateProfile': [{ body: { ...rawUser, 'home-location': { country: 'FR', timezone: 'Europe/Paris' } } }, offline as never],
    'POST /tv/api/sendEmailVerification': [{ body: { success: true } }, offline as never],
    'POST /tv/api/verifyEmail': [{ body: { success: true, user_id: 8 } }, { body: { success: true, user_id: 7 } }, offline as never],
    'POST /tv/api/support': [{ body: { success: true, ticket_id: 1 } }, offline as never],
  });
  expect((await client.account.updateProfile({ country: 'FR', timezone: 'Europe/Paris' })).homeLocation).toEqual({ country: 'FR', timezone: 'Europe/Paris' });
  expect(calls('POST /tv/api/updateProfile')[0]!.body).toEqual({ session_key: KEY_A, country: 'FR', timezone: 'Europe/Paris' });
  expect(JSON.parse(storage.getItem('ftv_user')!).homeLocation.country).toBe('FR');
  await expect(client.account.updateProfile({ country: 'FR' })).rejects.toThrow('Failed to update profile');
  await client.account.sendEmailVerification();
  await expect(client.account.sendEmailVerification()).rejects.toThrow('Failed to send verification email');
  // Someone else's link (user 8) leaves the stored user alone; the user's own (7) marks them verified.
  await client.account.verifyEmail('tkn');
  expect(calls('POST /tv/api/verifyEmail')[0]!.body).toEqual({ session_key: KEY_A, token: 'tkn' });
  expect(JSON.parse(storage.getItem('ftv_user')!).emailVerified).toBe(false);
  await client.account.verifyEmail('tkn');
  expect(JSON.parse(storage.getItem('ftv_user')!).emailVerified).toBe(true);
  await expect(client.account.verifyEmail('tkn')).rejects.toThrow('Failed to verify email');
  const message = { email: 'a@b.example', subject: 'Help', message: 'It broke', classification: 'technical', technicalData: { ua: 'x' } };
  await client.support.send(message);
  expect(calls('POST /tv/api/support')[0]!.body).toEqual({ session_key: KEY_A, ...message });
  await expect(client.support.send(message)).rejects.toThrow('Failed to send support message');
});

test('fallback messages of the lists: channels, channel, favourites, subscriptions', async () => {
  const { client } = loggedIn({
    'GET /tv/api/channels': offline as never,
    'GET /tv/api/channel/1': offline as never,
    'GET /tv/api/favorites': offline as never,
    'GET /tv/api/subscriptions': offline as never,
    'GET /tv/api/userSubscriptions': offline as never,
    'POST /tv/api/login': offline as never,
    'POST /tv/api/register': offline as never,
  });
  await expect(client.channels.list()).rejects.toThrow(FALLBACK.channelsList);
  await expect(client.channels.info(1)).rejects.toThrow('Failed to fetch channels');
  await expect(client.favorites.list()).rejects.toThrow('Failed to fetch favorites');
  await expect(client.subscriptions.plans()).rejects.toThrow('Failed to fetch subscriptions');
  await expect(client.subscriptions.mine()).rejects.toThrow('Failed to fetch subscriptions');
  await expect(client.auth.login('a', 'b')).rejects.toThrow('Login failed');
  await expect(client.auth.register('a@b.example', 'long-enough')).rejects.toThrow('Registration failed');
});
