// user.ts — the User answer of login, register and updateProfile, in the real provider's spelling (docs/api.md#user).
import type { Deps } from '../http/context.ts';
import type { User } from '../db/schema.ts';
import type { User as UserAnswer } from '../../wire/types.ts';
import { heldPlanRows } from '../subscriptions/repository.ts';
import { favoriteChannelIdsInOrder } from '../favorites/repository.ts';
import { isOperator } from '../identity/operators.ts';

export type { UserAnswer };

export async function userAnswer({ db, now, config }: Deps, user: User): Promise<UserAnswer> {
  // A cancelled plan stays until it expires (docs/api.md#subscriptions): only the end date counts.
  const [plans, favorites] = await Promise.all([heldPlanRows(db, user.id, now()), favoriteChannelIdsInOrder(db, user.id)]);
  // One entry per plan, even when it was bought twice: the latest expiry wins (rows come latest first).
  const seen = new Set<number>();
  const subscriptions = plans.filter((p) => !seen.has(p.id) && seen.add(p.id)).map((p) => ({ id: p.id, name: p.name, expires_at: Number(p.expires_at) }));
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    avatar: user.avatar,
    firstName: user.first_name,
    lastName: user.last_name,
    nickname: user.nickname,
    email_verified: Boolean(user.email_verified),
    subscriptions,
    // The real provider sends channel ids as strings here.
    'favorite-channels': favorites.map((id) => ({ channel: String(id) })),
    'home-location': { country: user.country, timezone: user.timezone },
    // FTV's own: the app offers the console (/admin) to operators.
    ...(isOperator(user, config) ? { operator: true } : {}),
  };
}
