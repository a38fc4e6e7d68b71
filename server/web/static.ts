// static.ts — serves a built single-page app: hashed assets cached for a year, HTML never, SPA fallback.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorBody } from '../http/errors.ts';

export interface StaticSiteOptions {
  root: string;
  /** Paths that belong to the API or media: an unknown one answers JSON 404, never the app's HTML. */
  reservedPrefixes?: readonly string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Vite writes content-hashed files under /assets/: a new build gets new names, so they never change.
const isHashedAsset = (filePath: string) => /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.\w+$/.test(filePath);

export async function registerStaticSite(app: FastifyInstance, { root, reservedPrefixes = [] }: StaticSiteOptions) {
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`No built app at ${root} (index.html missing): run \`npm run build\``);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
  // `/` is the root directory to the file server (which lists nothing): it gets the shell explicitly.
  app.get('/', (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !reservedPrefixes.some((p) => pathname.startsWith(p));
    // A missing asset file is a real 404: answering it with HTML would hide a broken deploy.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage || looksLikeFile) {
      return reply.status(404).send(errorBody(`Not found: ${request.method} ${pathname}`));
    }
    // Every app route (and unknown ones, which show the app's error page) gets the shell.
    return sendShell(reply);
  });
}
