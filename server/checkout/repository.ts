// repository.ts (checkout) — the SQL of the cart_items, orders and challenges_3ds tables: carts, 3-D Secure challenges, orders (the cart's answer and the paying itself are payment.ts).
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Challenges3dsTable, OrdersTable } from '../db/schema.ts';

export async function addToCart(db: Db, sessionKey: string, planId: number, addedAt: number): Promise<void> {
  // A plan already in the cart stays once.
  await db
    .insertInto('cart_items')
    .values({ session_key: sessionKey, plan_id: planId, added_at: addedAt })
    .onConflict((oc) => oc.columns(['session_key', 'plan_id']).doNothing())
    .execute();
}

/** A session's cart with each plan's name, price and period, in the order added. */
export async function cartRows(db: Db, sessionKey: string) {
  return db
    .selectFrom('cart_items')
    .innerJoin('plans', 'plans.id', 'cart_items.plan_id')
    .select(['plans.id', 'plans.name', 'plans.price', 'plans.currency', 'plans.period'])
    .where('cart_items.session_key', '=', sessionKey)
    .orderBy('cart_items.added_at')
    .orderBy('plans.position')
    .execute();
}

/** The paid plans leave the cart (others added meanwhile stay). */
export async function removeFromCart(db: Db, sessionKey: string, planIds: number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('session_key', '=', sessionKey).where('plan_id', 'in', planIds).execute();
}

export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<number> {
  const { id } = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function clearCart(db: Db, sessionKey: string): Promise<void> {
  await db.deleteFrom('cart_items').where('session_key', '=', sessionKey).execute();
}

/** Empties the cart and says which plans it held: of two payments of one cart, only one takes any. */
export async function takeCart(db: Db, sessionKey: string): Promise<number[]> {
  const taken = await db.deleteFrom('cart_items').where('session_key', '=', sessionKey).returning('plan_id').execute();
  return taken.map((t) => t.plan_id);
}

/**
 * A new payment attempt replaces any challenge still open for the session: otherwise paying the cart
 * by another card and then answering the old challenge would charge the same plans twice.
 */
export async function supersedePendingChallenges(db: Db, sessionKey: string): Promise<void> {
  await db.updateTable('challenges_3ds').set({ status: 'failed' }).where('session_key', '=', sessionKey).where('status', '=', 'pending').execute();
}

export async function insertChallenge(db: Db, challenge: Insertable<Challenges3dsTable>): Promise<void> {
  await db.insertInto('challenges_3ds').values(challenge).execute();
}

export async function challengeById(db: Db, id: string) {
  return db.selectFrom('challenges_3ds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function failChallenge(db: Db, id: string): Promise<void> {
  await db.updateTable('challenges_3ds').set({ status: 'failed' }).where('id', '=', id).execute();
}

/** A wrong code counts while the challenge is pending; the last allowed one fails it. */
export async function countWrongCode(db: Db, id: string, attempts: number, failed: boolean): Promise<void> {
  await db.updateTable('challenges_3ds').set({ attempts, status: failed ? 'failed' : 'pending' }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Conditional on still pending, so of two concurrent right answers one claims it (true) and pays. */
export async function claimChallenge(db: Db, id: string): Promise<boolean> {
  const claimed = await db.updateTable('challenges_3ds').set({ status: 'passed' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** The user's orders with their plan's name, newest first. */
export async function orderRowsOf(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('plans', 'plans.id', 'orders.plan_id')
    .select(['orders.id', 'orders.plan_id', 'plans.name', 'orders.amount', 'orders.currency', 'orders.card_brand', 'orders.card_last4', 'orders.status', 'orders.created_at'])
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}
