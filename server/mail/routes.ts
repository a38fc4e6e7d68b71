// routes.ts (mail) — the dev outbox pages: /dev/mail (HTML) and /dev/mail.json, newest first, for this machine only, never in production.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../http/context.ts';
import { isLoopback } from '../http/address.ts';
import { HttpError } from '../http/errors.ts';
import { escapeHtml, linkify } from './html.ts';
import { outboxMails } from './repository.ts';

interface OutboxQuery {
  to?: string;
  limit?: number;
}

const querystring = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 254 }, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

// The page shows mails only, so it may be strict: no scripts, no fetches; mail HTML sits in a sandboxed frame.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'";

export const LOOPBACK_ONLY = 'The outbox at /dev/mail answers only requests from this machine (loopback)';

export default async function mailRoutes(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;

  // Mails carry reset links: outside development they are nobody's business, and in development only
  // the developer's: HOST=0.0.0.0 opens the API to the network, not other people's mail. The socket's
  // own address decides; a forwarded header is the caller's to write.
  app.addHook('onRequest', async (request) => {
    if (config.isProduction) throw new HttpError(404, `Not found: ${request.method} ${request.url.split('?')[0]}`);
    if (!isLoopback(request.socket.remoteAddress)) throw new HttpError(403, LOOPBACK_ONLY);
  });

  async function outbox(request: FastifyRequest<{ Querystring: OutboxQuery }>) {
    const rows = await outboxMails(db, { to: request.query.to ? request.query.to.trim().toLowerCase() : undefined, limit: request.query.limit ?? 200 });
    return rows.map((r) => ({ ...r, id: Number(r.id), created_at: Number(r.created_at) }));
  }

  app.get<{ Querystring: OutboxQuery }>('/dev/mail.json', { schema: { querystring } }, outbox);

  app.get<{ Querystring: OutboxQuery }>('/dev/mail', { schema: { querystring } }, async (request, reply) => {
    const mails = await outbox(request);
    const items = mails.map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · <time datetime="${new Date(m.created_at * 1000).toISOString()}">${new Date(m.created_at * 1000).toUTCString()}</time></p>
<pre>${linkify(m.text)}</pre>
<details><summary>HTML version</summary><iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></details>
</article>`,
    );
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>FTV outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}
.meta{color:#555}pre{white-space:pre-wrap;background:#f5f5f5;padding:.75rem}iframe{width:100%;height:20rem;border:1px solid #ccc}</style>
</head><body><h1>FTV outbox</h1><p>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first. Development only.</p>
${items.join('\n') || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', PAGE_CSP).send(page);
  });
}
