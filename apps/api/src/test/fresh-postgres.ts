import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgres } from '../../../../scripts/pg-server.mjs';

export interface FreshPostgres { url: string; drop(): Promise<void> }

/**
 * An empty database for tests that start real server processes on PostgreSQL: a new one on the suite's
 * server (TEST_DATABASE_URL), or a throw-away server of its own when the suite runs on PGlite.
 */
export async function freshPostgresDatabase(): Promise<FreshPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const server = await startPostgres();
    return { url: server.url, drop: async () => server.stop() };
  }
  const name = `processes_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
