import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { useOffersTestApp } from '../../test/offers-test-app.ts';
import { latestCode, signUp, verify } from './test-helpers.ts';

/** Issue 27 finding 8: console powers come only from the console's sign-in, never from the cardholder's OTP. */
const people = useOffersTestApp({ adminMobile: '9100000071', bin: '41000001', firstMobile: 9570000000 });
const { t, nextMobile } = people;

describe('the cardholder OTP sign-in and console users', () => {
  it("sends no code to a merchant user's mobile, even before the invitation is accepted", async () => {
    const mobile = nextMobile();
    const created = await t.call({
      method: 'POST',
      url: '/api/offer/merchants/create_with_user',
      token: people.adminToken,
      payload: { name: 'Otp Bistro', title: 'Otp Bistro offers', user: { mobile, email: 'otp.bistro@merchant.example.in' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const userId = (await t.call({ url: `/api/customer/users/search?mobile=${mobile}` })).json().data?.id as string | undefined;
    // The mobile is taken (sign-up says so), but it opens no cardholder sign-in: no code leaves, nothing to verify.
    const asked = await t.call({
      method: 'POST',
      url: `/api/customer/users/${userId ?? '00000000-0000-4000-8000-000000000000'}/otps`,
      payload: { mobile, otp_type: 'login' },
    });
    expect(asked.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/dev/outbox?to=${mobile}` })).json()).toEqual([]);
  });

  it('a code sent before the account became a merchant user gives no session that can act in the console', async () => {
    const mobile = nextMobile();
    const userId = await signUp(t, mobile);
    const code = await latestCode(t, mobile);
    // Meanwhile the account gets console powers (what an invitation to a merchant does to a users row).
    await t.database.db.update(users).set({ role: 'merchant' }).where(eq(users.id, userId));
    const verified = await verify(t, userId, code);
    const token = verified.json().token as string | null;
    expect(verified.statusCode).toBe(404);
    expect(token ?? null).toBeNull();
    const me = await t.call({ url: '/api/ops/me', token: token ?? 'no-token' });
    expect(me.statusCode).toBe(401);
  });

  it('a staff account (no mobile of its own) and an admin are refused the same way', async () => {
    const mobile = nextMobile();
    const userId = await signUp(t, mobile);
    const code = await latestCode(t, mobile);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    expect((await verify(t, userId, code)).statusCode).toBe(404);
    const again = await t.call({ method: 'POST', url: `/api/customer/users/${userId}/otps`, payload: { mobile, otp_type: 'login' } });
    expect(again.statusCode).toBe(404);
  });
});
