// connect.ts — opens the database (SQLite in DATA_DIR, or PostgreSQL by DATABASE_URL) and migrates it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { openSqlite } from './nodeSqlite.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export async function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  if (databaseUrl?.startsWith('postgres')) {
    // pg is only loaded for a PostgreSQL deployment.
    const { default: pg } = await import('pg');
    // Times are unix seconds in bigint columns: pg would hand them over as strings; SQLite as numbers.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }) });
  }
  await fs.mkdir(dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(path.join(dataDir, 'ftv.sqlite')) }) });
}

/** Applies every migration not yet applied, in order; a failure stops the start with its reason. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: path.join(import.meta.dirname, 'migrations') }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw new Error(`database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
