// upstream.ts (relay) — one request upstream: the stream's headers, a deadline, redirects followed, the answer read with a size cap, failures as 502/504.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openChecked, type Destinations } from './destinations.ts';
import { UpstreamError } from './errors.ts';

/** A byte range of an upstream resource (#EXT-X-BYTERANGE): relayed as a file of its own. */
export interface ByteRange {
  offset: number;
  length: number;
}

/** Where a relayed file comes from: an http(s) URL, or a `file:` URL of a remuxed stream's output. */
export interface Target {
  url: string;
  headers: Readonly<Record<string, string>>;
  range?: ByteRange;
}

export interface Fetched {
  body: Buffer;
  /** The URL that answered, after redirects: the base for the playlist's relative URIs. */
  url: string;
  /** The answer is a raw MPEG-TS stream (only reported when sniffing; the body is then empty). */
  mpegts: boolean;
}

export { UpstreamError } from './errors.ts';

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  fetch: typeof fetch;
  /** Sent when the stream names no user-agent of its own. */
  userAgent: string;
  /** Stop at the first bytes of an MPEG-TS answer and report `mpegts` (a live TS stream never ends). */
  sniff?: boolean;
  /** Where the fetch (and its redirects) may go: without it, anywhere. */
  destinations?: Destinations;
}

const TS_SYNC_BYTE = 0x47;
const EMPTY = Buffer.alloc(0);

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A deadline's timer this much late means the process could not run (its event loop was blocked), not that the upstream was slow. */
const LATE_MS = 250;

/** However starved the process, a request gets no more than this many extra deadlines. */
const EXTENSIONS = 3;

/**
 * An abort after `ms` of time this process could run: a timer that fires late (a busy machine, a long task) gives the
 * answer, which may be waiting unread, as long again (at most `ms`, EXTENSIONS times) before blaming the upstream.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  let extensions = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = (wait: number) => {
    const due = Date.now() + wait;
    timer = setTimeout(() => {
      const late = Date.now() - due;
      if (late > LATE_MS && extensions++ < EXTENSIONS) arm(Math.min(late, ms));
      else controller.abort(new DOMException('The upstream did not answer in time', 'TimeoutError'));
    }, wait);
    // As AbortSignal.timeout's: the request, not its deadline, keeps the process running.
    timer.unref();
  };
  arm(ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export async function fetchTarget(target: Target, options: FetchOptions): Promise<Fetched> {
  if (target.url.startsWith('file:')) return readLocal(target);
  const { signal, clear } = deadline(options.timeoutMs);
  try {
    const headers: Record<string, string> = { 'user-agent': options.userAgent, ...target.headers };
    if (target.range) headers.range = `bytes=${target.range.offset}-${target.range.offset + target.range.length - 1}`;
    const { response, url: finalUrl } = await openChecked(target.url, { headers, signal }, options.fetch, options.destinations);
    if (response.status !== 200 && response.status !== 206) {
      await response.body?.cancel().catch(() => {});
      throw new UpstreamError(response.status === 504 || response.status === 408 ? 504 : 502, `upstream answered HTTP ${response.status}`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    // A stream that says it is MPEG-TS is one: a tuner answers at once and may take seconds to tune before its first byte.
    if (options.sniff && isMpegtsType(contentType)) {
      await response.body?.cancel().catch(() => {});
      return { body: EMPTY, url: finalUrl, mpegts: true };
    }
    if (!response.body) return { body: EMPTY, url: finalUrl, mpegts: false };
    const reader = response.body.getReader();
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (options.sniff && size === 0 && value.byteLength > 0 && looksLikeMpegts(value, contentType)) {
        await reader.cancel().catch(() => {});
        return { body: EMPTY, url: finalUrl, mpegts: true };
      }
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel().catch(() => {});
        throw new UpstreamError(502, `upstream answer is larger than ${Math.round(options.maxBytes / 2 ** 20)} MB`);
      }
      chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    }
    let body = Buffer.concat(chunks, size);
    // An upstream that ignores Range sends the whole file: the range is cut here.
    if (target.range && response.status === 200) body = body.subarray(target.range.offset, target.range.offset + target.range.length);
    return { body, url: finalUrl, mpegts: false };
  } catch (error) {
    throw failureOf(error, signal, options.timeoutMs);
  } finally {
    clear();
  }
}

const isMpegtsType = (contentType: string) => /mp2t/i.test(contentType) && !/mpegurl/i.test(contentType);

/** A playlist never starts with the TS sync byte ('G'); a TS stream always does, whatever its content-type says. */
function looksLikeMpegts(first: Uint8Array, contentType: string): boolean {
  if (/mpegurl/i.test(contentType)) return false;
  return first[0] === TS_SYNC_BYTE || isMpegtsType(contentType);
}

async function readLocal(target: Target): Promise<Fetched> {
  try {
    const bytes = await readFile(fileURLToPath(target.url));
    const body = target.range ? bytes.subarray(target.range.offset, target.range.offset + target.range.length) : bytes;
    return { body, url: target.url, mpegts: false };
  } catch (error) {
    // The remuxer deletes segments that left its window.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new UpstreamError(404, 'this part of the stream is no longer in the live window');
    throw new UpstreamError(502, `remuxed stream could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** Names the failure by its kind and error code only: fetch's own messages can carry the upstream's address. */
function failureOf(error: unknown, signal: AbortSignal, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (signal.aborted) return new UpstreamError(504, `upstream did not answer within ${seconds(timeoutMs)}`);
  const code = errorCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new UpstreamError(502, 'upstream host name does not resolve');
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'ETIMEDOUT') return new UpstreamError(504, 'upstream connection timed out');
  return new UpstreamError(502, code ? `upstream could not be reached (${code})` : 'upstream could not be reached');
}

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, errors, cause } = e as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
    e = cause ?? errors?.[0];
  }
  return undefined;
}
