// index.ts (relay) — the relay's public surface for the media routes.
export { createRelay, type Relay, type RelayOptions } from './relay.ts';
export { parseFileName } from './refs.ts';
export type { RelayAnswer, RelayCounters, RelayEvent, RelayFailure, RelayHealth, RelayOk, RelayStream, ResourceKind } from './types.ts';
