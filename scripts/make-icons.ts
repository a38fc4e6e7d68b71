// make-icons.ts — draws the app's PNG icons (the manifest's 192 and 512, a maskable 512) from public/favicon.svg; run it after changing the favicon.
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
/** The favicon's own blue, which fills a maskable icon's whole square (public/favicon.svg). */
const BRAND = '#2450c8';

const render = (svg: string, size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

/**
 * A maskable icon may be cut to any shape that keeps the safe zone, a circle of 40% of the size round the centre: the
 * favicon's drawing (the screen and its stand reach 24 of 64 units from the centre) is drawn at 80% on a full square of
 * its own colour, its farthest point at 30% of the size, so no mask cuts into it.
 */
function maskable(svg: string): string {
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect width="64" height="64" rx="14"[^>]*\/>/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(6.4 6.4) scale(0.8)">${inner}</g></svg>`;
}

const icons: [string, string, number][] = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['icon-maskable-512.png', maskable(favicon), 512],
];
for (const [name, svg, size] of icons) {
  writeFileSync(path.join(PUBLIC, name), render(svg, size));
  console.info(`public/${name} (${size}×${size})`);
}
