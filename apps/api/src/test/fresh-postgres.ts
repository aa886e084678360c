import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgres } from '../../../../scripts/pg-server.mjs';

export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`, dropped by `drop()`. */
export async function createDatabaseOn(serverUrl: string, prefix: string, template?: string): Promise<FreshPostgres> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
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

/**
 * An empty database for tests that start real server processes on PostgreSQL: a new one on the suite's
 * server (TEST_DATABASE_URL), or a throw-away server of its own when the suite runs on PGlite.
 */
export async function freshPostgresDatabase(): Promise<FreshPostgres> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createDatabaseOn(serverUrl, 'processes');
  const server = await startPostgres();
  return { url: server.url, drop: async () => server.stop() };
}
