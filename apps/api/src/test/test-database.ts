import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { templateBlob } from './database-templates.ts';
import { createDatabaseOn } from './fresh-postgres.ts';

/**
 * A fresh, migrated database for one test file (migrated and seeded with `seeded`): PGlite in memory by
 * default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (scripts/test.mjs starts
 * one), dropped afterwards. Each starts as a copy of a template the project's globalSetup made once
 * (database-templates.ts), instead of running the migrations and the seed again.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  if (!templates) throw new Error('No database templates: run the API tests as the vitest project `api` (its globalSetup makes them).');
  const template = seeded ? templates.seeded : templates.migrated;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', loadDataDir: templateBlob(template) });
  const created = await createDatabaseOn(serverUrl, 'test', template);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://', poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
