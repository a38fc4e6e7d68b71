// atoms.ts (history) — the channel history; its atoms live in the shared layer (shared/channelHistory), where the player writes it and the channel rows read it.
export { addToChannelHistoryAtom, channelHistoryAtom, clearChannelHistoryAtom } from '../shared/channelHistory';
