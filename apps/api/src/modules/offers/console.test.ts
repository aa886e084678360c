import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { useConsoleTestApp, type Merchant } from '../../test/console-test-kit.ts';

/**
 * Issue 18, beside the console's use cases (console/*.test.ts): the client's settings, the offers hand-off, setting a
 * password, the client's SMS template id.
 */
const RESERVE = '41000001';
const SELECT = '41000002';
const kit = useConsoleTestApp({ adminMobile: '9100000009', bin: RESERVE, firstMobile: 9500000000 });
const { people, t, merchantWithSignedInUser, createOffer, lastMessageTo, nextMobile } = kit;
let cafe: Merchant;

beforeAll(async () => {
  cafe = await merchantWithSignedInUser('Harbour Cafe');
});

describe('client settings (PUT /api/core/client)', () => {
  it('decide how a redemption checks the entered card, and answer with the configured message word for word', async () => {
    const offer = await createOffer(people.adminToken, cafe.merchantId, { status: 'live', offer_type: 'show_and_save', per_user_limit: 5 });
    const mobile = nextMobile();
    const holder = await t.signInAs(mobile, { bins: [RESERVE] });
    const redeemWith = (bin: string) =>
      t.call({ method: 'POST', url: `/api/offer/offers/${offer.id}/redeem`, token: holder.token, payload: { bin } });
    const setMode = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/core/client', token: people.adminToken, payload });

    const saved = await setMode({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1', texts: { tagline: 'Offers for you' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1' });
    const client = (await t.call({ url: '/api/core/client' })).json().data;
    expect(client).toMatchObject({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1', texts: { tagline: 'Offers for you' } });
    const first8 = await redeemWith(SELECT);
    expect(first8.statusCode).toBe(422);
    expect(first8.json().error.message).toBe('Invalid Card');

    await setMode({ integration_mode: 'first6' });
    // SELECT and RESERVE share their first 6 digits.
    expect((await redeemWith(SELECT)).statusCode).toBe(200);
    const first6 = await redeemWith('52000001');
    expect(first6.json().error.message).toBe('please re-check the first 6 digits of your card number');

    await setMode({ integration_mode: 'first4_last4' });
    const first4Last4 = await redeemWith('52001234');
    expect(first4Last4.json().error.message).toBe(
      '...combination of your mobile number and the first 4 and last 4 digits of your Debit Card number did not get validated. Please try again.',
    );
    expect((await redeemWith('41009876')).statusCode).toBe(200);

    await setMode({ integration_mode: 'first8', bin_messages: { invalid_card: 'This card is not registered with us.' } });
    expect((await redeemWith(SELECT)).json().error.message).toBe('This card is not registered with us.');
  });
});

describe('the offers hand-off', () => {
  it('gives a second session for a live token of the same user and client, and it reads the cardholder’s offers', async () => {
    // A redemption of the cardholder's own, for the second session to read.
    const offer = await createOffer(people.adminToken, cafe.merchantId, { status: 'live', offer_type: 'show_and_save' });
    const redeem = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/api/offer/offers/${offer.id}/redeem`, token: people.cardholder.token, payload });
    const first = await redeem({});
    expect(first.statusCode, first.body).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(people.cardholder.mobile))?.body ?? '')?.[1];
    const redeemed = await redeem({ token: first.json().token, otp_confirmation: code });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const handed = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: people.cardholder.token, uid: people.cardholder.userId, client: 'axis-benefits' },
    });
    expect(handed.statusCode, handed.body).toBe(201);
    const token = handed.json().data.attributes.token as string;
    const mine = await t.call({ url: '/api/offer/redemptions', token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: { offer_id: string }) => r.offer_id)).toContain(offer.id);
    const stale = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: 'not-a-live-session-token-at-all', uid: people.cardholder.userId, client: 'axis-benefits' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('setting a password', () => {
  it('is limited per address like the staff sign-in: 20 a minute, then 429', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: {} }));
    // Earlier tests of this file set passwords from the same address within the minute: fewer than 20 are left.
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.join(',')).toMatch(/^(400,)+(429,?)+$/);
    expect(answers.at(-1)!.headers['retry-after']).toBeDefined();
  });
});

describe('the client’s SMS template id', () => {
  it('goes with the offer OTP text to an SMS provider', async () => {
    const received: { to: string; template_id?: string }[] = [];
    const provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const withProvider = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      SMS_GATEWAY_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`,
    });
    try {
      const admin = (await withProvider.signInAs('9100000010', { role: 'admin' })).token;
      const saved = await withProvider.call({
        method: 'PUT',
        url: '/api/core/client',
        token: admin,
        payload: { integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-7' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const live = (await withProvider.call({ url: '/api/offer/offers?text=15%25%20off' })).json().data[0];
      const holder = await withProvider.signInAs('9500009999', { bins: [RESERVE] });
      const sent = await withProvider.call({
        method: 'POST',
        url: `/api/offer/offers/${live.id}/redeem`,
        token: holder.token,
        payload: {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(received.at(-1)).toMatchObject({ to: '+919500009999', template_id: 'TPL-OFFERS-7' });
    } finally {
      await withProvider.close();
      provider.close();
    }
  });
});
