// sources-lineup-cli.test.ts — `npm run lineup` as a child process on fixtures and on a loopback HTTP server: exit codes, key lines, one-line reasons, the progress bar.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderProgress, runLineup } from '../../../scripts/lineup.ts';

const ROOT = path.join(import.meta.dirname, '../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/sources');
const fixture = (name: string) => path.join(FIXTURES, name);
const tmp = mkdtempSync(path.join(tmpdir(), 'ftv-lineup-'));
const GZ_GUIDE = path.join(tmp, 'guide.xml'); // gzip inside, whatever the name says
writeFileSync(GZ_GUIDE, gzipSync(readFileSync(fixture('quirks.xml'))));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function lineup(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Plain output, as a pipe gets it: npm test sets FORCE_COLOR for its steps, and Node warns when both are set.
    const { FORCE_COLOR: _forced, ...env } = process.env;
    const child = spawn(process.execPath, ['scripts/lineup.ts', ...args], { cwd: ROOT, env: { ...env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('on files', () => {
  test('the handmade playlist and a gzipped guide: counts, matches, problems with their lines', async () => {
    const { code, stdout, stderr } = await lineup(fixture('quirks.m3u'), GZ_GUIDE);
    expect(stderr).toBe(''); // not a terminal: no progress bar
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '  entries: 8',
        '  channels: 7 (1 with failover streams)',
        '  groups: 3 ("News", "Sport, Live", "Kids")',
        '  numbers: 5–12 (2 from tvg-chno)',
        '  guides named in its header: 3 (not fetched; name them after the playlist to check them)',
        `Guide: ${GZ_GUIDE} (gzip)`,
        '  channels: 5',
        '  programmes: 6',
        'Matched: 4 of 7 channels have a guide (2 by tvg-id, 2 by name)',
        '  without a guide: 3 ("Replay TV", "Music Box", "日本テレビ")',
        '  guide channels not in the playlist: 1 ("Weather Channel")',
        'Problems: 9',
        '  quirks.m3u:17: same URL as the entry at line 4; kept once',
        '  quirks.m3u:19: #EXTINF without a URL (line 20 starts the next entry); skipped',
        '  guide.xml:35: stop 20260101093000 +0000 is before its start 20260101100000 +0000; dropped',
      ]),
    );
  });

  test('real playlists and guides', async () => {
    const { code, stdout } = await lineup(fixture('iptv-org-ar.m3u'), fixture('iptv-org-tvguide.co.uk.xml'), fixture('iptv-org-dstv.com.xml'));
    expect(code).toBe(0);
    expect(stdout).toContain('  channels: 10 (4 with failover streams)\n');
    expect(stdout).toContain('Matched: 0 of 10 channels have a guide (0 by tvg-id, 0 by name)\n');
    expect(stdout).toContain('  guide channels not in the playlist: 2 ("BBC Two Wales", "M-Net Movies 2")\n');
    expect(stdout).toContain('  programmes: 8\n');
    expect(stdout).toContain('  iptv-org-tvguide.co.uk.xml:8: stop 20210313010000 +0000 is before its start');
  });

  test('a playlist alone', async () => {
    const { code, stdout } = await lineup(fixture('iptv-org-pt.m3u'));
    expect(code).toBe(0);
    expect(stdout).toContain('  channels: 11 (2 with failover streams)\n');
    expect(stdout).not.toContain('Matched');
    expect(stdout).toMatch(/Problems: 0\n$/);
  });
});

describe('over HTTP (loopback)', () => {
  let server: Server;
  let base = '';
  const requests: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? '', headers: req.headers });
      if (req.url === '/list.m3u') res.end(readFileSync(fixture('quirks.m3u')));
      else if (req.url === '/epg') res.end(readFileSync(GZ_GUIDE)); // a .gz served as-is, no Content-Encoding
      else {
        res.statusCode = 404;
        res.end('not here');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('playlist and guide URLs are fetched with the headers given, the guide gunzipped by its bytes', async () => {
    const { code, stdout } = await lineup(`${base}/list.m3u`, `${base}/epg`, '--user-agent', 'FTV-Check/2', '--referrer', 'http://ref.example/');
    expect(code).toBe(0);
    expect(stdout).toContain(`Guide: ${base}/epg (gzip)\n`);
    expect(stdout).toContain('Matched: 4 of 7 channels have a guide');
    expect(requests.map((r) => [r.url, r.headers['user-agent'], r.headers['referer']])).toEqual([
      ['/list.m3u', 'FTV-Check/2', 'http://ref.example/'],
      ['/epg', 'FTV-Check/2', 'http://ref.example/'],
    ]);
  });

  test('an HTTP error is a one-line reason and a non-zero exit', async () => {
    const { code, stderr } = await lineup(`${base}/list.m3u`, `${base}/missing.xml`);
    expect(code).toBe(1);
    expect(stderr).toBe(`lineup: cannot fetch ${base}/missing.xml: HTTP 404\n`);
  });
});

describe('unusable input: one line on stderr, exit 1', () => {
  test.each([
    ['no entries', () => write('empty.m3u', '#EXTM3U\n# nothing here\n'), [], (f: string) => `lineup: ${f}: no entries with a stream URL\n`],
    ['not a playlist', () => fixture('xmltv-test.xml'), [], (f: string) => `lineup: ${f}: not an M3U playlist (no #EXTM3U header, no #EXTINF line, no stream URL)\n`],
    ['an unreadable guide', () => fixture('quirks.m3u'), [fixture('iptv-org-ar.m3u')], () => `lineup: ${fixture('iptv-org-ar.m3u')}: not an XMLTV guide: text data outside of root node (line 35)\n`],
    ['a missing file', () => path.join(tmp, 'nope.m3u'), [], (f: string) => `lineup: cannot read ${f}: ENOENT: no such file or directory, stat '${f}'\n`],
  ])('%s', async (_name, playlistPath, guides, expected) => {
    const playlist = playlistPath();
    const { code, stderr } = await lineup(playlist, ...guides);
    expect(code).toBe(1);
    expect(stderr).toBe(expected(playlist));
  });

  test('no arguments: the usage, exit 2', async () => {
    const { code, stderr } = await lineup();
    expect(code).toBe(2);
    expect(stderr).toMatch(/^lineup: a playlist is needed\nusage: npm run lineup -- <playlist/);
  });
});

function write(name: string, content: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, content);
  return file;
}

describe('progress bar', () => {
  /** An uncompressed guide over the 2 MB threshold. */
  function largeGuide(): string {
    const rows = ['<?xml version="1.0"?>', '<tv>'];
    for (let c = 0; c < 300; c++) {
      for (let h = 0; h < 48; h++) {
        const t = (n: number) => `202601${String(1 + Math.floor(n / 24)).padStart(2, '0')}${String(n % 24).padStart(2, '0')}0000 +0000`;
        rows.push(`<programme start="${t(h)}" stop="${t(h + 1)}" channel="c${c}"><title>Programme ${h}</title><desc>A description long enough to look like a real one.</desc></programme>`);
      }
    }
    rows.push('</tv>');
    return write('large.xml', rows.join('\n'));
  }
  const sink = (isTTY: boolean) => {
    let text = '';
    return { isTTY, columns: 100, write: (s: string) => (text += s), get text() { return text; } };
  };

  test('drawn on a terminal for a large guide, and cleared; never when stderr is not a terminal', async () => {
    const guide = largeGuide();
    const tty = sink(true);
    expect(await runLineup([fixture('iptv-org-pt.m3u'), guide], sink(false), tty)).toBe(0);
    expect(tty.text).toMatch(/^\rlarge\.xml \[[█░]{20}\] \d+% [\d.]+\/[\d.]+ MB/);
    expect(tty.text.endsWith(`\r${' '.repeat(99)}\r`)).toBe(true);

    const log = sink(false);
    expect(await runLineup([fixture('iptv-org-pt.m3u'), guide], sink(false), log)).toBe(0);
    expect(log.text).toBe('');

    const smallOnTty = sink(true);
    expect(await runLineup([fixture('iptv-org-pt.m3u'), fixture('quirks.xml')], sink(false), smallOnTty)).toBe(0);
    expect(smallOnTty.text).toBe('');
  }, 30_000);

  test('the bar itself', () => {
    expect(renderProgress('g.xml', 5e6, 10e6, 80)).toBe('g.xml [██████████░░░░░░░░░░] 50% 5.0/10.0 MB');
    expect(renderProgress('g.xml', 12.34e6, null, 80)).toBe('g.xml 12.3 MB read');
    expect(renderProgress('a-very-long-name.xml.gz', 1, 2, 20)).toHaveLength(20);
  });
});
