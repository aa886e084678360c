import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

describe('enqueueMany', () => {
  it('queues several jobs at once, skips a dedupe key already queued, and runs each once', async () => {
    const seen: unknown[] = [];
    t.app.jobs.register('test.many', async (payload) => {
      seen.push(payload.n);
    });
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
