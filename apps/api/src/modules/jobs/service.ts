import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';

export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number; maxAttempts: number }) => Promise<void>;

export interface EnqueueOptions {
  tx?: Database;
  runAt?: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}
export interface NewJob extends Omit<EnqueueOptions, 'tx'> {
  kind: string;
  payload: Record<string, unknown>;
}

// A job's row with the defaults: due now, no dedupe key, 8 attempts.
const jobRow = (job: NewJob) => ({
  kind: job.kind,
  payload: job.payload,
  runAt: job.runAt ?? new Date(),
  dedupeKey: job.dedupeKey ?? null,
  maxAttempts: job.maxAttempts ?? 8,
});

/** Exponential back-off: 2 s, 4 s, 8 s … capped at 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 600_000);

export function createJobService(db: Database, log: FastifyBaseLogger) {
  const handlers = new Map<string, JobHandler>();
  const worker = `worker-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  /** Set while the worker runs: brings an idle worker's next poll forward. */
  let wake: (() => void) | undefined;

  async function enqueueMany(newJobs: NewJob[], options: { tx?: Database } = {}) {
    const ids = await repository.insertJobs(options.tx ?? db, newJobs.map(jobRow));
    wake?.();
    return ids;
  }

  async function runDue(limit = 50): Promise<number> {
    const claimed = await repository.claimDueJobs(db, worker, limit, 60);
    for (const job of claimed) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, { id: job.id, attempts: job.attempts, maxAttempts: job.maxAttempts });
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
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    /** Inside a caller's transaction (`tx`) the job commits or rolls back with the caller's change. */
    async enqueue(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
      const { tx, ...job } = options;
      return (await enqueueMany([{ kind, payload, ...job }], { tx }))[0];
    },
    /**
     * Makes sure the job with this dedupe key will run (again) now, even if it ran before: for work that is
     * finished only when its own rows say so (a paid cart's bookings), which a caller may find undone.
     */
    async ensure(kind: string, payload: Record<string, unknown>, options: { tx?: Database; dedupeKey: string; maxAttempts?: number }) {
      await repository.ensureJob(options.tx ?? db, { kind, payload, dedupeKey: options.dedupeKey, maxAttempts: options.maxAttempts ?? 8 });
      wake?.();
    },
    /** Several jobs in one INSERT (one round trip inside the caller's transaction); answers the new jobs' ids. */
    enqueueMany,
    /** Jobs due or running, and the oldest due one's wait in seconds (/metrics). */
    queueStats: () => repository.queueStats(db),
    /** Runs every due job once (tests call this; the worker calls it on a timer). */
    runDue,
    /** Drains until nothing is due. */
    async drain(limit = 50) {
      let total = 0;
      for (let n = await runDue(limit); n > 0; n = await runDue(limit)) total += n;
      return total;
    },
    find: (id: string) => repository.findJob(db, id),
    /**
     * Polls every `intervalMs` while there is work; idle, it backs off up to `maxIdleMs`, since on the
     * embedded database every poll waits in line with requests for the one connection. A job enqueued in
     * this process brings the next poll back to `intervalMs`; other processes' jobs wait at most `maxIdleMs`.
     */
    startWorker(intervalMs = 1000, maxIdleMs = 8_000) {
      stopped = false;
      let delay = intervalMs;
      let woken = false;
      const schedule = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(tick, ms);
        timer.unref();
      };
      const tick = async () => {
        woken = false;
        running = runDue().catch((error) => {
          log.error({ err: error }, 'job worker tick failed');
          return 0;
        });
        const claimed = await running;
        running = undefined;
        if (stopped) return;
        delay = claimed > 0 || woken ? intervalMs : Math.min(delay * 2, maxIdleMs);
        schedule(delay);
      };
      wake = () => {
        woken = true;
        if (stopped || running || delay <= intervalMs) return;
        delay = intervalMs;
        schedule(delay);
      };
      schedule(delay);
    },
    async stopWorker() {
      stopped = true;
      wake = undefined;
      clearTimeout(timer);
      await running;
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
