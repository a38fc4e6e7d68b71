// security.ts — headers that keep answers from being sniffed, framed or leaking referrers.
import type { FastifyInstance } from 'fastify';

/** Headers for every answer; the Content-Security-Policy goes on the app's HTML (web/static.ts). */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
}
