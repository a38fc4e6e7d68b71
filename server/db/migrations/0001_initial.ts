// 0001_initial.ts — every table of the provider API (sessions, accounts, catalogue, commerce, chat, support, mail).
import type { Kysely } from 'kysely';
import { autoId, autoIdType } from '../dialect.ts';

// Migrations are frozen history: they take an untyped Kysely, never the current schema types.
// oxlint-disable-next-line typescript/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text')
    .addColumn('timezone', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('access_token', 'text', (c) => c.unique())
    .addColumn('chat_token', 'text', (c) => c.unique())
    .execute();
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('channel_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('channels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('channel_groups.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_free', 'integer', (c) => c.notNull())
    .addColumn('recordable', 'integer', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('channels_number').on('channels').column('number').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'channel_id'])
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('storage_hours', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_groups')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('channel_groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('plan_groups_pk', ['plan_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('session_key', 'text', (c) => c.notNull().references('sessions.key').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['session_key', 'plan_id'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

  await db.schema
    .createTable('user_subscriptions')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('auto_renew', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_subscriptions_user').on('user_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('challenges_3ds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_messages_room_id').on('chat_messages').columns(['room', 'id']).execute();

  await db.schema
    .createTable('support_tickets')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('session_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('technical_data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
