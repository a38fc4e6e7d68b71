// useStorageSync.ts — follows another tab's change to one stored item: a storage event for its key (or storage cleared) runs the caller's re-read.
import { useEffect } from 'react';

export function useStorageSync(key: string, sync: () => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, sync]);
}
