import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { countHits, hitCounter, pruneCounters } from './rate-limit-store.ts';

/* The counts @fastify/rate-limit reads from the database when processes share it (the HTTP side: db/two-processes.test.ts). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('rate-limit counters in the database', () => {
  it('counts each key on its own, with the time left in its window', async () => {
    const first = await countHits(database.db, '10.1.0.1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countHits(database.db, '10.1.0.1', 60_000)).current).toBe(2);
    expect((await countHits(database.db, 'GET /api/x 10.1.0.1', 60_000)).current).toBe(1);
  });

  it('counts concurrent hits one after another: 50 at once are 1 to 50, from one counter or several', async () => {
    const oneToFifty = Array.from({ length: 50 }, (_, i) => i + 1);
    const statements = await Promise.all(Array.from({ length: 50 }, () => countHits(database.db, '10.1.0.2', 60_000)));
    expect(statements.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(oneToFifty);
    // Two processes' counters: each sends a key's waiting hits together, and each hit keeps its own place.
    const [one, two] = [hitCounter(database.db), hitCounter(database.db)];
    const hits = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two)('10.1.0.5', 60_000)));
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(oneToFifty);
  });

  it('starts a key at 1 again once its window is over, and pruning drops only windows that are over', async () => {
    await countHits(database.db, '10.1.0.3', 60_000);
    await countHits(database.db, '10.1.0.4', 100);
    await countHits(database.db, '10.1.0.4', 100);
    await expect.poll(async () => (await countHits(database.db, '10.1.0.4', 100)).current, { timeout: 5_000, interval: 150 }).toBe(1);
    await expect
      .poll(
        async () => {
          await pruneCounters(database.db);
          const rows = await database.db.execute(sql`select key from rate_limit_counters where key in ('10.1.0.3', '10.1.0.4')`);
          return (rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
        },
        { timeout: 5_000, interval: 150 },
      )
      .toEqual(['10.1.0.3']);
  });
});
