import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';

export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number }) => Promise<void>;

export interface EnqueueOptions { tx?: Database; runAt?: Date; dedupeKey?: string; maxAttempts?: number }
export interface NewJob extends Omit<EnqueueOptions, 'tx'> { kind: string; payload: Record<string, unknown> }

// enqueue's defaults, for enqueueMany.
const jobRow = (job: NewJob) => ({
  kind: job.kind, payload: job.payload, runAt: job.runAt ?? new Date(), dedupeKey: job.dedupeKey ?? null, maxAttempts: job.maxAttempts ?? 8,
});

/** Exponential back-off: 2 s, 4 s, 8 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 600_000);

export function createJobService(db: Database, log: FastifyBaseLogger) {
  const handlers = new Map<string, JobHandler>();
  const worker = `worker-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runDue(limit = 50): Promise<number> {
    const claimed = await repository.claimDueJobs(db, worker, limit, 60);
    for (const job of claimed) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, { id: job.id, attempts: job.attempts });
        await repository.markDone(db, job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = job.attempts < job.maxAttempts ? new Date(Date.now() + retryDelayMs(job.attempts)) : null;
        log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, willRetry: Boolean(retryAt), err: message }, 'job failed');
        await repository.markFailed(db, job.id, message.slice(0, 500), retryAt);
      }
    }
    return claimed.length;
  }

  return {
    register(kind: string, handler: JobHandler) { handlers.set(kind, handler); },
    /** Inside a caller's transaction (`tx`) the job commits or rolls back with the caller's change. */
    enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
      return repository.insertJob(options.tx ?? db, {
        kind, payload, runAt: options.runAt ?? new Date(), dedupeKey: options.dedupeKey ?? null, maxAttempts: options.maxAttempts ?? 8,
      });
    },
    /** Several jobs in one INSERT (one round trip inside the caller's transaction); answers the new jobs' ids. */
    enqueueMany(jobs: NewJob[], options: { tx?: Database } = {}) {
      return repository.insertJobs(options.tx ?? db, jobs.map(jobRow));
    },
    /** Runs every due job once (tests call this; the worker calls it on a timer). */
    runDue,
    /** Drains until nothing is due. */
    async drain(limit = 50) {
      let total = 0;
      for (let n = await runDue(limit); n > 0; n = await runDue(limit)) total += n;
      return total;
    },
    find: (id: string) => repository.findJob(db, id),
    startWorker(intervalMs = 1000) {
      const tick = () => {
        running ??= runDue().catch((error) => { log.error({ err: error }, 'job worker tick failed'); return 0; })
          .finally(() => { running = undefined; });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stopWorker() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
