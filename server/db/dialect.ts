// dialect.ts — the few spots where SQLite and PostgreSQL need different SQL (auto-increment ids).
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export const isPostgres = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key in either database. */
export function autoIdType(db: Kysely<unknown>) {
  return isPostgres(db) ? ('serial' as const) : ('integer' as const);
}

export function autoId(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());
}
