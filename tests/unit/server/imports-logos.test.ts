// imports-logos.test.ts — tvg-logo fetched once at import, checked (size, type, bytes, destination) and served by FTV under its own URL; anything else falls back to the drawn logo.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importLineup } from '../../../server/imports/service.ts';
import { removeDataDir, startTestServer, type TestServer } from './support.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type Answer = { status?: number; type?: string; body?: Buffer | string; location?: string };
const answers = new Map<string, Answer>();
const hits = new Map<string, number>();
let logoServer: http.Server;
let logoBase = '';
/** Another loopback service: a logo host's redirect must not reach it. */
let internal: http.Server;
let internalBase = '';
let internalHits = 0;

const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-logos-'));
const playlistFile = path.join(dir, 'lineup.m3u');
let dataDir: string;
let server: TestServer;

const CHANNELS = ['png', 'gif', 'big', 'html', 'svg', 'fake', 'jump', 'none'] as const;
type Name = (typeof CHANNELS)[number];

function writePlaylist(logoOf: (name: Name) => string | null) {
  writeFileSync(
    playlistFile,
    '#EXTM3U\n' +
      CHANNELS.map((name) => {
        const logo = logoOf(name);
        return `#EXTINF:-1 tvg-id="${name}.test"${logo ? ` tvg-logo="${logo}"` : ''} group-title="Logos",Logo ${name}\nhttp://127.0.0.1:9/${name}/index.m3u8\n`;
      }).join(''),
  );
}
const defaultLogo = (name: Name) => (name === 'none' ? null : `${logoBase}/${name}.img`);

async function ids(): Promise<Record<Name, number>> {
  const rows = await server.app.deps.db.selectFrom('channels').select(['id', 'source_key']).where('source_key', 'is not', null).execute();
  return Object.fromEntries(rows.map((r) => [/^tvg:(\w+)\.test$/.exec(r.source_key!)![1], Number(r.id)])) as Record<Name, number>;
}

async function reimport() {
  const report = await importLineup(server.app.deps);
  server.app.services.lineup.invalidate();
  return report;
}

beforeAll(async () => {
  logoServer = http.createServer((request, response) => {
    const p = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(p, (hits.get(p) ?? 0) + 1);
    const a = answers.get(p);
    if (!a) return void response.writeHead(404).end();
    if (a.location) return void response.writeHead(302, { location: a.location }).end();
    response.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'application/octet-stream' }).end(a.body ?? '');
  });
  internal = http.createServer((_request, response) => {
    internalHits += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  logoBase = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}`;
  internalBase = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  answers.set('/png.img', { type: 'image/png', body: PNG });
  answers.set('/gif.img', { type: 'image/gif; charset=binary', body: GIF });
  answers.set('/big.img', { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(600 * 1024)]) });
  answers.set('/html.img', { type: 'text/html', body: '<!doctype html><title>Not a logo</title>' });
  answers.set('/svg.img', { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' });
  answers.set('/fake.img', { type: 'image/png', body: '<html>this is no PNG</html>' });
  answers.set('/jump.img', { location: `${internalBase}/admin.png` });
  writePlaylist(defaultLogo);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-logos-data-'));
  server = await startTestServer({ DATA_DIR: dataDir, FTV_LINEUP: playlistFile });
});

afterAll(async () => {
  await server?.close();
  await removeDataDir(dataDir);
  for (const s of [logoServer, internal]) {
    s?.closeAllConnections();
    await new Promise<void>((resolve) => s?.close(() => resolve()));
  }
  rmSync(dir, { recursive: true, force: true });
});

const logo = (id: number, big = false) => server.get(`/media/logos/${id}${big ? '-big' : ''}.svg`);

describe('logos of an imported lineup', () => {
  test('PNG and GIF logos are served by FTV with their type; oversized, HTML, SVG, mislabelled and redirected-to-internal ones fall back to the drawn SVG', async () => {
    const id = await ids();
    for (const name of ['png', 'gif'] as const) {
      for (const big of [false, true]) {
        const answer = await logo(id[name], big);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe(name === 'png' ? 'image/png' : 'image/gif');
        expect(answer.headers['cache-control']).toBe('public, max-age=86400');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.rawPayload.equals(name === 'png' ? PNG : GIF)).toBe(true);
      }
    }
    for (const name of ['big', 'html', 'svg', 'fake', 'jump', 'none'] as const) {
      const answer = await logo(id[name]);
      expect({ name, status: answer.statusCode, type: answer.headers['content-type'], drawn: answer.body.startsWith('<svg'), script: answer.body.includes('script') }).toEqual({ name, status: 200, type: expect.stringMatching(/^image\/svg\+xml/), drawn: true, script: false });
    }
    expect(internalHits).toBe(0);
    const index = JSON.parse(readFileSync(path.join(dataDir, 'logos', 'logos.json'), 'utf8')) as Record<string, { failed?: string }>;
    expect(Object.fromEntries((['big', 'html', 'svg', 'fake', 'jump'] as const).map((name) => [name, index[id[name]]?.failed]))).toEqual({
      big: 'logo is larger than 512 KB',
      html: 'logo is text/html, not PNG, JPEG, WebP or GIF',
      svg: 'SVG logos are not stored (they can carry scripts): the drawn logo is used',
      fake: 'logo is not the image/png its host says it is',
      jump: expect.stringMatching(/^upstream destination refused: loopback address/),
    });
    expect(JSON.stringify(index)).not.toContain('127.0.0.1:' + new URL(internalBase).port);
    const files = readdirSync(path.join(dataDir, 'logos')).sort();
    expect(files).toEqual([`${id.gif}.gif`, `${id.png}.png`, 'logos.json'].sort());
  });

  test('the channel list and the channel answer name FTV’s logo URLs, never the playlist’s', async () => {
    const id = await ids();
    const list = (await server.get('/tv/api/channels', { session_key: await server.init() })).body;
    expect(list).toContain(`"logo":"/media/logos/${id.png}.svg"`);
    expect(list).not.toContain(logoBase);
    expect(list).not.toContain('.img');
    const channel = (await server.get(`/tv/api/channel/${id.png}`, { session_key: await server.init() })).json() as { logo: string; big_logo: string };
    expect([channel.logo, channel.big_logo]).toEqual([`/media/logos/${id.png}.svg`, `/media/logos/${id.png}-big.svg`]);
  });

  test('a second import fetches nothing again; a changed URL is fetched; a failed refresh keeps the stored logo', async () => {
    const before = new Map(hits);
    const report = await reimport();
    expect(report.logos).toMatchObject({ stored: 0, failed: 0, unchanged: 7 });
    expect(hits).toEqual(before);

    answers.set('/png2.img', { type: 'image/png', body: PNG });
    answers.set('/gif-broken.img', { status: 500, type: 'text/plain', body: 'oops' });
    writePlaylist((name) => (name === 'png' ? `${logoBase}/png2.img` : name === 'gif' ? `${logoBase}/gif-broken.img` : defaultLogo(name)));
    const changed = await reimport();
    expect(changed.logos).toMatchObject({ stored: 1, failed: 1, unchanged: 5 });
    expect(changed.logos!.reasons).toEqual(['logo host answered HTTP 500']);
    expect(hits.get('/png2.img')).toBe(1);
    const id = await ids();
    const gif = await logo(id.gif);
    expect([gif.headers['content-type'], gif.rawPayload.equals(GIF)]).toEqual(['image/gif', true]);
    const png = await logo(id.png);
    expect([png.headers['content-type'], png.rawPayload.equals(PNG)]).toEqual(['image/png', true]);
    expect(readdirSync(path.join(dataDir, 'logos')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a channel whose playlist entry drops its logo goes back to the drawn one', async () => {
    writePlaylist((name) => (name === 'png' ? null : defaultLogo(name)));
    const report = await reimport();
    expect(report.logos?.dropped).toBe(1);
    const answer = await logo((await ids()).png);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('the demo lineup’s drawn logos keep their long cache', async () => {
    const demo = await server.app.deps.db.selectFrom('channels').select('id').where('source_key', 'is', null).executeTakeFirst();
    expect(demo).toBeDefined();
    const answer = await logo(Number(demo!.id));
    expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'public, max-age=604800, immutable']);
  });
});
