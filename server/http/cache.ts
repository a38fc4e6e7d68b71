// cache.ts — answers kept as bytes: a byte-bounded LRU, strong ETags with 304s, and br/gzip variants compressed once.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Server preference when the client accepts both equally: br is the smaller. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/** Each encoded variant has its own strong validator (RFC 9110 §8.8.3: content-coding is part of the representation). */
const TAG_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Compressed once per cached answer, so a little more effort than @fastify/compress's per-request
 * defaults (br 4, gzip 6) pays: 4.4 MB of channel list is about 35 ms at br 5.
 */
const BROTLI_QUALITY = 5;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const deflateRaw = promisify(zlib.deflateRaw);

const brotliOptions = (size: number, flush = zlib.constants.BROTLI_OPERATION_FINISH): zlib.BrotliOptions => ({
  finishFlush: flush,
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

async function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body);
}

/** A short strong validator for some bytes (128 bits of SHA-256, base64url). */
export function contentTag(...parts: Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url').slice(0, 22);
}

/**
 * The content-coding to answer with: the accepted one with the highest q, br before gzip on a tie;
 * identity when neither is accepted (or identity is preferred outright). `*` stands for any coding,
 * `x-gzip` for gzip (RFC 9110 §12.5.3).
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | 'identity' {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q)) q = 0;
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const any = weights.get('*');
  let best: Encoding | 'identity' = 'identity';
  let bestQ = 0;
  for (const encoding of ENCODINGS) {
    const q = weights.get(encoding) ?? any ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestQ ? 'identity' : best;
}

/** If-None-Match against one strong tag, by the weak comparison the header calls for (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const wanted = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === wanted) return true;
  }
  return false;
}

/** One representation of an answer: identity bytes, their validator, and encoded variants on demand. */
export interface Representation {
  /** Strong validator of the identity bytes, without quotes or encoding suffix. */
  readonly tag: string;
  readonly identity: Buffer;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/** Answers are JSON whose body depends on the session: the browser must revalidate, proxies must not share. */
const CACHE_CONTROL = 'private, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a cached answer: ETag per encoding, 304 on a matching If-None-Match, else the bytes in the
 * negotiated coding. The route must be registered with `compress: false` so @fastify/compress leaves
 * the (already encoded, or deliberately plain) bytes alone.
 */
export async function sendRepresentation(request: FastifyRequest, reply: FastifyReply, representation: Representation): Promise<FastifyReply> {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const etag = `"${representation.tag}${encoding === 'identity' ? '' : TAG_SUFFIX[encoding]}"`;
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Encoding').header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding === 'identity') return reply.type(JSON_TYPE).send(representation.identity);
  let body: Buffer;
  try {
    body = await representation.encoded(encoding);
  } catch (error) {
    // A coding that failed is no reason to fail the answer: plain bytes under the plain validator.
    request.log.warn({ err: error }, 'compressing a cached answer failed');
    return reply.type(JSON_TYPE).header('etag', `"${representation.tag}"`).send(representation.identity);
  }
  return reply.type(JSON_TYPE).header('content-encoding', encoding).send(body);
}

/** Something the LRU can weigh; it reports later growth (a variant compressed after insertion) through `onGrow`. */
export interface Weighed {
  readonly bytes: number;
  onGrow: ((delta: number) => void) | null;
}

/** Least recently used first out, bounded by the bytes of what it holds (a Map keeps insertion order). */
export class ByteLru<V extends Weighed> {
  readonly maxBytes: number;
  #entries = new Map<string, V>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps the value unless it alone is over the bound (then it is only served, never held). */
  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    value.onGrow = (delta) => {
      if (this.#entries.get(key) !== value) return;
      this.#bytes += delta;
      this.#evict();
    };
    this.#evict();
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.bytes;
    value.onGrow = null;
  }

  clear(): void {
    for (const value of this.#entries.values()) value.onGrow = null;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) return;
      this.delete(key);
    }
  }
}

/** Fixed bytes (the channel list): the variants are compressed on first demand, once, concurrently shared. */
export class FixedAnswer implements Representation, Weighed {
  readonly tag: string;
  readonly identity: Buffer;
  onGrow: ((delta: number) => void) | null = null;
  #bytes: number;
  #variants = new Map<Encoding, Promise<Buffer>>();

  constructor(identity: Buffer) {
    this.identity = identity;
    this.tag = contentTag(identity);
    this.#bytes = identity.length;
  }

  get bytes(): number {
    return this.#bytes;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      variant = compress(encoding, this.identity);
      this.#variants.set(encoding, variant);
      variant.then(
        (bytes) => {
          this.#bytes += bytes.length;
          this.onGrow?.(bytes.length);
        },
        // Not kept: the next request tries again.
        () => this.#variants.delete(encoding),
      );
    }
    return variant;
  }
}

/**
 * Cached bytes followed by a clock that moves every second (the guide: `{"data":…,"currentTime":` then
 * `<t>}`). The prefix is compressed once, flushed to a byte boundary but not finished; each second's
 * tail is appended as a stored (uncompressed) block and the stream closed, so no request pays for
 * compressing the prefix again.
 */
export class ClockedAnswer implements Weighed {
  readonly prefix: Buffer;
  readonly suffix: string;
  readonly tag: string;
  onGrow: ((delta: number) => void) | null = null;
  #bytes: number;
  #heads = new Map<Encoding, Promise<Buffer>>();
  #prefixCrc: number;
  #current: ClockedRepresentation | null = null;

  constructor(prefix: Buffer, suffix: string) {
    this.prefix = prefix;
    this.suffix = suffix;
    this.tag = contentTag(prefix, Buffer.from(suffix));
    this.#prefixCrc = zlib.crc32(prefix);
    // The prefix, and room for the second's copy of it that requests are being answered with.
    this.#bytes = 2 * prefix.length;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The answer at clock value `t`; requests within the same second share its bytes. */
  at(t: number): Representation {
    const current = this.#current;
    if (current && current.t === t) return current;
    const next = new ClockedRepresentation(this, t);
    this.#current = next;
    return next;
  }

  /** The compressed prefix, left open: a gzip header and deflate blocks, or a brotli stream, ending on a byte boundary. */
  head(encoding: Encoding): Promise<Buffer> {
    let head = this.#heads.get(encoding);
    if (!head) {
      head =
        encoding === 'br'
          ? brotli(this.prefix, brotliOptions(this.prefix.length, zlib.constants.BROTLI_OPERATION_FLUSH))
          : deflateRaw(this.prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).then((blocks) => Buffer.concat([GZIP_HEADER, blocks]));
      this.#heads.set(encoding, head);
      head.then(
        (bytes) => {
          this.#bytes += 2 * bytes.length;
          this.onGrow?.(2 * bytes.length);
        },
        () => this.#heads.delete(encoding),
      );
    }
    return head;
  }

  get prefixCrc(): number {
    return this.#prefixCrc;
  }
}

class ClockedRepresentation implements Representation {
  readonly t: number;
  readonly tag: string;
  readonly #answer: ClockedAnswer;
  readonly #tail: Buffer;
  #identity: Buffer | null = null;
  #variants = new Map<Encoding, Promise<Buffer>>();

  constructor(answer: ClockedAnswer, t: number) {
    this.#answer = answer;
    this.t = t;
    this.#tail = Buffer.from(`${t}${answer.suffix}`);
    this.tag = `${answer.tag}-${t}`;
  }

  get identity(): Buffer {
    return (this.#identity ??= Buffer.concat([this.#answer.prefix, this.#tail]));
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let variant = this.#variants.get(encoding);
    if (!variant) {
      const answer = this.#answer;
      const tail = this.#tail;
      variant = answer.head(encoding).then((head) =>
        encoding === 'br' ? Buffer.concat([head, brotliStoredTail(tail)]) : Buffer.concat([head, deflateStoredTail(tail), gzipTrailer(answer.prefixCrc, tail, answer.prefix.length)]),
      );
      this.#variants.set(encoding, variant);
      variant.catch(() => this.#variants.delete(encoding));
    }
    return variant;
  }
}

/** RFC 1952 header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A final stored deflate block (RFC 1951 §3.2.4) holding `bytes` (under 64 KiB). */
function deflateStoredTail(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x01; // BFINAL=1, BTYPE=00, then padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** CRC-32 and length of prefix + tail (RFC 1952 trailer). */
function gzipTrailer(prefixCrc: number, tail: Buffer, prefixLength: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(tail, prefixCrc), 0);
  trailer.writeUInt32LE((prefixLength + tail.length) % 2 ** 32, 4);
  return trailer;
}

/**
 * An uncompressed brotli meta-block holding `bytes` (1..65536), then the last, empty one (RFC 7932 §9.2):
 * ISLAST=0, MNIBBLES=4 (00), MLEN-1 in 16 bits, ISUNCOMPRESSED=1, padded to the byte; then ISLAST=1, ISLASTEMPTY=1.
 */
function brotliStoredTail(bytes: Buffer): Buffer {
  const header = (bytes.length - 1) << 3 | 1 << 19;
  return Buffer.concat([Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), bytes, Buffer.from([0x03])]);
}
