import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { listOutbox } from '../gateways/outbox/outbox.ts';
import { feePaymentBody } from '../test/card-payment.ts';
import { conciergeEnquiryFields } from '../test/enquiry-bodies.ts';
import { multipartForm, urlencodedForm } from '../test/form-bodies.ts';
import { clientHeaders } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/*
 * A whole cardholder journey with LOG_LEVEL=trace (every logger, every plugin at its chattiest): sign-up, the
 * code, sign-in, a concierge request with an upload, a card payment at the bank and its callback. Then the log
 * is searched for each secret the journey carried.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let log = '';
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { clientId: clientHeaders['x-client-id'], projectId: clientHeaders['x-project-id'] });
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace', PAYMENT_RECONCILE_AFTER_SECONDS: '0' }), {
    database,
    logStream: {
      write: (line) => {
        log += line;
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const CARD = '4100000123456783';
const CVV = '737';

describe('a trace-level log of a whole journey', () => {
  it('holds no session token, one-time code, card number or CVV', async () => {
    const call = (options: InjectOptions, token?: string) =>
      app.inject({
        ...options,
        headers: { ...clientHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.headers ?? {}) },
      });
    const mobile = '9812300777';
    const signUp = await call({
      method: 'POST',
      url: '/api/customer/users',
      payload: { mobile, email: 'trace@example.in', name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
    });
    const userId = signUp.json().data.id as string;
    const code = /\b(\d{6})\b/.exec((await listOutbox(database.db, mobile))[0]!.body)![1]!;
    const verified = await call({
      method: 'POST',
      url: `/api/customer/users/${userId}/otps/verify`,
      payload: { otp_type: 'activation', code },
    });
    const token = verified.json().token as string;
    expect(token).toMatch(/.{20,}/);
    await call({ method: 'POST', url: '/api/core/user/user_cards', payload: { bin: '41000001' } }, token);

    // A concierge request with a ticket: multipart traces its options, headers included.
    const enquiry = multipartForm(conciergeEnquiryFields({ mobile, email: 'trace@example.in' }, { airport_name: 'x' }), [
      { name: 't.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const created = await call(
      {
        method: 'POST',
        url: '/api/booking/airport_vip_privileges_enquiries',
        payload: enquiry.payload,
        headers: enquiry.headers,
      },
      token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const bookingId = created.json().data.data.id as string;

    const start = await call(
      {
        method: 'POST',
        url: '/api/payment/payments',
        payload: await feePaymentBody(bookingId, { card: CARD, cvv: CVV }),
      },
      token,
    );
    expect(start.statusCode, start.body).toBe(200);
    const { payu_url, payu_body } = start.json() as { payu_url: string; payu_body: Record<string, string> };
    const page = await app.inject({ method: 'POST', url: payu_url, ...urlencodedForm(payu_body) });
    const decision = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
    await app.inject({ method: 'POST', url: decision, ...urlencodedForm({ decision: 'approve' }) });
    await call({ url: `/api/booking/bookings/${bookingId}` }, token);
    await call({ method: 'DELETE', url: '/api/customer/sessions' }, token);

    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('"level":10');
    for (const [name, secret] of Object.entries({ token, code, CARD, CVV: `"${CVV}"` })) {
      expect(log.includes(secret), `${name} is in the trace log`).toBe(false);
    }
  });
});
