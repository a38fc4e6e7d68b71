// logos.ts (imports) — an operator's channel logos (tvg-logo) fetched once at import, checked (size, type, magic bytes), kept under DATA_DIR/logos and served by FTV: viewers never load them from the playlist's hosts.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { destinationsOf, openChecked } from '../relay/destinations.ts';
import { UpstreamError } from '../relay/errors.ts';

export interface LogoSource {
  id: number;
  /** The playlist's tvg-logo, if any. */
  logo: string | null;
  /** The channel's stream URLs: their hosts are the operator's too. */
  streams: ReadonlyArray<{ url: string }>;
}

export interface LogoOptions {
  dataDir: string;
  /** FTV_RELAY_ALLOW_PRIVATE=1: redirects may lead to private addresses too. */
  allowPrivate?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
  /** A logo that failed is tried again after this long (a refresh sooner skips it). */
  retryMs?: number;
  /** Fetches at once. */
  concurrency?: number;
  /** The whole pass stops starting fetches after this long (the rest waits for the next import). */
  budgetMs?: number;
  now?: () => number;
}

export interface LogoReport {
  /** Fetched and stored now. */
  stored: number;
  /** Already stored from the same URL (or failed recently): not fetched. */
  unchanged: number;
  failed: number;
  /** Channels whose playlist entry dropped its logo: the stored file is gone too. */
  dropped: number;
  /** Distinct reasons of the failures (no URL in them). */
  reasons: string[];
}

export interface StoredLogo {
  body: Buffer;
  type: string;
}

interface IndexEntry {
  /** The URL last tried. */
  url: string;
  /** ms of the last try. */
  at: number;
  /** Why the last try failed (the file, if any, is from an earlier URL or try). */
  failed?: string;
  /** The stored file (in the logos dir) and its type: what the logo route serves. */
  file?: string;
  type?: string;
}
type LogoIndex = Record<string, IndexEntry>;

/** Raster types only: an SVG may carry scripts and external references, and FTV serves it from its own origin. */
const TYPES: Record<string, { ext: string; magic: (b: Buffer) => boolean }> = {
  'image/png': { ext: 'png', magic: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: 'jpg', magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/gif': { ext: 'gif', magic: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  'image/webp': { ext: 'webp', magic: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};
const INDEX = 'logos.json';
const KB = 1024;

export const logosDir = (dataDir: string) => path.join(dataDir, 'logos');

class LogoError extends Error {
  override name = 'LogoError';
}

/** Fetches the logos not stored yet (or whose URL changed), keeps the others; never throws for one logo. */
export async function refreshLogos(channels: readonly LogoSource[], options: LogoOptions): Promise<LogoReport> {
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? 24 * 3600_000;
  const dir = logosDir(options.dataDir);
  await mkdir(dir, { recursive: true });
  const index = await readIndex(dir);
  const report: LogoReport = { stored: 0, unchanged: 0, failed: 0, dropped: 0, reasons: [] };
  const reasons = new Set<string>();
  const todo: LogoSource[] = [];
  for (const c of channels) {
    const entry = index[c.id];
    if (!c.logo) {
      if (entry) {
        delete index[c.id];
        if (entry.file) await rm(path.join(dir, entry.file), { force: true });
        report.dropped += 1;
      }
      continue;
    }
    if (entry && entry.url === c.logo && (!entry.failed || now() - entry.at < retryMs)) report.unchanged += 1;
    else todo.push(c);
  }
  const stopAt = now() + (options.budgetMs ?? 60_000);
  let next = 0;
  const worker = async () => {
    while (next < todo.length && now() < stopAt) {
      const c = todo[next++]!;
      const old = index[c.id];
      try {
        const { body, type } = await fetchLogo(c, options);
        const file = `${c.id}.${TYPES[type]!.ext}`;
        await writeAtomically(path.join(dir, file), body);
        if (old?.file && old.file !== file) await rm(path.join(dir, old.file), { force: true });
        index[c.id] = { url: c.logo!, at: now(), file, type };
        report.stored += 1;
      } catch (error) {
        const reason = error instanceof LogoError || error instanceof UpstreamError ? error.message : 'logo could not be fetched';
        // The file from an earlier good fetch stays.
        index[c.id] = { url: c.logo!, at: now(), failed: reason, ...(old?.file ? { file: old.file, type: old.type } : {}) };
        report.failed += 1;
        reasons.add(reason);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 6, todo.length) }, worker));
  await writeAtomically(path.join(dir, INDEX), Buffer.from(JSON.stringify(index)));
  report.reasons = [...reasons];
  return report;
}

async function fetchLogo(c: LogoSource, options: LogoOptions): Promise<StoredLogo> {
  const url = c.logo!;
  if (!/^https?:\/\//i.test(url)) throw new LogoError('logo URL is not http(s)');
  const maxBytes = options.maxBytes ?? 512 * KB;
  const timeoutMs = options.timeoutMs ?? 5000;
  const signal = AbortSignal.timeout(timeoutMs);
  // The logo's own host and the channel's stream hosts are the operator's; a redirect elsewhere must be public.
  const destinations = destinationsOf([url, ...c.streams.map((s) => s.url)], options.allowPrivate ?? false);
  try {
    const { response } = await openChecked(url, { headers: { 'user-agent': 'FTV-logos/1.0', accept: 'image/png,image/jpeg,image/webp,image/gif' }, signal }, options.fetch ?? fetch, destinations);
    const drop = () => response.body?.cancel().catch(() => {});
    if (response.status !== 200) {
      await drop();
      throw new LogoError(`logo host answered HTTP ${response.status}`);
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'image/svg+xml') {
      await drop();
      throw new LogoError('SVG logos are not stored (they can carry scripts): the drawn logo is used');
    }
    if (!(type in TYPES)) {
      await drop();
      throw new LogoError(`logo is ${type || 'untyped'}, not PNG, JPEG, WebP or GIF`);
    }
    const tooBig = () => new LogoError(`logo is larger than ${Math.round(maxBytes / KB)} KB`);
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await drop();
      throw tooBig();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          throw tooBig();
        }
        chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
      }
    }
    const body = Buffer.concat(chunks, size);
    // Served with this type and nosniff: the bytes must be what the header says.
    if (!TYPES[type]!.magic(body)) throw new LogoError(`logo is not the ${type} its host says it is`);
    return { body, type };
  } catch (error) {
    if (error instanceof LogoError || error instanceof UpstreamError) throw error;
    if (signal.aborted) throw new LogoError(`logo host did not answer within ${timeoutMs / 1000} s`);
    throw new LogoError('logo host could not be reached');
  }
}

/** Written beside the target and renamed over it: a crash leaves the old file or the new one, never half of one. */
async function writeAtomically(file: string, body: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temp, body);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readIndex(dir: string): Promise<LogoIndex> {
  try {
    const value = JSON.parse(await readFile(path.join(dir, INDEX), 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as LogoIndex) : {};
  } catch {
    return {};
  }
}

/** The index as last read, per data dir; read again when the file changes (an import in this process or another). */
const cached = new Map<string, { stamp: string; index: LogoIndex }>();

/** The stored logo of a channel, if an import fetched one. */
export async function storedLogo(dataDir: string, channelId: number): Promise<StoredLogo | null> {
  const dir = logosDir(dataDir);
  const indexFile = path.join(dir, INDEX);
  let stamp: string;
  try {
    const info = await stat(indexFile);
    stamp = `${info.mtimeMs} ${info.size} ${info.ino}`;
  } catch {
    return null;
  }
  let found = cached.get(dir);
  if (!found || found.stamp !== stamp) {
    // A broken index serves no stored logo: the drawn ones stand in.
    found = { stamp, index: await readIndex(dir) };
    if (cached.size > 100) cached.clear();
    cached.set(dir, found);
  }
  const entry = found.index[channelId];
  if (!entry?.file || !entry.type || !(entry.type in TYPES) || !/^\d+\.[a-z]+$/.test(entry.file)) return null;
  try {
    return { body: await readFile(path.join(dir, entry.file)), type: entry.type };
  } catch {
    return null;
  }
}
