// nodeSqlite.ts — Node's built-in SQLite (node:sqlite) shaped as the driver Kysely's SqliteDialect expects.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Why not better-sqlite3: it is a native addon, and compiling it needs the headers of the Node that
 * runs it (Node 26 from the `node` package); this machine only has Node 20's, and nothing may be
 * downloaded. node:sqlite ships inside Node itself, so `npm ci` never compiles anything.
 */
export function openSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
  return {
    close: () => db.close(),
    prepare: (sql: string): SqliteStatement => wrap(db.prepare(sql)),
  };
}

function wrap(statement: StatementSync): SqliteStatement {
  const params = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqlite);
  return {
    // A statement that yields columns is a query whose rows Kysely wants back.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => {
      const result = statement.run(...params(parameters));
      return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
    },
    iterate: (parameters) => statement.iterate(...params(parameters)) as IterableIterator<unknown>,
  };
}

/** node:sqlite binds numbers, strings, bigints, buffers and null; booleans become 0/1 as in better-sqlite3. */
function toSqlite(value: unknown): SQLInputValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}
