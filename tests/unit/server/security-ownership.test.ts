// security-ownership.test.ts — one user's credentials never reach another's recordings, orders, subscriptions or favourites; signed media URLs stay bound.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureTestMedia } from '../../support/media.ts';
import { mediaSecret, signRecording, signStream, signedRecordingUrl, WATCH_TIMEOUT_SECONDS } from '../../../server/media/signing.ts';
import { recordingDir } from '../../../server/recorder/storage.ts';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startTestServer({ FTV_MEDIA_DIR: await ensureTestMedia() });
  alice = await createLoggedInUser(server);
  bob = await createLoggedInUser(server);
}, 600_000);
afterAll(() => server.close());

const FREE = 101;
const OTHER_FREE = 103;
const PREMIUM = 102;

const getAs = (u: TestUser, url: string, key = u.sessionKey) => server.get(url, { session_key: key }, u.token);
const postAs = (u: TestUser, url: string, body: Record<string, unknown> = {}, key = u.sessionKey) => server.post(url, { session_key: key, ...body }, u.token);
const delAs = (u: TestUser, url: string, body: Record<string, unknown> = {}) => server.del(url, { session_key: u.sessionKey, ...body }, u.token);

/**
 * A recording of the user's, with a playlist and one segment on disk: finished an hour ago, or scheduled (Accepted) for
 * an hour from now. A scheduled one in the past would be due: the recorder would copy its half hour meanwhile, and
 * dvr/remove waits for the recorder's passes.
 */
async function recordingOf(user: TestUser, programmeId: number, status: 'Recorded' | 'Accepted' = 'Recorded') {
  const { db, now } = server.app.deps;
  const { id } = await db
    .insertInto('recordings')
    .values({ user_id: user.userId, channel_id: FREE, programme_id: programmeId, title: `Programme ${programmeId}`, description: '', time_start: status === 'Accepted' ? now() + 3600 : now() - 3600, length: 1800, status, reason: null, recorded_from: null, next_sequence: null, segments_done: 1, missing_seconds: 0, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dir = recordingDir(server.dataDir, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:2.0,\n7.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(path.join(dir, '7.ts'), Buffer.alloc(188, 0x47));
  return { id, dir };
}

const expiry = () => `12/${String((new Date(server.now() * 1000).getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string) => ({ card_number: number, expiration: expiry(), cvv: '123', card_holder_name: 'Alice Viewer', agree_to_terms: true, agree_to_marketing: false });

describe('mixed credentials', () => {
  test('one user’s session with another user’s access token is 403 on every call that needs a user, and changes nothing', async () => {
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['GET dvr/list', () => getAs(bob, '/tv/api/dvr/list', alice.sessionKey)],
      ['POST dvr/list', () => postAs(bob, '/tv/api/dvr/list', {}, alice.sessionKey)],
      ['dvr/add', () => postAs(bob, '/tv/api/dvr/add', { channel_id: FREE, programme_id: 1, start_time: 1 }, alice.sessionKey)],
      ['dvr/remove', () => postAs(bob, '/tv/api/dvr/remove', { recording_id: 1 }, alice.sessionKey)],
      ['userSubscriptions', () => getAs(bob, '/tv/api/userSubscriptions', alice.sessionKey)],
      ['cancelSubscription', () => postAs(bob, '/tv/api/cancelSubscription', { id: 1 }, alice.sessionKey)],
      ['orders', () => getAs(bob, '/tv/api/orders', alice.sessionKey)],
      ['checkout/subscribe', () => postAs(bob, '/tv/api/checkout/subscribe', card('4242424242424242'), alice.sessionKey)],
      ['checkout/challenge3ds', () => postAs(bob, '/tv/api/checkout/challenge3ds', { challenge: { id: 'x', code: '123456' } }, alice.sessionKey)],
      ['GET favorites', () => getAs(bob, '/tv/api/favorites', alice.sessionKey)],
      ['POST favorites', () => postAs(bob, '/tv/api/favorites', { channel_id: FREE }, alice.sessionKey)],
      ['accountUpdate', () => postAs(bob, '/tv/api/accountUpdate', { password: 'a'.repeat(32), new_password: 'long enough' }, alice.sessionKey)],
      ['updateProfile', () => postAs(bob, '/tv/api/updateProfile', { country: 'DE' }, alice.sessionKey)],
      ['sendEmailVerification', () => postAs(bob, '/tv/api/sendEmailVerification', {}, alice.sessionKey)],
    ];
    for (const [name, call] of calls) expect([name, (await call()).statusCode]).toEqual([name, 403]);
    const { db } = server.app.deps;
    expect(await db.selectFrom('favorites').select('channel_id').where('user_id', 'in', [alice.userId, bob.userId]).execute()).toEqual([]);
    expect((await db.selectFrom('users').select('country').where('id', '=', alice.userId).executeTakeFirstOrThrow()).country).toBeNull();
  });
});

describe('recordings', () => {
  test('dvr/list shows only the caller’s; removing another user’s recording is 404 and leaves its row and files', async () => {
    const mine = await recordingOf(alice, 11);
    const scheduled = await recordingOf(alice, 12, 'Accepted');
    const bobsList = (await getAs(bob, '/tv/api/dvr/list')).json();
    expect(bobsList.recordings).toEqual([]);
    for (const [method, body] of [['POST', { recording_id: mine.id }], ['POST', { record_id: mine.id }], ['DELETE', { recording_id: scheduled.id }], ['POST', { recording_id: String(scheduled.id) }]] as const) {
      const res = method === 'POST' ? await postAs(bob, '/tv/api/dvr/remove', body) : await delAs(bob, '/tv/api/dvr/remove', body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Recording not found' });
    }
    const alices = (await getAs(alice, '/tv/api/dvr/list')).json().recordings.map((r: { id: number }) => r.id);
    expect(alices).toEqual(expect.arrayContaining([mine.id, scheduled.id]));
    expect(existsSync(path.join(mine.dir, 'index.m3u8'))).toBe(true);
  });

  test('a recording URL opens for its owner only: another user, another recording’s signature, or a removed recording is 403/404 without bytes', async () => {
    const secret = mediaSecret(server.app.deps);
    const rec = await recordingOf(alice, 21);
    const bobs = await recordingOf(bob, 22);
    const listed = (await getAs(alice, '/tv/api/dvr/list')).json().recordings.find((r: { id: number }) => r.id === rec.id);
    const url: string = listed.stream_url;
    expect(url).toMatch(new RegExp(`^/media/recordings/${rec.id}/index\\.m3u8\\?`));
    const query = url.slice(url.indexOf('?'));
    expect((await server.get(url)).statusCode).toBe(200);
    expect((await server.get(`/media/recordings/${rec.id}/7.ts${query}`)).statusCode).toBe(200);

    const expires = server.now() + 600;
    const refused = [
      // Alice's signature, claimed for Bob.
      url.replace(`user=${alice.userId}`, `user=${bob.userId}`),
      // Alice's signature on Bob's recording, and Bob's own (valid for his) on Alice's.
      url.replace(`/recordings/${rec.id}/`, `/recordings/${bobs.id}/`),
      signedRecordingUrl(secret, bobs.id, bob.userId, server.now()).replace(`/recordings/${bobs.id}/`, `/recordings/${rec.id}/`),
      // Signed for Bob on Alice's recording (a forgery the owner check still stops).
      `/media/recordings/${rec.id}/index.m3u8?token=${signRecording(secret, rec.id, bob.userId, expires)}&expires=${expires}&user=${bob.userId}`,
      // Expired, and an expiry pushed forward by hand.
      `/media/recordings/${rec.id}/index.m3u8?token=${signRecording(secret, rec.id, alice.userId, server.now() - 1)}&expires=${server.now() - 1}&user=${alice.userId}`,
      url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
      // A live token never opens a recording.
      `/media/recordings/${rec.id}/index.m3u8?token=${signStream(secret, rec.id, alice.userId, expires)}&expires=${expires}&user=${alice.userId}`,
    ];
    for (const bad of refused) {
      const res = await server.get(bad);
      expect([bad, [403, 404].includes(res.statusCode)]).toEqual([bad, true]);
      expect(res.body).not.toContain('#EXTM3U');
    }
    // Replayed after the owner removed it: gone.
    expect((await postAs(alice, '/tv/api/dvr/remove', { recording_id: rec.id })).statusCode).toBe(200);
    expect((await server.get(url)).statusCode).toBe(404);
  });
});

describe('orders, subscriptions and payments', () => {
  test('another user’s orders, subscriptions and 3-D Secure challenge are invisible and untouchable', async () => {
    const { db } = server.app.deps;
    expect((await postAs(alice, '/tv/api/checkout/add-to-cart/2')).statusCode).toBe(200);
    expect((await postAs(alice, '/tv/api/checkout/subscribe', card('4242424242424242'))).statusCode).toBe(200);
    const [sub] = (await getAs(alice, '/tv/api/userSubscriptions')).json() as { id: number; status: string }[];
    expect(sub).toMatchObject({ status: 'active' });
    expect((await getAs(alice, '/tv/api/orders')).json()).toHaveLength(1);

    expect((await getAs(bob, '/tv/api/orders')).json()).toEqual([]);
    expect((await getAs(bob, '/tv/api/userSubscriptions')).json()).toEqual([]);
    for (const id of [sub!.id, String(sub!.id)]) {
      const res = await postAs(bob, '/tv/api/cancelSubscription', { id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Subscription not found' });
    }
    expect(await db.selectFrom('user_subscriptions').select(['status', 'auto_renew']).where('id', '=', sub!.id).executeTakeFirstOrThrow()).toEqual({ status: 'active', auto_renew: 1 });

    // Alice's pending challenge: Bob can neither answer nor spend its attempts.
    expect((await postAs(alice, '/tv/api/checkout/add-to-cart/3')).statusCode).toBe(200);
    const challenge = (await postAs(alice, '/tv/api/checkout/subscribe', card('4000000000003220'))).json().challenge3ds as { id: string };
    for (const code of ['000000', '123456']) {
      const res = await postAs(bob, '/tv/api/checkout/challenge3ds', { challenge: { id: challenge.id, code } });
      expect(res.statusCode).toBe(404);
    }
    expect(await db.selectFrom('challenges_3ds').select(['status', 'attempts']).where('id', '=', challenge.id).executeTakeFirstOrThrow()).toEqual({ status: 'pending', attempts: 0 });
    expect((await getAs(bob, '/tv/api/orders')).json()).toEqual([]);
    expect((await postAs(alice, '/tv/api/checkout/challenge3ds', { challenge: { id: challenge.id, code: '123456' } })).statusCode).toBe(200);
  });

  test('favourites: another user’s remove touches only their own list', async () => {
    expect((await postAs(alice, '/tv/api/favorites', { channel_id: OTHER_FREE })).statusCode).toBe(200);
    expect((await delAs(bob, '/tv/api/favorites', { channel_id: OTHER_FREE })).statusCode).toBe(200);
    expect((await getAs(alice, '/tv/api/favorites')).json().result.map((f: { channel: { id: string } }) => f.channel.id)).toEqual([String(OTHER_FREE)]);
    expect((await getAs(bob, '/tv/api/favorites')).json().result).toEqual([]);
  });
});

describe('stream signatures', () => {
  test('expired, another user’s, another channel’s and a tampered expiry are all 403, on playlists and segments alike', async () => {
    const secret = mediaSecret(server.app.deps);
    const res = await getAs(alice, `/tv/api/channel/${FREE}`);
    const url: string = res.json().streams[0].url;
    expect(url).toContain(`user=${alice.userId}`);
    expect((await server.get(url)).statusCode).toBe(200);
    const query = url.slice(url.indexOf('?'));
    const segment = `/media/live/${FREE}/720p/${Math.floor(server.now() / 2) - 3}.ts`;
    expect((await server.get(`${segment}${query}`)).statusCode).toBe(200);

    const past = server.now() - 1;
    const expired = `?token=${signStream(secret, FREE, alice.userId, past)}&expires=${past}&user=${alice.userId}`;
    const variants: [string, string][] = [
      ['expired', `/media/live/${FREE}/master.m3u8${expired}`],
      ['expired segment', `${segment}${expired}`],
      ['alice’s, claimed by bob', url.replace(`user=${alice.userId}`, `user=${bob.userId}`)],
      ['alice’s, claimed anonymously', url.replace(`user=${alice.userId}`, 'user=0')],
      ['alice’s segment, claimed by bob', `${segment}${query.replace(`user=${alice.userId}`, `user=${bob.userId}`)}`],
      ['channel X’s on channel Y', url.replace(`/live/${FREE}/`, `/live/${OTHER_FREE}/`)],
      ['channel X’s on channel Y’s segment', `${segment.replace(`/live/${FREE}/`, `/live/${OTHER_FREE}/`)}${query}`],
      ['expires pushed forward', url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + WATCH_TIMEOUT_SECONDS}`)],
      ['expires pulled back', url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) - 1}`)],
      ['a recording token on a live stream', `/media/live/${FREE}/master.m3u8?token=${signRecording(secret, FREE, alice.userId, server.now() + 60)}&expires=${server.now() + 60}&user=${alice.userId}`],
      ['bob, signed, on a premium channel without a plan', `/media/live/${PREMIUM}/master.m3u8?token=${signStream(secret, PREMIUM, bob.userId, server.now() + 60)}&expires=${server.now() + 60}&user=${bob.userId}`],
    ];
    for (const [name, bad] of variants) {
      const answer = await server.get(bad);
      expect([name, answer.statusCode]).toEqual([name, 403]);
      expect(answer.body).not.toContain('#EXTM3U');
    }
  });
});
