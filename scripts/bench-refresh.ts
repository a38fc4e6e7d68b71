// bench-refresh.ts — issue 32's refresh: a console playlist of 5,000 channels and a week's guide (gzip) over HTTP on loopback, imported by the real provider: first import, a refresh with nothing changed, a refresh after the source renamed 50 channels and retitled their programmes; time, rows written and peak RSS of each.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { importLineup, type ImportReport } from '../server/imports/service.ts';
import { insertConsoleSource } from '../server/imports/repository.ts';
import { startTestServer } from '../tests/unit/server/support.ts';
import { xmltvTime } from '../tests/support/xmltv.ts';

const CHANNELS = 5000;
const DAYS = 7;

export interface RefreshRun {
  seconds: number;
  channelsWritten: number;
  /** Programmes the guide gave, and of those the ones written (new or changed). */
  programmes: number;
  programmesWritten: number;
  guidesSkipped: boolean;
  rssPeakMb: number;
}

export interface RefreshFigures {
  channels: number;
  days: number;
  playlistBytes: number;
  guideBytes: number;
  first: RefreshRun;
  unchanged: RefreshRun;
  changed: RefreshRun;
}

function playlist(renamed: number): string {
  let text = '#EXTM3U\n';
  for (let c = 0; c < CHANNELS; c++) {
    const name = c < renamed ? `Bench ${c} (new name)` : `Bench ${c}`;
    text += `#EXTINF:-1 tvg-id="ch${c}.bench" tvg-chno="${c + 1}" group-title="Group ${c % 40}",${name}\nhttp://127.0.0.1:9/ch${c}/index.m3u8\n`;
  }
  return text;
}

/** A week per channel, 30–90 minute programmes; the first `retitled` channels' programmes have new titles (a changed guide). */
function guide(start: number, retitled: number): Buffer {
  const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="ftv-bench">\n'];
  for (let c = 0; c < CHANNELS; c++) parts.push(`  <channel id="ch${c}.bench"><display-name>Bench ${c}</display-name></channel>\n`);
  for (let c = 0; c < CHANNELS; c++) {
    let t = start;
    let n = 0;
    while (t < start + DAYS * 86400) {
      const length = (30 + ((c * 7 + n * 13) % 5) * 15) * 60;
      parts.push(`  <programme channel="ch${c}.bench" start="${xmltvTime(t)}" stop="${xmltvTime(t + length)}"><title lang="en">Show ${n % 97}${c < retitled ? ' (new)' : ''}</title><desc lang="en">Episode ${n} about channel ${c}.</desc></programme>\n`);
      t += length;
      n += 1;
    }
  }
  parts.push('</tv>\n');
  return gzipSync(Buffer.from(parts.join('')));
}

async function measured(work: () => Promise<ImportReport>): Promise<RefreshRun> {
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const report = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    seconds: Math.round(seconds * 10) / 10,
    channelsWritten: report.stored.added + report.stored.updated,
    programmes: report.guides.reduce((sum, g) => sum + g.programmes, 0),
    programmesWritten: report.guides.reduce((sum, g) => sum + g.written, 0),
    guidesSkipped: report.guidesUnchanged,
    rssPeakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024),
  };
}

export async function benchRefresh(): Promise<RefreshFigures> {
  const start = Math.floor(Date.now() / 1000 / 3600) * 3600 - 3600;
  const files = new Map<string, Buffer>([
    ['/lineup.m3u', Buffer.from(playlist(0))],
    ['/guide.xml.gz', guide(start, 0)],
  ]);
  const upstream = createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (!body) res.writeHead(404).end();
    else res.writeHead(200, { 'content-length': body.length, connection: 'close' }).end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const server = await startTestServer({}, { jobs: false });
  try {
    const { deps } = server.app;
    const at = deps.now();
    await insertConsoleSource(deps.db, { kind: 'playlist', name: 'Bench playlist', url: `${base}/lineup.m3u`, enabled: 1, created_at: at, updated_at: at });
    await insertConsoleSource(deps.db, { kind: 'guide', name: 'Bench guide', url: `${base}/guide.xml.gz`, enabled: 1, created_at: at, updated_at: at });
    const first = await measured(() => importLineup(deps));
    const unchanged = await measured(() => importLineup(deps));
    files.set('/lineup.m3u', Buffer.from(playlist(50)));
    files.set('/guide.xml.gz', guide(start, 50));
    const changed = await measured(() => importLineup(deps));
    return { channels: CHANNELS, days: DAYS, playlistBytes: files.get('/lineup.m3u')!.length, guideBytes: files.get('/guide.xml.gz')!.length, first, unchanged, changed };
  } finally {
    await server.close();
    await new Promise((resolve) => upstream.close(resolve));
  }
}

export function printRefreshFigures(f: RefreshFigures): void {
  console.info(`console refresh: ${f.channels.toLocaleString('en-GB')} channels, ${f.days} days of guide (${(f.guideBytes / 1024 / 1024).toFixed(1)} MB gzip)`);
  const row = (name: string, r: RefreshRun) =>
    console.info(`  ${name.padEnd(44)} ${r.seconds.toFixed(1).padStart(6)} s   channel rows written ${String(r.channelsWritten).padStart(5)}   programmes written ${String(r.programmesWritten).padStart(7)} of ${String(r.programmes).padStart(7)}${r.guidesSkipped ? ' (guide unchanged: skipped)' : ''}   peak RSS ${r.rssPeakMb} MB`);
  row('first import', f.first);
  row('refresh, nothing changed', f.unchanged);
  row('refresh, 50 channels renamed and retitled', f.changed);
}

if (import.meta.main) {
  printRefreshFigures(await benchRefresh());
}
