import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { istWhen, messages, type Checkout, type LedgerReport, type UserBooking, formatRupees } from '@portal/contract';
import { hotelsSandboxOrders, rewardsBookings, sandboxRefunds } from '../../db/schema/index.ts';
import { atSandboxBank, dayInIndia, openTourSlot, payCheckout, placesLeft, tourCartItem } from '../../test/rewards-checkout.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Issue 30: a tour or stay sold with free cancellation is cancelled from /my-bookings until the provider's deadline:
 * cancelled at the provider (the Headout and APItude sandboxes, over their wire protocols), refunded in full through
 * the payment pipeline's refund, the ledger balanced. Past the deadline, or never sold so, the API refuses.
 */
const t = useTestApp({ PAYMENT_RECONCILE_AFTER_SECONDS: '0', TOURS_PROVIDER_TIMEOUT_MS: '1500', LEDGER_GRACE_MINUTES: '0' });
afterEach(() => t.app.toursSandboxServer!.clearFaults());

let mobile = 9410000000;
const hotelItem = (rateId: string, from = 40) => ({
  type: 'hotel',
  hotel_id: 'goa-sands',
  rate_id: rateId,
  check_in: dayInIndia(from),
  check_out: dayInIndia(from + 2),
  rooms: [{ adults: 2 }],
});

/** Runs due jobs until none is left, retries made due at once (back-off is not under test here). */
async function settleJobs() {
  for (let i = 0; i < 40; i++) {
    await t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}

/** A cardholder's cart of these items, paid at the sandbox bank and booked by its job: their timeline. */
async function bought(items: unknown[]) {
  const { token } = await t.signInAs(String(mobile++));
  const added = await t.call({ method: 'POST', url: '/api/core/user/cart/add_items', token, payload: { items } });
  expect(added.statusCode, added.body).toBe(200);
  const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json() as Checkout;
  const started = await payCheckout(t, token, quote);
  expect(started.statusCode, started.body).toBe(200);
  await atSandboxBank(t, started.json(), 'approve');
  await settleJobs();
  return { token, timeline: await timelineOf(token) };
}
const timelineOf = async (token: string) => (await t.call({ url: '/api/booking/my_bookings', token })).json().data as UserBooking[];
const cancel = (token: string, id: string) => t.call({ method: 'POST', url: `/api/booking/my_bookings/${id}/cancel`, token });
/** The programme admin's ledger (GET /api/ops/ledger), strict: any captured rupee not booked or refunded is an exception. */
async function ledger(): Promise<LedgerReport> {
  const admin = await t.signInAs(String(mobile++), { role: 'admin' });
  const res = await t.call({ url: '/api/ops/ledger', token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const refundedAtBank = async () => (await t.app.db.select().from(sandboxRefunds)).reduce((sum, r) => sum + r.amountPaise, 0);

describe('free cancellation of a paid tour or stay', () => {
  it('cancels a tour and a stay at their providers before the deadline, refunds each in full, and the ledger balances', async () => {
    const slot = await openTourSlot(t, 'mum-heritage-std', 5);
    const { token, timeline } = await bought([tourCartItem('mum-heritage', 'mum-heritage-std', slot.id), hotelItem('goa-sands-dlx-ro')]);
    const tour = timeline.find((b) => b.booking_type === 'TourBooking')!;
    const stay = timeline.find((b) => b.booking_type === 'HotelBooking')!;
    // The deadlines the providers sold them with: Headout's 24 hours before the start, the '-ro' rate's 3 days before check-in.
    expect(tour.free_cancellation).toEqual({
      until: new Date(Date.parse(tour.service_at) - 24 * 3_600_000).toISOString(),
      refund_amount: tour.amount,
    });
    expect(stay.free_cancellation).toEqual({
      until: new Date(Date.parse(`${dayInIndia(40)}T12:00:00+05:30`) - 3 * 86_400_000).toISOString(),
      refund_amount: stay.amount,
    });
    const seatsBefore = await placesLeft(t, 'mum-heritage-std', slot.id, 5);
    const refundedBefore = await refundedAtBank();

    const tourCancelled = await cancel(token, tour.id);
    expect(tourCancelled.statusCode, tourCancelled.body).toBe(200);
    expect(tourCancelled.json()).toEqual({
      msg: messages.freeCancellationDone(formatRupees(tour.amount)),
      refund_amount: tour.amount,
    });
    const stayCancelled = await cancel(token, stay.id);
    expect(stayCancelled.statusCode, stayCancelled.body).toBe(200);

    // At the providers: the tour's seat is back on sale, the hotel booking is CANCELLED in the supplier's books.
    expect(await placesLeft(t, 'mum-heritage-std', slot.id, 5)).toBe(seatsBefore === null ? null : seatsBefore + 1);
    const [stayRow] = await t.app.db.select().from(rewardsBookings).where(eq(rewardsBookings.id, stay.id));
    const orders = await t.app.db
      .select()
      .from(hotelsSandboxOrders)
      .where(eq(hotelsSandboxOrders.supplierReference, stayRow!.providerReference!));
    expect(orders.map((o) => o.status)).toEqual(['CANCELLED']);
    // On the cardholder's timeline: cancelled, nothing more to cancel.
    const after = await timelineOf(token);
    expect(after.filter((b) => b.id === tour.id || b.id === stay.id).map((b) => [b.status, b.free_cancellation])).toEqual([
      ['cancelled', null],
      ['cancelled', null],
    ]);
    expect((await cancel(token, tour.id)).json().error.message).toBe(messages.freeCancellationNotBooked);

    // The money: both refunds requested at once (in flight, the ledger balanced), then the bank pays them back in full.
    expect(await ledger()).toMatchObject({ balanced: true, exceptions: [] });
    await settleJobs();
    expect((await refundedAtBank()) - refundedBefore).toBe((tour.amount + stay.amount) * 100);
    const report = await ledger();
    expect(report).toMatchObject({ balanced: true, exceptions: [], open_jobs: 0 });
    expect(report.totals.booked).toBe(report.totals.captured - report.totals.refunded);
  });

  it('past the deadline the timeline shows it ended and the API refuses, naming when it ended; nothing moves', async () => {
    const { token, timeline } = await bought([hotelItem('goa-sands-dlx-ro', 44)]);
    const stay = timeline[0]!;
    // Time passes beyond the deadline the supplier sold (the policy's own field, as the clock would reach it).
    const ended = new Date(Date.now() - 60_000);
    const [row] = await t.app.db.select().from(rewardsBookings).where(eq(rewardsBookings.id, stay.id));
    await t.app.db
      .update(rewardsBookings)
      .set({ cancellationPolicy: { ...row!.cancellationPolicy!, free_until: ended.toISOString() } })
      .where(eq(rewardsBookings.id, stay.id));
    expect((await timelineOf(token))[0]!.free_cancellation).toEqual({ until: ended.toISOString(), refund_amount: stay.amount });
    const refused = await cancel(token, stay.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.freeCancellationEnded(istWhen(ended)));
    const orders = await t.app.db
      .select()
      .from(hotelsSandboxOrders)
      .where(eq(hotelsSandboxOrders.supplierReference, row!.providerReference!));
    expect(orders.map((o) => o.status)).toEqual(['CONFIRMED']);
    expect((await timelineOf(token))[0]!.status).toBe('confirmed');
  });

  it('a stay sold non-refundable is refused; another cardholder’s booking is a 404', async () => {
    const { token, timeline } = await bought([hotelItem('goa-sands-dlx-nr', 35)]);
    expect(timeline[0]!.free_cancellation).toBeNull();
    const refused = await cancel(token, timeline[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.freeCancellationNotSold);
    const stranger = await t.signInAs(String(mobile++));
    expect((await cancel(stranger.token, timeline[0]!.id)).statusCode).toBe(404);
  });

  it('a tours provider that does not answer changes nothing (503); asked again later, the cancel goes through once', async () => {
    const slot = await openTourSlot(t, 'mum-heritage-std', 6);
    const { token, timeline } = await bought([tourCartItem('mum-heritage', 'mum-heritage-std', slot.id)]);
    const tour = timeline[0]!;
    t.app.toursSandboxServer!.fail({ route: 'cancel', kind: '5xx', times: 10 });
    const busy = await cancel(token, tour.id);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe(messages.serviceUnavailable);
    expect((await timelineOf(token))[0]!.status).toBe(tour.status);
    t.app.toursSandboxServer!.clearFaults();
    expect((await cancel(token, tour.id)).statusCode).toBe(200);
    await settleJobs();
    expect(await ledger()).toMatchObject({ balanced: true, exceptions: [] });
  });
});
