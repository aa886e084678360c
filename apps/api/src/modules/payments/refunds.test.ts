import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { paymentTestKit } from './test-kit.ts';

const merchant = { key: 'refund-key', salt: 'refund-salt-77' };
const t = useTestApp({ PAYU_KEY: merchant.key, PAYU_SALT: merchant.salt, PAYMENT_RECONCILE_AFTER_SECONDS: '0' });
const { newBooking, startPayment, atBank, postBack, statusOf, cancelAtCheckout } = paymentTestKit(() => t, merchant);

/** What the gateway holds as given back for a payment (the sandbox bank's own books). */
const refundedAtGateway = async (mihpayid: string) =>
  (
    (await t.app.db.execute(sql`select refunded_paise from sandbox_gateway_transactions where mihpayid = ${mihpayid}`)) as unknown as {
      rows: { refunded_paise: number }[];
    }
  ).rows[0]!.refunded_paise;
const detail = async (token: string, id: string) => (await t.call({ url: `/api/booking/bookings/${id}`, token })).json().data;
const dueNow = () => t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
/** Runs the job worker's work until nothing is due, making retries due at once (back-off is not under test). */
async function settleJobs(rounds = 40) {
  for (let i = 0; i < rounds; i++) {
    await dueNow();
    if ((await t.app.jobs.drain()) === 0) return;
  }
}

describe('a captured fee is always given back when the booking does not hold', () => {
  it('cancel while the bank page is open, then approve at the bank: the callback captures and the fee is refunded', async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    const cancel = await cancelAtCheckout(token, booking.id);
    expect(cancel.json()).toEqual({ status: 'success', booking_status: 'user_cancelled' });
    const bank = await atBank(start, 'approve');
    await postBack(bank.action, bank.fields);

    const requested = await detail(token, booking.id);
    expect(requested.refunds).toEqual([expect.objectContaining({ amount: 10, status: 'requested', settled_at: null })]);
    await settleJobs();
    const settled = await detail(token, booking.id);
    expect(settled.refunds).toEqual([
      {
        amount: 10,
        status: 'refunded',
        request_id: expect.any(String),
        bank_arn: expect.any(String),
        requested_at: expect.any(String),
        settled_at: expect.any(String),
      },
    ]);
    expect(await refundedAtGateway(bank.fields.mihpayid!)).toBe(1000);
    const inList = (await t.call({ url: '/api/booking/bookings?type=GolfEnquiry', token }))
      .json()
      .data.find((b: { id: string }) => b.id === booking.id);
    expect(inList.refunds[0].status).toBe('refunded');
  });

  it('the same, when the browser never comes back: reconciliation asks about the cancelled payment and refunds it', async () => {
    const { token, booking } = await newBooking();
    const start = await startPayment(token, booking.id);
    await cancelAtCheckout(token, booking.id);
    const bank = await atBank(start, 'approve');
    await settleJobs();
    expect((await detail(token, booking.id)).refunds).toMatchObject([{ amount: 10, status: 'refunded' }]);
    expect(await refundedAtGateway(bank.fields.mihpayid!)).toBe(1000);
  });

  it('a booking paid twice keeps one payment and refunds the other', async () => {
    const { token, booking } = await newBooking();
    const first = await startPayment(token, booking.id);
    const second = await startPayment(token, booking.id);
    const bankFirst = await atBank(first, 'approve');
    const bankSecond = await atBank(second, 'approve');
    await postBack(bankFirst.action, bankFirst.fields);
    await postBack(bankSecond.action, bankSecond.fields);
    await settleJobs();
    expect(await statusOf(booking.id)).toBe('requested');
    expect((await detail(token, booking.id)).refunds).toMatchObject([{ amount: 10, status: 'refunded' }]);
    expect(await refundedAtGateway(bankFirst.fields.mihpayid!)).toBe(0);
    expect(await refundedAtGateway(bankSecond.fields.mihpayid!)).toBe(1000);
  });

  it('issue 27 finding 7: a fee paid twice, then the booking cancelled: both captured payments end refunded', async () => {
    const { token, booking } = await newBooking();
    const first = await startPayment(token, booking.id);
    const second = await startPayment(token, booking.id);
    const bankFirst = await atBank(first, 'approve');
    const bankSecond = await atBank(second, 'approve');
    await postBack(bankFirst.action, bankFirst.fields);
    await postBack(bankSecond.action, bankSecond.fields);
    await settleJobs();
    expect(await refundedAtGateway(bankSecond.fields.mihpayid!)).toBe(1000);

    const cancelled = await t.call({ method: 'POST', url: '/api/booking/bookings/cancel_booking', token, payload: { id: booking.id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(booking.id)).toBe('cancelled');
    await settleJobs();
    // The fee that paid for the booking comes back too, not only the duplicate.
    expect(await refundedAtGateway(bankFirst.fields.mihpayid!)).toBe(1000);
    expect(await refundedAtGateway(bankSecond.fields.mihpayid!)).toBe(1000);
    expect((await detail(token, booking.id)).refunds).toMatchObject([
      { amount: 10, status: 'refunded' },
      { amount: 10, status: 'refunded' },
    ]);
  });

  it('a refund the gateway keeps refusing is retried, then marked failed and shown to staff', async () => {
    const { token, booking } = await newBooking({ type: 'AirportTransfer' });
    const bank = await atBank(await startPayment(token, booking.id), 'approve');
    await postBack(bank.action, bank.fields);
    t.app.paymentSandbox!.refuseRefunds(true);
    try {
      await t.app.bookings.transition(booking.id, 'decline', { type: 'staff', id: 'staff-1' });
      await settleJobs();
    } finally {
      t.app.paymentSandbox!.refuseRefunds(false);
    }
    const [refund] = (await detail(token, booking.id)).refunds;
    expect(refund).toMatchObject({ amount: 1, status: 'failed', request_id: null });
    expect(await refundedAtGateway(bank.fields.mihpayid!)).toBe(0);
    const attempts = (
      (await t.app.db.execute(sql`select attempts from refunds where booking_id = ${booking.id}`)) as unknown as {
        rows: { attempts: number }[];
      }
    ).rows[0]!.attempts;
    expect(attempts).toBeGreaterThan(1);

    const staff = await t.signInAs('9000000901', { role: 'concierge' });
    const staffView = (await t.call({ url: `/api/ops/bookings/${booking.id}`, token: staff.token })).json().data;
    expect(staffView.refunds).toEqual([
      expect.objectContaining({ status: 'failed', amount: 1, attempts, last_error: expect.stringMatching(/try again later/i) }),
    ]);
  });

  it('a fee captured and declined by the bank is not refunded (nothing was taken)', async () => {
    const { token, booking } = await newBooking();
    const bank = await atBank(await startPayment(token, booking.id), 'decline');
    await postBack(bank.action, bank.fields);
    await settleJobs();
    expect((await detail(token, booking.id)).refunds).toEqual([]);
  });
});
