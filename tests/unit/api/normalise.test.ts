// normalise.test.ts — answers normalised at the edge (docs/client.md#normalise, docs/api.md#ids-and-flags): string numbers, "0"/"1" flags, the provider's snake_case and dashed names camelCased.
import { expect, test } from 'vitest';
import { fromSessionSettings, looksLikeUser, sameId, toChannelList, toUser, toUserSubscription, toSessionSettings, toChannel, toProgramme, toRecordingsList } from '../../../src/api/normalise.ts';

const rawChannel = (over: Record<string, unknown> = {}) => ({
  id: '101',
  title: 'One',
  alias: 'one',
  number: '1',
  description: '',
  logo: '/media/logos/101.svg',
  big_logo: '/media/logos/101-big.svg',
  group: 'News',
  group_id: '3',
  type: 'standard',
  is_free: '1',
  recordable: '0',
  is_favorite: '1',
  streams: [
    { quality: 'auto', url: 'https://cdn/101/a.m3u8', name: 'HLS', 'watch-timeout': 3600 },
    { quality: 'hd', url: 'https://cdn/101/b.m3u8', name: 'HLS' },
  ],
  ...over,
});

test('channel list: string numbers become numbers, "0"/"1" flags booleans, the first stream url the streamUrl', () => {
  const [channel] = toChannelList([rawChannel()]);
  expect(channel).toMatchObject({ id: 101, number: 1, bigLogo: '/media/logos/101-big.svg', groupId: 3, isFree: true, recordable: false, isFavorite: true, streamUrl: 'https://cdn/101/a.m3u8' });
  expect(channel!.streams[0]!.watchTimeout).toBe(3600);
  expect(Object.keys(channel!).filter((name) => name.includes('_'))).toEqual([]);
});

test('vod entries are left out of the channel list', () => {
  const list = toChannelList([rawChannel(), rawChannel({ id: '900', type: 'vod' }), rawChannel({ id: '102' })]);
  expect(list.map((c) => c.id)).toEqual([101, 102]);
});

test('a channel without streams (premium, not entitled) has streamUrl null; native types pass through', () => {
  expect(toChannel(rawChannel({ streams: [] })).streamUrl).toBeNull();
  expect(toChannel({ ...rawChannel(), id: 5, is_free: false, recordable: true, now_playing: null })).toMatchObject({ id: 5, isFree: false, recordable: true, nowPlaying: null });
});

test('a malformed list is refused at the edge rather than passed on', () => {
  expect(() => toChannelList({ not: 'a list' })).toThrow('Invalid answer from the server');
  expect(() => toChannelList([{ title: 'no id' }])).toThrow('Invalid answer from the server');
});

test('user: favorite-channels → favoriteChannels (ids as numbers, by channel or id), home-location → homeLocation', () => {
  const user = toUser({ id: '7', login: 'v', 'favorite-channels': [{ channel: '101' }, { id: 102 }, { channel: 'x' }], 'home-location': { country: 'DE', timezone: 'Europe/Berlin' } });
  expect(user.id).toBe(7);
  expect(user.favoriteChannels).toEqual([{ channel: 101 }, { channel: 102 }]);
  expect(user.homeLocation).toEqual({ country: 'DE', timezone: 'Europe/Berlin' });
  expect(toUser({ id: 1 }).favoriteChannels).toBeNull();
});

test('user subscription: remaining-time → remainingTime, snake_case → camelCase', () => {
  expect(toUserSubscription({ id: 1, plan_id: 2, name: 'P', status: 'active', started_at: 1, expires_at: 2, 'remaining-time': 3600, auto_renew: 1 })).toEqual({
    id: 1,
    planId: 2,
    name: 'P',
    status: 'active',
    startedAt: 1,
    expiresAt: 2,
    remainingTime: 3600,
    autoRenew: true,
  });
});

test('user: email_verified → emailVerified, and a user stored under the app\'s names reads back the same', () => {
  const user = toUser({ id: 7, login: 'v', email_verified: 1, subscriptions: [{ id: 2, name: 'P', expires_at: 9 }] });
  expect(user).toMatchObject({ emailVerified: true, subscriptions: [{ id: 2, name: 'P', expiresAt: 9 }] });
  expect(toUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
});

test('an answer is a user only with an id or a login (docs/client.md#normalise)', () => {
  expect(looksLikeUser({ id: 3 })).toBe(true);
  expect(looksLikeUser({ login: 'v' })).toBe(true);
  expect(looksLikeUser({ email: 'v@x.example' })).toBe(false);
  expect(looksLikeUser({ success: true })).toBe(false);
  expect(looksLikeUser(null)).toBe(false);
});

test('ids are compared as numbers', () => {
  expect(sameId('101', 101)).toBe(true);
  expect(sameId(' 7', 7)).toBe(true);
  expect(sameId('101', '102')).toBe(false);
  expect(sameId(undefined, undefined)).toBe(false);
});

test('session settings: flags and a missing chat token normalised, a session without key refused', () => {
  expect(toSessionSettings({ session_key: 'k', loggedIn: '1', ftv_token: 't', chat: { token: null } })).toMatchObject({ sessionKey: 'k', loggedIn: true, accessToken: 't', chat: { token: null, source: 'ftv' } });
  expect(() => toSessionSettings({ loggedIn: false })).toThrow('Invalid answer from the server');
});

test('session settings are stored as the provider spells them, and read back the same', () => {
  const answer = { session_key: 'k', loggedIn: true, ftv_token: 't', play_on_start: 101, keep_alive_interval: 200, server_time: 1_700_000_000, chat: { token: 'c', login: 'v', source: 'ftv' } };
  const settings = toSessionSettings(answer);
  expect(settings).toEqual({ sessionKey: 'k', loggedIn: true, accessToken: 't', playOnStart: 101, keepAliveInterval: 200, serverTime: 1_700_000_000, chat: answer.chat });
  expect(fromSessionSettings(settings)).toEqual(answer);
  expect(toSessionSettings(fromSessionSettings(settings))).toEqual(settings);
});

test('a programme: startdatetime/enddatetime → start/end (unix seconds), the provider\'s programme id → id', () => {
  const raw = { programme: 2147483749, channel_id: '101', startdatetime: 1_700_000_000, enddatetime: 1_700_001_800, duration: '00:30', programme_name: 'News', programme_description: 'Today', genre: 'news', allow_dvr: 1 };
  expect(toProgramme(raw)).toMatchObject({ id: 2147483749, channelId: 101, start: 1_700_000_000, end: 1_700_001_800, length: 1800, title: 'News', description: 'Today', allowDvr: true });
});

test('a recording: string numbers become numbers, the reason becomes its note, absent extras are null', () => {
  const raw = { id: '12', channel_id: '101', programme_id: '2147483749', title: 'News', description: '', time_start: '1700000000', length: '1800', status: 'Recorded', stream_url: '/media/recordings/12/index.m3u8?token=t', master_url: '/media/recordings/12/master.m3u8?token=t', reason: 'Started late: recorded from 20:12:00 UTC', recorded_from: '1700000720' };
  expect(toRecordingsList({ userStorage: { total: '5', recorded: 0.5, available: '4.5' }, recordings: [raw, { id: 13, status: 'Accepted', progress: 0 }] })).toEqual({
    userStorage: { total: 5, recorded: 0.5, available: 4.5 },
    recordings: [
      { id: 12, channelId: 101, programmeId: 2147483749, title: 'News', description: '', start: 1700000000, length: 1800, status: 'Recorded', streamUrl: '/media/recordings/12/index.m3u8?token=t', masterUrl: '/media/recordings/12/master.m3u8?token=t', progress: null, note: 'Started late: recorded from 20:12:00 UTC', recordedFrom: 1700000720, isProtected: false, ruleId: null, deletedAt: null, purgeAt: null },
      expect.objectContaining({ id: 13, status: 'Accepted', progress: 0, note: null, recordedFrom: null, streamUrl: null, masterUrl: null }),
    ],
    trash: [],
  });
  // A rule's booking, protected; the trash with when each goes.
  const list = toRecordingsList({ recordings: [{ id: 3, rule_id: '4', protected: true }], trash: [{ id: 9, deleted_at: 100, purge_at: 604900 }] });
  expect(list.recordings[0]).toMatchObject({ ruleId: 4, isProtected: true });
  expect(list.trash).toEqual([expect.objectContaining({ id: 9, deletedAt: 100, purgeAt: 604900 })]);
});

test('a programme carries what "Record series" books by: its series id, and its title without the episode', () => {
  const raw = { programme: 1, channel_id: 101, startdatetime: 0, enddatetime: 60, programme_name: 'Bake Off: Bread Week', series_id: 'EP0123', series_title: 'Bake Off' };
  expect(toProgramme(raw)).toMatchObject({ seriesId: 'EP0123', seriesTitle: 'Bake Off' });
  // An older provider without them: no id, and the whole name.
  expect(toProgramme({ ...raw, series_id: undefined, series_title: undefined })).toMatchObject({ seriesId: null, seriesTitle: 'Bake Off: Bread Week' });
});

test('a channel\'s time-shift: the provider\'s snake_case becomes the app\'s camelCase; none, or nothing kept, is null; the list leaves it out', () => {
  expect(toChannel({ ...rawChannel(), timeshift: { url: '/media/shift/101/s/', seconds: 7200, catchup_days: '7' } }).timeshift).toEqual({ base: '/media/shift/101/s/', seconds: 7200, catchupDays: 7, gaps: [] });
  // A relayed channel's archive names what it missed; malformed or empty stretches are dropped.
  const gaps = [[100, 130], [200, 150], 'x', [1, '2'], [300, 360]];
  expect(toChannel({ ...rawChannel(), timeshift: { url: '/media/shift/7/s/', seconds: 7200, catchup_days: 3, gaps } }).timeshift?.gaps).toEqual([{ start: 100, end: 130 }, { start: 300, end: 360 }]);
  expect(toChannel({ ...rawChannel(), timeshift: { url: null, seconds: 0, catchup_days: 0 } }).timeshift).toBeNull();
  expect(toChannel({ ...rawChannel(), timeshift: { url: '/media/shift/101/s/', seconds: 0 } }).timeshift).toBeNull();
  expect(toChannel({ ...rawChannel(), timeshift: 'yes' }).timeshift).toBeNull();
  expect('timeshift' in toChannel(rawChannel())).toBe(false);
});
