import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns.ts';

/**
 * A database-backed job queue: any server process may claim a due job (FOR UPDATE SKIP LOCKED), so work
 * survives restarts and is shared safely by several processes on one PostgreSQL server.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    /** Enqueueing the same key twice makes one job (e.g. one notification per booking event). */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamptz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamptz('done_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);
