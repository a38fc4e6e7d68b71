// atoms.ts (channels) — the channel list and single channels; they live in the shared layer (shared/lineup), since every feature lays out the lineup.
export * from '../shared/lineup';
