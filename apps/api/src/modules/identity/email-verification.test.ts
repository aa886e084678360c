import { describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@portal/contract';
import { emailVerifications, outboxMessages, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** Issue 29 item 4: a cardholder's new e-mail is used for vouchers and receipts only once its link is opened. */
/** Links are e-mailed after the answer: wait for the message (a busy machine takes longer than waitFor's default). */
const MAIL_WAIT = { timeout: 15_000, interval: 50 };
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

/** The link's token from the newest e-mail to an address (sent after the answer: wait for it). */
async function linkTokenSentTo(email: string) {
  const mail = await vi.waitFor(async () => {
    const [newest] = await t.database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.seq))
      .limit(1);
    if (!newest) throw new Error('no e-mail yet');
    return newest;
  }, MAIL_WAIT);
  expect(mail.subject).toBe(messages.emailVerificationSubject);
  return /\/verify-email#token=([\w-]+)/.exec(mail.body ?? '')![1]!;
}

const changeEmail = (token: string, email: string) => t.call({ method: 'PUT', url: '/api/core/user', token, payload: { email } });
const verifyEmail = (token: string) => t.call({ method: 'POST', url: '/api/core/email_verifications/verify', payload: { token } });

describe('changing a cardholder e-mail', () => {
  it('keeps the verified e-mail in use until the link to the new one is opened, once', async () => {
    const mobile = '9100000081';
    const { userId, token } = await t.signInAs(mobile);
    const old = `${mobile}@example.in`;
    const changed = await changeEmail(token, 'new.address@example.in');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ email: old, pending_email: 'new.address@example.in' });
    // Vouchers, receipts and booking forms still use the verified e-mail.
    expect((await t.app.identity.contactOf(userId)).email).toBe(old);

    const link = await linkTokenSentTo('new.address@example.in');
    expect(JSON.stringify(await t.database.db.select().from(emailVerifications))).not.toContain(link);
    const verified = await verifyEmail(link);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ status: 'success', msg: messages.emailVerified, email: 'new.address@example.in' });
    expect((await t.app.identity.contactOf(userId)).email).toBe('new.address@example.in');
    const user = await t.call({ url: '/api/core/user', token });
    expect(user.json().data).toMatchObject({ email: 'new.address@example.in', pending_email: null });

    const again = await verifyEmail(link);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.emailVerificationInvalid);
  });

  it('a user with no e-mail has none until the link is opened; an older link stops when a newer one is sent', async () => {
    const mobile = '9100000082';
    const { userId, token } = await t.signInAs(mobile);
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, userId));
    await changeEmail(token, 'first@example.in');
    const first = await linkTokenSentTo('first@example.in');
    expect((await t.app.identity.contactOf(userId)).email).toBeNull();
    await changeEmail(token, 'second@example.in');
    const second = await linkTokenSentTo('second@example.in');
    expect((await verifyEmail(first)).statusCode).toBe(409);
    expect((await verifyEmail(second)).statusCode).toBe(200);
    expect((await t.app.identity.contactOf(userId)).email).toBe('second@example.in');
  });

  it('refuses an expired link, and changing back to the current e-mail ends the pending one', async () => {
    const mobile = '9100000083';
    const { userId, token } = await t.signInAs(mobile);
    await changeEmail(token, 'late@example.in');
    const late = await linkTokenSentTo('late@example.in');
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, userId));
    expect((await verifyEmail(late)).statusCode).toBe(409);

    await changeEmail(token, 'undecided@example.in');
    const undecided = await linkTokenSentTo('undecided@example.in');
    const back = await changeEmail(token, `${mobile}@example.in`);
    expect(back.json().data).toMatchObject({ email: `${mobile}@example.in`, pending_email: null });
    expect((await verifyEmail(undecided)).statusCode).toBe(409);
  });
});
