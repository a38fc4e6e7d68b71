// atoms.ts (recordings) — the user's recordings; they live in the shared layer (shared/recordings), since the guide and the player record too.
export * from '../shared/recordings';
