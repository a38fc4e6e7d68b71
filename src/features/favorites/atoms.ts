// atoms.ts (favorites) — the favourites; they live in the shared layer (shared/favourites), since every channel card and the watch page toggle them.
export * from '../shared/favourites';
