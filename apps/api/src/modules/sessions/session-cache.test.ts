import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import type { SessionUser } from './service.ts';

/*
 * Decision 021: a signed-in request resolves its session from this process's cache, and whatever changes what
 * the session says (revoked, signed out, its user's role or cards) takes effect on the very next request.
 */
const t = useTestApp();
let mobile = 9_410_000_000;
const signIn = () => t.signInAs(String(mobile++));
const resolved = async (token: string) => (await t.app.sessions.resolve(token)) as SessionUser;

describe('the session cache', () => {
  it('answers a signed-in request after the first without reading the session again', async () => {
    const { token } = await signIn();
    expect((await t.call({ url: '/api/customer/user', token })).statusCode).toBe(200);
    const { hits } = t.app.sessions.cache.counts;
    const before = t.database.stats.roundTrips;
    await t.app.sessions.resolve(token);
    expect(t.app.sessions.cache.counts.hits).toBe(hits + 1);
    expect(t.database.stats.roundTrips).toBe(before);
  });

  it('refuses a session on the first request after sign-out everywhere', async () => {
    const { token } = await signIn();
    expect((await t.call({ url: '/api/customer/user', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: '/api/customer/user/sessions', token })).statusCode).toBe(200);
    expect((await t.call({ url: '/api/customer/user', token })).statusCode).toBe(401);
  });

  it('refuses a session revoked by any statement, not only by the sessions service', async () => {
    const { userId, token } = await signIn();
    await resolved(token);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${userId}`);
    // On PostgreSQL the notification travels on its own: a writer outside the sessions service waits for it so.
    await t.app.sessions.changesHeard();
    expect(await t.app.sessions.resolve(token)).toBe('missing');
  });

  it("sees a role change and a new card on the user's next request", async () => {
    const { userId, token } = await signIn();
    expect(await resolved(token)).toMatchObject({ role: 'cardholder', cardBins: [] });
    await t.database.db.execute(sql`update users set role = 'admin' where id = ${userId}`);
    await t.app.sessions.changesHeard();
    expect((await resolved(token)).role).toBe('admin');
    await t.database.db.execute(
      sql`insert into user_cards (user_id, bin, bin_type, card_product_id) values (${userId}, '41000001', 'first8', 'any')`,
    );
    await t.app.sessions.changesHeard();
    expect((await resolved(token)).cardBins).toEqual(['41000001']);
  });

  it('answers expired for a cached session past its expiry, after reading it again', async () => {
    const { userId, token } = await signIn();
    const first = await resolved(token);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`);
    expect(await t.app.sessions.resolve(token, new Date(first.expiresAt.getTime() + 1))).toBe('expired');
  });
});
