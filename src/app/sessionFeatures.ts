// sessionFeatures.ts — the session's start, loaded together with every feature that keeps the user's data, so each hears the session changes from the first.
// Each of these registers its own reset (and reload) with onSessionChange when it loads; auth imports none of them.
import '../features/shared/favourites';
import '../features/shared/recordings';
import '../features/shared/subscriptions';
import '../features/checkout/atoms';

export { startSessionAtom } from '../features/auth/atoms';
