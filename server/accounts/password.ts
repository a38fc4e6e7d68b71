// password.ts — passwords travel as MD5 hex (docs/api.md#passwords) and are stored only as scrypt of that, with a random salt.
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** What the app sends: the lower-case MD5 hex of the password. */
export const MD5_HEX = /^[0-9a-f]{32}$/;

export const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function scrypt(secret: string, salt: Buffer, options: ScryptOptions, length = KEY_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (hex); the parameters travel with the hash so they can be raised later. */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(md5, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${key.toString('hex')}`;
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const m = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([0-9a-f]{2,128})\$([0-9a-f]{32,256})$/.exec(stored);
  if (!m) return null;
  const [n, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Bounds keep a corrupt row from asking scrypt for gigabytes of memory or minutes of work.
  if (n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { n, r, p, salt: Buffer.from(m[4]!, 'hex'), hash: Buffer.from(m[5]!, 'hex') };
}

// Checked for unknown users and unreadable rows, so that their answer takes as long as a wrong password's.
const DUMMY: Parsed = { n: N, r: R, p: P, salt: Buffer.alloc(16), hash: Buffer.alloc(KEY_LENGTH) };

/** True when `md5` is the password behind `stored`; false for a missing or malformed hash (never throws). */
export async function verifyPassword(md5: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  const { n, r, p, salt, hash } = parsed ?? DUMMY;
  const key = await scrypt(md5, salt, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, hash.length);
  return parsed !== null && timingSafeEqual(key, hash);
}
