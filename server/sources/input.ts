// input.ts — bytes in: a path or an http(s) URL opened as a stream (with the request headers an upstream wants), gzip undone when the bytes say so.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';

/** An opened playlist or guide: its bytes, its size when known (for a progress bar), and what to call it in messages. */
export interface Source {
  stream: Readable;
  size: number | null;
  name: string;
}

/** The source can't be read at all (missing file, HTTP error, corrupt gzip). */
export class SourceError extends Error {
  override name = 'SourceError';
}

export interface OpenOptions {
  /** Sent with an http(s) request: the user-agent / referer / origin a provider insists on. */
  headers?: Record<string, string>;
  /** How long to wait for the response headers (the body may take as long as it takes). */
  timeoutMs?: number;
}

const DEFAULT_USER_AGENT = 'FTV-lineup/1.0';

export async function openSource(location: string, options: OpenOptions = {}): Promise<Source> {
  if (/^https?:\/\//i.test(location)) return openUrl(location, options);
  const path = /^file:\/\//i.test(location) ? fileURLToPath(location) : location;
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new SourceError(`cannot read ${location}: not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(`cannot read ${location}: ${reasonOf(error)}`);
  }
  return { stream: createReadStream(path), size, name: location };
}

async function openUrl(url: string, options: OpenOptions): Promise<Source> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('no answer in time')), options.timeoutMs ?? 30_000);
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'user-agent': DEFAULT_USER_AGENT, ...options.headers }, redirect: 'follow', signal: abort.signal });
  } catch (error) {
    throw new SourceError(`cannot fetch ${url}: ${reasonOf(error)}`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SourceError(`cannot fetch ${url}: HTTP ${response.status}`);
  }
  // fetch already undid a Content-Encoding; its Content-Length then counts the encoded bytes, not what we read.
  const length = Number(response.headers.get('content-length'));
  const size = Number.isFinite(length) && length > 0 && !response.headers.get('content-encoding') ? length : null;
  return { stream: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), size, name: url };
}

export interface Decompressed {
  /** The bytes started with the gzip magic number (1f 8b): whatever the name says, they were gunzipped. */
  gzip: boolean;
  chunks: AsyncIterable<Buffer>;
}

/**
 * Looks at the first bytes and gunzips when they are gzip's. `onRawBytes` gets the running count of bytes read
 * from the source (compressed ones, for a gzip), which is what a progress bar over the file size needs.
 */
export async function sniffDecompress(source: AsyncIterable<Uint8Array>, onRawBytes?: (total: number) => void): Promise<Decompressed> {
  const iterator = source[Symbol.asyncIterator]();
  let total = 0;
  const next = async (): Promise<Buffer | null> => {
    const r = await iterator.next();
    if (r.done) return null;
    total += r.value.length;
    onRawBytes?.(total);
    return Buffer.from(r.value.buffer, r.value.byteOffset, r.value.length);
  };
  let head = Buffer.alloc(0);
  while (head.length < 2) {
    const chunk = await next();
    if (!chunk) break;
    head = Buffer.concat([head, chunk]);
  }
  async function* raw(): AsyncGenerator<Buffer> {
    try {
      if (head.length) yield head;
      for (let chunk = await next(); chunk; chunk = await next()) yield chunk;
    } finally {
      // Stopping early (a fatal problem, a failing callback) must still close the file or connection.
      await iterator.return?.();
    }
  }
  const gzip = head[0] === 0x1f && head[1] === 0x8b;
  return { gzip, chunks: gzip ? gunzipped(raw()) : raw() };
}

async function* gunzipped(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const feeding = pipeline(Readable.from(chunks), gunzip);
  // Its failures also destroy `gunzip`, which is where they surface below.
  feeding.catch(() => {});
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch (error) {
    throw new SourceError(`unreadable gzip data: ${reasonOf(error)}`);
  } finally {
    gunzip.destroy();
  }
}

/** Reads a whole (small) source as text, gunzipped when needed: playlists are read this way. */
export async function readText(source: Source, maxBytes = 64 * 1024 * 1024): Promise<string> {
  const { chunks } = await sniffDecompress(source.stream);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > maxBytes) throw new SourceError(`${source.name} is larger than ${maxBytes / 1024 / 1024} MiB`);
    parts.push(chunk);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(parts));
}

export const reasonOf = (error: unknown): string => {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
};
