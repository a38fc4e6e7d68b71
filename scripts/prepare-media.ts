// prepare-media.ts — first-start preparation of the live loops, with a progress bar in the terminal.
import { loadConfig } from '../server/config.ts';
import { loopLineup } from '../server/media/lineup.ts';
import { prepareMedia } from '../server/media/prepare.ts';

const WIDTH = 30;

/** The lineup's loops, or its first FTV_MEDIA_LOOPS of them. */
const configuredLoops = () => loopLineup().slice(0, loadConfig().mediaLoops ?? undefined);

/** Encodes what is missing under the configured media dir; a later start finds it all ready at once. */
export async function prepareLiveMedia(mediaDir = loadConfig().mediaDir, out: NodeJS.WriteStream = process.stdout, channels = configuredLoops()): Promise<number> {
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(0);
  let lastLine = -1;
  const { encoded } = await prepareMedia({
    mediaDir,
    channels,
    onProgress: (done, total, label) => {
      if (total === 0) return;
      const bar = '█'.repeat(Math.round((done / total) * WIDTH)).padEnd(WIDTH, '░');
      const line = `Preparing live channels [${bar}] ${String(done).padStart(String(total).length)}/${total}  ${elapsed()} s  ${done ? label : ''}`;
      if (out.isTTY) out.write(`\r${line.slice(0, (out.columns || 100) - 1).padEnd((out.columns || 100) - 1)}`);
      // Not a terminal (a log, a test): one line per tenth, not a line per channel.
      else if (Math.floor((done / total) * 10) !== lastLine) {
        lastLine = Math.floor((done / total) * 10);
        out.write(`${line}\n`);
      }
    },
  });
  if (encoded > 0) {
    if (out.isTTY) out.write('\n');
    out.write(`Live channels ready: ${encoded} loops encoded in ${elapsed()} s into ${mediaDir}\n`);
  }
  return encoded;
}

// `--dir <path>`: another media dir than the configured one.
if (import.meta.main) {
  const at = process.argv.indexOf('--dir');
  await prepareLiveMedia(at === -1 ? undefined : process.argv[at + 1]);
}
