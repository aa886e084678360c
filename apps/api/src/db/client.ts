import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { apiFolder } from '../lib/api-folder.ts';
import { StartupError } from '../lib/startup-checks.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenOnPostgres, type NotificationHandlers, type NotificationListener } from './notifications.ts';
import { batchedPglite } from './pglite-batched.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own: servers started together on one PostgreSQL server
   * would otherwise apply the same migrations (and seed) at once, and all but one fail to start.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Hears `channel`'s notifications from every process (PostgreSQL's LISTEN/NOTIFY; PGlite is one process and
   * tells its own listeners before the notifying statement's promise settles).
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
  /** Counters for /metrics. */
  stats: DatabaseStats;
}

export interface DatabaseStats {
  /** Statements sent (each a round trip, or a part of a PGlite batch). */
  roundTrips: number;
  /** Connections asked for while the pool had none free, and the seconds they waited in all. */
  poolWaits: number;
  poolWaitSeconds: number;
  /** Asks waiting for a connection now. */
  waiting(): number;
}

// Beyond this many distinct statements, new ones go unnamed: a bound on each connection's prepared statements.
const MAX_NAMED_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

function nameFor(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every parameterised statement a connection sends gets a name derived from its text, so PostgreSQL parses
 * and plans it once per connection instead of on every call. Statements without parameters (transaction
 * control, migrations, schema changes) stay unnamed.
 */
function nameStatements(client: pg.PoolClient, stats: DatabaseStats) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    stats.roundTrips += 1;
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && (config as { name?: string }).name)) {
      const params = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
      const name = params && params.length > 0 ? nameFor((config as { text: string }).text) : undefined;
      if (name) return query({ ...config, name }, values, callback);
    }
    return query(config, values, callback);
  };
}

// The key of the session-level advisory lock `oneAtATime` takes (the app's other advisory locks hash strings).
const STARTUP_LOCK_KEY = "hashtextextended('portal:migrate-and-seed', 0)";

const migrationsFolder = path.join(apiFolder, 'src/db/migrations');

/** The PostgreSQL major inside the PGlite we ship: a data folder made by another major cannot be opened. */
export const PGLITE_POSTGRES_MAJOR = '18';

/**
 * PGlite's PostgreSQL settings (decision 022): its build's defaults size the buffer pool for a server (128 MB of
 * `shared_buffers`, in the process's own memory); the portal's working set is a few MB. `PGLITE_SETTINGS`
 * overrides any of them by name.
 */
export const defaultPgliteSettings: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
};

/** A data folder of an older PGlite (another PostgreSQL major): said in one line at start, never a wasm trace. */
export class IncompatibleDataDirError extends StartupError {
  constructor(dataPath: string, major: string) {
    super(
      `The embedded database in ${dataPath} was made by PostgreSQL ${major} (an older release of the portal); this release runs ` +
        `PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it. Move that folder aside (or delete it) and start again for a new, ` +
        `seeded database; to keep its data, dump it with the older release (pg_dump) and load the dump into the new one.`,
    );
  }
}

function checkDataFolderMajor(dataPath: string) {
  const versionFile = path.join(dataPath, 'PG_VERSION');
  if (!existsSync(versionFile)) return;
  const major = readFileSync(versionFile, 'utf8').trim();
  if (major !== PGLITE_POSTGRES_MAJOR) throw new IncompatibleDataDirError(dataPath, major);
}

/**
 * A new cluster's initdb runs in a short-lived process of its own: in this one, PGlite's initdb instance stays
 * reachable after it ends and keeps about 450 MB resident for the server's whole life (decision 022).
 */
async function initialiseDataFolder(dataPath: string) {
  if (existsSync(path.join(dataPath, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dataPath)}).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script], { maxBuffer: 16 * 1024 * 1024 });
}

const startParams = (settings: Record<string, string>) => [
  ...PGlite.defaultStartParams,
  ...Object.entries({ ...defaultPgliteSettings, ...settings }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * `DATABASE_URL` set: a PostgreSQL server through node-postgres. Otherwise PGlite with its data under
 * `dataDir/pglite` (or in memory for `memory://`, which tests use).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster; tests load a migrated one. */
  loadDataDir?: Blob;
  /** PGlite only: PostgreSQL settings over `defaultPgliteSettings` (`PGLITE_SETTINGS`). */
  pgliteSettings?: Record<string, string>;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection waiting for a server that is away fails after this long instead of holding its request.
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max, connectionTimeoutMillis: 5_000 });
    const stats: DatabaseStats = { roundTrips: 0, poolWaits: 0, poolWaitSeconds: 0, waiting: () => pool.waitingCount };
    pool.on('connect', (client) => nameStatements(client, stats));
    // pool.query asks pool.connect too: an ask that finds every connection busy is a wait, timed until it is served.
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    (pool as unknown as { connect: unknown }).connect = (callback?: unknown) => {
      if (callback || pool.idleCount > 0 || pool.totalCount < max) return (connect as (cb?: unknown) => unknown)(callback);
      stats.poolWaits += 1;
      const started = performance.now();
      return connect().finally(() => {
        stats.poolWaitSeconds += (performance.now() - started) / 1000;
      });
    };
    // An idle connection dropped by the server (a restart) emits 'error' on the pool; unheard, it ends the process.
    // The pool discards that connection and makes new ones as requests come.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async oneAtATime(work) {
        // The lock is the connection's: it goes with it if this process dies while holding it.
        const client = await pool.connect();
        try {
          await client.query(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
          return await work();
        } finally {
          await client.query(`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`).finally(() => client.release());
        }
      },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      listen: (channel, handlers) =>
        listenOnPostgres(options.databaseUrl!, channel, handlers, async (payload, listeners) => {
          const { rows } = await pool.query<{ listening: number }>(
            'select pg_notify($1, $2), (select count(*)::integer from pg_stat_activity where application_name = $3 and datname = current_database()) as listening',
            [channel, payload, listeners],
          );
          return rows[0]!.listening;
        }),
      stats,
    };
  }
  let dataPath: string | undefined;
  let unlock = () => {};
  if (options.dataDir !== 'memory://') {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    unlock = lockDataDir(dataPath);
    try {
      checkDataFolderMajor(dataPath);
      if (!options.loadDataDir) await initialiseDataFolder(dataPath);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const client = await PGlite.create({
    dataDir: dataPath,
    loadDataDir: options.loadDataDir,
    startParams: startParams(options.pgliteSettings ?? {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // PGlite's build starts with debug3/debug1: every statement sent notices ("parse …", "bind … to …") carrying
  // its whole text back to be parsed in JS. These are PostgreSQL's own defaults.
  await client.exec('set client_min_messages = notice; set log_min_messages = warning');
  const stats: DatabaseStats = { roundTrips: 0, poolWaits: 0, poolWaitSeconds: 0, waiting: () => 0 };
  const driver = batchedPglite(client, stats);
  const db = drizzlePglite({ client: driver as unknown as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process holds the data folder (data-dir-lock.ts): there is no one else to wait for.
    oneAtATime: (work) => work(),
    ping: async () => void (await client.query('select 1')),
    close: () => driver.close().finally(unlock),
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.message(payload));
      return { live: true, caughtUp: async () => {}, close: () => stop() };
    },
    stats,
  };
}
