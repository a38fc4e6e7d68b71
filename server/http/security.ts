// security.ts — headers that keep answers from being sniffed, framed or leaking referrers, and JSON-only request bodies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also takes form bodies (passwordReset: the app posts it form-encoded, docs/api.md#transport). */
    acceptsForm?: boolean;
  }
}

/** Headers for every answer; the Content-Security-Policy goes on the app's HTML (web/static.ts). */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
}

/**
 * preValidation for an area's routes: a body must be JSON (docs/api.md#transport), or a form where the route says so.
 * Fastify would otherwise parse text/plain into a string and any route into a form, which a page on
 * another origin can post without a CORS preflight.
 */
export async function requireJsonBody(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (type === undefined || request.body === undefined) return;
  const media = type.split(';')[0]!.trim().toLowerCase();
  if (media === 'application/json') return;
  if (media === 'application/x-www-form-urlencoded' && request.routeOptions.config.acceptsForm) return;
  throw new HttpError(415, `Unsupported Media Type ${JSON.stringify(media.slice(0, 64))}: send JSON (Content-Type: application/json)`);
}
