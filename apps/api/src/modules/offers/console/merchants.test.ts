import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { MERCHANT_PASSWORD as PASSWORD, useConsoleTestApp, type Merchant } from '../../../test/console-test-kit.ts';

/** Issue 18: merchants and their users, invited by e-mail, signed in through the staff sign-in (console/merchants.ts). */
const kit = useConsoleTestApp({ adminMobile: '9100000009', bin: '41000001', firstMobile: 9500000000 });
const { people, t, merchantWithSignedInUser, offerBody, lastMessageTo, nextMobile } = kit;
/** A merchant of the seeded demo: none of the merchants the tests make. */
let demoMerchantId: string;
let bistro: Merchant;
let cafe: Merchant | undefined;

beforeAll(async () => {
  demoMerchantId = (await t.call({ url: '/api/offer/merchants' })).json().data[0].id;
});

describe('merchant users', () => {
  it('are invited by e-mail to set a password once, sign in through staff sign-in and are told their merchant', async () => {
    bistro = await merchantWithSignedInUser('Lotus Bistro');
    const me = await t.call({ url: '/api/ops/me', token: bistro.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'merchant', merchant_id: bistro.merchantId, email: bistro.email });
    // The link works once.
    const again = await t.call({
      method: 'POST',
      url: '/api/core/sessions/set_password',
      payload: { token: bistro.inviteToken, password: 'another long password' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.passwordTokenInvalid);
    // The new password, not the refused one, signs in; the merchant's user is not staff of the booking queue.
    const refused = await t.call({
      method: 'POST',
      url: '/api/core/sessions',
      payload: { email: bistro.email, password: 'another long password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.call({ url: '/api/ops/bookings', token: bistro.token })).statusCode).toBe(403);
  });

  it('cannot sign in before the password is set, and an admin adds another user to a merchant', async () => {
    const email = 'second.user@merchant.example.in';
    const added = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users`,
      token: people.adminToken,
      payload: { mobile: nextMobile(), email },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ merchant_id: bistro.merchantId, email });
    expect((await lastMessageTo(email))?.subject).toBe(messages.merchantInviteSubject('Lotus Bistro'));
    const early = await t.call({ method: 'POST', url: '/api/core/sessions', payload: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(401);
    const users = (await t.call({ url: `/api/offer/merchants/${bistro.merchantId}/users`, token: people.adminToken })).json().data;
    expect(users.map((u: { email: string; password_set: boolean }) => [u.email, u.password_set]).sort()).toEqual([
      [bistro.email, true],
      [email, false],
    ]);
    // The invitation again: a new link, and the first one no longer works.
    const firstLink = /#token=([\w-]+)/.exec((await lastMessageTo(email))?.body ?? '')?.[1];
    const userId = added.json().data.id as string;
    const resent = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const secondLink = /#token=([\w-]+)/.exec((await lastMessageTo(email))?.body ?? '')?.[1];
    expect(secondLink).not.toBe(firstLink);
    const setPassword = (token: string | undefined) =>
      t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: { token, password: PASSWORD } });
    expect((await setPassword(firstLink)).statusCode).toBe(409);
    expect((await setPassword(secondLink)).statusCode).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.merchantUserPasswordAlreadySet);
    const otherMerchant = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${demoMerchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(otherMerchant.statusCode).toBe(404);

    const taken = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users`,
      token: people.adminToken,
      payload: { mobile: nextMobile(), email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(messages.merchantUserTaken);
  });

  it('keeps admin-only calls from a merchant (403), a cardholder (403) and an anonymous caller (401)', async () => {
    cafe ??= await merchantWithSignedInUser('Harbour Cafe');
    const adminOnly: [string, string, object?][] = [
      ['POST', '/api/offer/merchants', { name: 'X', title: 'X' }],
      ['POST', '/api/offer/merchants/create_with_user', { name: 'X', title: 'X', user: { mobile: nextMobile(), email: 'x@example.in' } }],
      ['POST', `/api/offer/merchants/${bistro.merchantId}/users`, { mobile: nextMobile(), email: 'y@example.in' }],
      ['GET', `/api/offer/merchants/${bistro.merchantId}/users`],
      ['PUT', '/api/core/client', { integration_mode: 'first6' }],
    ];
    for (const [method, url, payload] of adminOnly) {
      for (const token of [cafe.token, people.cardholder.token]) {
        const answer = await t.call({ method: method as 'POST', url, token, payload });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.call({ method: method as 'POST', url, payload })).statusCode).toBe(401);
    }
    // The console's own calls refuse a cardholder too.
    expect((await t.call({ url: '/api/offer/manage/offers', token: people.cardholder.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/offer/offers', token: people.cardholder.token, payload: offerBody(bistro.merchantId) }))
        .statusCode,
    ).toBe(403);
  });
});
