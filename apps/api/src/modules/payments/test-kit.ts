import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { BookingType } from '@portal/contract';
import { bankAutoPost, bankDecisionUrl, feePaymentBody, RESERVE_CARD } from '../../test/card-payment.ts';
import { urlencodedForm } from '../../test/form-bodies.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * The cardholder's side of a payment, driven as a browser would: start it through the API, answer at the
 * sandbox bank's page, post the gateway's form back. `t` is read late: test files build their app in beforeAll.
 */
export function paymentTestKit(app: () => TestApp, merchant: { key: string; salt: string }) {
  const SALT = merchant.salt;
  const CVV = '737';
  const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
  const reverseHash = (f: Record<string, string>) =>
    sha512(
      [
        SALT,
        f.status,
        '',
        '',
        '',
        '',
        '',
        f.udf5 ?? '',
        f.udf4 ?? '',
        f.udf3 ?? '',
        f.udf2 ?? '',
        f.udf1 ?? '',
        f.email,
        f.firstname,
        f.productinfo,
        f.amount,
        f.txnid,
        f.key,
      ].join('|'),
    );

  let mobileCounter = 9100000000;
  async function newBooking(options: { type?: BookingType; hoursAhead?: number; mobile?: string } = {}) {
    const user = await app().signInAs(options.mobile ?? String(mobileCounter++));
    const reserve = (await app().app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
    const booking = await app().app.bookings.create({
      userId: user.userId,
      type: options.type ?? 'GolfEnquiry',
      card: reserve,
      binUsed: reserve.bin,
      units: 1,
      serviceAt: new Date(Date.now() + (options.hoursAhead ?? 24 * 30) * 3_600_000),
      bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
      requestInfo: { golf_course: 'Delhi Golf Club' },
    });
    return { ...user, booking };
  }

  const paymentRequest = (bookingId: string, extra: Record<string, unknown> = {}, card = RESERVE_CARD) =>
    feePaymentBody(bookingId, { card, cvv: CVV, extra });

  async function startPayment(token: string, bookingId: string, extra: Record<string, unknown> = {}) {
    const response = await app().call({
      method: 'POST',
      url: '/api/payment/payments',
      token,
      payload: await paymentRequest(bookingId, extra),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { payu_url: string; payu_body: Record<string, string> };
  }

  /** The cardholder at the sandbox bank: open the page with payu_body, press a button, read the auto-post form. */
  async function atBank(start: { payu_url: string; payu_body: Record<string, string> }, decision: 'approve' | 'decline') {
    const page = await app().app.inject({ method: 'POST', url: start.payu_url, ...urlencodedForm(start.payu_body) });
    expect(page.statusCode, page.body).toBe(200);
    const answer = await app().app.inject({ method: 'POST', url: bankDecisionUrl(page.body), ...urlencodedForm({ decision }) });
    const { path, fields } = bankAutoPost(answer.body);
    return { page, action: path, fields };
  }
  const postBack = (path: string, fields: Record<string, string>) =>
    app().app.inject({ method: 'POST', url: path, ...urlencodedForm(fields) });
  const statusOf = async (id: string) => (await app().app.bookings.find(id))!.status;
  /** The cardholder gives up at the checkout: POST change_status user_cancelled. */
  const cancelAtCheckout = (token: string, bookingId: string) =>
    app().call({
      method: 'POST',
      url: '/api/payment/payments/change_status',
      token,
      payload: { booking_id: bookingId, status: 'user_cancelled' },
    });

  return {
    CARD: RESERVE_CARD,
    CVV,
    sha512,
    reverseHash,
    newBooking,
    paymentRequest,
    startPayment,
    form: urlencodedForm,
    unescape,
    atBank,
    postBack,
    statusOf,
    cancelAtCheckout,
  };
}
