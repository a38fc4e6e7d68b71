// prepare.ts — encodes each channel's one-minute loop once (both renditions, one ffmpeg run) into the media dir.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath, fontPath } from '../relay/ffmpeg.ts';
import { AUDIO_KBPS, DESCRIBED_AUDIO, describedToneOf, FPS, LOOP_SECONDS, mainToneOf, RECIPE_ID, RENDITIONS, recipeDir, SEGMENT_SECONDS, SEGMENTS_PER_LOOP, toneFrequency } from './recipe.ts';

export interface LoopChannel {
  number: number;
  title: string;
}

export interface Manifest {
  recipe: string;
  /** How many loops the lineup has: channel n shows loop ((n - 1) mod lineup) + 1. */
  lineup: number;
  /** Loop numbers whose folder is complete. */
  ready: number[];
}

export interface PrepareOptions {
  mediaDir: string;
  channels: readonly LoopChannel[];
  /** ffmpeg runs at once; default: one per core. */
  concurrency?: number;
  onProgress?: (done: number, total: number, label: string) => void;
}

const manifestPath = (mediaDir: string) => path.join(recipeDir(mediaDir), 'manifest.json');

export function readManifest(mediaDir: string): Manifest | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath(mediaDir), 'utf8')) as Manifest;
    return manifest.recipe === RECIPE_ID ? manifest : null;
  } catch {
    return null;
  }
}

/** Write-then-rename: a reader sees the old manifest or the new one, never half of one. */
function writeManifest(mediaDir: string, manifest: Manifest) {
  const file = manifestPath(mediaDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(manifest)}\n`);
  renameSync(tmp, file);
}

/** A loop counts as ready only when its folder exists: it is renamed into place whole. */
const loopReady = (mediaDir: string, n: number) => existsSync(path.join(recipeDir(mediaDir), String(n), RENDITIONS.at(-1)!.name, `seg_${SEGMENTS_PER_LOOP - 1}.ts`));

/** Characters that end or escape a value in a filtergraph option. */
const filterValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, "\\'");

/** One colour per channel: hues spread around the wheel, dark enough for white text. */
function background(n: number): string {
  const hue = ((n * 137.508) % 360) / 360;
  const [r, g, b] = [0, 1 / 3, 2 / 3].map((shift) => {
    const x = Math.abs(((hue + shift) % 1) * 6 - 3) - 1;
    return Math.round((0.18 + 0.32 * Math.min(1, Math.max(0, x))) * 255);
  });
  return `0x${[r, g, b].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}

const tonePath = (dir: string, tone: number) => path.join(dir, 'tones', `tone_${tone}.aac`);

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      // The hls muxer under tee warns about renames; only the exit code says whether it worked.
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.split('\n').filter((l) => !/Fontconfig/.test(l)).slice(-5).join('\n')}`));
    });
  });
}

/** One loop of beeps, encoded once per tone and copied into every channel that uses it. */
async function encodeTone(dir: string, tone: number) {
  const file = tonePath(dir, tone);
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp.aac`;
  await run(['-f', 'lavfi', '-i', `sine=frequency=${toneFrequency(tone)}:beep_factor=2:sample_rate=44100:duration=${LOOP_SECONDS}`, '-ac', '1', '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-f', 'adts', tmp]);
  renameSync(tmp, file);
}

/**
 * The picture: channel number and name, a LIVE badge, a moving square and the wall-clock second. The
 * static part is drawn once and repeated (drawing boxes and text on every frame cost more than the
 * encode); only the counter and the square are drawn per frame.
 */
function pictureFilter(channel: LoopChannel, font: string, titleFile: string): string {
  const f = `fontfile='${filterValue(font)}'`;
  const [r360, r720] = RENDITIONS as [typeof RENDITIONS[0], typeof RENDITIONS[1]];
  const frames = FPS * LOOP_SECONDS;
  // Periods divide the loop (10 s, 6 s) so the motion is seamless where the loop starts again.
  const x = `(W-w)/2+(W-w-120)/2*sin(2*PI*t/10)`;
  const y = `330+110*sin(2*PI*t/6)`;
  return [
    `color=c=${background(channel.number)}:s=${r720.width}x${r720.height}:r=${FPS}:d=1,format=yuv420p,trim=end_frame=1,`,
    `drawbox=x=0:y=${r720.height - 130}:w=iw:h=130:color=0x101820:t=fill,`,
    `drawbox=x=60:y=60:w=170:h=110:color=0xffffff:t=fill,`,
    `drawtext=${f}:text='${channel.number}':fontsize=80:fontcolor=0x101820:x=60+(170-tw)/2:y=70,`,
    `drawtext=${f}:textfile='${filterValue(titleFile)}':fontsize=56:fontcolor=white:x=260:y=88,`,
    `drawbox=x=iw-220:y=60:w=160:h=64:color=0xd62828:t=fill,`,
    `drawtext=${f}:text='LIVE':fontsize=44:fontcolor=white:x=w-220+(160-tw)/2:y=70,`,
    `drawtext=${f}:text='FTV':fontsize=48:fontcolor=0x9fb3c8:x=60:y=h-95,`,
    `loop=loop=${frames - 1}:size=1,setpts=N/(${FPS}*TB),`,
    // t runs 0–60 over the loop, which starts on the minute: this is the real second of the minute.
    `drawtext=${f}:text='%{eif\\:mod(t\\,${LOOP_SECONDS})\\:d\\:2} s':fontsize=72:fontcolor=white:x=w-tw-60:y=h-108[bg];`,
    `color=c=0xffcc00:s=90x90:r=${FPS}:d=${LOOP_SECONDS}[ball];`,
    `[bg][ball]overlay=x='${x}':y='${y}':eval=frame:shortest=1,split=2[v${r720.name}][big];`,
    `[big]scale=${r360.width}:${r360.height}:flags=fast_bilinear[v${r360.name}]`,
  ].join('');
}

/** Encodes one channel (video renditions with the main audio muxed in, and the audio-only description) into a private temp folder, then renames it into place. */
async function encodeChannel(dir: string, channel: LoopChannel, font: string) {
  const target = path.join(dir, String(channel.number));
  const tmp = path.join(dir, `.tmp-${channel.number}-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const folders = [...RENDITIONS.map((r) => r.name), DESCRIBED_AUDIO.folder];
  for (const folder of folders) mkdirSync(path.join(tmp, folder), { recursive: true });
  const titleFile = path.join(tmp, 'title.txt');
  writeFileSync(titleFile, channel.title);
  const gop = FPS * SEGMENT_SECONDS;
  const video: string[] = [];
  RENDITIONS.forEach((r, i) => {
    video.push(`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.25)}k`, `-bufsize:v:${i}`, `${r.videoKbps * 2}k`, `-level:v:${i}`, (r.level / 10).toFixed(1));
  });
  // Each tee output is its own hls muxer over the same timestamps: the description's segments split where the video's do.
  const hlsOutput = (streams: string, folder: string) =>
    `[select=\\'${streams}\\':f=hls:hls_time=${SEGMENT_SECONDS}:hls_list_size=0:hls_segment_filename=${folder}/seg_%d.ts]${folder}/loop.m3u8`;
  const outputs = [
    ...RENDITIONS.map((r, i) => hlsOutput(`v:${i},a:0`, path.join(tmp, r.name))),
    hlsOutput('a:1', path.join(tmp, DESCRIBED_AUDIO.folder)),
  ];
  await run([
    '-i', tonePath(dir, mainToneOf(channel.number)),
    '-i', tonePath(dir, describedToneOf(channel.number)),
    '-filter_complex', pictureFilter(channel, font, titleFile),
    ...RENDITIONS.flatMap((r) => ['-map', `[v${r.name}]`]),
    '-map', '0:a', '-map', '1:a',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-threads', '1',
    // A keyframe exactly every SEGMENT_SECONDS, never elsewhere: every segment starts with one.
    '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...video,
    '-c:a', 'copy',
    '-t', String(LOOP_SECONDS),
    '-f', 'tee', outputs.join('|'),
  ]);
  for (const folder of folders) {
    if (!existsSync(path.join(tmp, folder, `seg_${SEGMENTS_PER_LOOP - 1}.ts`))) throw new Error(`channel ${channel.number}: ffmpeg made fewer than ${SEGMENTS_PER_LOOP} segments for ${folder}`);
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(tmp, target);
}

/** One preparer per media dir at a time: others wait for it rather than encode the same loops twice. */
async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(lock, 'utf8').trim() || 0);
      } catch {
        continue; // released between our two calls: try again
      }
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (!alive) rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Loops of `channels` that are not ready yet get encoded; answers the manifest and whether anything was made. */
export async function prepareMedia({ mediaDir, channels, concurrency, onProgress }: PrepareOptions): Promise<{ manifest: Manifest; encoded: number }> {
  const dir = recipeDir(mediaDir);
  const missing = () => channels.filter((c) => !loopReady(mediaDir, c.number));
  if (missing().length === 0) {
    const existing = readManifest(mediaDir);
    if (existing && existing.lineup === channels.length && existing.ready.length === channels.length) return { manifest: existing, encoded: 0 };
  }
  return withLock(dir, async () => {
    // Holding the lock, anything half-made is an interrupted run's: it never counts, so it goes.
    for (const name of readdirSync(dir)) if (name.startsWith('.tmp-')) rmSync(path.join(dir, name), { recursive: true, force: true });
    const todo = missing();
    const font = todo.length ? fontPath() : '';
    const total = todo.length;
    let done = 0;
    onProgress?.(0, total, '');
    const lanes = Math.max(1, concurrency ?? os.availableParallelism());
    // Each tone is encoded by the first channel that needs it, so channels start at once.
    const tones = new Map<number, Promise<void>>();
    const tone = (n: number) => {
      if (!tones.has(n)) tones.set(n, encodeTone(dir, n));
      return tones.get(n)!;
    };
    // A channel's description beeps in another channel's tone: both are encoded once for the lineup.
    const tonesFor = (channel: LoopChannel) => Promise.all([tone(mainToneOf(channel.number)), tone(describedToneOf(channel.number))]);
    const channelQueue = [...todo];
    const manifest: Manifest = { recipe: RECIPE_ID, lineup: channels.length, ready: channels.filter((c) => loopReady(mediaDir, c.number)).map((c) => c.number) };
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        for (let channel = channelQueue.shift(); channel; channel = channelQueue.shift()) {
          await tonesFor(channel);
          await encodeChannel(dir, channel, font);
          done += 1;
          manifest.ready = [...manifest.ready, channel.number].sort((a, b) => a - b);
          writeManifest(mediaDir, manifest);
          onProgress?.(done, total, `${channel.number} ${channel.title}`);
        }
      }),
    );
    writeManifest(mediaDir, manifest);
    return { manifest, encoded: total };
  });
}
