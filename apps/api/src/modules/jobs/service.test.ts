import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.ts';
import { createJobService } from './service.ts';

const t = useTestApp();

/** Registers a job kind whose runs are recorded by their payload's `n`, in the order they ran. */
function recordRuns(kind: string) {
  const seen: unknown[] = [];
  t.app.jobs.register(kind, async (payload) => {
    seen.push(payload.n);
  });
  return seen;
}

describe('job queue', () => {
  it('runs a job once, and enqueueing the same dedupe key twice makes one job', async () => {
    const seen = recordRuns('test.once');
    await t.app.jobs.enqueue('test.once', { n: 1 }, { dedupeKey: 'once-1' });
    await t.app.jobs.enqueue('test.once', { n: 1 }, { dedupeKey: 'once-1' });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(seen).toEqual([1]);
  });

  it('ensure: a job that already ran is queued again under its dedupe key, and twice in a row is still one run', async () => {
    const seen = recordRuns('test.ensure');
    await t.app.jobs.enqueue('test.ensure', { n: 1 }, { dedupeKey: 'ensure-1' });
    await t.app.jobs.drain();
    await t.app.jobs.ensure('test.ensure', { n: 1 }, { dedupeKey: 'ensure-1' });
    await t.app.jobs.ensure('test.ensure', { n: 1 }, { dedupeKey: 'ensure-1' });
    await t.app.jobs.drain();
    expect(seen).toEqual([1, 1]);
    const rows = (await t.app.db.execute(sql`select status, attempts from jobs where dedupe_key = 'ensure-1'`)) as unknown as {
      rows: { status: string; attempts: number }[];
    };
    expect(rows.rows).toEqual([{ status: 'done', attempts: 1 }]);
  });

  it('retries a failing job with back-off and records the error, then succeeds', async () => {
    let calls = 0;
    t.app.jobs.register('test.flaky', async () => {
      calls++;
      if (calls === 1) throw new Error('channel down');
    });
    const id = (await t.app.jobs.enqueue('test.flaky', {}))!;
    await t.app.jobs.runDue();
    const afterFailure = await t.app.jobs.find(id);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1, lastError: 'channel down' });
    expect(afterFailure!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.app.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    await t.app.jobs.runDue();
    expect(await t.app.jobs.find(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('gives up after max attempts', async () => {
    t.app.jobs.register('test.broken', async () => {
      throw new Error('always');
    });
    const id = (await t.app.jobs.enqueue('test.broken', {}, { maxAttempts: 1 }))!;
    await t.app.jobs.runDue();
    expect(await t.app.jobs.find(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('never hands the same job to two workers', async () => {
    const runs = new Map<string, number>();
    const workers = [createJobService(t.app.db, t.app.log), createJobService(t.app.db, t.app.log)];
    for (const worker of workers) {
      worker.register('test.shared', async (payload) => {
        runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
      });
    }
    for (let n = 0; n < 40; n++) await t.app.jobs.enqueue('test.shared', { n });
    await Promise.all(workers.map((w) => w.drain(5)));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('an idle worker backs off, and a job enqueued in its process wakes it at once', async () => {
    const worker = createJobService(t.app.db, t.app.log);
    let ran = 0;
    worker.register('test.wake', async () => {
      ran++;
    });
    // Idle for 1.5 s at a 20 ms interval: the polls back off to over a second apart.
    worker.startWorker(20, 60_000);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await worker.enqueue('test.wake', {});
      await vi.waitFor(() => expect(ran).toBe(1), { timeout: 700, interval: 10 });
    } finally {
      await worker.stopWorker();
    }
  });
});

describe('enqueueMany', () => {
  it('queues several jobs at once, skips a dedupe key already queued, and runs each once', async () => {
    const seen = recordRuns('test.many');
    await t.app.jobs.enqueue('test.many', { n: 1 }, { dedupeKey: 'many-1' });
    const ids = await t.app.jobs.enqueueMany([
      { kind: 'test.many', payload: { n: 1 }, dedupeKey: 'many-1' },
      { kind: 'test.many', payload: { n: 2 }, dedupeKey: 'many-2' },
      { kind: 'test.many', payload: { n: 3 } },
    ]);
    expect(ids).toHaveLength(2);
    await t.app.jobs.drain();
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('inside a transaction, commits or rolls back with it', async () => {
    await t.app.db
      .transaction(async (tx) => {
        await t.app.jobs.enqueueMany([{ kind: 'test.rolled', payload: {}, dedupeKey: 'rolled-1' }], { tx: tx as never });
        throw new Error('roll back');
      })
      .catch(() => {});
    const rows = (await t.app.db.execute(sql`select count(*)::int as n from jobs where dedupe_key = 'rolled-1'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
