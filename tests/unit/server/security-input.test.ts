// security-input.test.ts — hostile paths and bodies: traversal under /dev/ and /media/, oversized and deeply nested JSON, wrong content types.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mediaSecret, signedRecordingUrl, signedStreamUrl } from '../../../server/media/signing.ts';
import { recordingDir } from '../../../server/recorder/storage.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

let server: TestServer;
let base: URL;
/** Random bytes in a file beside the database: if any answer holds them, a path escaped. */
let canary: string;
let secret: string;
let owner: TestUser;
let recordingUrl: string;
let streamUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  base = new URL(await server.listen());
  canary = randomBytes(24).toString('hex');
  writeFileSync(path.join(server.dataDir, 'canary.txt'), canary);
  secret = mediaSecret(server.app.deps);
  // A finished recording with files on disk, and a valid signature for it: traversal must fail past the signature check too.
  owner = await createLoggedInUser(server);
  const { db, now } = server.app.deps;
  const { id } = await db
    .insertInto('recordings')
    .values({ user_id: owner.userId, channel_id: 101, programme_id: 1, title: 't', description: '', time_start: now() - 100, length: 60, status: 'Recorded', reason: null, recorded_from: null, next_sequence: null, segments_done: 1, missing_seconds: 0, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dir = recordingDir(server.dataDir, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n1.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(path.join(dir, '1.ts'), Buffer.alloc(188, 0x47));
  recordingUrl = signedRecordingUrl(secret, id, owner.userId, now());
  streamUrl = signedStreamUrl(secret, 101, owner.userId, now());
});
afterAll(() => server.close());

/** A request whose path goes on the wire exactly as written (fetch and inject would resolve dot segments first). */
function raw(pathAndQuery: string, init: { method?: string; body?: string | Buffer; type?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'ftv-token': '' };
    if (init.type) headers['content-type'] = init.type;
    const req = http.request({ host: base.hostname, port: base.port, path: pathAndQuery, method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

describe('path traversal', () => {
  test('every /dev/ and /media/ path that climbs out (encoded, double-encoded, backslashes, NUL) is a 4xx and never a file from outside', async () => {
    const query = (url: string) => url.slice(url.indexOf('?'));
    const recQuery = query(recordingUrl);
    const recBase = recordingUrl.slice(0, recordingUrl.lastIndexOf('/'));
    const liveQuery = query(streamUrl);
    // The web root is DATA_DIR/web in tests: one level up is the database, the media secret and the canary.
    const targets = ['ftv.sqlite', 'media-secret', 'canary.txt'];
    const climbs = (target: string) => [
      `..%2f${target}`,
      `..%2f..%2f${target}`,
      `..%2f..%2f..%2f..%2f${target}`,
      `%2e%2e/${target}`,
      `%2e%2e/%2e%2e/%2e%2e/${target}`,
      `%2e%2e%2f%2e%2e%2f${target}`,
      `%252e%252e%252f${target}`,
      `%252e%252e/%252e%252e/${target}`,
      `..%5c..%5c${target}`,
      `%2e%2e%5c%2e%2e%5c${target}`,
      `..\\..\\${target}`,
      `../../${target}`,
      `${target}%00`,
      `..%2f${target}%00.ts`,
      `..%c0%af..%c0%af${target}`,
      `%ff`,
    ];
    const prefixes = ['/dev/', '/dev/mail/', '/media/', '/media/live/', '/media/live/101/', '/media/live/101/720p/', '/media/recordings/', `${recBase}/`, '/media/logos/', '/media/posters/', '/'];
    let checked = 0;
    for (const target of targets) {
      for (const climb of climbs(target)) {
        for (const prefix of prefixes) {
          // Media paths with a valid signature, so only the path can be what refuses them.
          const suffix = prefix.startsWith('/media/recordings/') ? recQuery : prefix.startsWith('/media/live/101/') ? liveQuery : '';
          const url = `${prefix}${climb}${suffix}`;
          const res = await raw(url);
          // Outside the API's prefixes an unknown page gets the app shell (200): never a file, never a 5xx.
          const refused = prefix === '/' ? res.status < 500 && (res.status >= 400 || res.body.includes('<div id="root">')) : res.status >= 400 && res.status < 500;
          expect([url, res.status, refused]).toEqual([url, res.status, true]);
          for (const leak of [canary, secret, 'SQLite format 3']) expect([url, res.body.includes(leak)]).toEqual([url, false]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(targets.length * 16 * prefixes.length);
    // The valid URLs themselves still work: the refusals above are about the paths.
    expect((await raw(recordingUrl)).status).toBe(200);
    expect((await raw(`${recBase}/1.ts${recQuery}`)).status).toBe(200);
  });
});

describe('request bodies', () => {
  test('JSON over the 64 KB body limit is 413 with a message; a form over its 16 KB limit too', async () => {
    const key = await server.init();
    const big = await raw('/tv/api/login', { method: 'POST', type: 'application/json', body: JSON.stringify({ session_key: key, login: 'x'.repeat(70_000), password: 'y' }) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ success: false, message: 'Request body is too large' });
    const form = await raw('/tv/api/passwordReset', { method: 'POST', type: 'application/x-www-form-urlencoded', body: `session_key=${key}&email=${'x'.repeat(20_000)}` });
    expect(form.status).toBe(413);
    expect(JSON.parse(form.body)).toMatchObject({ success: false, message: expect.any(String) });
  });

  test('deeply nested JSON: 100,000 arrays is 413, 30,000 within the limit is 400 wherever it is sent; the server keeps answering', async () => {
    const key = await server.init();
    const nest = (n: number, inner = '1') => `${'['.repeat(n)}${inner}${']'.repeat(n)}`;
    const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const huge = await raw('/tv/api/login', { method: 'POST', type: 'application/json', body: nest(100_000) });
    expect(huge.status).toBe(413);
    const bodies: [string, string, string][] = [
      ['/tv/api/login', nest(30_000), ''],
      ['/tv/api/init', nest(30_000), ''],
      ['/tv/api/support', `{"session_key":"${key}","email":"a@b.cd","subject":"s","message":"m","classification":"other","technicalData":{"x":${nest(30_000)}}}`, ''],
      ['/tv/api/support', `{"session_key":"${key}","email":"a@b.cd","subject":"s","message":"m","classification":"other","technicalData":${objects(9_000)}}`, ''],
      ['/tv/api/support', `{"session_key":"${key}","email":"a@b.cd","subject":"s","message":"m","classification":"other","technicalData":${objects(9_000).replace('1', '{"__proto__":{"polluted":1}}')}}`, ''],
      ['/messages/general', `{"token":{"token":"x","user":${objects(9_000)}},"message":"hi"}`, ''],
      ['/tv/api/checkout/challenge3ds', `{"session_key":"${owner.sessionKey}","challenge":{"id":"x","code":"1"},"browserData":${objects(9_000)}}`, owner.token],
      ['/tv/api/favorites', `{"session_key":"${owner.sessionKey}","channel_id":${nest(30_000)}}`, owner.token],
    ];
    for (const [i, [url, body, token]] of bodies.entries()) {
      expect(body.length).toBeLessThan(64 * 1024);
      const res = await server.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', 'ftv-token': token }, remoteAddress: `10.99.${i}.1` });
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await server.app.inject({ method: 'POST', url: '/tv/api/init', payload: { app_id: 'ftv-web', app_secret: 'ftv-web-secret' } })).statusCode).toBe(200);
  });

  test('text/plain, multipart, a form or no type where JSON is expected: 415 saying to send JSON; passwordReset still takes its form', async () => {
    const key = await server.init();
    const json = JSON.stringify({ session_key: key, login: 'nobody', password: 'a'.repeat(32) });
    const formOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const cases: [string, string | undefined, string][] = [
      ['/tv/api/login', 'text/plain', json],
      ['/tv/api/login', 'text/plain;charset=UTF-8', json],
      ['/tv/api/login', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="session_key"\r\n\r\n${key}\r\n--x--\r\n`],
      ['/tv/api/login', 'application/x-www-form-urlencoded', formOf({ session_key: key, login: 'nobody', password: 'a'.repeat(32) })],
      ['/tv/api/login', undefined, json],
      ['/tv/api/login', 'application/xml', '<login/>'],
      ['/tv/api/register', 'application/x-www-form-urlencoded', formOf({ session_key: key, email: 'form@example.com', password: 'a'.repeat(32) })],
      ['/tv/api/support', 'application/x-www-form-urlencoded', formOf({ session_key: key, email: 'a@b.cd', subject: 's', message: 'm', classification: 'other' })],
      ['/tv/api/support', 'text/plain', JSON.stringify({ session_key: key, email: 'a@b.cd', subject: 's', message: 'm', classification: 'other' })],
      ['/messages/general', 'application/x-www-form-urlencoded', formOf({ message: 'hi', 'token[token]': owner.token })],
      ['/messages/general', 'text/plain', JSON.stringify({ message: 'hi', token: { token: 'x' } })],
      ['/tv/api/checkout/clear-cart', 'application/x-www-form-urlencoded', formOf({ session_key: key })],
      ['/tv/api/cancelSubscription', 'text/plain', JSON.stringify({ session_key: key, id: 1 })],
      ['/tv/api/dvr/remove', 'application/x-www-form-urlencoded', formOf({ session_key: key, recording_id: '1' })],
    ];
    for (const [url, type, body] of cases) {
      const res = await raw(url, { method: 'POST', type, body });
      expect([url, type, res.status]).toEqual([url, type, 415]);
      expect(JSON.parse(res.body)).toEqual({ success: false, message: expect.stringMatching(/Unsupported Media Type.*send JSON \(Content-Type: application\/json\)/) });
    }
    // Nothing was stored by any of them.
    const { db } = server.app.deps;
    expect(await db.selectFrom('users').select('id').where('email', '=', 'form@example.com').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('support_tickets').select('id').where('session_key', '=', key).executeTakeFirst()).toBeUndefined();
    // The one route the app posts as a form, and JSON with a charset, still work.
    const reset = await raw('/tv/api/passwordReset', { method: 'POST', type: 'application/x-www-form-urlencoded', body: formOf({ session_key: key, email: 'someone@example.com' }) });
    expect([reset.status, JSON.parse(reset.body)]).toEqual([200, { result: true }]);
    expect((await raw('/tv/api/login', { method: 'POST', type: 'application/json; charset=utf-8', body: json })).status).toBe(403);
  });
});
