// atomic.ts — files written crash-safe: the recorder's and the archive's segments and playlists.
import { promises as fs } from 'node:fs';

/**
 * Write to a temp name, flush to disk, then rename: after a crash (kill -9, power loss) the final
 * name holds either nothing or the whole file, never a torn one.
 */
export async function writeAtomic(file: string, data: Uint8Array | string) {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, file);
}
