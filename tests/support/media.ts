// media.ts — one prepared media dir for every test run (unit, e2e, bench): the loops are encoded once, not per server.
import os from 'node:os';
import path from 'node:path';
import { loopLineup } from '../../server/media/lineup.ts';
import { prepareMedia, type LoopChannel } from '../../server/media/prepare.ts';
import { TONES } from '../../server/media/recipe.ts';

/**
 * The user's cache, not the checkout: the loops sit in a folder named by the hash of their recipe (server/media/prepare.ts),
 * so every clone on the machine (a fresh-clone check, a second worktree) finds them made once, and a changed recipe makes
 * a new folder. FTV_TEST_MEDIA_DIR points the tests at another prepared dir (e.g. a CI cache).
 */
export const TEST_MEDIA_DIR = process.env.FTV_TEST_MEDIA_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'ftv', 'media');

/**
 * The tests' loops: the lineup's first twelve, one per tone (channels 101–112, the ones the tests watch). Every other
 * channel plays one of them, as channels past the prepared lineup always do (a 10,000-channel lineup shares the 48), so
 * its picture names the loop's channel. A new machine's first run encodes a quarter of the lineup: ~30 s, not ~2 min.
 */
export const TEST_LOOPS = TONES;
export const testLoopLineup = (): LoopChannel[] => loopLineup().slice(0, TEST_LOOPS);

/** Encodes the tests' loops into TEST_MEDIA_DIR unless they are there (a lock keeps parallel callers to one encode). */
export async function ensureTestMedia(): Promise<string> {
  await prepareMedia({ mediaDir: TEST_MEDIA_DIR, channels: testLoopLineup() });
  return TEST_MEDIA_DIR;
}
