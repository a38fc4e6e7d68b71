// plans.ts — the plan catalogue seeded on first start, and how long a paid period lasts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CHANNEL_GROUPS, groupId } from '../lineup/groups.ts';
import { channelGroupIds } from '../lineup/repository.ts';
import { hasPlans, insertPlanGroupLinks, insertPlans, planGroupLinkKeys, planIds } from './repository.ts';

export const FREE_PLAN_ID = 1;

/** Days a paid period adds; a month is a fixed 30 days so that renewals never drift with the calendar. */
export const PERIOD_SECONDS = { month: 30 * 86_400, year: 365 * 86_400 } as const;

export interface SeedPlan {
  id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  period: 'month' | 'year';
  features: string[];
  storage_hours: number;
  groups: number[];
}

export const SEED_PLANS: SeedPlan[] = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    description: 'Every free channel, live and in the guide.',
    price: 0,
    currency: 'EUR',
    period: 'month',
    features: ['All free channels', '7-day programme guide', '5 hours of cloud recording'],
    storage_hours: 5,
    groups: [],
  },
  {
    id: 2,
    name: 'Premium Monthly',
    description: 'Premium sports, movies, entertainment and documentary channels, billed monthly.',
    price: 999,
    currency: 'EUR',
    period: 'month',
    features: ['Everything in Free', 'Premium sports, movies, entertainment and documentary channels', '50 hours of cloud recording'],
    storage_hours: 50,
    groups: [groupId('sports'), groupId('movies'), groupId('entertainment'), groupId('documentary')],
  },
  {
    id: 3,
    name: 'Premium Yearly',
    description: 'Every premium channel in every group, billed yearly.',
    price: 9990,
    currency: 'EUR',
    period: 'year',
    features: ['Everything in Free', 'Every premium channel', '100 hours of cloud recording', 'Two months free compared with monthly'],
    storage_hours: 100,
    groups: CHANNEL_GROUPS.map((g) => g.id),
  },
  {
    id: 4,
    name: 'Sports Monthly',
    description: 'Premium sports channels, billed monthly.',
    price: 499,
    currency: 'EUR',
    period: 'month',
    features: ['Everything in Free', 'Premium sports channels', '20 hours of cloud recording'],
    storage_hours: 20,
    groups: [groupId('sports')],
  },
];

/** Seeds the catalogue once: only when no plan exists, so an operator's edits survive restarts. */
export async function seedPlans(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await hasPlans(trx)) return;
    await insertPlans(
      trx,
      SEED_PLANS.map((p, i) => ({ id: p.id, name: p.name, description: p.description, price: p.price, currency: p.currency, period: p.period, features: JSON.stringify(p.features), storage_hours: p.storage_hours, position: i + 1 })),
    );
    await linkPlanGroups(trx);
  });
}

/**
 * Links the seeded plans to their channel groups, skipping groups that do not exist (the foreign key
 * would refuse them) and links already present. Idempotent, so a later lineup seed can call it again.
 */
export async function linkPlanGroups(db: Kysely<Database>): Promise<void> {
  const groups = new Set(await channelGroupIds(db));
  const plans = await planIds(db);
  const linked = await planGroupLinkKeys(db);
  // A plan that promises every group covers an operator's own groups (FTV_LINEUP) too.
  const everyGroup = (p: (typeof SEED_PLANS)[number]) => CHANNEL_GROUPS.every((g) => (p.groups as readonly number[]).includes(g.id));
  const missing = SEED_PLANS.filter((p) => plans.has(p.id)).flatMap((p) =>
    (everyGroup(p) ? [...groups] : p.groups).filter((g) => groups.has(g) && !linked.has(`${p.id}:${g}`)).map((g) => ({ plan_id: p.id, group_id: g })),
  );
  await insertPlanGroupLinks(db, missing);
}
