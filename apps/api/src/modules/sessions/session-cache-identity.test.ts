import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { staffSession } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { SessionUser } from './service.ts';

/*
 * Decision 021 and the identity flows of issues 27 and 29: a password reset by its link, an e-mail verified by
 * its link, a card added or removed through the API, each changes what a cached session says, and the very next
 * request (in this process; every process has heard it when the answer comes) sees the change.
 */
const MAIL_WAIT = { timeout: 15_000, interval: 50 };
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let mobile = 9_411_000_000;
const resolved = async (token: string) => (await t.app.sessions.resolve(token)) as SessionUser;

/** The token of the newest link e-mailed to an address (sent after the answer: wait for it). */
async function linkSentTo(email: string, path: string) {
  const body = await vi.waitFor(async () => {
    const [newest] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.seq))
      .limit(1);
    if (!newest?.body?.includes(path)) throw new Error('no link yet');
    return newest.body;
  }, MAIL_WAIT);
  return new RegExp(`${path}#token=([\\w-]+)`).exec(body)![1]!;
}

describe('the session cache and the identity flows', () => {
  it("refuses a console user's cached session on the first request after a password reset by the link", async () => {
    const admin = await t.signInAs(String(mobile++), { role: 'admin' });
    const email = 'cached.reset@provider.example.in';
    const staff = await staffSession(t, admin.token, email);
    // Answered twice: the second from memory.
    for (let i = 0; i < 2; i++) expect((await t.call({ url: '/api/ops/me', token: staff.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/core/sessions/forgot_password', payload: { email } })).statusCode).toBe(200);
    const token = await linkSentTo(email, '/ops/reset-password');
    const reset = await t.call({
      method: 'POST',
      url: '/api/core/sessions/reset_password',
      payload: { token, password: 'a brand new long password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.call({ url: '/api/ops/me', token: staff.token })).statusCode).toBe(401);
  });

  it("gives the cached session its user's new e-mail on the first request after the link is opened", async () => {
    const { token } = await t.signInAs(String(mobile++), { email: 'before@example.in' });
    expect((await resolved(token)).email).toBe('before@example.in');
    expect((await t.call({ method: 'PUT', url: '/api/core/user', token, payload: { email: 'after@example.in' } })).statusCode).toBe(200);
    // Not yet: the new e-mail waits for its link.
    expect((await resolved(token)).email).toBe('before@example.in');
    const link = await linkSentTo('after@example.in', '/verify-email');
    expect((await t.call({ method: 'POST', url: '/api/core/email_verifications/verify', payload: { token: link } })).statusCode).toBe(200);
    expect((await resolved(token)).email).toBe('after@example.in');
  });

  it("gives the cached session its user's cards on the first request after one is added or removed", async () => {
    const { token } = await t.signInAs(String(mobile++));
    expect((await resolved(token)).cardBins).toEqual([]);
    const added = await t.call({ method: 'POST', url: '/api/customer/user/user_cards', token, payload: { bin: '41000001' } });
    expect(added.statusCode, added.body).toBe(201);
    expect((await resolved(token)).cardBins).toEqual(['41000001']);
    const removed = await t.call({ method: 'DELETE', url: `/api/customer/user/user_cards/${added.json().data.id}`, token });
    expect(removed.statusCode).toBe(200);
    expect((await resolved(token)).cardBins).toEqual([]);
  });
});
