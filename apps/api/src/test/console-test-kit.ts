import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMessages } from '../db/schema/index.ts';
import { useOffersTestApp } from './offers-test-app.ts';

/** A long enough password for the merchants the console's tests invite. */
export const MERCHANT_PASSWORD = 'a long merchant password';

/**
 * What the offers console's test files (modules/offers/console/*.test.ts) share: the app with the programme admin and
 * a cardholder signed in (useOffersTestApp), and the calls the console makes: a merchant with its user invited and
 * signed in, an offer created or changed, voucher codes uploaded as a CSV file, the newest message to a recipient.
 */
export function useConsoleTestApp(options: { adminMobile: string; bin: string; firstMobile: number }) {
  const people = useOffersTestApp(options);
  const { t, nextMobile } = people;

  /** The newest e-mail or SMS to a recipient (the outbox is the local channel). */
  async function lastMessageTo(recipient: string) {
    const [message] = await t.database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.seq))
      .limit(1);
    return message;
  }

  /** A merchant and its user, invited by e-mail, who sets a password through the link and signs in. */
  async function merchantWithSignedInUser(name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@merchant.example.in`;
    const created = await t.call({
      method: 'POST',
      url: '/api/offer/merchants/create_with_user',
      token: people.adminToken,
      payload: { name, title: `${name} offers`, user: { mobile: nextMobile(), email } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = await lastMessageTo(email);
    const token = /#token=([\w-]+)/.exec(invitation?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const set = await t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: { token, password: MERCHANT_PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await t.call({ method: 'POST', url: '/api/core/sessions', payload: { email, password: MERCHANT_PASSWORD } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return {
      merchantId: created.json().data.id as string,
      email,
      inviteToken: token!,
      token: signedIn.json().data.attributes.token as string,
    };
  }

  const offerBody = (merchantId: string, fields: Record<string, unknown> = {}) => ({
    merchant_id: merchantId,
    category_id: people.categoryId,
    name: 'Two for one coffee',
    description: 'A second coffee free',
    terms: 'One a visit',
    redemption_steps: 'Show the code at the counter',
    offer_type: 'voucher',
    card_product_ids: [],
    per_user_limit: 1,
    valid_from: '2020-01-01',
    valid_to: '2099-12-31',
    ...fields,
  });
  async function createOffer(token: string, merchantId: string, fields: Record<string, unknown> = {}) {
    const created = await t.call({ method: 'POST', url: '/api/offer/offers', token, payload: offerBody(merchantId, fields) });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; status: string; next_statuses: string[] };
  }
  const changeOffer = (token: string, id: string, payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: `/api/offer/offers/${id}`, token, payload });

  function csvUpload(csv: string, field = 'vouchers_file') {
    const boundary = '----vouchers' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  const uploadCodes = (token: string, id: string, csv: string, query = '') =>
    t.call({ method: 'POST', url: `/api/offer/offers/${id}/vouchers${query}`, token, ...csvUpload(csv) });

  return { people, t, nextMobile, lastMessageTo, merchantWithSignedInUser, offerBody, createOffer, changeOffer, csvUpload, uploadCodes };
}
export type Merchant = Awaited<ReturnType<ReturnType<typeof useConsoleTestApp>['merchantWithSignedInUser']>>;
