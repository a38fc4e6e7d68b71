// atoms.ts (subscriptions) — the plans and the user's subscriptions; they live in the shared layer (shared/subscriptions), since checkout sells and reloads them too.
export * from '../shared/subscriptions';
