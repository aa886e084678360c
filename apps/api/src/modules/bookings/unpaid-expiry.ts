import { bookingTransitions } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';
import type { BookingService } from './service.ts';
import type { JobService } from '../jobs/index.ts';

export const EXPIRE_UNPAID_JOB = 'bookings.expire_unpaid';
const SWEEP_EVERY_MS = 10 * 60_000;
const BATCH = 200;

/**
 * A booking holds its quota unit from the moment it is asked for, so one left unpaid would keep a free round
 * or visit from the cardholder for the rest of the year. A sweep expires such bookings; a payment that
 * still succeeds afterwards is refunded by the payments module (it cannot `pay` an expired booking).
 */
export function createUnpaidExpiry(deps: {
  db: Database;
  bookings: BookingService;
  jobs: JobService;
  log: FastifyBaseLogger;
  afterMinutes: number;
}) {
  const { db, bookings, jobs, log } = deps;
  const expirable = bookingTransitions.expire.from;

  /** Expires every unpaid booking idle for longer than the window; returns how many it expired. */
  async function sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - deps.afterMinutes * 60_000);
    let expired = 0;
    for (;;) {
      const batch = await repository.listUnpaidSince(db, expirable, before, BATCH);
      for (const { id } of batch) {
        // Another process, or the cardholder paying this instant, may move it first: that is not an error.
        await bookings.transition(id, 'expire', { type: 'system' }, { note: `Unpaid for ${deps.afterMinutes} minutes` }).then(
          () => {
            expired++;
          },
          (error: { code?: string }) => {
            if (error.code !== 'INVALID_TRANSITION') throw error;
          },
        );
      }
      if (batch.length < BATCH) break;
    }
    if (expired > 0) log.info({ expired }, 'unpaid bookings expired');
    return expired;
  }

  /** One sweep per time slot across every process: the slot is the job's dedupe key. */
  const scheduleNext = (from = Date.now()) => {
    const slot = Math.floor(from / SWEEP_EVERY_MS) + 1;
    return jobs.enqueue(
      EXPIRE_UNPAID_JOB,
      {},
      { runAt: new Date(slot * SWEEP_EVERY_MS), dedupeKey: `${EXPIRE_UNPAID_JOB}:${slot}`, maxAttempts: 3 },
    );
  };

  jobs.register(EXPIRE_UNPAID_JOB, async () => {
    try {
      await sweep();
    } finally {
      await scheduleNext();
    }
  });

  return { sweep, scheduleNext };
}
