// sources-xtream.test.ts — an Xtream Codes account read as a lineup source: a real panel's answers, the quirks of others, refused and ended accounts, addresses that are no panel, the password kept out of every message, and the test panel's own protocol.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildLineup } from '../../../server/sources/mapping.ts';
import { readXtream, XtreamError, xtreamSourceName, type XtreamAccount } from '../../../server/sources/xtream.ts';
import { NGINX_404, startXtreamUpstream, type XtreamUpstreamStream } from '../../support/xtreamUpstream.ts';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/sources/xtream');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** Loopback only: whatever rule openSource has on private addresses must let the test panels through. */
const LOOPBACK = { allowPrivate: true };

interface Answer {
  status?: number;
  type?: string;
  body: string;
}

/** A panel whose every answer the test writes: for the real panel's recorded answers and for broken servers. */
async function startPanel(answer: (url: URL) => Answer | null) {
  const server = http.createServer((request, response) => {
    const reply = answer(new URL(request.url ?? '/', 'http://x'));
    if (reply === null) return; // never answered: the reader's timeout acts
    response.writeHead(reply.status ?? 200, { 'content-type': reply.type ?? 'application/json' }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  closers.push(close);
  return { url, host: url.slice('http://'.length) };
}

/** Answers from fixture files `{prefix}-account.json`, `-live_categories.json`, `-live_streams.json`; a wrong login is refused as XC 2.9 does. */
function fromFixtures(prefix: string, username: string, password: string) {
  return (url: URL): Answer => {
    if (url.searchParams.get('username') !== username || url.searchParams.get('password') !== password) return { body: '{"user_info":{"auth":0}}' };
    const action = url.searchParams.get('action');
    const file = action === 'get_live_categories' ? 'live_categories' : action === 'get_live_streams' ? 'live_streams' : 'account';
    return { body: fixture(`${prefix}-${file}.json`) };
  };
}

/** A loopback port nothing listens on (fetch itself refuses "bad ports" such as 1). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The error readXtream rejects with (and that it is an XtreamError). */
async function failure(account: XtreamAccount, options: { timeoutMs?: number } = {}): Promise<XtreamError> {
  const error = await readXtream(account, { ...LOOPBACK, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(XtreamError);
  expect((error as XtreamError).name).toBe('XtreamError');
  return error as XtreamError;
}

describe('a real panel (the iris answers recorded in tellytv/go.xtream-codes)', () => {
  const login = { username: 'IRIS_USERNAME', password: 'IRIS_PASSWORD' };

  test('every live stream an entry: address, guide id, logo, number, group, catch-up; radio skipped', async () => {
    const panel = await startPanel(fromFixtures('iris', login.username, login.password));
    const lineup = await readXtream({ server: panel.url, ...login }, LOOPBACK);
    const live = (id: number) => `${panel.url}/live/IRIS_USERNAME/IRIS_PASSWORD/${id}.m3u8`;

    expect(lineup.entries.map((e) => [e.line, e.name])).toEqual([
      [1, 'VIP Sky Sports News FHD'],
      [2, 'VIP Sky Sports F1 FHD'],
      [3, 'UK At the races'],
      [4, 'C SPAN 3'],
      [5, 'ChuChu TV'],
      [6, 'CANADA: Assemblée Nationale Québec'],
      [7, 'Test Angel'],
    ]);
    expect(lineup.entries[0]).toEqual({
      line: 1,
      name: 'VIP Sky Sports News FHD',
      url: live(303879),
      duration: -1,
      tvgId: 'skysportsnews.uk',
      tvgName: 'VIP Sky Sports News FHD',
      logo: 'http://picon.example.net/30950.png',
      chno: 1,
      group: 'UK VIP HD/FHD',
      language: null,
      country: null,
      catchUp: null,
      headers: {},
      attributes: {
        num: '1',
        name: 'VIP Sky Sports News FHD',
        stream_type: 'live',
        stream_id: '303879',
        stream_icon: 'http://picon.example.net/30950.png',
        epg_channel_id: 'skysportsnews.uk',
        added: '1532728123',
        category_id: '7723',
        custom_sid: '',
        tv_archive: '0',
        direct_source: '',
        tv_archive_duration: '0',
      },
    });
    // tv_archive 1 over "6" days: the panel's own archive.
    expect(lineup.entries[1]).toMatchObject({ chno: 13, url: live(303874), catchUp: { mode: 'xc', days: 6, source: null } });
    expect(lineup.entries[2]).toMatchObject({ group: 'UK SPORTS NETWORKS', attributes: { custom_sid: ':0:1:12C4:7E9:2:11A0000:0:0:0:' } });
    expect(lineup.entries[3]!.attributes['direct_source']).toBe('http://cspan3-lh.akamaihd.net/i/cspan3_1@304729/master.ts');
    // epg_channel_id null and an empty icon: none.
    expect(lineup.entries[4]).toMatchObject({ tvgId: null, logo: null, group: 'USA KIDS NETWORKS', chno: 374 });
    expect(lineup.entries[5]).toMatchObject({ group: 'NEW CANADA', logo: expect.stringMatching(/^https:\/\/upload\.wikimedia\.org\//) });
    // category_id null is a stream in no category, not an oddity.
    expect(lineup.entries[6]).toMatchObject({ group: null, attributes: expect.not.objectContaining({ category_id: expect.anything() }) });
    expect(lineup.problems).toEqual([{ line: 8, message: '"BBC Radio 1" is a radio station; skipped' }]);
  });

  test('the account: max_connections, time zone and end date as written ("3", "Europe/London", "1537821177"); the guide address', async () => {
    const panel = await startPanel(fromFixtures('iris', login.username, login.password));
    const lineup = await readXtream({ server: panel.url, ...login }, LOOPBACK);
    expect(lineup).toMatchObject({ maxConnections: 3, timezone: 'Europe/London', expiresAt: 1537821177 });
    expect(lineup.guideUrl).toBe(`${panel.url}/xmltv.php?username=IRIS_USERNAME&password=IRIS_PASSWORD`);
  });

  test('the entries make a lineup: one channel each, numbered as the panel numbers them', async () => {
    const panel = await startPanel(fromFixtures('iris', login.username, login.password));
    const { entries } = await readXtream({ server: panel.url, ...login }, LOOPBACK);
    const { channels, problems } = buildLineup(entries);
    expect(problems).toEqual([]);
    expect(channels.map((c) => [c.number, c.title])).toEqual([
      [1, 'VIP Sky Sports News FHD'],
      [13, 'VIP Sky Sports F1 FHD'],
      [51, 'UK At the races'],
      [247, 'C SPAN 3'],
      [374, 'ChuChu TV'],
      [1215, 'CANADA: Assemblée Nationale Québec'],
      [8144, 'Test Angel'],
    ]);
    expect(channels[1]!.catchUp).toEqual({ mode: 'xc', days: 6, source: null });
  });
});

describe('the quirks of other panels (handmade: XUI-style numbers, strings for numbers, duplicates)', () => {
  const login = { username: 'quirky', password: 's3cret' };

  test('each stream kept or skipped, each oddity reported at its index', async () => {
    const panel = await startPanel(fromFixtures('quirks', login.username, login.password));
    const { entries, problems } = await readXtream({ server: panel.url, ...login }, LOOPBACK);
    // allowed_output_formats ["ts"]: the MPEG-TS addresses.
    const ts = (id: number) => `${panel.url}/live/quirky/s3cret/${id}.ts`;

    expect(entries.map((e) => [e.line, e.name, e.url])).toEqual([
      [1, 'News 24', ts(501)],
      [2, 'Sport One', ts(502)],
      [3, 'Lost Channel', ts(503)],
      [7, 'Stream 507', ts(507)],
      [9, 'Kids TV', ts(509)],
    ]);
    // Strings for numbers ("1", "501", "1", "3") and the text "NULL" for no guide id.
    expect(entries[0]).toMatchObject({ chno: 1, tvgId: null, logo: null, group: 'News', catchUp: { mode: 'xc', days: 3, source: null }, attributes: { num: '1', category_ids: '[1]' } });
    // created_live is a channel the panel made; an icon with blanks around it; a category id as a number; tv_archive 1 over 0 days.
    expect(entries[1]).toMatchObject({ tvgId: null, logo: 'http://logos.example/s1.png', group: 'Sport HD', catchUp: null });
    expect(entries[2]).toMatchObject({ tvgId: 'lost.example', group: null });
    // num 0 is no number; an epg_channel_id written as a number; category_id "".
    expect(entries[3]).toMatchObject({ chno: null, tvgId: '12345', group: null });
    // No stream_type at all: the action asked for live streams, so it is one.
    expect(entries[4]).toMatchObject({ chno: 9, group: 'News', logo: null, tvgId: null, catchUp: null, attributes: { num: '9', name: 'Kids\tTV', stream_id: '509', category_id: '1' } });

    expect(problems).toEqual([
      { line: 2, message: '"Sport One" has catch-up (tv_archive) but no number of days (tv_archive_duration); no catch-up' },
      { line: 3, message: '"Lost Channel" is in category 99, which get_live_categories does not list; no group' },
      { line: 4, message: '"No Id" has no usable stream_id; skipped' },
      { line: 5, message: '"News 24": stream 501 is listed again (first at line 1: another category?); kept once' },
      { line: 6, message: '"Movie Night" has stream_type "movie", not a live channel; skipped' },
      { line: 7, message: 'stream 507 has no name; called "Stream 507"' },
      { line: 8, message: 'not a stream (null); skipped' },
      { line: 10, message: '"Jazz FM" is a radio station; skipped' },
    ]);
  });

  test('the account written with numbers (max_connections 1, exp_date 1767225600) and without a time zone', async () => {
    const panel = await startPanel(fromFixtures('quirks', login.username, login.password));
    const lineup = await readXtream({ server: panel.url, ...login }, LOOPBACK);
    expect(lineup).toMatchObject({ maxConnections: 1, expiresAt: 1767225600, timezone: null });
  });

  test.each([
    ['no max_connections, exp_date null', {}, null, null],
    ['max_connections "0" is no limit given; exp_date ""', { max_connections: '0', exp_date: '' }, null, null],
    ['numbers', { max_connections: 4, exp_date: 1893456000 }, 4, 1893456000],
    ['strings', { max_connections: '4', exp_date: '1893456000' }, 4, 1893456000],
  ])('account values: %s', async (_, fields, maxConnections, expiresAt) => {
    const user = { username: 'u', password: 'p', auth: 1, status: 'Active', exp_date: null, ...fields };
    const panel = await startPanel((url) => ({ body: url.searchParams.get('action') ? '[]' : JSON.stringify({ user_info: user, server_info: { timezone: '' } }) }));
    const lineup = await readXtream({ server: panel.url, username: 'u', password: 'p' }, LOOPBACK);
    expect(lineup).toEqual({ entries: [], guideUrl: `${panel.url}/xmltv.php?username=u&password=p`, maxConnections, timezone: null, expiresAt, problems: [], problemsOmitted: 0 });
  });

  test.each([
    ['absent: .m3u8', undefined, 'm3u8'],
    ['m3u8 and ts: .m3u8', ['m3u8', 'ts'], 'm3u8'],
    ['ts only: .ts', ['ts'], 'ts'],
    ['TS and rtmp: .ts', ['TS', 'rtmp'], 'ts'],
    ['empty: .m3u8', [], 'm3u8'],
  ])('allowed_output_formats %s', async (_, formats, ext) => {
    const streams = JSON.stringify([{ num: 1, name: 'One', stream_type: 'live', stream_id: 7 }]);
    const account = JSON.stringify({ user_info: { auth: 1, status: 'Active', ...(formats ? { allowed_output_formats: formats } : {}) } });
    const panel = await startPanel((url) => ({ body: url.searchParams.get('action') === 'get_live_streams' ? streams : url.searchParams.get('action') ? '[]' : account }));
    const { entries } = await readXtream({ server: panel.url, username: 'u', password: 'p' }, LOOPBACK);
    expect(entries.map((e) => e.url)).toEqual([`${panel.url}/live/u/p/7.${ext}`]);
  });
});

describe('accounts that may not watch', () => {
  const streams: XtreamUpstreamStream[] = [{ name: 'One', hlsUrl: 'http://127.0.0.1:9/one.m3u8', category: 'News' }];

  test('a refused login ({"user_info":{"auth":0}}): named as the account, not the password', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'right', streams });
    closers.push(upstream.close);
    const error = await failure({ server: upstream.url, username: 'alice', password: 'wrong' });
    expect(error.message).toBe(`Xtream Codes account alice@${upstream.url.slice(7)}: the server refused the username or password`);
    // The lists are not asked for once the account is refused.
    expect(upstream.requests).toHaveLength(1);
  });

  test.each(['Expired', 'Banned', 'Disabled'])('status %s: the error names it', async (status) => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'right', streams, status });
    closers.push(upstream.close);
    const error = await failure({ server: upstream.url, username: 'alice', password: 'right' });
    expect(error.message).toBe(`Xtream Codes account alice@${upstream.url.slice(7)}: the server says the account is ${status}, not Active`);
  });

  test('an account that ends between the requests: the lists come back as the account details (XC 2.9), and that is what is said', async () => {
    const active = '{"user_info":{"auth":1,"status":"Active"}}';
    const panel = await startPanel((url) => ({ body: url.searchParams.get('action') ? '{"user_info":{"auth":1,"status":"Expired"}}' : active }));
    const error = await failure({ server: panel.url, username: 'u', password: 'p' });
    expect(error.message).toBe(`Xtream Codes account u@${panel.host}: the server says the account is Expired, not Active`);
  });

  test('a list answered with something else than a list', async () => {
    const panel = await startPanel((url) => ({ body: url.searchParams.get('action') === 'get_live_streams' ? '{"error":"busy"}' : url.searchParams.get('action') ? '[]' : '{"user_info":{"auth":1,"status":"Active"}}' }));
    const error = await failure({ server: panel.url, username: 'u', password: 'p' });
    expect(error.message).toBe(`Xtream Codes account u@${panel.host}: ${panel.url}/player_api.php (get_live_streams) did not answer with a list`);
  });

  test('user_info missing, or written by PHP as an empty list: refused', async () => {
    for (const body of ['{"server_info":{}}', '{"user_info":[]}', '{"user_info":{"auth":"0","status":"Active"}}']) {
      const panel = await startPanel(() => ({ body }));
      const error = await failure({ server: panel.url, username: 'u', password: 'p' });
      expect(error.message).toMatch(/: the server refused the username or password$/);
    }
  });
});

describe('addresses that are no Xtream Codes panel', () => {
  const account = (server: string): XtreamAccount => ({ server, username: 'u', password: 'p' });

  test('an HTML page (a web server, a router, a captive portal)', async () => {
    const panel = await startPanel(() => ({ type: 'text/html', body: '<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body></body></html>' }));
    const error = await failure(account(panel.url));
    expect(error.message).toBe(`Xtream Codes account u@${panel.host}: ${panel.url}/player_api.php does not answer as an Xtream Codes server (it sent an HTML page titled "Welcome to nginx!", not JSON)`);
  });

  test('text that is not JSON, and an empty page', async () => {
    let body = 'Access denied.\n';
    const panel = await startPanel(() => ({ type: 'text/plain', body }));
    expect((await failure(account(panel.url))).message).toMatch(/does not answer as an Xtream Codes server \(it sent "Access denied\.", not JSON\)$/);
    body = '';
    expect((await failure(account(panel.url))).message).toBe(`Xtream Codes account u@${panel.host}: ${panel.url}/player_api.php answers with an empty page; the address does not answer as an Xtream Codes server`);
  });

  test('JSON that is no account answer (a list)', async () => {
    const panel = await startPanel(() => ({ body: '[]' }));
    expect((await failure(account(panel.url))).message).toMatch(/does not answer as an Xtream Codes server \(its answer has no account details\)$/);
  });

  test('HTTP 404 (also how XUI refuses a login), 401, 503', async () => {
    let status = 404;
    const panel = await startPanel(() => ({ status, type: 'text/html', body: NGINX_404 }));
    expect((await failure(account(panel.url))).message).toBe(
      `Xtream Codes account u@${panel.host}: ${panel.url}/player_api.php answers HTTP 404: either the address is not an Xtream Codes server, or the server refused the username or password`,
    );
    status = 401;
    expect((await failure(account(panel.url))).message).toBe(`Xtream Codes account u@${panel.host}: the server refused the username or password (HTTP 401 from ${panel.url}/player_api.php)`);
    status = 503;
    expect((await failure(account(panel.url))).message).toBe(`Xtream Codes account u@${panel.host}: ${panel.url}/player_api.php answers HTTP 503`);
  });

  test('nothing listening, and a server that never answers (timeoutMs)', async () => {
    const closed = await closedPort();
    expect((await failure(account(`http://127.0.0.1:${closed}`))).message).toBe(`Xtream Codes account u@127.0.0.1:${closed}: cannot reach http://127.0.0.1:${closed}/player_api.php: fetch failed: connect ECONNREFUSED 127.0.0.1:${closed}`);
    const panel = await startPanel(() => null);
    expect((await failure(account(panel.url), { timeoutMs: 50 })).message).toBe(`Xtream Codes account u@${panel.host}: cannot reach ${panel.url}/player_api.php: no answer in time`);
  });

  test('not a web address, another scheme, no login', async () => {
    expect((await failure(account('http://exa mple.com'))).message).toBe('Xtream Codes account u@http://exa mple.com: the server "http://exa mple.com" is not a web address (such as http://line.example.com:8080)');
    expect((await failure(account('ftp://line.example.com'))).message).toBe('Xtream Codes account u@line.example.com: the server must be an http:// or https:// address, not ftp:');
    expect((await failure({ server: 'http://line.example.com', username: ' ', password: 'p' })).message).toBe('Xtream Codes account @line.example.com: the username and the password are both needed');
  });
});

describe('the password stays out of every message', () => {
  // Characters that URL encoding writes in three ways: as typed, %20 and +.
  const password = 'p@ss w/rd&x=é';
  const forms = [password, encodeURIComponent(password), new URLSearchParams({ p: password }).toString().slice(2)];
  const expectNoPassword = (text: string) => {
    for (const form of forms) expect(text).not.toContain(form);
  };

  test('in errors: a refused login, a 404, a page that echoes the request, nothing listening', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'other', streams: [] });
    closers.push(upstream.close);
    expectNoPassword((await failure({ server: upstream.url, username: 'alice', password })).message);

    const echo = await startPanel((url) => ({ type: 'text/html', body: `<html><head><title>No such page: ${url.pathname}${url.search}</title></head></html>` }));
    const echoed = (await failure({ server: echo.url, username: 'alice', password })).message;
    expect(echoed).toContain('password=***');
    expectNoPassword(echoed);

    const missing = await startPanel(() => ({ status: 404, type: 'text/html', body: NGINX_404 }));
    expectNoPassword((await failure({ server: missing.url, username: 'alice', password })).message);
    expectNoPassword((await failure({ server: `http://127.0.0.1:${await closedPort()}`, username: 'alice', password })).message);
  });

  test('in problems, even when the panel writes it into a stream', async () => {
    const streams = JSON.stringify([{ num: 1, name: 'One', stream_type: 'live', stream_id: 1, category_id: password }]);
    const panel = await startPanel((url) => ({ body: url.searchParams.get('action') === 'get_live_streams' ? streams : url.searchParams.get('action') ? '[]' : '{"user_info":{"auth":1,"status":"Active"}}' }));
    const { problems, entries } = await readXtream({ server: panel.url, username: 'alice', password }, LOOPBACK);
    expect(problems).toEqual([{ line: 1, message: '"One" is in category ***, which get_live_categories does not list; no group' }]);
    // The stream address carries it, as the protocol has it: URL-encoded, a path segment of its own.
    expect(entries[0]!.url).toBe(`${panel.url}/live/alice/${encodeURIComponent(password)}/1.m3u8`);
  });

  test('in the source name: user@host, with the port when it is not the scheme default', () => {
    expect(xtreamSourceName({ server: 'http://line.example.com:8080/', username: 'bob', password: 'hunter2' })).toBe('bob@line.example.com:8080');
    expect(xtreamSourceName({ server: 'http://line.example.com:80', username: 'bob', password: 'hunter2' })).toBe('bob@line.example.com');
    expect(xtreamSourceName({ server: 'line.example.com:2095', username: 'bob', password: 'hunter2' })).toBe('bob@line.example.com:2095');
    expect(xtreamSourceName({ server: 'https://x:hunter2@line.example.com', username: 'bob', password: 'hunter2' })).toBe('bob@line.example.com');
    // No address: shown as typed, but not a pasted login (with or without the password at hand).
    expect(xtreamSourceName({ server: 'line example/get.php?username=bob&password=hunter2', username: 'bob', password: 'hunter2' })).toBe('bob@line example/get.php?username=bob&password=***');
    expect(xtreamSourceName({ server: 'line example/get.php?username=bob&password=hunter2', username: 'bob', password: '' })).toBe('bob@line example/get.php?username=bob&password=***');
  });

  test('a short password is starred out as a whole token only; a long one wherever it is', async () => {
    let title = '';
    const panel = await startPanel(() => ({ type: 'text/html', body: `<title>${title}</title>` }));
    title = 'Error 42: http 42x 42';
    expect((await failure({ server: panel.url, username: 'u', password: '42' })).message).toMatch(/it sent an HTML page titled "Error \*\*\*: http 42x \*\*\*"/);
    title = 'user-correcthorse-x';
    expect((await failure({ server: panel.url, username: 'u', password: 'correcthorse' })).message).toMatch(/titled "user-\*\*\*-x"/);
    title = 'userCorrectHorseBattery';
    expect((await failure({ server: panel.url, username: 'u', password: 'CorrectHorseBattery' })).message).toMatch(/titled "user\*\*\*"/);
  });
});

describe('the server address as operators type it', () => {
  const streams: XtreamUpstreamStream[] = [{ name: 'One', hlsUrl: 'http://127.0.0.1:9/one.m3u8', category: 'News' }];

  test('a trailing slash, no scheme, the whole player_api.php or get.php address: the same panel', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams });
    closers.push(upstream.close);
    const host = upstream.url.slice('http://'.length);
    for (const server of [`${upstream.url}/`, host, ` ${upstream.url}/player_api.php?username=alice&password=secret `, `${upstream.url}/get.php?username=alice&password=secret&type=m3u_plus`]) {
      const { entries, guideUrl } = await readXtream({ server, username: 'alice', password: 'secret' }, LOOPBACK);
      expect(entries.map((e) => e.url)).toEqual([`${upstream.url}/live/alice/secret/${upstream.streamIds[0]}.m3u8`]);
      expect(guideUrl).toBe(`${upstream.url}/xmltv.php?username=alice&password=secret`);
    }
  });

  test('a path prefix is kept', async () => {
    const panel = await startPanel((url) => {
      if (url.pathname !== '/panel/player_api.php') return { status: 404, type: 'text/html', body: NGINX_404 };
      return { body: url.searchParams.get('action') === 'get_live_streams' ? '[{"num":1,"name":"One","stream_type":"live","stream_id":5}]' : url.searchParams.get('action') ? '[]' : '{"user_info":{"auth":1,"status":"Active"}}' };
    });
    const { entries, guideUrl } = await readXtream({ server: `${panel.url}/panel/`, username: 'u', password: 'p' }, LOOPBACK);
    expect(entries.map((e) => e.url)).toEqual([`${panel.url}/panel/live/u/p/5.m3u8`]);
    expect(guideUrl).toBe(`${panel.url}/panel/xmltv.php?username=u&password=p`);
  });
});

describe('the test panel (tests/support/xtreamUpstream.ts)', () => {
  const guideXml = '<?xml version="1.0" encoding="utf-8"?>\n<tv><channel id="one.example"><display-name>One</display-name></channel></tv>\n';
  const streams: XtreamUpstreamStream[] = [
    { name: 'One', hlsUrl: 'http://127.0.0.1:9/one/index.m3u8', epgChannelId: 'one.example', category: 'News', icon: 'http://127.0.0.1:9/one.png', archiveDays: 3 },
    { name: 'Two', hlsUrl: 'http://127.0.0.1:9/two/index.m3u8', category: 'Sport' },
  ];

  test('read as a lineup source: three requests to player_api.php, the streams as given', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams, maxConnections: 2, timezone: 'America/New_York', expiresAt: 1893456000, guideXml });
    closers.push(upstream.close);
    const lineup = await readXtream({ server: upstream.url, username: 'alice', password: 'secret' }, LOOPBACK);
    const [one, two] = upstream.streamIds;
    expect(lineup.entries.map((e) => ({ url: e.url, name: e.name, tvgId: e.tvgId, logo: e.logo, chno: e.chno, group: e.group, catchUp: e.catchUp }))).toEqual([
      { url: `${upstream.url}/live/alice/secret/${one}.m3u8`, name: 'One', tvgId: 'one.example', logo: 'http://127.0.0.1:9/one.png', chno: 1, group: 'News', catchUp: { mode: 'xc', days: 3, source: null } },
      { url: `${upstream.url}/live/alice/secret/${two}.m3u8`, name: 'Two', tvgId: null, logo: null, chno: 2, group: 'Sport', catchUp: null },
    ]);
    expect(lineup).toMatchObject({ maxConnections: 2, timezone: 'America/New_York', expiresAt: 1893456000, problems: [] });
    expect(upstream.requests.map((r) => new URL(r, 'http://x').searchParams.get('action')).sort()).toEqual(['get_live_categories', 'get_live_streams', null]);
  });

  test('answers as XC 2.9 types it: ids and flags as numbers, dates, counts and archive days as strings', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams });
    closers.push(upstream.close);
    const api = (action: string) => fetch(`${upstream.url}/player_api.php?username=alice&password=secret&action=${action}`).then((r) => r.json() as Promise<Array<Record<string, unknown>>>);
    const [live, categories] = await Promise.all([api('get_live_streams'), api('get_live_categories')]);
    expect(live[0]).toMatchObject({ num: 1, stream_type: 'live', stream_id: upstream.streamIds[0], category_id: categories[0]!['category_id'], tv_archive: 1, tv_archive_duration: '3', epg_channel_id: 'one.example' });
    expect(live[1]).toMatchObject({ tv_archive: 0, tv_archive_duration: 0, epg_channel_id: null, stream_icon: '' });
    expect(categories.map((c) => [typeof c['category_id'], c['category_name'], c['parent_id']])).toEqual([
      ['string', 'News', 0],
      ['string', 'Sport', 0],
    ]);
    const account = (await fetch(`${upstream.url}/player_api.php?username=alice&password=secret`).then((r) => r.json())) as { user_info: Record<string, unknown> };
    expect(account.user_info).toMatchObject({ auth: 1, status: 'Active', max_connections: '1', exp_date: expect.stringMatching(/^\d+$/), allowed_output_formats: ['m3u8', 'ts', 'rtmp'] });
  });

  test('/live/U/P/{id}.m3u8 redirects (302) to the stream; a wrong login is 403, an unknown id 404', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams });
    closers.push(upstream.close);
    const { entries } = await readXtream({ server: upstream.url, username: 'alice', password: 'secret' }, LOOPBACK);
    const redirect = await fetch(entries[0]!.url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://127.0.0.1:9/one/index.m3u8');
    expect((await fetch(entries[0]!.url.replace('/secret/', '/wrong/'), { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${upstream.url}/live/alice/secret/1.m3u8`, { redirect: 'manual' })).status).toBe(404);
  });

  test('/live/U/P/{id}.ts relays the stream\'s MPEG-TS when it has one, else 404', async () => {
    const bytes = Buffer.from([0x47, 0x40, 0x00, 0x10, 0x00, 0x01, 0x02]);
    const source = await startPanel(() => ({ type: 'video/mp2t', body: bytes.toString('latin1') }));
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams: [{ ...streams[0]!, tsUrl: `${source.url}/raw.ts` }, streams[1]!] });
    closers.push(upstream.close);
    const [one, two] = upstream.streamIds;
    const relayed = await fetch(`${upstream.url}/live/alice/secret/${one}.ts`);
    expect(relayed.headers.get('content-type')).toBe('video/mp2t');
    expect(Buffer.from(await relayed.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${upstream.url}/live/alice/secret/${two}.ts`)).status).toBe(404);
  });

  test('xmltv.php: the guide given, as XML, for the account only; the lineup\'s guideUrl is that address', async () => {
    const upstream = await startXtreamUpstream({ username: 'alice', password: 'secret', streams, guideXml });
    closers.push(upstream.close);
    const { guideUrl } = await readXtream({ server: upstream.url, username: 'alice', password: 'secret' }, LOOPBACK);
    const guide = await fetch(guideUrl);
    expect(guide.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await guide.text()).toBe(guideXml);
    expect((await fetch(guideUrl.replace('password=secret', 'password=wrong'))).status).toBe(403);

    const plain = await startXtreamUpstream({ username: 'alice', password: 'secret', streams });
    closers.push(plain.close);
    expect(await fetch(`${plain.url}/xmltv.php?username=alice&password=secret`).then((r) => r.text())).toContain('<channel id="one.example"><display-name>One</display-name></channel>');
  });
});
