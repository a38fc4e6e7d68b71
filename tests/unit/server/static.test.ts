// static.test.ts — the server's web layer: SPA fallback, caching by asset kind, JSON 404s, compression, the installable app's files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { routeOf } from '../../../src/sw/routing.ts';

let root: string;
let app: FastifyInstance;
const bigScript = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ftv-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>FTV</title><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-AbC123xY.js'), bigScript);
  // The build's compressed copy of one asset (scripts/vite-precompress.ts).
  writeFileSync(path.join(root, 'assets', 'hls-Zz9Yy8Xx.js'), bigScript);
  writeFileSync(path.join(root, 'assets', 'hls-Zz9Yy8Xx.js.br'), brotliCompressSync(bigScript));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"FTV — Live TV","start_url":"/"}');
  app = await buildApp({ ...loadConfig({ NODE_ENV: 'test' }), webRoot: root, logLevel: 'silent' });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('app routes get the single-page shell', () => {
  test.each(['/', '/channels/news', '/tv/101', '/nope', '/privacy-policy?x=1'])('%s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });
});

test('hashed assets are immutable for a year; other files revalidate', async () => {
  const asset = await app.inject({ url: '/assets/index-AbC123xY.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const icon = await app.inject({ url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('no-cache');
});

test('text is compressed for clients that accept it', async () => {
  const res = await app.inject({ url: '/assets/index-AbC123xY.js', headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.rawPayload.length).toBeLessThan(bigScript.length / 10);
});

test('an asset built with a compressed copy is sent as that copy, immutable, and as itself to a client that takes no brotli', async () => {
  const br = await app.inject({ url: '/assets/hls-Zz9Yy8Xx.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/^application\/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
  const plain = await app.inject({ url: '/assets/hls-Zz9Yy8Xx.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(bigScript);
});

test('the installable app: the service worker and the manifest with their types, revalidated, never the shell', async () => {
  const sw = await app.inject({ url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');
  expect(sw.body).toContain('addEventListener');
  const manifest = await app.inject({ url: '/manifest.webmanifest' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.json()).toMatchObject({ start_url: '/' });
});

test('every URL the provider answers, navigated to, is left to the network by the service worker', () => {
  // The top of the route tree: one line per URL space (`tv/api/init`, `media/live/:id/master.m3u8`, `checkout-cart`…).
  const tops = [...app.printRoutes({ commonPrefix: false }).matchAll(/^ {4}[├└]── (\S+) \(/gm)].map(([, top]) => `/${top}`);
  const routes = tops.filter((route) => route !== '/*');
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    const request = { url: `https://ftv.example${route}`, method: 'GET', mode: 'navigate', destination: 'document', headers: { get: () => null } };
    expect([route, routeOf(request, 'https://ftv.example')]).toEqual([route, 'network-only']);
  }
});

describe('never the app shell for what is not a page', () => {
  test.each([
    ['GET', '/assets/missing-00000000.js'],
    ['GET', '/tv/api/no-such-call'],
    ['GET', '/assets/sw-00000000.js'],
    ['GET', '/api-v2/no-such-call'],
    ['GET', '/admin/api/no-such-call'],
    ['POST', '/'],
  ] as const)('%s %s answers a JSON 404 naming the path', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
  });
});

test('refuses to start without a built app', async () => {
  await expect(buildApp({ ...loadConfig({}), webRoot: path.join(root, 'nothing-here'), logLevel: 'silent' })).rejects.toThrow(/npm run build/);
});

test('the app shell carries a CSP that allows its inline theme script by hash and nothing off-origin', async () => {
  const { contentSecurityPolicy } = await import('../../../server/web/static.ts');
  const { createHash } = await import('node:crypto');
  const inline = 'document.documentElement.setAttribute("data-theme","dark");';
  const csp = contentSecurityPolicy(`<head><script>${inline}</script><script type="module" src="/assets/x.js"></script></head>`);
  expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("media-src 'self' blob: data:");
  expect(csp).not.toMatch(/https?:/);
  const res = await app.inject({ url: '/' });
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
});
