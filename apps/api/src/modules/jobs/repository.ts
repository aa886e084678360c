import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findRowBy } from '../../db/find-row.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * Jobs in one statement; a row whose dedupe key exists already is skipped. Plain SQL: it runs in every
 * payment's and paid booking's transaction, where the query builder cost more CPU than the INSERT.
 */
export async function insertJobs(
  db: Database,
  rows: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupeKey: string | null; maxAttempts: number }[],
) {
  if (rows.length === 0) return [];
  const values = rows.map(
    (r) => sql`(${r.kind}, ${JSON.stringify(r.payload)}::jsonb, ${r.runAt.toISOString()}::timestamptz, ${r.dedupeKey}, ${r.maxAttempts})`,
  );
  const result = await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, dedupe_key, max_attempts) values ${sql.join(values, sql`, `)}
    on conflict (dedupe_key) do nothing returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * The job with this dedupe key, due now: inserted, or an existing one that finished or gave up queued again
 * (with its attempts afresh), or a queued one brought forward. A running one is left to its worker.
 */
export async function ensureJob(
  db: Database,
  row: { kind: string; payload: Record<string, unknown>; dedupeKey: string; maxAttempts: number },
) {
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, dedupe_key, max_attempts)
    values (${row.kind}, ${JSON.stringify(row.payload)}::jsonb, now(), ${row.dedupeKey}, ${row.maxAttempts})
    on conflict (dedupe_key) do update set status = 'queued', run_at = now(), locked_until = null, done_at = null,
      attempts = case when jobs.status = 'queued' then jobs.attempts else 0 end
    where jobs.status <> 'running'`);
}

/** Claims up to `limit` due jobs for this worker; a running job whose lease ran out is due again. */
export async function claimDueJobs(db: Database, worker: string, limit: number, leaseSeconds: number): Promise<JobRow[]> {
  const result = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from jobs
      where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
      order by run_at limit ${limit} for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts as "maxAttempts"`);
  return (result as unknown as { rows: JobRow[] }).rows;
}

export async function markDone(db: Database, id: string) {
  await db.update(jobs).set({ status: 'done', doneAt: new Date(), lockedUntil: null }).where(eq(jobs.id, id));
}

export async function markFailed(db: Database, id: string, error: string, retryAt: Date | null) {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lastError: error, lockedUntil: null }
        : { status: 'failed', lastError: error, lockedUntil: null },
    )
    .where(eq(jobs.id, id));
}

export function findJob(db: Database, id: string) {
  return findRowBy(db, jobs, jobs.id, id);
}

/** For /metrics: jobs waiting to run (queued and due, or running) and how long the oldest due one has waited. */
export async function queueStats(db: Database) {
  const result = await db.execute(sql`
    select count(*)::integer as depth,
      coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (where ${jobs.status} = 'queued')), 0)::float8 as oldest_age_seconds
    from ${jobs}
    where (${jobs.status} = 'queued' and ${jobs.runAt} <= now()) or ${jobs.status} = 'running'`);
  const [row] = (result as unknown as { rows: { depth: number; oldest_age_seconds: number }[] }).rows;
  return { depth: row?.depth ?? 0, oldestAgeSeconds: row?.oldest_age_seconds ?? 0 };
}
