// bench-archive.ts — issue 15's archive figures: what archiving relayed channels costs per channel (disk write rate, CPU), measured side by side against the same server with the archive off, both following the same ffmpeg upstreams on loopback with nobody watching.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/support/startServer.ts';
import { startUpstream } from '../tests/support/upstream.ts';
import { cpuSeconds } from './bench-media.ts';

const CHANNELS = 3;
const WARMUP_MS = 10_000;
const MEASURE_MS = 40_000;

export interface ArchiveBenchFigures {
  channels: number;
  seconds: number;
  /** Bytes the archive dir grew by, per channel per second (the segments kept). */
  keptBytesPerChannelPerSecond: number;
  /** Bytes the server process had written to disk (/proc/{pid}/io write_bytes, with the database's), per channel per second. */
  diskWriteBytesPerChannelPerSecond: number | null;
  /** Segments kept per channel per minute. */
  segmentsPerChannelPerMinute: number;
  /** Server CPU, % of one core: archive on, archive off (same lineup, same time), and the difference per channel. */
  cpuPercentOn: number;
  cpuPercentOff: number;
  cpuPercentPerChannel: number;
  loadAverage: number;
}

function dirStats(root: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch {
    return { bytes, files };
  }
  for (const entry of entries) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) {
      const inner = dirStats(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (/^[0-9]+\.(ts|m4s)$/.test(entry.name)) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** write_bytes of a process (what it caused to reach the disk), or null where /proc does not say. */
function writtenBytes(pid: number): number | null {
  try {
    const match = /^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function benchArchive(): Promise<ArchiveBenchFigures> {
  const names = Array.from({ length: CHANNELS }, (_, i) => `ch${i + 1}`);
  const upstream = await startUpstream({ live: names.map((name) => ({ name, segmentType: 'mpegts' as const })) });
  await Promise.all(names.map((name) => upstream.waitForLive(name, 3)));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-archive-'));
  const lineup = path.join(dir, 'lineup.m3u');
  writeFileSync(lineup, `#EXTM3U\n${names.map((name, i) => `#EXTINF:-1 tvg-chno="${i + 1}" group-title="Bench",${name}\n${upstream.url}/${name}/index.m3u8\n`).join('')}`);
  let on: RunningServer | null = null;
  let off: RunningServer | null = null;
  try {
    [on, off] = await Promise.all([startServer({ FTV_LINEUP: lineup, FTV_ARCHIVE: '1' }), startServer({ FTV_LINEUP: lineup, FTV_ARCHIVE: '0' })]);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    const loadAverage = Number(os.loadavg()[0]!.toFixed(2));
    const archiveRoot = path.join(on.dataDir, 'archive');
    const before = { on: cpuSeconds(on.pid), off: cpuSeconds(off.pid), kept: dirStats(archiveRoot), written: writtenBytes(on.pid), at: performance.now() };
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const seconds = (performance.now() - before.at) / 1000;
    const kept = dirStats(archiveRoot);
    const written = writtenBytes(on.pid);
    const cpuPercentOn = ((cpuSeconds(on.pid) - before.on) / seconds) * 100;
    const cpuPercentOff = ((cpuSeconds(off.pid) - before.off) / seconds) * 100;
    return {
      channels: CHANNELS,
      seconds: Math.round(seconds),
      keptBytesPerChannelPerSecond: Math.round((kept.bytes - before.kept.bytes) / seconds / CHANNELS),
      diskWriteBytesPerChannelPerSecond: written === null || before.written === null ? null : Math.round((written - before.written) / seconds / CHANNELS),
      segmentsPerChannelPerMinute: Math.round(((kept.files - before.kept.files) / seconds / CHANNELS) * 60),
      cpuPercentOn: Number(cpuPercentOn.toFixed(1)),
      cpuPercentOff: Number(cpuPercentOff.toFixed(1)),
      cpuPercentPerChannel: Number(((cpuPercentOn - cpuPercentOff) / CHANNELS).toFixed(2)),
      loadAverage,
    };
  } finally {
    await on?.stop();
    await off?.stop();
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printArchiveFigures(f: ArchiveBenchFigures) {
  const kb = (bytes: number | null) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} KB/s`);
  console.info(`\nthe archive of relayed channels: ${f.channels} channels of ffmpeg's test pattern (160×90, 1 s segments) for ${f.seconds} s, nobody watching:`);
  console.info(`  kept per channel                        ${kb(f.keptBytesPerChannelPerSecond)} (${f.segmentsPerChannelPerMinute} segments a minute)`);
  console.info(`  written to disk per channel (/proc io)  ${kb(f.diskWriteBytesPerChannelPerSecond)} (segments, fsync, database)`);
  console.info(`  server CPU, archive on / off            ${f.cpuPercentOn} % / ${f.cpuPercentOff} % of a core → ${f.cpuPercentPerChannel} points per archived channel`);
  console.info(`  (load average ${f.loadAverage} at the start)`);
}

if (import.meta.main) printArchiveFigures(await benchArchive());
