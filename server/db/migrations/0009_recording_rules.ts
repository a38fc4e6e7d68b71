// 0009_recording_rules.ts — a user's recording rules (a series, a keyword, a time slot) and what each did with the coming airings it matched (booked, or skipped with the reason); recordings protected, or in the trash.
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recording_rules')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // series | keyword | slot
    .addColumn('kind', 'text', (c) => c.notNull())
    // What the rule is called in the list: the series' title, the keyword, the slot's programme.
    .addColumn('title', 'text', (c) => c.notNull())
    // A series rule follows the guide's series id; without one, the exact title.
    .addColumn('series_id', 'text')
    // A keyword rule: words that must all appear in title, sub-title or description, or a regular expression.
    .addColumn('keyword', 'text')
    .addColumn('regex', 'integer', (c) => c.notNull().defaultTo(0))
    // One channel, or null: any channel (the best one airing it).
    .addColumn('channel_id', 'integer')
    // Days of the week (bit 0 Sunday … bit 6 Saturday) and a start window in minutes of the day, in the user's time zone.
    .addColumn('weekdays', 'integer', (c) => c.notNull().defaultTo(127))
    .addColumn('start_from', 'integer')
    .addColumn('start_to', 'integer')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('new_only', 'integer', (c) => c.notNull().defaultTo(0))
    // Keep the last N of its recordings, or those of the last N days (null: all); older ones go to the trash, never a protected one.
    .addColumn('keep_count', 'integer')
    .addColumn('keep_days', 'integer')
    // Seconds recorded before the programme's start and after its end (0 to 30 minutes): programmes that start early or overrun.
    .addColumn('pad_before', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pad_after', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 is the first: it books before the others when storage runs short.
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recording_rules_user').on('recording_rules').columns(['user_id', 'priority']).execute();

  await db.schema
    .createTable('rule_airings')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('recording_rules.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('programme_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('stop', 'bigint', (c) => c.notNull())
    // booked | skipped
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('recording_id', 'integer')
    .addPrimaryKeyConstraint('rule_airings_pk', ['rule_id', 'channel_id', 'start'])
    .execute();

  // Which rule booked a recording (null: recorded by hand); a rule deleted leaves its recordings.
  await db.schema.alterTable('recordings').addColumn('rule_id', 'integer').execute();
  // A protected recording never leaves by a keep rule; a deleted one waits in the trash (restorable) until it is purged.
  await db.schema.alterTable('recordings').addColumn('protected', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('recordings').addColumn('deleted_at', 'bigint').execute();
  // A recording keeps its programme's start and length (how clients know a programme is recorded) and records these
  // seconds before and after it too.
  await db.schema.alterTable('recordings').addColumn('pad_before', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('recordings').addColumn('pad_after', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
