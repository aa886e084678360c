import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encryptCardField, type BookingType } from '@portal/contract';
import { createPayuGateway, httpPostCommand } from '../../gateways/payment/payu-gateway.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { paymentTestKit } from './test-kit.ts';

const SALT = 'test-salt-9f2c';
const KEY = 'test-key';
const t = useTestApp({ PAYU_KEY: KEY, PAYU_SALT: SALT, PAYMENT_RECONCILE_AFTER_SECONDS: '0' });

const { CARD, CVV, sha512, reverseHash, newBooking, paymentRequest, startPayment, atBank, postBack, statusOf, cancelAtCheckout } =
  paymentTestKit(() => t, {
    key: KEY,
    salt: SALT,
  });

describe('POST /payments', () => {
  it('answers payu_url and a payu_body hashed by the protocol, charging the booking fee', async () => {
    const { token, booking } = await newBooking({ type: 'AirportTransfer' });
    const { payu_url, payu_body } = await startPayment(token, booking.id);
    expect(payu_url).toBe('/api/payment/sandbox/_payment');
    expect(payu_body).toMatchObject({
      key: KEY,
      amount: '1.00',
      productinfo: 'airport_transfer',
      ccnum: CARD,
      ccvv: CVV,
      ccexpmon: '12',
      ccexpyr: '2035',
    });
    const b = payu_body;
    expect(b.hash).toBe(
      sha512([KEY, b.txnid, '1.00', 'airport_transfer', b.firstname, b.email, b.udf1, '', '', '', '', '', '', '', '', '', SALT].join('|')),
    );
    expect(b.surl).toMatch(/\/api\/payment\/payments\/success$/);
    expect(b.furl).toMatch(/\/api\/payment\/payments\/failure$/);
  });

  it('uses the product info code of each booking type and unique txnids', async () => {
    const codes: Record<BookingType, string> = {
      GolfEnquiry: 'golf_enquiry',
      AirportVipPrivilege: 'airport_concierge_enquiry',
      AirportTransfer: 'airport_transfer',
      TurfEnquiry: 'turf_enquiry',
      T20Enquiry: 't20_enquiry',
    };
    const txnids = new Set<string>();
    for (const type of Object.keys(codes) as BookingType[]) {
      const { token, booking } = await newBooking({ type });
      const first = await startPayment(token, booking.id);
      const second = await startPayment(token, booking.id);
      expect(first.payu_body.productinfo).toBe(codes[type]);
      txnids.add(first.payu_body.txnid!).add(second.payu_body.txnid!);
    }
    expect(txnids.size).toBe(2 * Object.keys(codes).length);
  });

  it("refuses a client amount that differs from the fee, and a card outside the bank's catalogue", async () => {
    const { token, booking } = await newBooking();
    const wrongAmount = await t.call({
      method: 'POST',
      url: '/api/payment/payments',
      token,
      payload: { ...(await paymentRequest(booking.id)), amount: 1 },
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().error.fields.amount).toEqual(["The amount does not match this booking's fee."]);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/payment/payments',
      token,
      payload: await paymentRequest(booking.id, {}, '4111111111111111'),
    });
    expect(foreign.json().error.fields.card_number).toEqual(['Invalid Card']);
    const badCvv = await t.call({
      method: 'POST',
      url: '/api/payment/payments',
      token,
      payload: await paymentRequest(booking.id, { cvv: await encryptCardField('12', booking.id) }),
    });
    expect(badCvv.statusCode).toBe(400);
  });

  it("refuses another user's booking and a signed-out caller", async () => {
    const { booking } = await newBooking();
    const other = await t.signInAs('9199999999');
    const response = await t.call({
      method: 'POST',
      url: '/api/payment/payments',
      token: other.token,
      payload: await paymentRequest(booking.id),
    });
    expect(response.statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/payment/payments', payload: await paymentRequest(booking.id) })).statusCode).toBe(
      401,
    );
  });
});

describe('gateway callbacks', () => {
  it('approve: the same callback ten times makes one transition and redirects to the checkout message', async () => {
    const { token, booking } = await newBooking();
    const { action, fields } = await atBank(await startPayment(token, booking.id), 'approve');
    expect(action).toBe('/api/payment/payments/success');
    expect(fields.status).toBe('success');
    expect(fields.hash).toBe(reverseHash(fields));
    expect(JSON.stringify(fields)).not.toContain(CARD);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postBack(action, fields)));
    for (const r of responses) {
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=success`);
    }
    expect(await statusOf(booking.id)).toBe('requested');
    expect((await t.app.bookings.history(booking.id)).filter((h) => h.event === 'pay')).toHaveLength(1);
    // The staff's answer-by deadline (golf: 48 hours after payment) and one message per channel, queued with the change.
    const paidAt = (await t.app.bookings.history(booking.id)).find((h) => h.event === 'pay')!.createdAt.getTime();
    expect(Math.abs((await t.app.bookings.find(booking.id))!.answerBy!.getTime() - (paidAt + 48 * 3_600_000))).toBeLessThan(5000);
    const queued = (await t.app.db.execute(
      sql`select dedupe_key from jobs where payload->>'bookingId' = ${booking.id} order by dedupe_key`,
    )) as unknown as { rows: { dedupe_key: string }[] };
    expect(queued.rows.map((r) => r.dedupe_key)).toEqual([
      `notify:${booking.id}:request_received:email`,
      `notify:${booking.id}:request_received:sms`,
    ]);
  });

  it('money for a booking that expired meanwhile is captured and refunded, and the booking stays expired', async () => {
    const { token, booking } = await newBooking();
    const { action, fields } = await atBank(await startPayment(token, booking.id), 'approve');
    await t.app.bookings.transition(booking.id, 'expire', { type: 'system' });
    expect((await postBack(action, fields)).headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=success`);
    expect(await statusOf(booking.id)).toBe('expired');
    const refunds = (await t.app.db.execute(
      sql`select count(*)::int as n from jobs where dedupe_key like 'refund:%' and payload->>'key' in (select id::text from payments where booking_id = ${booking.id})`,
    )) as unknown as { rows: { n: number }[] };
    expect(refunds.rows[0]!.n).toBe(1);
  });

  it('decline then retry: the booking fails, a second payment succeeds', async () => {
    const { token, booking } = await newBooking({ type: 'AirportVipPrivilege' });
    const declined = await atBank(await startPayment(token, booking.id), 'decline');
    expect(declined.action).toBe('/api/payment/payments/failure');
    const r = await postBack(declined.action, declined.fields);
    expect(r.headers.location).toBe(`/airport_vip_privilege/checkout-message/${booking.id}?status=failure`);
    expect(await statusOf(booking.id)).toBe('payment_failed');
    const retried = await atBank(await startPayment(token, booking.id), 'approve');
    await postBack(retried.action, retried.fields);
    expect(await statusOf(booking.id)).toBe('requested');
    // Replaying the old failure changes nothing.
    await postBack(declined.action, declined.fields);
    expect(await statusOf(booking.id)).toBe('requested');
  });

  it('a tampered hash, amount or status changes nothing', async () => {
    const { token, booking } = await newBooking();
    const { action, fields } = await atBank(await startPayment(token, booking.id), 'decline');
    const forgedStatus = await postBack('/api/payment/payments/success', { ...fields, status: 'success' });
    expect(forgedStatus.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=failure`);
    await postBack(action, { ...fields, hash: fields.hash!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) });
    // A correctly hashed callback (leaked salt, gateway bug) for a different amount is still refused.
    const cheap = { ...fields, status: 'success', amount: '1.00' };
    await postBack('/api/payment/payments/success', { ...cheap, hash: reverseHash(cheap) });
    expect(await statusOf(booking.id)).toBe('pending_payment');
    expect(await t.app.bookings.history(booking.id)).toHaveLength(1);
  });

  it('an unknown txnid is refused', async () => {
    const fields = {
      key: KEY,
      txnid: 'PUNKNOWN1',
      amount: '10.00',
      productinfo: 'golf_enquiry',
      firstname: 'A',
      email: 'a@b.in',
      status: 'success',
    };
    const r = await postBack('/api/payment/payments/success', { ...fields, hash: reverseHash(fields) });
    expect(r.statusCode).toBe(400);
  });

  it('pending counts as a failure until reconciliation settles it with verify_payment', async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    const b = start.payu_body;
    const pending = {
      mihpayid: '1',
      status: 'pending',
      key: KEY,
      txnid: b.txnid!,
      amount: b.amount!,
      productinfo: b.productinfo!,
      firstname: b.firstname!,
      email: b.email!,
      udf1: b.udf1!,
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
    };
    const r = await postBack('/api/payment/payments/success', { ...pending, hash: reverseHash(pending) });
    expect(r.headers.location).toBe(`/golf-enquiry/checkout-message/${booking.id}?status=failure`);
    expect(await statusOf(booking.id)).toBe('payment_failed');
    await atBank(start, 'approve'); // the bank captured it; its post back never arrives
    await t.app.jobs.drain();
    expect(await statusOf(booking.id)).toBe('requested');
  });

  it("the PayU adapter speaks postservice over HTTP (against the sandbox's own endpoint)", async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    const bank = await atBank(start, 'approve');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const payu = createPayuGateway({
      kind: 'payu',
      key: KEY,
      salt: SALT,
      paymentUrl: 'unused',
      postCommand: httpPostCommand(`${address}/api/payment/sandbox/merchant/postservice`),
    });
    expect(await payu.verifyPayment(start.payu_body.txnid!)).toEqual({
      status: 'success',
      amount: '10.00',
      mihpayid: bank.fields.mihpayid,
      bankRefNum: bank.fields.bank_ref_num,
    });
    expect(await payu.verifyPayment('PNOSUCH')).toMatchObject({ status: 'not_found' });
    const wrongSalt = createPayuGateway({
      kind: 'payu',
      key: KEY,
      salt: 'other',
      paymentUrl: 'unused',
      postCommand: httpPostCommand(`${address}/api/payment/sandbox/merchant/postservice`),
    });
    expect(await wrongSalt.cancelRefundTransaction(bank.fields.mihpayid!, 'r1', '10.00')).toMatchObject({
      ok: false,
      message: 'Invalid Hash',
    });
  });

  it('a payment whose browser never returns is settled by the reconciliation job', async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    await t.app.jobs.drain(); // the gateway still says pending: nothing changes
    expect(await statusOf(booking.id)).toBe('pending_payment');
    await atBank(start, 'approve');
    await t.app.db.execute(sql`update jobs set run_at = now() where kind = 'payments.reconcile' and status = 'queued'`);
    await t.app.jobs.drain();
    expect(await statusOf(booking.id)).toBe('requested');
  });
});

describe('refunds and cancellation', () => {
  async function paidBooking(options: Parameters<typeof newBooking>[0] = {}) {
    const made = await newBooking(options);
    const bank = await atBank(await startPayment(made.token, made.booking.id), 'approve');
    await postBack(bank.action, bank.fields);
    expect(await statusOf(made.booking.id)).toBe('requested');
    return { ...made, mihpayid: bank.fields.mihpayid! };
  }
  const refundedAtGateway = async (mihpayid: string) =>
    (
      (await t.app.db.execute(sql`select refunded_paise from sandbox_gateway_transactions where mihpayid = ${mihpayid}`)) as unknown as {
        rows: { refunded_paise: number }[];
      }
    ).rows[0]!.refunded_paise;

  it('a cardholder cancel refunds the fee through cancel_refund_transaction', async () => {
    const { token, booking, mihpayid } = await paidBooking();
    const r = await t.call({
      method: 'POST',
      url: '/api/booking/bookings/cancel_booking',
      token,
      payload: { id: booking.id, refund_amount: 10 },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.status).toBe('cancelled');
    await t.app.jobs.drain();
    expect(await statusOf(booking.id)).toBe('refunded');
    expect(await refundedAtGateway(mihpayid)).toBe(1000);
    await t.app.jobs.drain();
    expect(await refundedAtGateway(mihpayid)).toBe(1000);
  });

  it('a staff decline refunds the fee too', async () => {
    const { booking, mihpayid } = await paidBooking({ type: 'AirportTransfer' });
    await t.app.bookings.transition(booking.id, 'decline', { type: 'staff', id: 'staff-1' });
    await t.app.jobs.drain();
    expect(await statusOf(booking.id)).toBe('refunded');
    expect(await refundedAtGateway(mihpayid)).toBe(100);
  });

  it("refuses cancelling less than 24 hours before the service, and another user's booking", async () => {
    const { token, booking } = await paidBooking({ hoursAhead: 10 });
    const late = await t.call({ method: 'POST', url: '/api/booking/bookings/cancel_booking', token, payload: { id: booking.id } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('A booking can be cancelled only up to 24 hours before the service.');
    const other = await t.signInAs('9188888888');
    expect(
      (await t.call({ method: 'POST', url: '/api/booking/bookings/cancel_booking', token: other.token, payload: { id: booking.id } }))
        .statusCode,
    ).toBe(404);
    expect(await statusOf(booking.id)).toBe('requested');
  });

  it('change_status user_cancelled cancels an unpaid booking, only for its owner', async () => {
    const { token, booking } = await newBooking();
    const other = await t.signInAs('9177777777');
    expect((await cancelAtCheckout(other.token, booking.id)).statusCode).toBe(404);
    const r = await cancelAtCheckout(token, booking.id);
    expect(r.json()).toEqual({ status: 'success', booking_status: 'user_cancelled' });
  });
});

describe('bookings list', () => {
  it("lists the user's bookings of one type, newest first, with label, fee paid and actions", async () => {
    const { token, userId, booking: first } = await newBooking();
    const reserve = (await t.app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
    const second = await t.app.bookings.create({
      userId,
      type: 'GolfEnquiry',
      card: reserve,
      binUsed: reserve.bin,
      units: 1,
      serviceAt: new Date(Date.now() + 40 * 86_400_000),
      bookingDateTime: 'x',
      requestInfo: { golf_course: 'Noida Golf Course' },
    });
    const bank = await atBank(await startPayment(token, first.id), 'approve');
    await postBack(bank.action, bank.fields);
    await t.app.bookings.transition(first.id, 'confirm', { type: 'staff' }, { extra: { confirmationDetails: { 'Tee time': '9:10 am' } } });
    const r = await t.call({ url: '/api/booking/bookings?type=GolfEnquiry', token });
    const items = r.json().data as {
      id: string;
      status_label: string;
      fee_paid: number;
      actions: string[];
      confirmation_details: unknown;
    }[];
    expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({ status_label: 'Awaiting payment', fee_paid: 0, actions: ['pay_now', 'cancel'] });
    expect(items[1]).toMatchObject({
      status_label: 'Confirmed',
      fee_paid: 10,
      actions: ['cancel', 'add_to_calendar'],
      confirmation_details: { 'Tee time': '9:10 am' },
    });
    expect((await t.call({ url: '/api/booking/bookings?type=AirportTransfer', token })).json().data).toEqual([]);
    const ics = await t.call({ url: `/api/booking/bookings/${first.id}/calendar`, token });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect((await t.call({ url: `/api/booking/bookings/${second.id}/calendar`, token })).statusCode).toBe(409);
    const other = await t.signInAs('9166666666');
    expect((await t.call({ url: `/api/booking/bookings/${first.id}`, token })).json().data).toMatchObject({
      id: first.id,
      status: 'confirmed',
    });
    expect((await t.call({ url: `/api/booking/bookings/${first.id}`, token: other.token })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/booking/bookings/${first.id}/calendar`, token: other.token })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/booking/bookings?type=GolfEnquiry', token: other.token })).json().data).toEqual([]);
  });
});

describe('saved cards and card details', () => {
  it('saves a card as a gateway token with a masked number, pays with it and deletes it', async () => {
    const { token, booking } = await newBooking();
    await startPayment(token, booking.id, { store_card: true });
    const cards = (await t.call({ url: '/api/payment/payments/get_user_cards', token })).json().data as {
      card_token: string;
      masked_number: string;
    }[];
    expect(cards).toHaveLength(1);
    expect(cards[0]!.masked_number).toBe(`410000XXXXXX${CARD.slice(-4)}`);
    const request = {
      booking_id: booking.id,
      transactions_attributes: [
        { txn_type: 'card', payment_type: 'Prefered', card_token: cards[0]!.card_token, cvv: await encryptCardField(CVV, booking.id) },
      ],
    };
    const start = await t.call({ method: 'POST', url: '/api/payment/payments', token, payload: request });
    expect(start.json().payu_body.ccnum).toBeUndefined();
    const bank = await atBank(start.json(), 'approve');
    expect(bank.page.body).toContain(cards[0]!.masked_number);
    await postBack(bank.action, bank.fields);
    expect(await statusOf(booking.id)).toBe('requested');
    const other = await t.signInAs('9155555555');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/payment/payments/delete_user_card',
          token: other.token,
          payload: { card_token: cards[0]!.card_token },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/payment/payments/delete_user_card',
          token,
          payload: { card_token: cards[0]!.card_token },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call({ url: '/api/payment/payments/get_user_cards', token })).json().data).toEqual([]);
  });

  it('answers card details from the BIN catalogue', async () => {
    const { token } = await newBooking();
    expect((await t.call({ url: '/api/payment/payments/get_card_details?bin=41000001', token })).json()).toEqual({
      network: 'visa',
      cardType: 'VISA',
      cardCategory: 'CC',
      status: 1,
    });
    expect((await t.call({ url: '/api/payment/payments/get_card_details?bin=55555555', token })).json()).toMatchObject({
      network: 'master',
      status: 0,
    });
  });

  it('keeps no card number or CVV anywhere in the database', async () => {
    const tables = (
      (await t.app.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
        rows: { tablename: string }[];
      }
    ).rows;
    let dump = '';
    for (const { tablename } of tables) {
      const rows = (
        (await t.app.db.execute(sql.raw(`select t::text as row from "${tablename}" t`))) as unknown as { rows: { row: string }[] }
      ).rows;
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain('410000XXXXXX');
    expect(dump).not.toContain(CARD);
    // As a whole field value (a row's text joins fields with commas); inside a uuid or hash it is noise.
    expect(dump).not.toMatch(new RegExp(`(^|[,(=:"'\\s])${CVV}($|[,)"'&\\s}])`));
  });
});
