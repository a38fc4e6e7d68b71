// media.ts — one prepared media dir for every test run (unit, e2e, bench): the loops are encoded once, not per server.
import os from 'node:os';
import path from 'node:path';
import { loopLineup } from '../../server/media/lineup.ts';
import { prepareMedia } from '../../server/media/prepare.ts';

/**
 * The user's cache, not the checkout: the loops sit in a folder named by the hash of their recipe (server/media/prepare.ts),
 * so every clone on the machine (a fresh-clone check, a second worktree) finds them made once, and a changed recipe makes
 * a new folder. FTV_TEST_MEDIA_DIR points the tests at another prepared dir (e.g. a CI cache).
 */
export const TEST_MEDIA_DIR = process.env.FTV_TEST_MEDIA_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'ftv', 'media');

/** Encodes the lineup's loops into TEST_MEDIA_DIR unless they are there (a lock keeps parallel callers to one encode). */
export async function ensureTestMedia(): Promise<string> {
  await prepareMedia({ mediaDir: TEST_MEDIA_DIR, channels: loopLineup() });
  return TEST_MEDIA_DIR;
}
