import type { Database } from './client.ts';

/**
 * Hot statements are built once per database instead of on every request (and sent by name on
 * PostgreSQL). Each repository declares its own beside it with `preparedOnce(build)` and calls the
 * returned function with the database.
 */
export function preparedOnce<Statements>(build: (db: Database) => Statements): (db: Database) => Statements {
  const byDatabase = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = build(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
