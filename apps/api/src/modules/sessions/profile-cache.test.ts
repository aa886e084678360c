import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { createSessionCache } from './session-cache.ts';

/*
 * Decision 021, the profile too: GET /api/customer/user on a warm cache needs no database round trip, answers
 * exactly what the database read answers, and shows any change to the profile on the next request.
 */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let mobile = 9_420_000_000;
const getUser = (token: string) => t.call({ url: '/api/customer/user', token });
/** What the database read answers: the same GET with nothing kept in memory. */
const fromDatabase = async (token: string) => {
  t.app.sessions.cache.forgetAll();
  return (await getUser(token)).body;
};

/** A pending e-mail written directly, so no e-mail is sent in the background while round trips are counted. */
const pendingEmail = (userId: string, email: string, expiresAt: Date) =>
  t.database.db.execute(
    sql`insert into email_verifications (token_hash, user_id, email, expires_at)
        values (${`hash-${email}`}, ${userId}, ${email}, ${expiresAt.toISOString()}::timestamptz)`,
  );

afterEach(() => vi.useRealTimers());

describe('the profile kept with the session cache', () => {
  it('answers a warm signed-in GET with no round trip, byte for byte what the database read answers', async () => {
    const { userId, token } = await t.signInAs(String(mobile++));
    await pendingEmail(userId, 'pending.one@example.in', new Date(Date.now() + 3_600_000));
    await t.app.sessions.changesHeard();
    const cold = await fromDatabase(token);
    expect(JSON.parse(cold).data.pending_email).toBe('pending.one@example.in');
    // On PostgreSQL the request right after a cold read sees one background statement (not the session's or the
    // profile's read: both are cache hits there); from the next request on, nothing at all.
    await getUser(token);
    const before = t.database.stats.roundTrips;
    const warm = await getUser(token);
    expect(warm.statusCode).toBe(200);
    expect(t.database.stats.roundTrips).toBe(before);
    expect(warm.body).toBe(cold);
  });

  it('shows a rename, an e-mail verification request and a sign-in elsewhere on the next GET', async () => {
    const { userId, token } = await t.signInAs(String(mobile++));
    await getUser(token);

    const renamed = await t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { name: 'Meera Iyer' } });
    expect(renamed.json().data.full_name).toBe('Meera Iyer');
    expect((await getUser(token)).json().data.full_name).toBe('Meera Iyer');

    // A writer outside the identity service: the notification drops the kept profile.
    await t.database.db.execute(sql`update users set name = 'Meera Rao', country_id = 2 where id = ${userId}`);
    await t.app.sessions.changesHeard();
    expect((await getUser(token)).json().data).toMatchObject({ full_name: 'Meera Rao', country_id: 2 });

    await t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { email: 'meera@example.in' } });
    expect((await getUser(token)).json().data.pending_email).toBe('meera@example.in');

    // Two sign-ins elsewhere move what 'Last Login' shows (the sign-in before the current one).
    const shown = (await getUser(token)).json().data.last_login.time;
    await t.app.sessions.open(userId, new Date(Date.now() + 1_000), { recordLogin: true });
    await t.app.sessions.open(userId, new Date(Date.now() + 2_000), { recordLogin: true });
    const after = await getUser(token);
    expect(after.json().data.last_login.time).not.toBe(shown);
    expect(after.body).toBe(await fromDatabase(token));
  });

  it('stops showing a pending e-mail at its expiry, with no notification', async () => {
    const { userId, token } = await t.signInAs(String(mobile++));
    await getUser(token);
    const expiry = new Date(Date.now() + 5_000);
    await pendingEmail(userId, 'soon.gone@example.in', expiry);
    await t.app.sessions.changesHeard();
    expect((await getUser(token)).json().data.pending_email).toBe('soon.gone@example.in');
    vi.useFakeTimers({ toFake: ['Date'], now: expiry.getTime() + 1 });
    // Still kept: the answer comes from memory, with the expiry compared against the clock.
    expect(t.app.sessions.cache.profileOf(userId)).toBeDefined();
    const late = await getUser(token);
    expect(late.json().data.pending_email).toBeNull();
    expect(late.body).toBe(await fromDatabase(token));
  });

  it('drops only the profile when only the profile changed: the session stays cached', async () => {
    const { userId, token } = await t.signInAs(String(mobile++));
    await getUser(token);
    expect(t.app.sessions.cache.profileOf(userId)).toBeDefined();
    const sessionsKept = t.app.sessions.cache.size;
    await t.database.db.execute(sql`update users set name = 'Kabir Shah' where id = ${userId}`);
    await t.app.sessions.changesHeard();
    await expect.poll(() => t.app.sessions.cache.profileOf(userId)).toBeUndefined();
    expect(t.app.sessions.cache.size).toBe(sessionsKept);
    // The next GET reads the profile again, and only the profile: the session is still a hit.
    const misses = t.app.sessions.cache.counts.misses;
    expect((await getUser(token)).json().data.full_name).toBe('Kabir Shah');
    expect(t.app.sessions.cache.counts.misses).toBe(misses);
  });

  it('does not keep a profile read before an invalidation', () => {
    const cache = createSessionCache<unknown>();
    cache.useWhile(() => true);
    const readAt = cache.generation();
    cache.forgetUser('user-1');
    cache.keepProfile('user-1', { name: 'stale' }, readAt);
    expect(cache.profileOf('user-1')).toBeUndefined();
    const beforeProfileChange = cache.generation();
    cache.forgetProfile('user-1');
    cache.keepProfile('user-1', { name: 'stale' }, beforeProfileChange);
    expect(cache.profileOf('user-1')).toBeUndefined();
    cache.keepProfile('user-1', { name: 'fresh' }, cache.generation());
    expect(cache.profileOf('user-1')).toEqual({ name: 'fresh' });
  });
});
