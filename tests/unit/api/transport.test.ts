// transport.test.ts — the wire rules of docs/api.md#transport: the ftv-token header, session_key placement, JSON/form bodies, errors, abort.
import { expect, test } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { createTransport } from '../../../src/api/transport.ts';
import { fakeProvider, KEY_A } from './fakeProvider.ts';

test('every call sends ftv-token: the access token, or empty without one', async () => {
  const provider = fakeProvider({ 'GET /tv/api/channels': { body: [] }, 'POST /tv/api/logout': { body: { success: true } } });
  const transport = createTransport({ baseUrl: 'http://provider.test', fetch: provider.fetch });
  await transport.send({ method: 'GET', path: '/tv/api/channels' }, KEY_A, 'token-1');
  await transport.send({ method: 'POST', path: '/tv/api/logout' }, KEY_A, null);
  expect(provider.seen.map((r) => r.headers['ftv-token'])).toEqual(['token-1', '']);
});

test('GET carries session_key in the query; other methods in the JSON body', async () => {
  const provider = fakeProvider({ 'GET /api-v2/tvguide/': { body: {} }, 'DELETE /tv/api/favorites': { body: { success: true } } });
  const transport = createTransport({ baseUrl: 'http://provider.test', fetch: provider.fetch });
  await transport.send({ method: 'GET', path: '/api-v2/tvguide/', query: { channels: '1,2', startTime: 5, duration: undefined } }, KEY_A, null);
  await transport.send({ method: 'DELETE', path: '/tv/api/favorites', body: { channel_id: 101 } }, KEY_A, 't');
  const [get, del] = provider.seen;
  expect(Object.fromEntries(get!.query)).toEqual({ channels: '1,2', startTime: '5', session_key: KEY_A });
  expect(get!.contentType).toBeNull();
  expect(del!.query.has('session_key')).toBe(false);
  expect(del!.contentType).toBe('application/json');
  expect(del!.body).toEqual({ session_key: KEY_A, channel_id: 101 });
});

test('a form call is sent form-encoded with session_key in the form', async () => {
  const provider = fakeProvider({ 'POST /tv/api/passwordReset': { body: { result: true } } });
  const transport = createTransport({ baseUrl: 'http://provider.test', fetch: provider.fetch });
  await transport.send({ method: 'POST', path: '/tv/api/passwordReset', body: { email: 'a@b.example' }, form: true }, KEY_A, null);
  expect(provider.seen[0]!.contentType).toBe('application/x-www-form-urlencoded');
  expect(provider.seen[0]!.body).toEqual({ session_key: KEY_A, email: 'a@b.example' });
});

test('the base URL is configurable; empty means same origin (a relative URL)', () => {
  expect(createTransport({ baseUrl: 'https://tv.example/' }).url('/tv/api/init')).toBe('https://tv.example/tv/api/init');
  expect(createTransport({ baseUrl: '' }).url('/tv/api/channels', { session_key: 'k' })).toBe('/tv/api/channels?session_key=k');
});

test('an error answer becomes an ApiError with the status and the provider message', async () => {
  const provider = fakeProvider({ 'POST /tv/api/login': { status: 403, body: { success: false, message: 'Invalid login or password' } } });
  const transport = createTransport({ fetch: provider.fetch });
  const error = await transport.send({ method: 'POST', path: '/tv/api/login', body: {} }, KEY_A, null).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 403, message: 'Invalid login or password' });
});

test('no answer at all is a network ApiError (status 0); an abort stays an AbortError', async () => {
  const transport = createTransport({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
  await expect(transport.send({ method: 'GET', path: '/x' }, null, null)).rejects.toMatchObject({ status: 0, message: 'Network error' });
  const provider = fakeProvider({ 'GET /x': { body: {} } });
  const controller = new AbortController();
  controller.abort();
  const aborted = await createTransport({ fetch: provider.fetch })
    .send({ method: 'GET', path: '/x', signal: controller.signal }, null, null)
    .catch((e: unknown) => e);
  expect(aborted).toMatchObject({ name: 'AbortError' });
  expect(aborted).not.toBeInstanceOf(ApiError);
});
