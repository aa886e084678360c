import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The per-address request counts of the rate limits when the server runs on PostgreSQL, where several
 * processes share them (plugins/rate-limit-store.ts); on PGlite, one process, they stay in its memory.
 * Its migration creates it UNLOGGED (drizzle has no word for that): a hit writes no WAL, so it waits for no
 * disk flush, and a crash only empties the counts of the current minute.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The client's address, after a route's prefix for a route's own limit. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamptz('resets_at').notNull(),
});
