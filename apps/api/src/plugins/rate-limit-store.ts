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

/** What this process last heard of a key's count, and its own hits the database has not counted yet. */
interface Known {
  /** The count the last statement answered. */
  counted: number;
  /** Hits answered from `counted` and carried by the statement in flight. */
  inFlight: number;
  /** Hits answered from `counted` that the next statement carries. */
  unsent: number;
  resetsAt: number;
  heardAt: number;
}

/** Below this limit every hit waits for its count: a statement's worth of slack would be a large share of it. */
export const WRITE_BEHIND_MIN_LIMIT = 100;
/** A count older than this is not answered from. */
const KNOWN_FOR_MS = 1_000;
/** Past this many keys, the known counts are dropped (every key then waits for a statement once more). */
const KNOWN_KEYS_MAX = 10_000;

/**
 * One statement per key in flight from this process: the hits that come meanwhile go together in the next
 * statement, each answered with its own place in the count. That queue on one hot row (one address, or a proxy's)
 * capped the server at a few thousand a second.
 *
 * Write-behind far from the limit: when the limit is at least WRITE_BEHIND_MIN_LIMIT, the count this process heard
 * within the last second, plus its own hits since, is under half the limit, a hit is answered at once from that
 * and counted by the next statement (every hit is still counted). Waiting for the database bought nothing there
 * but a round trip per request. Near the limit, or with no recent count, a hit waits for its statement as before;
 * what another process has answered but not yet sent (at most one statement's worth) is what the count can lag.
 */
export function hitCounter(db: Database, clock: () => number = Date.now) {
  const waiting = new Map<string, Waiter[]>();
  const known = new Map<string, Known>();

  const send = (key: string, windowMs: number, batch: Waiter[]) => {
    const state = known.get(key);
    const carried = state ? state.unsent : 0;
    if (state) {
      state.inFlight = carried;
      state.unsent = 0;
    }
    let failed = false;
    countHits(db, key, windowMs, batch.length + carried)
      .then(
        ({ current, ttl }) => {
          const now = clock();
          const after = known.get(key);
          if (after) Object.assign(after, { counted: current, inFlight: 0, resetsAt: now + ttl, heardAt: now });
          else {
            if (known.size >= KNOWN_KEYS_MAX) known.clear();
            known.set(key, { counted: current, inFlight: 0, unsent: 0, resetsAt: now + ttl, heardAt: now });
          }
          batch.forEach((waiter, i) => waiter.resolve({ current: current - batch.length + 1 + i, ttl }));
        },
        (error: Error) => {
          // The carried hits were answered already: they go with the next hit's statement, and until one succeeds
          // every hit waits for its own (no retrying in a loop against a database that is down).
          failed = true;
          const after = known.get(key);
          if (after) Object.assign(after, { unsent: after.unsent + after.inFlight, inFlight: 0, heardAt: -Infinity });
          batch.forEach((waiter) => waiter.reject(error));
        },
      )
      .finally(() => {
        const next = waiting.get(key)!;
        if (next.length === 0 && (failed || !known.get(key)?.unsent)) waiting.delete(key);
        else {
          waiting.set(key, []);
          send(key, windowMs, next);
        }
      });
  };

  return (key: string, windowMs: number, max?: number) =>
    new Promise<Hit>((resolve, reject) => {
      const state = known.get(key);
      const now = clock();
      if (
        state &&
        max !== undefined &&
        max >= WRITE_BEHIND_MIN_LIMIT &&
        now < state.resetsAt &&
        now - state.heardAt < KNOWN_FOR_MS &&
        state.counted + state.inFlight + state.unsent + 1 <= max / 2
      ) {
        state.unsent += 1;
        resolve({ current: state.counted + state.inFlight + state.unsent, ttl: state.resetsAt - now });
        if (!waiting.has(key)) {
          waiting.set(key, []);
          send(key, windowMs, []);
        }
        return;
      }
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

    incr(key: string, callback: (error: Error | null, result?: Hit) => void, timeWindow?: number, max?: number) {
      countHit(this.prefix + key, timeWindow!, max).then(
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
