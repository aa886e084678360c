import { beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@portal/contract';
import { outboxMessages, staffPasswordTokens } from '../../db/schema/index.ts';
import { staffSession } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** Issue 29 item 4: console users change their password, and reset a forgotten one by an e-mailed link. */
/** Links are e-mailed after the answer: wait for the message (a busy machine takes longer than waitFor's default). */
const MAIL_WAIT = { timeout: 15_000, interval: 50 };
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let adminToken: string;
const NEW_PASSWORD = 'a brand new long password';

beforeAll(async () => {
  adminToken = (await t.signInAs('9100000073', { role: 'admin' })).token;
});

const signIn = (email: string, password: string, remoteAddress = '203.0.113.50') =>
  t.call({ method: 'POST', url: '/api/core/sessions', remoteAddress, payload: { email, password } });

async function messagesTo(email: string) {
  return t.database.db
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.seq));
}

/** The reset link's token from the newest reset e-mail (it is sent after the answer: wait for it). */
async function resetTokenFor(email: string, after = 0) {
  const mail = await vi.waitFor(async () => {
    const all = await messagesTo(email);
    if (all.length <= after) throw new Error('no reset e-mail yet');
    return all[0]!;
  }, MAIL_WAIT);
  expect(mail.subject).toBe(messages.passwordResetSubject);
  return /\/ops\/reset-password#token=([\w-]+)/.exec(mail.body ?? '')![1]!;
}

describe('change password', () => {
  it('needs the current password, then only the new one signs in', async () => {
    const email = 'changer@provider.example.in';
    const staff = await staffSession(t, adminToken, email);
    const change = (current_password: string, password: string, token = staff.token) =>
      t.call({ method: 'POST', url: '/api/core/sessions/change_password', token, payload: { current_password, password } });

    const wrong = await change('not my password at all', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: messages.currentPasswordWrong,
      fields: { current_password: [messages.currentPasswordWrong] },
    });
    expect((await change(staff.password, 'short')).statusCode).toBe(400);
    expect((await change(staff.password, NEW_PASSWORD, 'not-a-session-token')).statusCode).toBe(401);
    const cardholder = await t.signInAs('9100000074');
    expect((await change(staff.password, NEW_PASSWORD, cardholder.token)).statusCode).toBe(403);

    const changed = await change(staff.password, NEW_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ status: 'success', msg: messages.passwordChanged });
    expect((await signIn(email, staff.password)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same for any e-mail and e-mails a link only to an account', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/api/core/sessions/forgot_password',
      payload: { email: 'nobody@provider.example.in' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'success', msg: messages.passwordResetSent });
    const email = 'forgetful@provider.example.in';
    await staffSession(t, adminToken, email);
    const known = await t.call({ method: 'POST', url: '/api/core/sessions/forgot_password', payload: { email } });
    expect(known.json()).toEqual(unknown.json());
    await resetTokenFor(email);
    expect(await messagesTo('nobody@provider.example.in')).toEqual([]);
  });

  it('resets by the link once, stores only its hash, unlocks every address and signs every device out', async () => {
    const email = 'reset@provider.example.in';
    const staff = await staffSession(t, adminToken, email);
    // Someone locked this address out with wrong guesses.
    for (let n = 0; n < 5; n++) await signIn(email, 'a wrong guess here', '203.0.113.60');
    expect((await signIn(email, staff.password, '203.0.113.60')).statusCode).toBe(423);

    await t.call({ method: 'POST', url: '/api/core/sessions/forgot_password', payload: { email } });
    const token = await resetTokenFor(email);
    const stored = await t.database.db.select().from(staffPasswordTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = (tokenValue: string, password = NEW_PASSWORD) =>
      t.call({ method: 'POST', url: '/api/core/sessions/reset_password', payload: { token: tokenValue, password } });
    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'success', msg: messages.passwordResetDone });
    const again = await reset(token, 'yet another long password');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.passwordResetTokenInvalid);
    // The session opened before the reset is gone; the new password works from the address that was locked.
    expect((await t.call({ url: '/api/ops/me', token: staff.token })).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD, '203.0.113.60')).statusCode).toBe(200);
  });

  it('refuses an expired link, and a newer link ends the older one', async () => {
    const email = 'expired@provider.example.in';
    await staffSession(t, adminToken, email);
    const ask = () => t.call({ method: 'POST', url: '/api/core/sessions/forgot_password', payload: { email } });
    await ask();
    const first = await resetTokenFor(email);
    await ask();
    const second = await resetTokenFor(email, 1);
    const reset = (token: string) =>
      t.call({ method: 'POST', url: '/api/core/sessions/reset_password', payload: { token, password: NEW_PASSWORD } });
    expect((await reset(first)).statusCode).toBe(409);
    // The second link, an hour and more later (its expiry moved into the past), no longer works either.
    await t.database.db.update(staffPasswordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(second)).statusCode).toBe(409);
  });
});
