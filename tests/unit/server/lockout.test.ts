// lockout.test.ts — the per-account login backoff, in memory and in Redis (one rule set, two stores): failures lock, lock longer each time, are forgotten on success; in Redis two instances count the same failures.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { createLockout, ESCALATION_MEMORY_SECONDS, LOCKOUT_SECONDS, MAX_FAILURES, type Lockout } from '../../../server/accounts/lockout.ts';

const REDIS = process.env.FTV_TEST_REDIS_URL;
const redis = REDIS ? new Redis(REDIS) : null;
afterAll(() => redis?.disconnect());

let accounts = 0;
/** A key no earlier run left in Redis. */
const account = () => `test:${process.pid}:${Date.now()}:${(accounts += 1)}`;

async function failures(lockout: Lockout, key: string, count: number) {
  for (let i = 0; i < count; i++) {
    expect(await lockout.begin(key)).toBe(0);
    await lockout.fail(key);
  }
}

const stores: Array<[string, (now: () => number) => Lockout]> = [['memory', (now) => createLockout(now)]];
if (redis) stores.push(['Redis', (now) => createLockout(now, redis)]);

describe.each(stores)('in %s', (_store, make) => {
  test('five failures lock the account for a minute; the next lockouts are longer, up to the last length; an hour without one starts short again', async () => {
    let t = 1_000_000;
    const lockout = make(() => t);
    const key = account();
    await failures(lockout, key, MAX_FAILURES);
    expect(await lockout.begin(key)).toBe(LOCKOUT_SECONDS[0]);
    t += 30;
    expect(await lockout.begin(key)).toBe(LOCKOUT_SECONDS[0] - 30);
    for (const length of [LOCKOUT_SECONDS[1], LOCKOUT_SECONDS[2], LOCKOUT_SECONDS[2]]) {
      t += LOCKOUT_SECONDS[2];
      await failures(lockout, key, MAX_FAILURES);
      expect(await lockout.begin(key)).toBe(length);
    }
    t += LOCKOUT_SECONDS[2] + ESCALATION_MEMORY_SECONDS + 1;
    await failures(lockout, key, MAX_FAILURES);
    expect(await lockout.begin(key)).toBe(LOCKOUT_SECONDS[0]);
  });

  test('a success forgets the failures; failures older than the window do not count', async () => {
    let t = 2_000_000;
    const lockout = make(() => t);
    const key = account();
    await failures(lockout, key, MAX_FAILURES - 1);
    expect(await lockout.begin(key)).toBe(0);
    await lockout.succeed(key);
    await failures(lockout, key, MAX_FAILURES - 1);
    t += 15 * 60 + 1;
    await failures(lockout, key, MAX_FAILURES - 1);
    expect(await lockout.begin(key)).toBe(0);
  });

  test('parallel guesses cannot slip in under the limit: an attempt counts from its start', async () => {
    const t = 3_000_000;
    const lockout = make(() => t);
    const key = account();
    const answers = await Promise.all(Array.from({ length: 8 }, () => lockout.begin(key)));
    expect(answers.filter((a) => a === 0)).toHaveLength(MAX_FAILURES);
  });
});

describe.skipIf(!redis)('two instances on one Redis', () => {
  test('failures on one instance count on the other: together they lock the account for both', async () => {
    const t = 4_000_000;
    const [a, b] = [createLockout(() => t, redis!), createLockout(() => t, redis!)];
    const key = account();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const on = i % 2 === 0 ? a : b;
      expect(await on.begin(key)).toBe(0);
      await on.fail(key);
    }
    expect(await b.begin(key)).toBe(LOCKOUT_SECONDS[0]);
    expect(await a.begin(key)).toBe(LOCKOUT_SECONDS[0]);
  });
});
