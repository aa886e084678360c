import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Issue 31: a signed-in write costs one round trip. The session comes from the cache (decision 021), its
 * sliding expiry is written at most once a minute, and the per-address count is the process's memory on the
 * embedded database and written behind on PostgreSQL (decision 017): only the update waits for the database.
 */
const t = useTestApp();

describe('a signed-in write', () => {
  it('is one statement: the update (the session read and the rate-limit count are not on its path)', async () => {
    const { token } = await t.signInAs('9430000001');
    const put = (name: string) => t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { name, email: 'meera@example.in' } });
    // The first resolves and caches the session (and, on PostgreSQL, learns the address's count).
    for (const name of ['Meera Iyer', 'Meera R Iyer']) expect((await put(name)).statusCode).toBe(200);
    const before = t.database.stats.roundTrips;
    const answer = await put('Meera Rao');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.full_name).toBe('Meera Rao');
    const roundTrips = t.database.stats.roundTrips - before;
    // On PostgreSQL the count the write-behind sends meanwhile may be one more, never waited for.
    if (t.database.kind === 'pglite') expect(roundTrips).toBe(1);
    else expect(roundTrips).toBeLessThanOrEqual(2);
  });
});
