import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface Hit { current: number; ttl: number }

/**
 * Counts one hit on a key and answers the count in the key's window and the milliseconds the window has
 * left, in one statement: a window that is over starts again at 1. Row locks make concurrent hits (any
 * process) count one after another.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, hits, resets_at)
    values (${key}, 1, now() + ${windowMs}::integer * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits as current, greatest(0, ceil(extract(epoch from c.resets_at - now()) * 1000))::integer as ttl`);
  return (result as unknown as { rows: Hit[] }).rows[0]!;
}

/** Windows that are over count for nothing: a new hit starts its key afresh. */
export async function pruneCounters(db: Database) {
  await db.execute(sql`delete from rate_limit_counters where resets_at <= now()`);
}

/**
 * @fastify/rate-limit's store on PostgreSQL, so that every server process sharing the database counts the
 * same hits (its default store counts in one process's memory). A route's own limit counts under its own
 * prefix, as the plugin's Redis store does.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow?: number) {
      countHit(db, this.prefix + key, timeWindow!).then((hit) => callback(null, hit), (error: Error) => callback(error));
    }

    child(routeOptions: { method: string | string[]; url: string } | { routeInfo: { method: string | string[]; url: string } }) {
      // The plugin hands a child its merged options, with the route under routeInfo.
      const route = 'routeInfo' in routeOptions ? routeOptions.routeInfo : routeOptions;
      return new PostgresStore(undefined, `${String(route.method)} ${route.url} `);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
