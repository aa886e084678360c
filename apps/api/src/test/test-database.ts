import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createDatabaseOn } from './fresh-postgres.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (scripts/test.mjs starts one), dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const created = await createDatabaseOn(serverUrl, 'test');
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
