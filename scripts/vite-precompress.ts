// vite-precompress.ts — Vite plugin: the app build writes each text asset's brotli and gzip copies beside it, so the provider sends them as they are instead of compressing every response again.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses (fonts and images are compressed already); below a kilobyte the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Compressing on each request (the provider's @fastify/compress, brotli at quality 4) costs its CPU 20–60 ms for hls.js
 * alone, and a cold watch page asks for a dozen files at once (`npx node scripts/bench-zap.ts --cold --waterfall`). Done
 * once here at the strongest settings, the files are smaller too. The server serves them with @fastify/static's
 * `preCompressed` (server/web/static.ts). Only the app's build (its index.html): Storybook's stays as it was.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'ftv-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!('index.html' in bundle) || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipAsync(body, { level: 9 }),
          ]);
          // A copy that saves nothing is left out: the original is sent as it is.
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
