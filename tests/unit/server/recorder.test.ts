// recorder.test.ts — dvr/add refusals and quota, dvr/list and dvr/remove, a real short recording played back, recovery rules, a restart. Slow: waits for 10-second programmes to air (four tests at once) and a server restarted mid-recording.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureTestMedia } from '../../support/media.ts';
import { createLoggedInUser, removeDataDir, startTestServer, type TestServer, type TestUser } from './support.ts';
import { probe, tagValue, uris, waitForRecording, type DvrList, type ListedRecording } from './mediaHelpers.ts';
import { programmeIdOf } from '../../../server/programmes/programme.ts';
import { purge } from '../../../server/recorder/trash.ts';
import { loopSegmentPath, SEGMENT_SECONDS } from '../../../server/media/recipe.ts';
import { mediaSecret, signRecording } from '../../../server/media/signing.ts';

const exec = promisify(execFile);
/** The real recordings' programmes: short, to wait little, and still several segments each. */
const SLOT = 10;
const SEGMENTS = SLOT / SEGMENT_SECONDS;
/** A seek lands on the first picture of this segment (0-based), mid-programme. */
const SEEK_SEGMENT = 3;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await ensureTestMedia();
}, 600_000);

interface Programme {
  programme: number;
  startdatetime: number;
  enddatetime: number;
  length: number;
  allow_dvr: number;
}

/** The channel answer, fetched again when a programme boundary is under `margin` seconds away (no race with the clock). */
async function steadyChannel(server: TestServer, id: number, user: TestUser, margin = 4) {
  for (;;) {
    const answer = await channel(server, id, user);
    if (answer.now_playing.enddatetime - server.now() >= margin) return answer;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function channel(server: TestServer, id: number, user: TestUser) {
  const res = await server.get(`/tv/api/channel/${id}`, { session_key: user.sessionKey }, user.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { now_playing: Programme; next_playing: Programme };
}

const dvr = (server: TestServer, user: TestUser) => ({
  add: (body: Record<string, unknown>) => server.post('/tv/api/dvr/add', { session_key: user.sessionKey, ...body }, user.token),
  list: async (): Promise<DvrList> => {
    const res = await server.get('/tv/api/dvr/list', { session_key: user.sessionKey }, user.token);
    expect(res.statusCode).toBe(200);
    return res.json() as DvrList;
  },
  remove: (body: Record<string, unknown>) => server.post('/tv/api/dvr/remove', { session_key: user.sessionKey, ...body }, user.token),
});

const programmeBody = (channelId: number, p: { programme: number; startdatetime: number }) => ({ channel_id: channelId, programme_id: p.programme, start_time: p.startdatetime });

/** Status and error body side by side, so one assertion shows both when it fails. */
const answer = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, body: res.json() });
const refusal = (status: number, message: RegExp) => ({ status, body: { success: false, message: expect.stringMatching(message) } });

describe('dvr/add refusals, quota, list and remove (hour-long programmes)', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ FTV_MEDIA_DIR: mediaDir, FTV_SLOT_SECONDS: '3600' });
    user = await createLoggedInUser(server);
  });
  afterAll(() => server.close());

  test('a visitor may not record (403), and every malformed body is a 400 naming the field', async () => {
    const visitor = await server.init();
    const { next_playing } = await channel(server, 101, user);
    expect(answer(await server.post('/tv/api/dvr/add', { session_key: visitor, ...programmeBody(101, next_playing) }))).toMatchObject(refusal(403, /Unauthorized/));
    expect(answer(await server.get('/tv/api/dvr/list', { session_key: visitor }))).toMatchObject(refusal(403, /Unauthorized/));
    const api = dvr(server, user);
    expect(answer(await api.add({ programme_id: next_playing.programme, start_time: next_playing.startdatetime }))).toMatchObject(refusal(400, /channel_id/));
    expect(answer(await api.add({ channel_id: 101, start_time: next_playing.startdatetime }))).toMatchObject(refusal(400, /programme_id/));
    expect(answer(await api.add({ channel_id: 101, programme_id: next_playing.programme }))).toMatchObject(refusal(400, /start_time/));
    expect(answer(await api.add({ ...programmeBody(101, next_playing), channel_id: true }))).toMatchObject(refusal(400, /channel_id/));
    expect(answer(await api.add({ ...programmeBody(101, next_playing), programme_id: 'soon' }))).toMatchObject(refusal(400, /programme_id/));
    expect(answer(await api.add({ ...programmeBody(101, next_playing), start_time: -5 }))).toMatchObject(refusal(400, /start_time/));
    expect(answer(await api.remove({}))).toMatchObject(refusal(400, /recording_id/));
    expect(answer(await api.remove({ recording_id: 'x' }))).toMatchObject(refusal(400, /recording_id/));
  });

  test('unknown channel, a programme of another channel, a wrong start time: 404', async () => {
    const api = dvr(server, user);
    const { next_playing } = await channel(server, 101, user);
    expect(answer(await api.add({ ...programmeBody(101, next_playing), channel_id: 99999 }))).toMatchObject(refusal(404, /Channel not found/));
    expect(answer(await api.add({ ...programmeBody(101, next_playing), channel_id: 103 }))).toMatchObject(refusal(404, /Programme not found/));
    expect(answer(await api.add({ ...programmeBody(101, next_playing), start_time: next_playing.startdatetime + 60 }))).toMatchObject(refusal(404, /Programme not found/));
    expect(answer(await api.add({ channel_id: 101, programme_id: programmeIdOf(101, next_playing.startdatetime + 60), start_time: next_playing.startdatetime + 60 }))).toMatchObject(refusal(404, /Programme not found/));
  });

  test('a programme ended before the catch-up days (400), a channel without DVR rights (400), a premium channel without a plan (402)', async () => {
    const api = dvr(server, user);
    const { now_playing } = await channel(server, 101, user);
    const earlier = now_playing.startdatetime - 8 * 86_400;
    expect(answer(await api.add({ channel_id: 101, programme_id: programmeIdOf(101, earlier), start_time: earlier }))).toMatchObject(refusal(400, /^Programme has already ended$/));
    const fight = await channel(server, 112, user);
    expect(fight.next_playing.allow_dvr).toBe(0);
    expect(answer(await api.add(programmeBody(112, fight.next_playing)))).toMatchObject(refusal(400, /not allowed/));
    const premium = await channel(server, 102, user);
    expect(answer(await api.add(programmeBody(102, premium.next_playing)))).toMatchObject(refusal(402, /subscription/));
  });

  test('the quota: 5 h free, the sixth hour-long programme is refused (409), a plan raises it; a duplicate is 409', async () => {
    const viewer = await createLoggedInUser(server);
    const api = dvr(server, viewer);
    const { next_playing } = await channel(server, 101, viewer);
    const slot = (k: number) => ({ channel_id: 101, programme_id: programmeIdOf(101, next_playing.startdatetime + k * 3600), start_time: next_playing.startdatetime + k * 3600 });
    for (let k = 0; k < 5; k++) {
      const res = await api.add(slot(k));
      expect(answer(res)).toMatchObject({ status: 200 });
      expect(res.json()).toMatchObject({ success: true, recording: { status: 'Accepted', channel_id: 101, time_start: next_playing.startdatetime + k * 3600, length: 3600 } });
    }
    expect(answer(await api.add(slot(0)))).toMatchObject(refusal(409, /^Already recorded$/));
    expect(answer(await api.add(slot(5)))).toMatchObject(refusal(409, /Recording storage is full/));
    expect((await api.list()).userStorage).toEqual({ total: 5, recorded: 5, available: 0 });
    const { db, now } = server.app.deps;
    // Sports Monthly: 20 h of recordings.
    await db.insertInto('user_subscriptions').values({ user_id: viewer.userId, plan_id: 4, order_id: null, status: 'active', started_at: now(), expires_at: now() + 86400, auto_renew: 1 }).execute();
    expect((await api.add(slot(5))).statusCode).toBe(200);
    const list = await api.list();
    expect(list.userStorage).toEqual({ total: 20, recorded: 6, available: 14 });
    expect(list.recordings).toHaveLength(6);
    for (const r of list.recordings) {
      expect(r).toMatchObject({ id: expect.any(Number), channel_id: 101, programme_id: expect.any(Number), title: expect.any(String), description: expect.any(String), status: 'Accepted' });
      expect(r.stream_url).toBeUndefined();
    }
  });

  test('dvr/list answers GET and POST; dvr/remove cancels a scheduled one (recording_id, record_id, DELETE); others get 404', async () => {
    const owner = await createLoggedInUser(server);
    const stranger = await createLoggedInUser(server);
    const api = dvr(server, owner);
    const { next_playing } = await channel(server, 104, owner);
    const added = (await api.add(programmeBody(104, next_playing))).json() as { recording: ListedRecording };
    const second = { channel_id: 104, programme_id: programmeIdOf(104, next_playing.enddatetime), start_time: next_playing.enddatetime };
    const third = { channel_id: 104, programme_id: programmeIdOf(104, next_playing.enddatetime + 3600), start_time: next_playing.enddatetime + 3600 };
    const ids = [added.recording.id, ((await api.add(second)).json() as { recording: ListedRecording }).recording.id, ((await api.add(third)).json() as { recording: ListedRecording }).recording.id];
    const posted = await server.post('/tv/api/dvr/list', { session_key: owner.sessionKey }, owner.token);
    expect(posted.statusCode).toBe(200);
    expect((posted.json() as DvrList).recordings.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(answer(await dvr(server, stranger).remove({ recording_id: ids[0] }))).toMatchObject(refusal(404, /Recording not found/));
    expect((await api.remove({ recording_id: ids[0] })).json()).toEqual({ success: true });
    expect((await api.remove({ record_id: String(ids[1]) })).statusCode).toBe(200);
    expect((await server.del('/tv/api/dvr/remove', { session_key: owner.sessionKey, recording_id: ids[2] }, owner.token)).statusCode).toBe(200);
    expect(answer(await api.remove({ recording_id: ids[0] }))).toMatchObject(refusal(404, /Recording not found/));
    expect((await api.list()).recordings).toEqual([]);
  });

  describe('recovery: every pass reads the rows, so what a restart finds is handled like this', () => {
    // Each test waits up to 10 s for the scheduler's passes (a pass after a restart copies a live window at once).
    const RECOVERY_TIMEOUT_MS = 20_000;
    /** A programme on air this long began before the live window (12 s) reaches back: its recording starts late. */
    const LATE_START_S = 16;
    const insert = async (owner: TestUser, values: { time_start: number; length: number; status: 'Accepted' | 'Recording'; next_sequence?: number }) => {
      // Added before it aired, as a scheduled recording is (one added after it aired is a copy, tested below).
      const { db, now } = server.app.deps;
      const row = await db
        .insertInto('recordings')
        .values({ user_id: owner.userId, channel_id: 101, programme_id: programmeIdOf(101, values.time_start), title: 'Recovered', description: '', time_start: values.time_start, length: values.length, status: values.status, reason: null, recorded_from: null, next_sequence: values.next_sequence ?? null, segments_done: 0, missing_seconds: 0, created_at: Math.min(now(), values.time_start - 60) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    test('due while the server was down: started from the oldest segment the live window still holds, and says so', async () => {
      const owner = await createLoggedInUser(server);
      let { now_playing } = await channel(server, 101, owner);
      // In the first seconds of an hour the programme on air began within the live window: wait until it did not.
      while (server.now() - now_playing.startdatetime < LATE_START_S) {
        await new Promise((r) => setTimeout(r, 1000));
        ({ now_playing } = await channel(server, 101, owner));
      }
      // Hour-long slots: the programme on air began well over the 12 s the live window holds.
      const id = await insert(owner, { time_start: now_playing.startdatetime, length: 3600, status: 'Accepted' });
      const r = await waitForRecording(dvr(server, owner).list, id, (x) => x.status === 'Recording' && (x.progress ?? 0) >= 0 && x.recorded_from !== undefined, () => {}, 10_000);
      expect(r.recorded_from).toBeGreaterThan(now_playing.startdatetime);
      expect(r.recorded_from).toBeGreaterThanOrEqual(server.now() - 16);
      expect(r.reason).toMatch(/^Started late: recorded from \d\d:\d\d:\d\d UTC/);
      expect((await dvr(server, owner).remove({ recording_id: id })).statusCode).toBe(200);
      expect(existsSync(path.join(server.dataDir, 'recordings', String(id)))).toBe(false);
    }, RECOVERY_TIMEOUT_MS + LATE_START_S * 1000);

    test('recording with a hole longer than the live window: continues from the window and notes the gap', async () => {
      const owner = await createLoggedInUser(server);
      const { now_playing } = await channel(server, 101, owner);
      const t = server.now();
      const id = await insert(owner, { time_start: now_playing.startdatetime, length: 3600, status: 'Recording', next_sequence: Math.floor((t - 120) / 2) });
      const r = await waitForRecording(dvr(server, owner).list, id, (x) => (x.reason ?? '').includes('gap'), () => {}, 10_000);
      expect(r.status).toBe('Recording');
      expect(r.reason).toMatch(/Recorded with a gap of \d+ s while the server was down$/);
      await dvr(server, owner).remove({ recording_id: id });
    }, RECOVERY_TIMEOUT_MS);

    test('past its end and not finished: Failed with the reason; wholly missed: Failed too; neither keeps files', async () => {
      const owner = await createLoggedInUser(server);
      const { now_playing } = await channel(server, 101, owner);
      const earlier = now_playing.startdatetime - 3600;
      const cut = await insert(owner, { time_start: earlier, length: 3600, status: 'Recording', next_sequence: Math.floor((earlier + 1800) / 2) });
      const missed = await insert(owner, { time_start: earlier - 3600, length: 3600, status: 'Accepted' });
      const api = dvr(server, owner);
      expect(await waitForRecording(api.list, cut, (x) => x.status === 'Failed', () => {}, 10_000)).toMatchObject({ reason: 'Server was down when the recording ended' });
      expect(await waitForRecording(api.list, missed, (x) => x.status === 'Failed', () => {}, 10_000)).toMatchObject({ reason: 'Server was down for the whole programme' });
      // Failed recordings hold no storage.
      expect((await api.list()).userStorage.recorded).toBe(0);
    }, RECOVERY_TIMEOUT_MS);
  });
});

// Concurrent: each test records a channel of its own and waits for the clock, not the CPU (and the restart test below runs beside them).
describe.concurrent(`a real recording with ${SLOT}-second programmes`, () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ FTV_MEDIA_DIR: mediaDir, FTV_SLOT_SECONDS: String(SLOT) });
    user = await createLoggedInUser(server);
  });
  afterAll(() => server.close());

  test('Accepted → Recording (with progress) → Recorded, then it plays back as a seekable VOD for its owner only', async () => {
    // Waits on the wall clock: the next 10-second programme airs whole before it is Recorded.
    const api = dvr(server, user);
    const { next_playing } = await steadyChannel(server, 103, user);
    const added = await api.add(programmeBody(103, next_playing));
    expect(answer(added)).toMatchObject({ status: 200 });
    const id = (added.json() as { recording: ListedRecording }).recording.id;
    const statuses: string[] = [];
    const progress: number[] = [];
    const secret = mediaSecret(server.app.deps);
    const expires = server.now() + 600;
    const early = `/media/recordings/${id}/index.m3u8?token=${signRecording(secret, id, user.userId, expires)}&expires=${expires}&user=${user.userId}`;
    const done = await waitForRecording(api.list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', (r) => {
      if (statuses.at(-1) !== r.status) statuses.push(r.status);
      if (r.progress !== undefined) progress.push(r.progress);
    });
    expect(done).toMatchObject({ status: 'Recorded' });
    expect(statuses[0]).toBe('Accepted');
    expect(statuses).toContain('Recording');
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(done.reason).toBeUndefined();
    // A URL signed while it recorded opens it now that it is finished (the in-flight 404 is tested below).
    expect((await server.get(early)).statusCode).toBe(200);

    const url = done.stream_url!;
    expect(url).toMatch(new RegExp(`^/media/recordings/${id}/index\\.m3u8\\?token=[0-9a-f]{64}&expires=\\d+&user=${user.userId}$`));
    const res = await server.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(res.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(res.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const segments = uris(res.body);
    const first = next_playing.startdatetime / SEGMENT_SECONDS;
    expect(segments.map((s) => Number(s.split('.')[0]))).toEqual(Array.from({ length: SEGMENTS }, (_, i) => first + i));
    // The bytes a live viewer got for those sequence numbers (channel 103 is loop 3).
    for (const s of segments) {
      const seg = await server.get(`/media/recordings/${id}/${s}`);
      expect(seg.statusCode).toBe(200);
      expect(seg.rawPayload.equals(readFileSync(loopSegmentPath(mediaDir, 3, '720p', Number(s.split('.')[0]))))).toBe(true);
    }
    const base = await server.listen();
    const p = await probe(`${base}${url}`);
    expect(Number(p.format.duration)).toBeGreaterThan(SLOT - 1);
    expect(Number(p.format.duration)).toBeLessThan(SLOT + 1.5);
    // Seeking: the picture 6 s in is the first picture of the fourth segment.
    const frameMd5 = async (args: string[]) => (await exec('/usr/bin/ffmpeg', ['-v', 'error', ...args, '-an', '-frames:v', '1', '-f', 'md5', '-'])).stdout.trim();
    const seeked = await frameMd5(['-ss', String(SEEK_SEGMENT * SEGMENT_SECONDS), '-i', `${base}${url}`]);
    expect(seeked).toMatch(/^MD5=[0-9a-f]{32}$/);
    expect(seeked).toBe(await frameMd5(['-i', path.join(server.dataDir, 'recordings', String(id), segments[SEEK_SEGMENT]!.split('?')[0]!)]));
    expect(seeked).not.toBe(await frameMd5(['-i', path.join(server.dataDir, 'recordings', String(id), segments[SEEK_SEGMENT - 1]!.split('?')[0]!)]));

    // Only the owner: a stranger's signature, or the owner's with another user in it, is refused.
    const stranger = await createLoggedInUser(server);
    const forged = `/media/recordings/${id}/index.m3u8?token=${signRecording(secret, id, stranger.userId, expires)}&expires=${expires}&user=${stranger.userId}`;
    expect((await server.get(forged)).statusCode).toBe(404);
    expect((await server.get(url.replace(`user=${user.userId}`, `user=${stranger.userId}`))).statusCode).toBe(403);
    // Removing it moves it to the trash: it no longer plays, its files wait there until it is purged (then they go).
    expect((await api.remove({ recording_id: id })).statusCode).toBe(200);
    expect((await server.get(url)).statusCode).toBe(404);
    expect(existsSync(path.join(server.dataDir, 'recordings', String(id)))).toBe(true);
    await purge(server.app.deps, [id]);
    expect(existsSync(path.join(server.dataDir, 'recordings', String(id)))).toBe(false);
  }, 120_000);

  test('a programme that already aired, within the catch-up days, is recorded as a copy: at once, whole, the bytes it aired with', async () => {
    const api = dvr(server, user);
    const { now_playing } = await steadyChannel(server, 107, user);
    // Three programmes back: over for 20–30 s, beyond the live window (12 s) a recording could follow.
    const start = now_playing.startdatetime - 3 * SLOT;
    const res = await api.add({ channel_id: 107, programme_id: programmeIdOf(107, start), start_time: start });
    expect(answer(res)).toMatchObject({ status: 200 });
    const id = (res.json() as { recording: ListedRecording }).recording.id;
    const done = await waitForRecording(api.list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 30_000);
    expect(done).toMatchObject({ status: 'Recorded', time_start: start, length: SLOT });
    expect(done.reason).toBeUndefined();
    const body = (await server.get(done.stream_url!)).body;
    const sequences = uris(body).map((s) => Number(s.split('.')[0]));
    expect(sequences).toEqual(Array.from({ length: SEGMENTS }, (_, i) => start / SEGMENT_SECONDS + i));
    const last = await server.get(`/media/recordings/${id}/${uris(body).at(-1)}`);
    expect(last.rawPayload.equals(readFileSync(loopSegmentPath(mediaDir, 7, '720p', sequences.at(-1)!)))).toBe(true);
  }, 60_000);

  test('padding (a rule\'s): the seconds before and after its programme are recorded too, and it keeps its programme\'s start and length', async () => {
    const api = dvr(server, user);
    const { now_playing } = await steadyChannel(server, 105, user);
    // Aired already, padding and all: copied at once.
    const start = now_playing.startdatetime - 3 * SLOT;
    const t = server.now();
    const { id } = await server.app.deps.db
      .insertInto('recordings')
      .values({ user_id: user.userId, channel_id: 105, programme_id: programmeIdOf(105, start), title: 'Padded', description: '', time_start: start, length: SLOT, status: 'Accepted', reason: null, recorded_from: null, next_sequence: null, segments_done: 0, missing_seconds: 0, created_at: t, rule_id: null, pad_before: 4, pad_after: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.services.scheduler.poke();
    const done = await waitForRecording(api.list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 30_000);
    expect(done).toMatchObject({ status: 'Recorded', time_start: start, length: SLOT, padding_before: 4, padding_after: 2 });
    const sequences = uris((await server.get(done.stream_url!)).body).map((u) => Number(u.split('.')[0]));
    expect(sequences).toEqual(Array.from({ length: (SLOT + 6) / SEGMENT_SECONDS }, (_, i) => (start - 4) / SEGMENT_SECONDS + i));
  }, 60_000);

  test('a recording keeps its channel\'s captions and audio description: a master lists them, each plays over the same segments', async () => {
    const api = dvr(server, user);
    const { now_playing } = await steadyChannel(server, 104, user);
    // Over already: copied at once (the same copy as one followed live, segment by segment).
    const start = now_playing.startdatetime - 3 * SLOT;
    const res = await api.add({ channel_id: 104, programme_id: programmeIdOf(104, start), start_time: start });
    expect(answer(res)).toMatchObject({ status: 200 });
    const id = (res.json() as { recording: ListedRecording }).recording.id;
    const done = await waitForRecording(api.list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 30_000);
    expect(done.status).toBe('Recorded');
    expect(done.master_url).toMatch(new RegExp(`^/media/recordings/${id}/master\\.m3u8\\?token=[0-9a-f]{64}&expires=\\d+&user=${user.userId}$`));

    const attr = (line: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(line)?.[1];
    const master = (await server.get(done.master_url!)).body;
    const media = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media.filter((line) => line.includes('TYPE=SUBTITLES')).map((line) => attr(line, 'LANGUAGE'))).toEqual(['en', 'es']);
    expect(media.filter((line) => line.includes('TYPE=AUDIO'))).toHaveLength(2);
    expect(media.find((line) => line.includes('CHARACTERISTICS="public.accessibility.describes-video"'))).toBeDefined();
    // One video rendition, the recorded one, in the groups the tracks are in; every URI carries the signature.
    expect(uris(master)).toEqual([expect.stringMatching(/^index\.m3u8\?token=/)]);
    for (const line of media.filter((l) => l.includes('URI='))) expect(attr(line, 'URI')).toMatch(/^(ad|subs-en|subs-es)\.m3u8\?token=[0-9a-f]{64}&/);

    const video = uris((await server.get(done.stream_url!)).body).map((s) => Number(s.split('.')[0]));
    const rendition = async (name: string) => {
      const uri = media.map((line) => attr(line, 'URI')).find((u) => u?.startsWith(`${name}.m3u8`))!;
      const playlist = await server.get(`/media/recordings/${id}/${uri}`);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      return uris(playlist.body);
    };
    // The description: the loop's own audio-only segments, for the same sequences as the video.
    const audio = await rendition('ad');
    expect(audio.map((s) => Number(/^ad-(\d+)\.ts/.exec(s)![1]))).toEqual(video);
    const described = await server.get(`/media/recordings/${id}/${audio[3]}`);
    expect(described.rawPayload.equals(readFileSync(loopSegmentPath(mediaDir, 4, 'ad', video[3]!)))).toBe(true);
    // Subtitles: the cues the live channel carried at those moments (channel 104 shows loop 4, two seconds a segment).
    const spanish = await rendition('subs-es');
    expect(spanish).toHaveLength(video.length);
    const cue = await server.get(`/media/recordings/${id}/${spanish[2]}`);
    expect(cue.headers['content-type']).toMatch(/^text\/vtt/);
    expect(cue.body).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(cue.body).toMatch(/Canal 4 — segundo \d+/);
    expect((await rendition('subs-en')).length).toBe(video.length);

    // A recording made before tracks were kept has no master: the list offers only its playlist, and asking says why.
    rmSync(path.join(server.dataDir, 'recordings', String(id), 'master.m3u8'));
    const again = (await api.list()).recordings.find((r) => r.id === id)!;
    expect(again.stream_url).toBeDefined();
    expect(again.master_url).toBeUndefined();
    const missing = await server.get(done.master_url!);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: expect.stringContaining('play index.m3u8') });
  }, 60_000);

  test('an airing programme is recorded at once; a playlist in flight is never served', async () => {
    const api = dvr(server, user);
    const { now_playing } = await steadyChannel(server, 106, user);
    const res = await api.add(programmeBody(106, now_playing));
    expect(answer(res)).toMatchObject({ status: 200 });
    const id = (res.json() as { recording: ListedRecording }).recording.id;
    expect((res.json() as { recording: ListedRecording }).recording.status).toBe('Recording');
    const secret = mediaSecret(server.app.deps);
    const expires = server.now() + 600;
    const signed = `/media/recordings/${id}/index.m3u8?token=${signRecording(secret, id, user.userId, expires)}&expires=${expires}&user=${user.userId}`;
    const inFlight = await server.get(signed);
    expect(inFlight.statusCode).toBe(404);
    expect(inFlight.json()).toMatchObject({ message: 'Recording is not finished yet' });
    const done = await waitForRecording(api.list, id, (r) => r.status === 'Recorded' || r.status === 'Failed', () => {}, 60_000);
    expect(done.status).toBe('Recorded');
    const first = Math.floor(now_playing.startdatetime / SEGMENT_SECONDS);
    const body = (await server.get(signed)).body;
    const sequences = uris(body).map((s) => Number(s.split('.')[0]));
    expect(sequences.at(-1)).toBe(first + SEGMENTS - 1);
    // From the start when the window still held it, else from the oldest it held, and the row says so.
    const late = done.recorded_from !== undefined;
    expect(sequences[0]).toBe(late ? done.recorded_from! / SEGMENT_SECONDS : first);
    expect(done.reason ?? '').toMatch(late ? /^Started late/ : /^$/);
    expect(tagValue(body, 'EXT-X-PLAYLIST-TYPE')).toBe('VOD');
  }, 90_000);
});

test.concurrent('a restart mid-recording resumes it: the same data dir, a new server, one recording without a gap', async () => {
  // Waits on the wall clock: a 10-second programme airs across a server restart.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-rec-restart-'));
  const env = { DATA_DIR: dataDir, FTV_MEDIA_DIR: mediaDir, FTV_SLOT_SECONDS: String(SLOT) };
  let first: TestServer | null = await startTestServer(env);
  let second: TestServer | null = null;
  try {
    const user = await createLoggedInUser(first);
    const { next_playing } = await channel(first, 107, user);
    const res = await dvr(first, user).add(programmeBody(107, next_playing));
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { recording: ListedRecording }).recording.id;
    await waitForRecording(dvr(first, user).list, id, (r) => r.status === 'Recording' && (r.progress ?? 0) >= 20);
    await first.close();
    first = null;
    await new Promise((r) => setTimeout(r, 2000));
    second = await startTestServer(env);
    const done = await waitForRecording(dvr(second, user).list, id, (r) => r.status === 'Recorded' || r.status === 'Failed');
    expect(done.status).toBe('Recorded');
    expect(done.reason).toBeUndefined();
    const body = (await second.get(done.stream_url!)).body;
    const start = next_playing.startdatetime / SEGMENT_SECONDS;
    expect(uris(body).map((s) => Number(s.split('.')[0]))).toEqual(Array.from({ length: SEGMENTS }, (_, i) => start + i));
  } finally {
    await first?.close();
    await second?.close();
    await removeDataDir(dataDir);
  }
}, 120_000);
