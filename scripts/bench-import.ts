// bench-import.ts — guide import: programmes per second and peak RSS for a generated XMLTV of 2,000 channels × 7 days (gzip), into SQLite.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { migrate, openDatabase } from '../server/db/connect.ts';
import { importGuides } from '../server/imports/guide.ts';
import { storeLineup } from '../server/imports/store.ts';
import { buildLineup } from '../server/sources/mapping.ts';
import type { PlaylistEntry } from '../server/sources/m3u.ts';
import { xmltvTime } from '../tests/support/xmltv.ts';

export interface ImportFigure {
  channels: number;
  days: number;
  fileBytes: number;
  programmes: number;
  seconds: number;
  programmesPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const CHANNELS = 2000;
const DAYS = 7;

/** Grouped by channel, as most guide grabbers write them; 30–90 minute programmes with the usual fields. */
function* guideText(start: number): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<tv generator-info-name="ftv-bench">\n';
  for (let c = 0; c < CHANNELS; c++) yield `  <channel id="ch${c}.bench"><display-name>Bench ${c}</display-name></channel>\n`;
  for (let c = 0; c < CHANNELS; c++) {
    let t = start;
    let n = 0;
    while (t < start + DAYS * 86400) {
      const length = (30 + ((c * 7 + n * 13) % 5) * 15) * 60;
      yield `  <programme channel="ch${c}.bench" start="${xmltvTime(t)}" stop="${xmltvTime(t + length)}"><title lang="en">Show ${n % 97} &amp; Friends</title>` +
        `<desc lang="en">Episode ${n} of a long-running series about channel ${c}.</desc><category lang="en">Series</category>` +
        `<episode-num system="xmltv_ns">${n % 9}.${n % 40}.</episode-num></programme>\n`;
      t += length;
      n += 1;
    }
  }
  yield '</tv>\n';
}

export async function benchImport(): Promise<ImportFigure> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-import-'));
  try {
    const file = path.join(dir, 'guide.xml.gz');
    const start = Math.floor(Date.now() / 1000 / 3600) * 3600 - 86400;
    await pipeline(Readable.from(guideText(start)), createGzip(), createWriteStream(file));
    const entries: PlaylistEntry[] = Array.from({ length: CHANNELS }, (_, c) => ({
      line: c + 2, name: `Bench ${c}`, url: `http://127.0.0.1:9/ch${c}/index.m3u8`, duration: -1, tvgId: `ch${c}.bench`, tvgName: null,
      logo: null, chno: null, group: 'Bench', language: null, country: null, catchUp: null, headers: {}, attributes: {},
    }));
    const db = await openDatabase({ dataDir: dir });
    await migrate(db);
    const { channels } = buildLineup(entries);
    await storeLineup(db, channels.map((c) => ({ ...c, premium: false, playlist: null, maxStreams: null })), Math.floor(Date.now() / 1000));

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const [result] = (await importGuides(db, [file], channels, Math.floor(Date.now() / 1000))).results;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    await db.destroy();
    if (!result?.ok) throw new Error(`the generated guide did not import: ${result?.reason}`);
    return {
      channels: CHANNELS,
      days: DAYS,
      fileBytes: statSync(file).size,
      programmes: result.programmes,
      seconds: Math.round(seconds * 10) / 10,
      programmesPerSecond: Math.round(result.programmes / seconds),
      rssBeforeMb: Math.round(rssBefore / 2 ** 20),
      rssPeakMb: Math.round(peak / 2 ** 20),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printImportFigures(f: ImportFigure) {
  console.info(`\nguide import (XMLTV, ${f.channels.toLocaleString('en')} channels × ${f.days} days, ${(f.fileBytes / 2 ** 20).toFixed(1)} MB gzip, into SQLite)`);
  console.info(`  programmes imported            ${f.programmes.toLocaleString('en')} in ${f.seconds} s = ${f.programmesPerSecond.toLocaleString('en')} programmes/s`);
  console.info(`  RSS before / peak during       ${f.rssBeforeMb} MB / ${f.rssPeakMb} MB (+${f.rssPeakMb - f.rssBeforeMb} MB)`);
}

if (import.meta.main) printImportFigures(await benchImport());
