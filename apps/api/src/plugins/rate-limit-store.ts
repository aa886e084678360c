import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface Hit {
  current: number;
  ttl: number;
}

/**
 * Counts `hits` hits on a key and answers the count in the key's window and the milliseconds the window has
 * left, in one statement: a window that is over starts again. Row locks make concurrent statements on a key
 * (from any process) count one after another.
 */
export async function countHits(db: Database, key: string, windowMs: number, hits = 1): Promise<Hit> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, hits, resets_at)
    values (${key}, ${hits}::integer, now() + ${windowMs}::integer * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.resets_at <= now() then excluded.hits else c.hits + excluded.hits end,
      resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
    returning hits as current, greatest(0, ceil(extract(epoch from c.resets_at - now()) * 1000))::integer as ttl`);
  return (result as unknown as { rows: Hit[] }).rows[0]!;
}

interface Waiter {
  resolve(hit: Hit): void;
  reject(error: Error): void;
}

/**
 * One hit at a time, as the store asks, but at most one statement per key in flight from this process: the
 * hits that come meanwhile go together in the next statement, each answered with its own place in the count.
 * Every hit is still counted before it is answered; what goes is the queue of statements on one hot row
 * (one address, or a proxy's, sending many requests at once), which capped the server at a few thousand a second.
 */
export function hitCounter(db: Database) {
  const waiting = new Map<string, Waiter[]>();
  const send = (key: string, windowMs: number, batch: Waiter[]) => {
    countHits(db, key, windowMs, batch.length)
      .then(
        ({ current, ttl }) => batch.forEach((waiter, i) => waiter.resolve({ current: current - batch.length + 1 + i, ttl })),
        (error: Error) => batch.forEach((waiter) => waiter.reject(error)),
      )
      .finally(() => {
        const next = waiting.get(key)!;
        if (next.length === 0) waiting.delete(key);
        else {
          waiting.set(key, []);
          send(key, windowMs, next);
        }
      });
  };
  return (key: string, windowMs: number) =>
    new Promise<Hit>((resolve, reject) => {
      const queue = waiting.get(key);
      if (queue) return void queue.push({ resolve, reject });
      waiting.set(key, []);
      send(key, windowMs, [{ resolve, reject }]);
    });
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
  const countHit = hitCounter(db);
  class PostgresStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow?: number) {
      countHit(this.prefix + key, timeWindow!).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method: string | string[]; url: string } | { routeInfo: { method: string | string[]; url: string } }) {
      // The plugin hands a child its merged options, with the route under routeInfo.
      const route = 'routeInfo' in routeOptions ? routeOptions.routeInfo : routeOptions;
      return new PostgresStore(undefined, `${String(route.method)} ${route.url} `);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
