import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { countHit, pruneCounters } from './rate-limit-store.ts';

/* The counts @fastify/rate-limit reads from the database when processes share it (the HTTP side: db/two-processes.test.ts). */
let database: DatabaseHandle;
beforeAll(async () => { database = await openTestDatabase(); });
afterAll(() => database.close());

describe('rate-limit counters in the database', () => {
  it('counts each key on its own, with the time left in its window', async () => {
    const first = await countHit(database.db, '10.1.0.1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHit(database.db, '10.1.0.1', 60_000)).current).toBe(2);
    expect((await countHit(database.db, 'GET /api/x 10.1.0.1', 60_000)).current).toBe(1);
  });

  it('counts concurrent hits one after another: 50 at once are 1 to 50', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => countHit(database.db, '10.1.0.2', 60_000)));
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('starts a key at 1 again once its window is over, and pruning drops only windows that are over', async () => {
    await countHit(database.db, '10.1.0.3', 60_000);
    await countHit(database.db, '10.1.0.4', 100);
    await countHit(database.db, '10.1.0.4', 100);
    await expect.poll(async () => (await countHit(database.db, '10.1.0.4', 100)).current, { timeout: 5_000, interval: 150 }).toBe(1);
    await expect.poll(async () => {
      await pruneCounters(database.db);
      const rows = await database.db.execute(sql`select key from rate_limit_counters where key in ('10.1.0.3', '10.1.0.4')`);
      return (rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    }, { timeout: 5_000, interval: 150 }).toEqual(['10.1.0.3']);
  });
});
