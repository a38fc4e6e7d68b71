// address.ts — what a client's socket address says: is it this machine, and which "address" do per-address limits count.
import net from 'node:net';

/** Unwraps an IPv4 address that arrives on a dual-stack socket as `::ffff:a.b.c.d`. */
function unmapped(address: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return m ? m[1]! : address;
}

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form: a request from this machine itself. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = unmapped(address.trim());
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  if (!net.isIPv6(plain)) return false;
  // Any spelling of ::1 (0:0:0:0:0:0:0:1, ::0:1, …).
  return expandIPv6(plain)?.join(':') === '0:0:0:0:0:0:0:1';
}

/**
 * The key a per-address limit counts. An IPv6 host is handed a whole /64 and can pick any address in
 * it, so IPv6 counts per /64; IPv4 per address (a household behind one NAT shares one).
 */
export function addressKey(address: string | undefined): string {
  const plain = unmapped((address ?? '').trim());
  if (!net.isIPv6(plain)) return plain;
  const groups = expandIPv6(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (null when it is not one). */
function expandIPv6(address: string): string[] | null {
  const bare = address.split('%')[0]!.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4 style) is two groups.
  const withoutQuad = bare.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_m, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
  );
  const [head = '', tail] = withoutQuad.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((g) => (parseInt(g || '0', 16) || 0).toString(16));
}
