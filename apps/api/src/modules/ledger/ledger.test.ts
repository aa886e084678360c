import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { istDateInDays, type Checkout, type LedgerException, type LedgerReport } from '@portal/contract';
import { feePaymentBody } from '../../test/card-payment.ts';
import { urlencodedForm } from '../../test/form-bodies.ts';
import { atSandboxBank, payCheckout } from '../../test/rewards-checkout.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createLedgerService } from './service.ts';

/*
 * The ledger over money made through the real flows (fee payments at the sandbox bank, a cancel and its refund, a
 * fee paid twice, a cart paid and booked, a cart item its provider refused), then each exception made by undoing
 * one step in the database (as a crash would lose it), seen by the admin's route and put right again.
 */
const merchant = { key: 'ledger-key', salt: 'ledger-salt-27' };
const t = useTestApp({
  PAYU_KEY: merchant.key,
  PAYU_SALT: merchant.salt,
  PAYMENT_RECONCILE_AFTER_SECONDS: '0',
  // Strict: any captured rupee not yet booked or refunded is an exception at once.
  LEDGER_GRACE_MINUTES: '0',
});

let mobile = 9270000100;
/** A golf booking awaiting its fee, made through the booking core as the golf route makes it. */
async function newBooking() {
  const { userId, token } = await t.signInAs(String(mobile++));
  const reserve = (await t.app.catalogue.current()).cards.find((c) => c.name === 'Reserve')!;
  const booking = await t.app.bookings.create({
    userId,
    type: 'GolfEnquiry',
    card: reserve,
    binUsed: reserve.bin,
    units: 1,
    serviceAt: new Date(Date.now() + 30 * 86_400_000),
    bookingDateTime: 'Wed, 10 Jun 2027 9:00:00 am',
    requestInfo: { golf_course: 'Delhi Golf Club' },
  });
  return { token, booking };
}
/** POST /api/payment/payments with the Reserve card, its fields encrypted as the browser encrypts them. */
async function startPayment(token: string, bookingId: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/payment/payments',
    token,
    payload: await feePaymentBody(bookingId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payu_url: string; payu_body: Record<string, string> };
}
/** Approved at the sandbox bank, and the tab closed before the browser came back: nothing posted to us. */
async function approveAndClose(start: { payu_body: Record<string, string> }) {
  const bank = t.app.paymentSandbox!;
  expect((await bank.startPayment(start.payu_body)).ok).toBe(true);
  expect((await bank.decide(start.payu_body.txnid!, 'approve'))?.fields.status).toBe('success');
}
let adminToken = '';
beforeAll(async () => {
  adminToken = (await t.signInAs('9270000001', { role: 'admin' })).token;
});

const exec = (query: ReturnType<typeof sql>) => t.app.db.execute(query);
async function ledger(): Promise<LedgerReport> {
  const res = await t.call({ url: '/api/ops/ledger', token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Runs every job until nothing is due, retries made due at once (back-off is not under test here). */
async function settleJobs() {
  for (let i = 0; i < 40; i++) {
    await exec(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}
const onlyException = (report: LedgerReport): LedgerException => {
  expect(report.balanced).toBe(false);
  expect(report.exceptions).toHaveLength(1);
  return report.exceptions[0]!;
};

/** A golf fee paid at the sandbox bank, the browser coming back: the booking is requested. */
async function paidFee() {
  const { token, booking } = await newBooking();
  const start = await startPayment(token, booking.id);
  await atSandboxBank(t, start, 'approve');
  return { token, booking, txnid: start.payu_body.txnid! };
}

const day = (days: number) => istDateInDays(days, new Date());
/** A checkout of one tour in the cart (two adults on a Delhi old-city walk), its places held. */
async function cartQuote(token: string) {
  const slots = await t.call({
    url: `/api/rewards/headout/inventories?variantId=del-oldcity-std&startDateTime=${day(6)}T00:00:00%2B05:30&endDateTime=${day(7)}T00:00:00%2B05:30`,
  });
  const slot = (slots.json().data as { id: string; availability: string }[]).find((s) => s.availability !== 'CLOSED')!;
  const added = await t.call({
    method: 'POST',
    url: '/api/core/user/cart/add_items',
    token,
    payload: {
      items: [{ type: 'tour', product_id: 'del-oldcity', variant_id: 'del-oldcity-std', inventory_id: slot.id, pax: { ADULT: 2 } }],
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  return (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json() as Checkout;
}
/**
 * That cart paid, and its booking job run: the provider capturing it or (`refuse`) refusing it. `book: false`
 * leaves the booking job queued.
 */
async function paidCart(refuse = false, book = true) {
  const { token } = await t.signInAs(String(mobile++));
  const quote = await cartQuote(token);
  const started = (await payCheckout(t, token, quote)).json();
  t.app.toursSandbox!.refuseCaptures(refuse);
  try {
    expect((await atSandboxBank(t, started, 'approve')).statusCode).toBe(303);
    if (book) await t.app.jobs.drain(); // the paid cart's booking job
  } finally {
    t.app.toursSandbox!.refuseCaptures(false);
  }
  return { token, checkoutId: quote.id, total: quote.total, txnid: started.payu_body.txnid as string };
}

describe('the ledger over the real money flows', () => {
  it('only the programme admin reads it: a concierge and a cardholder are refused', async () => {
    const concierge = await t.signInAs('9270000002', { role: 'concierge' });
    const cardholder = await t.signInAs('9270000003');
    expect((await t.call({ url: '/api/ops/ledger', token: concierge.token })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/ops/ledger', token: cardholder.token })).statusCode).toBe(403);
    expect((await t.call({ url: '/api/ops/ledger' })).statusCode).toBe(401);
  });

  it('balances fees paid, cancelled and refunded, paid twice, and carts booked or refused by the provider', async () => {
    const before = await ledger();
    expect(before).toMatchObject({ balanced: true, exceptions: [] });

    // Carts first: their booking jobs run at once, so the fee refunds below are still only requested.
    const booked = await paidCart();
    const refused = await paidCart(true);

    await paidFee(); // booked
    const cancelled = await paidFee(); // booked, then cancelled: refunded
    const cancel = await t.call({
      method: 'POST',
      url: '/api/booking/bookings/cancel_booking',
      token: cancelled.token,
      payload: { id: cancelled.booking.id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Paid twice: two payments open at once, both approved; the second is a duplicate and goes back.
    const twice = await newBooking();
    const first = await startPayment(twice.token, twice.booking.id);
    const second = await startPayment(twice.token, twice.booking.id);
    for (const start of [first, second]) expect((await atSandboxBank(t, start, 'approve')).statusCode).toBe(303);

    const requested = await ledger();
    expect(requested.exceptions).toEqual([]);
    await settleJobs();
    const report = await ledger();
    const fees = 4 * 10;
    const carts = booked.total + refused.total;
    expect(report).toMatchObject({ balanced: true, exceptions: [], open_jobs: 0 });
    expect(report.totals).toEqual({
      captured: before.totals.captured + fees + carts,
      booked: before.totals.booked + 2 * 10 + booked.total,
      refunded: before.totals.refunded + 2 * 10 + refused.total,
      in_flight: 0,
      exceptions: 0,
      payments: before.totals.payments + 6,
    });
    expect(report.days[0]).toMatchObject({ day: day(0), captured: report.totals.captured, exception_count: 0 });
  });
});

describe('each exception, made by losing one step, is named until it is put right', () => {
  it('unaccounted: a cancelled booking whose refund was never recorded', async () => {
    const { booking, txnid } = await paidFee();
    await exec(sql`update bookings set status = 'cancelled' where id = ${booking.id}`);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      flow: 'fee',
      txnid,
      reference: booking.reference,
      amount: 10,
      detail: 'the booking is cancelled and this payment has no refund',
    });
    await exec(sql`update bookings set status = 'requested' where id = ${booking.id}`);
    expect((await ledger()).balanced).toBe(true);
  });

  it('unaccounted: captured at the bank, the answer never came back; in flight within the grace period; reconciliation settles it', async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    await approveAndClose(start);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      txnid: start.payu_body.txnid,
      detail: 'captured at the gateway, still initiated here',
    });
    const graceful = await createLedgerService(t.app.db, { graceMinutes: 30 }).report();
    expect(graceful).toMatchObject({ balanced: true, totals: { in_flight: 10 } });
    await settleJobs();
    expect(await ledger()).toMatchObject({ balanced: true, totals: { in_flight: 0 } });
  });

  it('booked twice: a second payment of a paid booking kept (its refund lost)', async () => {
    const twice = await newBooking();
    const first = await startPayment(twice.token, twice.booking.id);
    const second = await startPayment(twice.token, twice.booking.id);
    for (const start of [first, second]) expect((await atSandboxBank(t, start, 'approve')).statusCode).toBe(303);
    await settleJobs();
    const saved = await exec(sql`delete from refunds where booking_id = ${twice.booking.id} returning *`);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'booked_twice',
      txnid: second.payu_body.txnid,
      reference: twice.booking.reference,
      amount: 10,
    });
    const row = (saved as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    await exec(sql`insert into refunds (id, payment_id, booking_id, amount, status, reason, request_id, bank_arn, attempts, requested_at)
      values (${row.id}, ${row.payment_id}, ${row.booking_id}, ${row.amount}, ${row.status}, ${row.reason}, ${row.request_id}, ${row.bank_arn}, 1, now())`);
    expect((await ledger()).balanced).toBe(true);
  });

  it('refund failed, refunded more than captured, refunded yet still booked', async () => {
    const { token, booking, txnid } = await paidFee();
    await t.call({ method: 'POST', url: '/api/booking/bookings/cancel_booking', token, payload: { id: booking.id } });
    await settleJobs();
    expect((await ledger()).balanced).toBe(true);

    await exec(sql`update refunds set status = 'failed', last_error = 'refused' where booking_id = ${booking.id}`);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'refund_failed',
      txnid,
      amount: 10,
      detail: expect.stringContaining('refused'),
    });
    await exec(sql`update refunds set status = 'refunded' where booking_id = ${booking.id}`);

    await exec(sql`update refunds set amount = '25.00' where booking_id = ${booking.id}`);
    expect(onlyException(await ledger())).toMatchObject({ kind: 'over_refunded', txnid, amount: 15 });
    await exec(sql`update refunds set amount = '10.00' where booking_id = ${booking.id}`);

    await exec(sql`update bookings set status = 'confirmed' where id = ${booking.id}`);
    expect(onlyException(await ledger())).toMatchObject({ kind: 'refunded_but_live', txnid, reference: booking.reference });
    await exec(sql`update bookings set status = 'refunded' where id = ${booking.id}`);
    expect((await ledger()).balanced).toBe(true);
  });

  it('cart: captured at the bank, the answer never came back; reconciliation settles it and its job books it; the late answer changes nothing', async () => {
    const { token } = await t.signInAs(String(mobile++));
    const quote = await cartQuote(token);
    const started = (await payCheckout(t, token, quote)).json();
    const bank = t.app.paymentSandbox!;
    expect((await bank.startPayment(started.payu_body)).ok).toBe(true);
    const answer = (await bank.decide(started.payu_body.txnid, 'approve'))!;
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      flow: 'cart',
      txnid: started.payu_body.txnid,
      reference: quote.id,
      amount: quote.total,
      detail: 'captured at the gateway, the checkout still paying here',
    });
    const graceful = await createLedgerService(t.app.db, { graceMinutes: 30 }).report();
    expect(graceful).toMatchObject({ balanced: true, totals: { in_flight: quote.total } });
    await settleJobs();
    expect(await ledger()).toMatchObject({ balanced: true, totals: { in_flight: 0 } });
    const booked = await exec(sql`select b.status from rewards_bookings b join rewards_checkout_items i on i.id = b.checkout_item_id
      where i.checkout_id = ${quote.id}`);
    expect((booked as unknown as { rows: { status: string }[] }).rows).toEqual([{ status: 'pending' }]);
    const late = await t.app.inject({
      method: 'POST',
      url: new URL(answer.action).pathname,
      ...urlencodedForm(answer.fields),
    });
    expect(late.statusCode).toBe(303);
    await settleJobs();
    expect((await ledger()).balanced).toBe(true);
  });

  it('cart: given up on, then captured all the same: the late capture is refunded in full and the ledger counts it', async () => {
    const { token } = await t.signInAs(String(mobile++));
    const quote = await cartQuote(token);
    const started = (await payCheckout(t, token, quote)).json();
    const bank = t.app.paymentSandbox!;
    expect((await bank.startPayment(started.payu_body)).ok).toBe(true);
    const answer = (await bank.decide(started.payu_body.txnid, 'approve'))!;
    // The portal gave up on the payment and released its holds before the bank's answer came (as a failed checkout is left).
    await exec(sql`update rewards_checkouts set status = 'failed', settled_at = now() where id = ${quote.id}`);
    await exec(sql`update rewards_checkout_items set outcome = 'released' where checkout_id = ${quote.id} and outcome = 'held'`);
    await exec(sql`delete from jobs where status = 'queued' and payload::text like ${`%${started.payu_body.txnid}%`}`);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      flow: 'cart',
      txnid: started.payu_body.txnid,
      amount: quote.total,
      detail: 'captured at the gateway, the checkout still failed here',
    });
    const before = (await ledger()).totals;
    const late = await t.app.inject({
      method: 'POST',
      url: new URL(answer.action).pathname,
      ...urlencodedForm(answer.fields),
    });
    expect(late.statusCode).toBe(303);
    const requested = await ledger();
    expect(requested).toMatchObject({ balanced: true, exceptions: [] });
    expect(requested.totals).toMatchObject({ captured: before.captured, refunded: before.refunded + quote.total });
    await settleJobs();
    const items = await exec(sql`select refund_status from rewards_checkout_items where checkout_id = ${quote.id}`);
    expect((items as unknown as { rows: unknown[] }).rows).toEqual([{ refund_status: 'refunded' }]);
    expect(await ledger()).toMatchObject({ balanced: true, exceptions: [] });
  });

  it('cart: paid, its booking job lost: in flight within the grace period, then unaccounted until the job books it', async () => {
    const cart = await paidCart(false, false);
    const lost = await exec(sql`delete from jobs where kind = 'rewards.fulfil' and payload->>'checkoutId' = ${cart.checkoutId}
      returning row_to_json(jobs.*)::text as job`);
    const jobRows = (lost as unknown as { rows: { job: string }[] }).rows;
    expect(jobRows).toHaveLength(1);
    const graceful = await createLedgerService(t.app.db, { graceMinutes: 30 }).report();
    expect(graceful).toMatchObject({ balanced: true, totals: { in_flight: cart.total } });
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      flow: 'cart',
      txnid: cart.txnid,
      reference: cart.checkoutId,
      amount: cart.total,
      detail: `Rs.${cart.total} of items neither booked nor refunded`,
    });
    await exec(sql`insert into jobs select * from json_populate_record(null::jobs, ${jobRows[0]!.job}::json)`);
    await settleJobs();
    expect((await ledger()).balanced).toBe(true);
  });

  it('cart: paid, its booking gone without a refund; a line booked by two checkouts', async () => {
    const cart = await paidCart();
    const booking = (
      (await exec(sql`select b.* from rewards_bookings b join rewards_checkout_items i on i.id = b.checkout_item_id
        where i.checkout_id = ${cart.checkoutId}`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows[0]!;
    await exec(sql`update rewards_bookings set status = 'cancelled' where id = ${booking.id as string}`);
    expect(onlyException(await ledger())).toMatchObject({
      kind: 'unaccounted',
      flow: 'cart',
      txnid: cart.txnid,
      reference: cart.checkoutId,
      amount: cart.total,
    });
    await exec(sql`update rewards_bookings set status = 'pending' where id = ${booking.id as string}`);

    // The same cart line paid and booked by a second checkout of the cart (finding 6): copied as the race leaves it.
    const copy = await exec(sql`with c as (
        insert into rewards_checkouts (user_id, status, total, product_info, price_changed, pay_by, txnid, gateway_payment_id)
        select user_id, 'paid', total, product_info, price_changed, pay_by, 'R-second-' || left(id::text, 8), gateway_payment_id
        from rewards_checkouts where id = ${cart.checkoutId} returning id, txnid
      ), i as (
        insert into rewards_checkout_items (checkout_id, cart_item_id, type, input, title, starts_at, added_price, price, outcome)
        select c.id, x.cart_item_id, x.type, x.input, x.title, x.starts_at, x.added_price, x.price, 'booked'
        from rewards_checkout_items x, c where x.checkout_id = ${cart.checkoutId} returning id
      )
      insert into rewards_bookings (reference, user_id, type, status, title, amount, service_at, details, checkout_item_id)
      select 'TB-SECOND-' || left(b.id::text, 6), b.user_id, b.type, b.status, b.title, b.amount, b.service_at, b.details, i.id
      from rewards_bookings b, i where b.id = ${booking.id as string}
      returning (select txnid from c) as txnid`);
    const secondTxnid = (copy as unknown as { rows: { txnid: string }[] }).rows[0]!.txnid;
    expect(onlyException(await ledger())).toMatchObject({ kind: 'booked_twice', flow: 'cart', txnid: secondTxnid, amount: cart.total });
    await exec(sql`delete from rewards_checkouts where txnid = ${secondTxnid}`);
    await exec(sql`delete from rewards_bookings where reference like 'TB-SECOND-%'`);
    expect((await ledger()).balanced).toBe(true);
  });
});
