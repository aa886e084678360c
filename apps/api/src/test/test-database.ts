import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

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
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pg's pool.end() resolves before its sockets close; a forced drop would then kill them mid-close
      // and their error events surface as uncaught errors in the test run. Wait for them to go.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
