// security-outbox.test.ts — the dev outbox answers this machine only (by the socket's address, never a header), and what a first start binds.
import { spawn, type ChildProcess } from 'node:child_process';
import dns from 'node:dns/promises';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { addressKey, isLoopback } from '../../../server/http/address.ts';
import { LOOPBACK_ONLY } from '../../../server/mail/routes.ts';
import { APP_CREDENTIALS, startTestServer, type TestServer } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** An address of this machine that is not loopback (IPv4 first; link-local IPv6 needs a scope and is skipped). */
function externalAddress(): { address: string; family: 'IPv4' | 'IPv6' } | null {
  const all = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []);
  const usable = all.filter((a) => !a.internal && !isLoopback(a.address) && !a.address.toLowerCase().startsWith('fe80:'));
  const pick = usable.find((a) => a.family === 'IPv4') ?? usable.find((a) => a.family === 'IPv6');
  return pick ? { address: pick.address, family: pick.family } : null;
}
const external = externalAddress();
const hostOf = (address: string) => (net.isIPv6(address) ? `[${address}]` : address);

const EXPECTED_403 = { success: false, message: LOOPBACK_ONLY };

describe('the loopback predicate', () => {
  test('127.0.0.0/8, ::1 and ::ffff:127.x.x.x are this machine; nothing else is', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::0:1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3']) {
      expect([address, isLoopback(address)]).toEqual([address, true]);
    }
    for (const address of ['10.0.0.1', '192.0.2.2', '203.0.113.7', '128.0.0.1', '::ffff:10.0.0.1', '::', '0.0.0.0', 'fe80::1', '2001:db8::1', '::2', 'localhost', '127.0.0.1.evil.example', '', undefined]) {
      expect([address, isLoopback(address)]).toEqual([address, false]);
    }
  });

  test('per-address limits count an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(addressKey('2001:db8:1:2::9'));
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey('198.51.100.4')).not.toBe(addressKey('198.51.100.5'));
  });
});

describe('the outbox through the app (inject sets the socket address)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  test('another machine gets 403 naming why, whatever X-Forwarded-For or X-Real-IP claim; this machine gets the mails', async () => {
    server = await startTestServer();
    const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, remoteAddress, headers });
    for (const url of ['/dev/mail.json', '/dev/mail', '/dev/mail.json?to=a@b.cd&limit=5']) {
      for (const remote of ['203.0.113.7', '::ffff:192.0.2.9', '2001:db8::7']) {
        const res = await get(url, remote, { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' });
        expect([url, remote, res.statusCode]).toEqual([url, remote, 403]);
        expect(res.json()).toEqual(EXPECTED_403);
      }
      for (const remote of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.3.2.1']) expect([url, remote, (await get(url, remote)).statusCode]).toEqual([url, remote, 200]);
    }
    // The API itself answers anyone.
    expect((await server.app.inject({ method: 'POST', url: '/tv/api/init', payload: APP_CREDENTIALS, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  test('in production the outbox is 404 for everyone, this machine included', async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
    for (const remote of ['127.0.0.1', '203.0.113.7']) {
      const res = await server.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress: remote });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe.skipIf(!external)(`the outbox over a real network interface (${external?.address})`, () => {
  let server: TestServer;
  afterAll(() => server?.close());

  test('bound to every interface: over the interface the API answers and the outbox is 403; over loopback the outbox answers', async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: external!.family === 'IPv6' ? '::' : '0.0.0.0' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const over = `http://${hostOf(external!.address)}:${port}`;

    const init = await fetch(`${over}/tv/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(APP_CREDENTIALS) });
    expect(init.status).toBe(200);
    for (const page of ['/dev/mail.json', '/dev/mail']) {
      const res = await fetch(`${over}${page}`, { headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } });
      expect([page, res.status]).toEqual([page, 403]);
      expect(await res.json()).toEqual(EXPECTED_403);
    }
    const local = `http://${external!.family === 'IPv6' ? '[::1]' : '127.0.0.1'}:${port}`;
    expect((await fetch(`${local}/dev/mail.json`)).status).toBe(200);
  });
});

// What `npm start` binds: the real entry point as its own process (SQLite), as a user starts it.
describe.skipIf(Boolean(process.env.FTV_TEST_DATABASE_URL))('the default bind address', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bind-'));
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('is localhost unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  /** Starts server/main.ts with PORT=0; resolves to the printed URL, the port and everything it printed by then. */
  function start(host: string | undefined): Promise<{ url: string; port: number; output: () => string }> {
    const webRoot = path.join(dataDir, 'web');
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>FTV</title>');
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: path.join(dataDir, host ?? 'default'), FTV_MEDIA_DIR: path.join(dataDir, 'media'), FTV_WEB_ROOT: webRoot, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    delete env.HOST;
    delete env.DATABASE_URL;
    if (host) env.HOST = host;
    child = spawn(process.execPath, [path.join(ROOT, 'server', 'main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line within 60 s:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        // The note about the network comes on the next line: wait for the line break after the first.
        const match = /FTV listening on (http:\/\/\S+) .*\n/.exec(output);
        if (match) {
          clearTimeout(timer);
          setTimeout(() => resolve({ url: match[1]!, port: Number(new URL(match[1]!).port), output: () => output }), 100);
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    });
  }

  const init = (base: string) => fetch(`${base}/tv/api/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(APP_CREDENTIALS) });

  test('a first start answers http://localhost on every loopback address localhost names, and nothing else', async () => {
    const { url, port, output } = await start(undefined);
    expect(url).toBe(`http://localhost:${port}`);
    expect(output()).not.toContain('Open to the network');
    expect((await init(url)).status).toBe(200);
    // Fastify binds each address localhost resolves to (127.0.0.1 and ::1 where both exist), on the one port.
    for (const { address } of await dns.lookup('localhost', { all: true })) {
      expect([address, (await init(`http://${hostOf(address)}:${port}`)).status]).toEqual([address, 200]);
    }
    // Another interface of this machine stands in for another machine: nothing listens there.
    const overTheNetwork = external ? await init(`http://${hostOf(external.address)}:${port}`).then(() => 'answered', (error: Error) => `refused: ${error.message}`) : 'refused: no such interface';
    expect(overTheNetwork).toMatch(/^refused/);
    expect((await fetch(`${url}/dev/mail.json`)).status).toBe(200);
  }, 90_000);

  test.skipIf(!external)('HOST=0.0.0.0 opens the app and the API to the network, not the outbox', async () => {
    // Waits on processes: a server started on every interface and asked from outside loopback.
    const host = external?.family === 'IPv6' ? '::' : '0.0.0.0';
    const { url, port, output } = await start(host);
    expect(url).toBe(`http://localhost:${port}`);
    // Printed right after the line the start waits for: it may still be on its way through the pipe.
    await vi.waitFor(() => expect(output()).toContain('Open to the network'));
    const over = `http://${hostOf(external!.address)}:${port}`;
    expect((await init(over)).status).toBe(200);
    expect((await fetch(`${over}/`)).status).toBe(200);
    const outbox = await fetch(`${over}/dev/mail.json`);
    expect(outbox.status).toBe(403);
    expect(await outbox.json()).toEqual(EXPECTED_403);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mail.json`)).status).toBe(200);
  }, 90_000);
});
