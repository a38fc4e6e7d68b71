// atoms.ts (guide) — programme guides; they live in the shared layer (shared/guides), since the channel rows and the player read them too.
export * from '../shared/guides';
