import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { countHits, hitCounter, pruneCounters, WRITE_BEHIND_MIN_LIMIT } from './rate-limit-store.ts';

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

/** The database behind a gate: while it is held, every statement waits (as on a slow or busy database). */
function gatedDatabase() {
  let open: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  const db = new Proxy(database.db, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver);
      return async (query: Parameters<typeof target.execute>[0]) => {
        await gate;
        return target.execute(query);
      };
    },
  });
  return {
    db,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}
const stored = async (key: string) => {
  const rows = await database.db.execute(sql`select hits from rate_limit_counters where key = ${key}`);
  return (rows as unknown as { rows: { hits: number }[] }).rows[0]?.hits;
};
/** Which of `hits` have an answer while the database is held: a hit that waits for its count has none. */
async function answeredWhileHeld(hits: Promise<{ current: number }>[]) {
  const answered: number[] = [];
  hits.forEach((hit) => void hit.then(({ current }) => answered.push(current)));
  // Every hit that does not wait is answered before the first statement can even be sent.
  await new Promise((resolve) => setImmediate(resolve));
  return answered.sort((x, y) => x - y);
}

describe('the hit counter, far from a limit and near it', () => {
  it('far below a large limit, answers a hit from the count it heard without waiting for the database, and still counts every hit', async () => {
    const gated = gatedDatabase();
    const count = hitCounter(gated.db);
    expect((await count('10.2.0.1', 60_000, 600)).current).toBe(1);
    gated.hold();
    const hits = Array.from({ length: 10 }, () => count('10.2.0.1', 60_000, 600));
    expect(await answeredWhileHeld(hits)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    gated.release();
    await expect.poll(() => stored('10.2.0.1')).toBe(11);
  });

  it('past half the limit, and under a small limit, each hit waits for its place in the database count', async () => {
    const gated = gatedDatabase();
    const count = hitCounter(gated.db);
    await count('10.2.0.2', 60_000, 100);
    gated.hold();
    const hits = Array.from({ length: 60 }, () => count('10.2.0.2', 60_000, 100));
    // Up to 50 (half of 100) from what this process knows; the rest wait for the database.
    expect(await answeredWhileHeld(hits)).toEqual(Array.from({ length: 49 }, (_, i) => i + 2));
    gated.release();
    expect((await Promise.all(hits)).map((hit) => hit.current).slice(49)).toEqual(Array.from({ length: 11 }, (_, i) => i + 51));
    expect(await stored('10.2.0.2')).toBe(61);

    await count('10.2.0.3', 60_000, WRITE_BEHIND_MIN_LIMIT - 1);
    gated.hold();
    const small = [count('10.2.0.3', 60_000, WRITE_BEHIND_MIN_LIMIT - 1)];
    expect(await answeredWhileHeld(small)).toEqual([]);
    gated.release();
    expect((await small[0]!).current).toBe(2);
  });
});

describe('the hit counter when the database fails', () => {
  it('refuses hits until a statement succeeds, sends nothing on its own meanwhile, and counts the hits it had answered', async () => {
    let failing = false;
    let statements = 0;
    const db = new Proxy(database.db, {
      get(target, name, receiver) {
        if (name !== 'execute') return Reflect.get(target, name, receiver);
        return async (query: Parameters<typeof target.execute>[0]) => {
          statements += 1;
          if (failing) throw new Error('database unreachable');
          return target.execute(query);
        };
      },
    });
    const count = hitCounter(db);
    expect((await count('10.2.0.4', 60_000, 600)).current).toBe(1);
    failing = true;
    expect((await count('10.2.0.4', 60_000, 600)).current).toBe(2); // answered from what it knew; its statement fails
    await expect.poll(() => statements).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(count('10.2.0.4', 60_000, 600)).rejects.toThrow('database unreachable');
    const sent = statements;
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toBe(sent);
    failing = false;
    // The hit answered before the failure is counted with the next one.
    expect((await count('10.2.0.4', 60_000, 600)).current).toBe(3);
    expect(await stored('10.2.0.4')).toBe(3);
  });
});
