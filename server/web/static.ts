// static.ts — serves a built single-page app: hashed assets cached for a year, HTML never, SPA fallback.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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
/**
 * The app's own origin only; video plays through blob: URLs (hls.js), subtitle tracks hang on data: ones; the one inline script (the
 * theme applied before first paint) is allowed by its hash, so no other inline script can run.
 * Inline styles stay allowed: focus-trap and scroll-lock helpers inject small <style> elements.
 */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for hls.js's subtitle <track> elements (src "data:,WEBVTT"): the loops carry subtitle renditions.
    "media-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Its compressed copies too (`.br`, `.gz`: the file actually sent when the browser accepts them).
const isHashedAsset = (filePath: string) => /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.\w+(\.(br|gz))?$/.test(filePath);

/**
 * The installable app's files at the root (docs/client.md#installable-app), with their types said outright. Their names
 * never change, so they revalidate like any unhashed file: a service worker held by a cache would pin an old build.
 */
export const APP_FILE_TYPES: Readonly<Record<string, string>> = {
  'sw.js': 'text/javascript; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json',
};

export async function registerStaticSite(app: FastifyInstance, { root, reservedPrefixes = [] }: StaticSiteOptions) {
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`No built app at ${root} (index.html missing): run \`npm run build\``);

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // The build writes brotli and gzip copies (scripts/vite-precompress.ts): sent as they are, not compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', isHashedAsset(filePath) ? IMMUTABLE : REVALIDATE);
      const appFileType = path.dirname(filePath) === path.resolve(root) ? APP_FILE_TYPES[path.basename(filePath)] : undefined;
      if (appFileType) reply.header('Content-Type', appFileType);
    },
  });

  const csp = contentSecurityPolicy(readFileSync(indexHtml, 'utf8'));
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).header('Content-Security-Policy', csp).type('text/html; charset=utf-8').sendFile('index.html');
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
