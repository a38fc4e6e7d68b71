// links.ts (mail) — absolute links for mails: an app route on the configured public URL, else on the host the request came in on.
import type { FastifyRequest } from 'fastify';

// A Host header is client input: anything that is not a plain host[:port] must not end up in a mailed link.
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** The absolute URL of an app route, on the host and protocol the request came in on. */
export function appUrl(request: FastifyRequest, path: string, publicUrl?: string): string {
  // A configured public URL wins: a request's Host header is the caller's to choose.
  if (publicUrl) return `${publicUrl}${path}`;
  const host = typeof request.host === 'string' && HOST.test(request.host) ? request.host : 'localhost';
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}${path}`;
}
