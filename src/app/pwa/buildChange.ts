// buildChange.ts — whether the build serving this start differs from the one this browser last started with (FTV was updated).
import { STORAGE_KEYS, type FtvStorage } from '../../api/storage';

/**
 * Remembers `build` and answers whether it replaced another one. The first build a browser sees is no update (nothing
 * was remembered), and an unknown build (no worker answered) changes nothing.
 */
export function noteBuild(build: string | null, storage: Pick<FtvStorage, 'read' | 'write'>): boolean {
  if (!build) return false;
  const last = storage.read(STORAGE_KEYS.appBuild);
  if (last === build) return false;
  storage.write(STORAGE_KEYS.appBuild, build);
  return last !== null;
}
