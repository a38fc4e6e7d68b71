// admin-lineup.test.ts — the console's sources and lineup through the real provider: a playlist and a guide added over HTTP (loopback) and imported at once, refusals named, bulk edits seen by viewers without a restart and kept by the next import (which writes nothing that did not change), undo, the overrides file out and in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLoggedInUser, startTestServer, type TestServer, type TestUser } from './support.ts';
import { xmltvTime } from '../../support/xmltv.ts';
import { startXtreamUpstream } from '../../support/xtreamUpstream.ts';

const OPERATOR = `lineup-operator-${process.pid}@ftv.example`;
const HOUR = 3600;

/** What the loopback upstream serves, by path; a test changes it between imports. */
const files = new Map<string, string>();
let upstream: Server;
let base: string;

function playlist(extra = '') {
  let text = '#EXTM3U\n';
  for (let n = 1; n <= 6; n++) text += `#EXTINF:-1 tvg-id="ch${n}.uk" tvg-chno="${n}" group-title="${n <= 3 ? 'News' : 'Sport'}",UK: Channel ${n} HD\nhttp://127.0.0.1:9/ch${n}/index.m3u8\n`;
  return text + extra;
}

function guide(now: number, title = 'The Bulletin') {
  const start = Math.floor(now / HOUR) * HOUR - HOUR;
  return `<?xml version="1.0" encoding="UTF-8"?>
<tv>
  <channel id="ch1.uk"><display-name>Channel 1</display-name></channel>
  <channel id="other.uk"><display-name>Other One</display-name></channel>
  <programme channel="ch1.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>${title}</title></programme>
  <programme channel="other.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + 3 * HOUR)}"><title>Elsewhere</title></programme>
</tv>
`;
}

let server: TestServer;
let operator: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const body = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  server = await startTestServer({ FTV_ADMIN_EMAILS: OPERATOR }, { jobs: false });
  files.set('/lineup.m3u', playlist());
  files.set('/guide.xml', guide(server.now()));
  operator = await createLoggedInUser(server, { email: OPERATOR, emailVerified: true });
  viewer = await createLoggedInUser(server);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body: Record<string, unknown> = {}) {
  const headers = { 'ftv-token': operator.token };
  if (method === 'GET') return server.app.inject({ method, url, query: { session_key: operator.sessionKey, ...(body as Record<string, string>) }, headers });
  return server.app.inject({ method, url, payload: { session_key: operator.sessionKey, ...body }, headers });
}

interface ConsoleChannel {
  id: number;
  number: number;
  title: string;
  source_title: string;
  group: string;
  source: string;
  premium: boolean;
  hidden: boolean;
  guide_channel: string | null;
  guide_match: string | null;
  edited: string[];
}
const lineup = async () => (await call('GET', '/admin/api/lineup')).json() as { channels: ConsoleChannel[]; groups: string[]; sources: string[] };
/** The channel list a viewer's app reads. */
const viewerChannels = async () => {
  const res = await server.get('/tv/api/channels', { session_key: viewer.sessionKey });
  return (res.json() as Array<{ id: string; title: string; number: string; type: string }>).filter((c) => c.type !== 'vod');
};

test('sources: refusals name the field; a playlist and a guide added are imported at once, with their reports; viewers see the channels', async () => {
  const refusals: Array<[Record<string, unknown>, string]> = [
    [{ kind: 'tape', name: 'x', url: `${base}/lineup.m3u` }, 'kind must be playlist, guide or xtream'],
    [{ kind: 'playlist', name: ' ', url: `${base}/lineup.m3u` }, 'name is required'],
    [{ kind: 'playlist', name: 'Mine', url: 'file:///etc/passwd' }, 'url must be an http:// or https:// address'],
    [{ kind: 'xtream', name: 'XC', url: base, username: 'u' }, 'password is required for an Xtream Codes account'],
    [{ kind: 'playlist', name: 'Mine', url: `${base}/lineup.m3u`, max_streams: 0 }, 'max_streams must be a whole number from 1 to 1000'],
  ];
  for (const [body, message] of refusals) {
    const res = await call('POST', '/admin/api/sources', body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  }
  expect((await call('GET', '/admin/api/sources')).json().sources).toEqual([]);

  const added = await call('POST', '/admin/api/sources', { kind: 'playlist', name: 'Loopback lineup', url: `${base}/lineup.m3u`, max_streams: 2 });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ success: true, import: { ok: true, channels: 6 }, source: { name: 'Loopback lineup', kind: 'playlist', read_only: false, max_streams: 2, last_import: { ok: true, channels: 6 } } });
  const titles = (await viewerChannels()).map((c) => c.title);
  expect(titles).toEqual(['UK: Channel 1 HD', 'UK: Channel 2 HD', 'UK: Channel 3 HD', 'UK: Channel 4 HD', 'UK: Channel 5 HD', 'UK: Channel 6 HD']);

  const guideAdded = await call('POST', '/admin/api/sources', { kind: 'guide', name: 'Loopback guide', url: `${base}/guide.xml` });
  expect(guideAdded.json()).toMatchObject({ import: { ok: true }, source: { last_import: { ok: true, channels: 1, programmes: 1 } } });
  const rows = (await lineup()).channels;
  expect(rows.find((c) => c.number === 1)).toMatchObject({ guide_channel: 'ch1.uk', guide_match: 'tvg-id', source: 'Loopback lineup' });

  // A broken source is reported on it, and the lineup stays.
  files.delete('/guide.xml');
  const refreshed = (await call('POST', '/admin/api/sources/refresh')).json();
  expect(refreshed.sources.find((s: { name: string }) => s.name === 'Loopback guide').last_import).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 404') });
  files.set('/guide.xml', guide(server.now()));
  expect((await viewerChannels()).length).toBe(6);
});

test('bulk edits: viewers see them without a restart, the next import keeps them and writes nothing unchanged; undo puts one back; a taken number is refused', async () => {
  const ids = (await lineup()).channels.map((c) => c.id);
  const edit = (change: Record<string, unknown>, which = ids) => call('POST', '/admin/api/lineup/edit', { ids: which, change });

  const renamed = await edit({ rename: { find: '^UK: (.*?) HD$', replace: '$1', regex: true, prefix: '', suffix: '' } });
  expect(renamed.json()).toMatchObject({ success: true, changed: 6 });
  expect((await edit({ rename: { find: '(', replace: '', regex: true, prefix: '', suffix: '' } })).json()).toEqual({ success: false, message: 'find is not a valid regular expression: (' });
  expect((await edit({ rename: { find: 'Channel \\d', replace: '', regex: true, prefix: '', suffix: '' } })).json().message).toBe('A channel needs a name: "Channel 1" would have none');
  expect((await edit({ renumber_from: 100 }, ids.slice(0, 3))).json()).toMatchObject({ changed: 3 });
  expect((await edit({ renumber_from: 101 }, ids.slice(3, 4))).json()).toEqual({ success: false, message: 'Numbers 101–101 are not all free (101 Channel 2): choose another first number' });
  expect((await edit({ group: 'Headlines' }, ids.slice(0, 2))).statusCode).toBe(200);
  expect((await edit({ premium: true }, ids.slice(5))).statusCode).toBe(200);
  const hidden = await edit({ hidden: true }, ids.slice(4, 5));
  expect(hidden.statusCode).toBe(200);

  const seen = await viewerChannels();
  expect(seen.map((c) => `${c.number} ${c.title}`)).toEqual(['4 Channel 4', '6 Channel 6', '100 Channel 1', '101 Channel 2', '102 Channel 3']);
  const console = (await lineup()).channels;
  expect(console.find((c) => c.id === ids[4])).toMatchObject({ hidden: true, title: 'Channel 5', source_title: 'UK: Channel 5 HD', edited: ['title', 'hidden'] });
  expect(console.find((c) => c.id === ids[0])).toMatchObject({ group: 'Headlines', number: 100, edited: ['title', 'number', 'group'] });

  // The next import keeps every edit and writes no channel: nothing changed at the source.
  expect((await call('POST', '/admin/api/sources/refresh')).json().import).toMatchObject({ ok: true, channels: 6, written: 0 });
  // The guide failed last time, so it was read again; now it is as it was: not even parsed.
  expect((await call('POST', '/admin/api/sources/refresh')).json().import).toMatchObject({ ok: true, written: 0, guides_unchanged: true });
  expect((await viewerChannels()).map((c) => `${c.number} ${c.title}`)).toEqual(seen.map((c) => `${c.number} ${c.title}`));

  // Undo the hide: the channel is back for viewers, and the undo is audited.
  const audit = (await call('GET', '/admin/api/audit')).json().entries as Array<{ id: number; action: string; target: string }>;
  const hide = audit.find((e) => e.target === 'channels:1:hidden')!;
  expect(hide).toMatchObject({ action: 'lineup.edit' });
  expect((await call('POST', `/admin/api/audit/${hide.id}/undo`)).json()).toMatchObject({ success: true });
  expect((await viewerChannels()).map((c) => c.title)).toContain('Channel 5');
  expect((await lineup()).channels.find((c) => c.id === ids[4])).toMatchObject({ hidden: false, edited: ['title'] });
});

test('guide mapping: unmapped channels get ranked suggestions with reasons, the confident ones accepted in bulk; a search across every guide channel; a guide channel previewed first', async () => {
  const start = Math.floor(server.now() / HOUR) * HOUR;
  files.set(
    '/guide.xml',
    guide(server.now()).replace(
      '</tv>',
      `  <channel id="ChannelTwo.uk"><display-name>Channel Two</display-name></channel>
  <channel id="c3.uk"><display-name>Channel Three</display-name></channel>
  <channel id="c3plus1.uk"><display-name>Channel Three +1</display-name></channel>
  <programme channel="c3.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + HOUR)}"><title>Three at One</title></programme>
</tv>`,
    ),
  );
  expect((await call('POST', '/admin/api/sources/refresh')).json().import).toMatchObject({ ok: true, guides_unchanged: false });
  const rows = (await lineup()).channels;
  const byTitle = (title: string) => rows.find((c) => c.title === title)!;
  // Its tvg-id is in no guide, and no guide channel has its name: unmapped.
  expect(byTitle('Channel 2')).toMatchObject({ guide_channel: null, guide_match: null });
  expect(byTitle('Channel 1')).toMatchObject({ guide_channel: 'ch1.uk', guide_match: 'tvg-id' });

  const auto = (await call('GET', '/admin/api/lineup/automatch')).json() as { unmapped: number; matches: Array<{ id: number; guide_channel: string; score: number; why: string[] }> };
  expect(auto.unmapped).toBe(5);
  expect(auto.matches.map((m) => [m.id, m.guide_channel])).toEqual([
    [byTitle('Channel 2').id, 'ChannelTwo.uk'],
    [byTitle('Channel 3').id, 'c3.uk'],
  ]);
  const ids = [byTitle('Channel 3').id, byTitle('Channel 4').id];
  const suggested = (await call('GET', '/admin/api/lineup/suggestions', { ids: ids.join(',') })).json().suggestions as Record<string, Array<{ guide_channel: string; score: number; why: string[] }>>;
  expect(suggested[String(ids[0])]![0]).toMatchObject({ guide_channel: 'c3.uk', why: expect.arrayContaining([expect.any(String)]) });
  // The timeshift channel, if suggested at all, ranks below the channel itself.
  const three = suggested[String(ids[0])]!.map((s) => s.guide_channel);
  expect(three.indexOf('c3plus1.uk') === -1 || three.indexOf('c3plus1.uk') > three.indexOf('c3.uk')).toBe(true);

  expect(((await call('GET', '/admin/api/guide/search', { q: 'other' })).json().channels as Array<{ guide_channel: string }>)[0]).toMatchObject({ guide_channel: 'other.uk' });
  expect((await call('GET', '/admin/api/guide/preview', { channel: 'c3.uk' })).json()).toMatchObject({ names: ['Channel Three'], programmes: [{ title: 'Three at One' }] });
  expect((await call('GET', '/admin/api/guide/preview', { channel: 'nowhere.uk' })).statusCode).toBe(404);

  // Accepted in bulk: marked 'auto', and the next import (started in the background) brings their programmes.
  const accepted = await call('POST', '/admin/api/lineup/edit', { ids: auto.matches.map((m) => m.id), change: { guides: Object.fromEntries(auto.matches.map((m) => [m.id, m.guide_channel])) } });
  expect(accepted.json()).toMatchObject({ success: true, changed: 2 });
  expect((await lineup()).channels.find((c) => c.id === byTitle('Channel 3').id)).toMatchObject({ guide_channel: 'c3.uk', guide_match: 'auto', edited: expect.arrayContaining(['guide']) });
  await expect
    .poll(async () => {
      const res = await server.get(`/api-v2/tvguide/${byTitle('Channel 3').id}`, { session_key: viewer.sessionKey });
      return JSON.stringify(res.json());
    })
    .toContain('Three at One');
});

test('the overrides file: exported from the edits, and taken in by tvg-id or name; a bad one is refused with the field named', async () => {
  const exported = (await call('GET', '/admin/api/lineup/export')).json() as { channels: Record<string, Record<string, unknown>> };
  expect(exported.channels['ch1.uk']).toMatchObject({ title: 'Channel 1', number: 100, group: 'Headlines' });
  const bad = await call('POST', '/admin/api/lineup/import', { overrides: { channels: { 'ch2.uk': { number: 'two' } } } });
  expect([bad.statusCode, bad.json().message]).toEqual([400, 'FTV_LINEUP_OVERRIDES in the console: channels["ch2.uk"].number has an unusable value "two"']);
  const taken = (await call('POST', '/admin/api/lineup/import', { overrides: { channels: { 'ch6.uk': { title: 'Six' }, 'nobody.uk': { hidden: true } } } })).json();
  expect(taken).toMatchObject({ success: true, matched: 1, unused: ['nobody.uk'] });
  expect((await viewerChannels()).map((c) => c.title)).toContain('Six');
});

test('deleting a source brings the demo lineup back; undoing the delete brings the source and its edited channels back', async () => {
  const sources = (await call('GET', '/admin/api/sources')).json().sources as Array<{ id: number; name: string }>;
  const playlistSource = sources.find((s) => s.name === 'Loopback lineup')!;
  const deleted = await call('DELETE', `/admin/api/sources/${playlistSource.id}`);
  expect(deleted.json()).toMatchObject({ success: true });
  expect((await viewerChannels()).some((c) => c.title === 'Six')).toBe(false);
  expect((await viewerChannels()).length).toBeGreaterThan(6);
  expect((await call('POST', `/admin/api/audit/${deleted.json().audit_id}/undo`)).json()).toMatchObject({ success: true });
  expect((await viewerChannels()).map((c) => c.title)).toContain('Six');
  expect(((await call('GET', '/admin/api/sources')).json().sources as Array<{ name: string }>).map((s) => s.name)).toEqual(['Loopback lineup', 'Loopback guide']);
});

test('an Xtream Codes account: its live streams, categories and guide imported, its max_connections the limit; a wrong password is reported on it and changes nothing', async () => {
  const start = Math.floor(server.now() / HOUR) * HOUR;
  const xtream = await startXtreamUpstream({
    username: 'viewer',
    password: 's3cret-pass',
    maxConnections: 3,
    streams: [
      { name: 'XC News', hlsUrl: 'http://127.0.0.1:9/xc-news/index.m3u8', category: 'XC News', epgChannelId: 'xcnews.uk', archiveDays: 3 },
      { name: 'XC Films', hlsUrl: 'http://127.0.0.1:9/xc-films/index.m3u8', category: 'XC Films' },
    ],
    guideXml: `<?xml version="1.0"?><tv><channel id="xcnews.uk"><display-name>XC News</display-name></channel><programme channel="xcnews.uk" start="${xmltvTime(start)}" stop="${xmltvTime(start + HOUR)}"><title>XC Headlines</title></programme></tv>`,
  });
  try {
    // The console's guide source would take over the account's own guide: switch it off first.
    const sources = (await call('GET', '/admin/api/sources')).json().sources as Array<{ id: number; name: string }>;
    for (const s of sources) await call('PATCH', `/admin/api/sources/${s.id}`, { enabled: false });
    const added = await call('POST', '/admin/api/sources', { kind: 'xtream', name: 'Panel', url: xtream.url, username: 'viewer', password: 's3cret-pass' });
    expect(added.json()).toMatchObject({ import: { ok: true, channels: 2 }, source: { kind: 'xtream', address: expect.stringContaining('viewer@127.0.0.1'), last_import: { ok: true, channels: 2, programmes: 1 } } });
    expect(JSON.stringify(added.json())).not.toContain('s3cret-pass');
    const rows = (await lineup()).channels;
    expect(rows.map((c) => [c.title, c.group, c.source, c.guide_channel])).toEqual([
      ['XC News', 'XC News', 'Panel', 'xcnews.uk'],
      ['XC Films', 'XC Films', 'Panel', null],
    ]);
    expect((await viewerChannels()).map((c) => c.title)).toEqual(['XC News', 'XC Films']);
    // The audit never shows the password.
    expect(JSON.stringify((await call('GET', '/admin/api/audit')).json())).not.toContain('s3cret-pass');

    const id = added.json().source.id as number;
    // Moved to another server, the account needs its password again: the saved one is never sent there.
    const elsewhere = await startXtreamUpstream({ username: 'viewer', password: 'other', streams: [] });
    try {
      const moved = await call('PATCH', `/admin/api/sources/${id}`, { url: elsewhere.url });
      expect([moved.statusCode, moved.json().message]).toEqual([400, 'password is required again: the account moves to another server, and its saved password is only sent to the one it was given for']);
      expect(elsewhere.requests).toEqual([]);
      expect((await call('GET', '/admin/api/sources')).json().sources.find((s: { id: number }) => s.id === id).url).toBe(xtream.url);
    } finally {
      await elsewhere.close();
    }
    // On the same server (a path changed), the saved password stays.
    expect((await call('PATCH', `/admin/api/sources/${id}`, { url: `${xtream.url.replace(/\/$/, '')}/` })).statusCode).toBe(200);
    const wrong = await call('PATCH', `/admin/api/sources/${id}`, { password: 'wrong' });
    expect(wrong.json().import).toMatchObject({ ok: false, error: expect.stringContaining('refused the username or password') });
    expect((await viewerChannels()).map((c) => c.title)).toEqual(['XC News', 'XC Films']);
  } finally {
    await xtream.close();
  }
});
