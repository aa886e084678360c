import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Issue 31: a signed-in write costs one round trip. The session comes from the cache (decision 021), its
 * sliding expiry is written at most once a minute, and the per-address count is the process's memory on the
 * embedded database and written behind on PostgreSQL (decision 017): only the update waits for the database.
 * A signed-in read needs no statement once warm: the profile is kept with the session (decision 021).
 */
const t = useTestApp();

describe('a signed-in write', () => {
  it('is one statement: the update (the session read and the rate-limit count are not on its path)', async () => {
    // The profile form sends the e-mail the account has (a new one is a verification link: issue 29, not this path).
    const { token } = await t.signInAs('9430000001', { email: 'meera@example.in' });
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

  it('changed back to the current e-mail, ends the link sent to another one', async () => {
    const { token } = await t.signInAs('9430000003', { email: 'ravi@example.in' });
    const put = (email: string) => t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { name: 'Ravi K', email } });
    expect((await put('ravi.new@example.in')).json().data).toMatchObject({
      email: 'ravi@example.in',
      pending_email: 'ravi.new@example.in',
    });
    expect((await put('Ravi@example.in')).json().data).toMatchObject({ email: 'ravi@example.in', pending_email: null });
    const read = await t.call({ url: '/api/customer/user', token });
    expect(read.json().data).toMatchObject({ full_name: 'Ravi K', pending_email: null });
  });
});

describe('a signed-in read', () => {
  it('is no statement once warm: the profile with the e-mail waiting for its link is kept (decision 021)', async () => {
    const { token } = await t.signInAs('9430000002', { name: 'Kabir Shah', email: 'kabir@example.in' });
    const get = () => t.call({ url: '/api/customer/user', token });
    expect((await get()).statusCode).toBe(200);
    const before = t.database.stats.roundTrips;
    const answer = await get();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ full_name: 'Kabir Shah', email: 'kabir@example.in', pending_email: null });
    const roundTrips = t.database.stats.roundTrips - before;
    if (t.database.kind === 'pglite') expect(roundTrips).toBe(0);
    else expect(roundTrips).toBeLessThanOrEqual(1);
  });
});
