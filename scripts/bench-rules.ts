// bench-rules.ts — recording rules at scale (issue 31): 1,000 rules of 100 users planned against a 2,000-channel week, in the provider's own process (SQLite).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { insertRule } from '../server/recorder/repository.ts';
import { insertUser } from '../server/identity/repository.ts';

const CHANNELS = 2000;
const USERS = 100;
const RULES_PER_USER = 10;
const DAY = 86400;

export interface RulesFigure {
  channels: number;
  programmes: number;
  rules: number;
  users: number;
  /** Every user's rules planned and booked, once (the job's round on one instance). */
  expandAllMs: number;
  /** One user's 10 rules planned again (what a save costs). */
  oneUserMs: number;
  booked: number;
  skipped: number;
}

export async function benchRules(): Promise<RulesFigure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ftv-bench-rules-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, FTV_CHANNELS: String(CHANNELS), FTV_ARCHIVE: '0' }), logLevel: 'silent' };
  const app = await buildApp(config, { jobs: false });
  try {
    const { db, now } = app.deps;
    const { horizon, lineup, rules } = app.services;
    const t = now();
    // The week ahead written for every channel, as the rules see it.
    const channels = (await lineup.current()).channels.filter((c) => c.type === 'standard');
    await horizon.ready(channels, t, t + 7 * DAY);
    const programmes = Number((await db.selectFrom('programmes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const series = await db.selectFrom('programmes').select('series_id').where('series_id', 'is not', null).distinct().execute();
    const words = ['news', 'live', 'concert', 'cooking', 'planet', 'match', 'drama', 'comet'];
    const users: number[] = [];
    for (let u = 0; u < USERS; u++) {
      const userId = await insertUser(db, { email: `bench-${u}@ftv.example`, password_hash: 'x', created_at: t });
      users.push(userId);
      for (let r = 0; r < RULES_PER_USER; r++) {
        const k = u * RULES_PER_USER + r;
        const kind = k % 4 === 0 ? 'keyword' : k % 4 === 1 ? 'slot' : 'series';
        await insertRule(db, {
          user_id: userId,
          kind,
          title: `rule ${k}`,
          series_id: kind === 'series' ? series[k % series.length]!.series_id : null,
          keyword: kind === 'keyword' ? words[k % words.length]! : null,
          regex: 0,
          channel_id: kind === 'slot' || k % 3 === 0 ? channels[k % channels.length]!.id : null,
          weekdays: kind === 'slot' ? 0b0111110 : 127,
          start_from: kind === 'slot' ? 18 * 60 : null,
          start_to: kind === 'slot' ? 20 * 60 : null,
          time_zone: 'Europe/London',
          new_only: k % 2,
          keep_count: null,
          keep_days: null,
          pad_before: 0,
          pad_after: 0,
          priority: r + 1,
          paused: 0,
          created_at: t,
        });
      }
    }
    const started = performance.now();
    await rules.expandAll();
    const expandAllMs = Math.round(performance.now() - started);
    const one = performance.now();
    await rules.expand(users[0]!);
    const oneUserMs = Math.round(performance.now() - one);
    const outcomes = await db.selectFrom('rule_airings').select(['outcome']).select((eb) => eb.fn.countAll().as('n')).groupBy('outcome').execute();
    const count = (o: string) => Number(outcomes.find((x) => x.outcome === o)?.n ?? 0);
    return { channels: CHANNELS, programmes, rules: USERS * RULES_PER_USER, users: USERS, expandAllMs, oneUserMs, booked: count('booked'), skipped: count('skipped') };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printRulesFigures(f: RulesFigure) {
  console.info(`\nrecording rules: ${f.rules} rules of ${f.users} users × ${f.channels} channels × 7 days (${f.programmes} programmes)`);
  console.info(`  every user's rules planned and booked (one round): ${(f.expandAllMs / 1000).toFixed(1)} s; one user's again (a save): ${f.oneUserMs} ms`);
  console.info(`  airings booked ${f.booked}, skipped with a reason ${f.skipped}`);
}

// `npx node scripts/bench-rules.ts`: the rules part of `npm run bench` alone.
if (import.meta.main) printRulesFigures(await benchRules());
