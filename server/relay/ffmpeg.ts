// ffmpeg.ts — which ffmpeg binary this machine has (the relay's remuxers, the media preparation) and which font the preparation draws its text with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Debian's ffmpeg when installed (newer, faster), else the static build shipped by the npm package. */
export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FTV_FFMPEG) return env.FTV_FFMPEG;
  if (existsSync('/usr/bin/ffmpeg')) return '/usr/bin/ffmpeg';
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(`no ffmpeg: install Debian's ffmpeg or run npm ci (@ffmpeg-installer/ffmpeg): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const SYSTEM_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
];

/**
 * A font file for the on-screen text: a common system font, else whatever fontconfig offers, else the
 * app's own self-hosted font from node_modules (a WOFF2 that FreeType reads), so a machine without
 * any installed font still labels every channel.
 */
export function fontPath(): string {
  const system = SYSTEM_FONTS.find((file) => existsSync(file));
  if (system) return system;
  const match = spawnSync('fc-match', ['-f', '%{file}', 'sans:bold'], { encoding: 'utf8' });
  if (match.status === 0 && match.stdout && existsSync(match.stdout.trim())) return match.stdout.trim();
  const inter = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files', 'inter-latin-wght-normal.woff2');
  if (existsSync(inter)) return inter;
  throw new Error('no font found for the channel pictures (looked in /usr/share/fonts, fontconfig and @fontsource-variable/inter)');
}
