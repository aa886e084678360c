import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { istDateInDays, istWhen, messages, type Checkout } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { atSandboxBank, payCheckout } from '../../test/rewards-checkout.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { clientHeaders } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { replaceHotelContent } from './hotel-content-store.ts';
import { createHotelbedsClient } from './hotelbeds-client.ts';
import { fetchHotelContent } from './hotelbeds-content.ts';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  cancellationQuerySchema,
  checkRateRequestSchema,
  checkRateResponseSchema,
  errorEnvelopeSchema,
  HOTEL_API,
} from './hotelbeds-schemas.ts';
import { hotelbedsHeaders } from './hotelbeds-signature.ts';
import { startHotelsSandbox, type SandboxExchange } from './hotels-sandbox.ts';

// Issue 29 items 2 and 3: staycations through Hotelbeds APItude over HTTP (the sandbox speaks the same protocol),
// and a supplier that times out, fails, answers garbage or confirms late never costs the cardholder money or a room.
const t = useTestApp({ HOTELS_PROVIDER_TIMEOUT_MS: '2000', HOTELS_BOOKING_TIMEOUT_MS: '2000', PAYMENT_RECONCILE_AFTER_SECONDS: '0' });

const day = (days: number) => istDateInDays(days, new Date());
const stay = (from: number) => ({
  check_in: day(from),
  check_out: day(from + 2),
  rooms: [{ adults: 2, children: 1, children_ages: [8] }, { adults: 1 }],
});
const sandbox = () => t.app.hotelsSandbox!;
const clientWith = (secret = sandbox().secret, timeoutMs = 2000) =>
  createHotelbedsClient({
    db: t.app.db,
    url: sandbox().url,
    apiKey: sandbox().apiKey,
    secret,
    timeoutMs,
    bookingTimeoutMs: timeoutMs,
    backoffMs: 10,
  });

/** What each operation must send and answer, as APItude publishes it. */
const wire: Record<string, { request?: z.ZodType; query?: z.ZodType; response: z.ZodType }> = {
  availability: { request: availabilityRequestSchema, response: availabilityResponseSchema },
  checkrate: { request: checkRateRequestSchema, response: checkRateResponseSchema },
  booking: { request: bookingRequestSchema, response: bookingResponseSchema },
  list: { query: bookingListQuerySchema, response: bookingListResponseSchema },
  detail: { response: bookingResponseSchema },
  cancel: { query: cancellationQuerySchema, response: bookingResponseSchema },
};
function expectOnTheWire(exchanges: SandboxExchange[]) {
  for (const exchange of exchanges) {
    const shape = wire[exchange.operation];
    expect(shape, `${exchange.method} ${exchange.path}`).toBeDefined();
    expect(exchange.signed, `${exchange.method} ${exchange.path} signed`).toBe(true);
    if (shape!.request) expect(shape!.request.safeParse(exchange.request).error?.issues ?? []).toEqual([]);
    if (shape!.query) expect(shape!.query.safeParse(exchange.query).error?.issues ?? []).toEqual([]);
    const answer = exchange.status === 200 ? shape!.response : errorEnvelopeSchema;
    expect(answer.safeParse(exchange.response).error?.issues ?? [], `${exchange.operation} ${exchange.status}`).toEqual([]);
  }
}

describe('the APItude wire protocol (client and sandbox)', () => {
  it('prices, re-checks, confirms, lists, reads and cancels a stay with signed calls that match the published schemas', async () => {
    const seen = sandbox().exchanges.length;
    const client = clientWith();
    const rates = await client.rates('goa-sands', stay(40));
    expect(rates.map((r) => r.rate_id)).toEqual(expect.arrayContaining(['goa-sands-dlx-ro', 'goa-sands-dlx-bb', 'goa-sands-dlx-nr']));
    expect(rates.map((r) => r.price_inr)).toEqual([...rates.map((r) => r.price_inr)].sort((a, b) => a - b));
    const free = rates.find((r) => r.rate_id === 'goa-sands-dlx-ro')!;
    expect(free.cancellation_policy).toMatchObject({ type: 'free_cancellation', refund_percent: 100 });
    // Written as a tour's is, '12 Dec 2026, 12:00 PM' (issue 30: it read '2026-12-12 12:00 IST').
    expect(free.cancellation_policy.text).toBe(`Free cancellation until ${istWhen(free.cancellation_policy.free_until!)}.`);
    expect(free.cancellation_policy.text).toMatch(/^Free cancellation until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
    expect(rates.find((r) => r.rate_id === 'goa-sands-dlx-nr')!.cancellation_policy.type).toBe('non_refundable');
    expect(rates.find((r) => r.rate_id === 'goa-sands-dlx-bb')!.cancellation_policy).toMatchObject({
      type: 'partially_refundable',
      refund_percent: 50,
    });

    // The hotel's own selling rate (APItude's sellingRate) is the public price the member price is set against (issue 30).
    for (const rate of rates) expect(rate.public_price_inr).toBeGreaterThan(rate.price_inr);

    const lock = (await client.initiateBooking('goa-sands', 'goa-sands-dlx-ro', stay(40)))!;
    expect(lock).toMatchObject({ hotel_id: 'goa-sands', rate_id: 'goa-sands-dlx-ro', price: free.price, price_inr: free.price_inr });
    expect(lock.order_token.length).toBeLessThanOrEqual(80);
    const booked = await client.createBooking(lock.order_token, { name: 'Asha', surname: 'Rao' });
    expect(booked).toMatchObject({ ok: true, supplierReference: expect.stringMatching(/^1-\d+$/) });
    // Asked again (a retried job), the same booking: nothing is sent twice.
    expect(await client.createBooking(lock.order_token)).toEqual(booked);
    const reference = (booked as { supplierReference: string }).supplierReference;
    expect(await client.readBooking(reference)).toMatchObject({ reference, status: 'CONFIRMED', holder: { name: 'Asha', surname: 'Rao' } });
    expect(await client.cancelBooking(lock.order_token)).toBe(true);
    expect(await client.readBooking(reference)).toMatchObject({ reference, status: 'CANCELLED' });

    const exchanges = sandbox().exchanges.slice(seen);
    expect(exchanges.map((e) => e.operation)).toEqual([
      'availability',
      'availability',
      'checkrate',
      'booking',
      'detail',
      'list',
      'cancel',
      'detail',
    ]);
    expect(exchanges.filter((e) => e.operation === 'booking')).toHaveLength(1);
    expectOnTheWire(exchanges);
  });

  it('never sends a confirmation twice: asked again after a lost answer, it looks up, and cancels the late booking', async () => {
    const client = clientWith();
    const lock = (await client.initiateBooking('mnr-tea', 'mnr-tea-valley-ro', stay(44)))!;
    sandbox().failNext('booking', 'lost');
    expect(await client.createBooking(lock.order_token)).toEqual({ ok: false, reason: 'uncertain' });
    const seen = sandbox().exchanges.length;
    expect(await client.createBooking(lock.order_token)).toEqual({ ok: false, reason: 'uncertain' });
    expect(
      sandbox()
        .exchanges.slice(seen)
        .map((e) => e.operation),
    ).toEqual(['list']);
    await sandbox().confirmLateBookings();
    const late = (await supplierBookingsOf(day(44))).filter((b) => b.hotel.name === 'Tea Hills Resort');
    expect(late.map((b) => b.status)).toEqual(['CONFIRMED']);
    expect(await client.cancelBooking(lock.order_token)).toBe(true);
    expect(await client.readBooking(late[0]!.reference)).toMatchObject({ status: 'CANCELLED' });
    expect(await client.createBooking(lock.order_token)).toEqual({ ok: false, reason: 'refused' });
  });

  it('answers an unsigned, wrongly signed or stale call 401 with its error envelope; the client reports the supplier unavailable', async () => {
    const url = `${sandbox().url}${HOTEL_API}/status`;
    const { apiKey, secret } = sandbox();
    expect((await fetch(url, { headers: hotelbedsHeaders(apiKey, secret) })).status).toBe(200);
    for (const headers of [
      { Accept: 'application/json' },
      hotelbedsHeaders(apiKey, 'not-the-secret'),
      hotelbedsHeaders(apiKey, secret, new Date(Date.now() - 10 * 60_000)),
    ]) {
      const answer = await fetch(url, { headers });
      expect(answer.status).toBe(401);
      expect(errorEnvelopeSchema.safeParse(await answer.json()).success).toBe(true);
    }
    await expect(clientWith('not-the-secret').rates('goa-sands', stay(41))).rejects.toEqual(
      new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable),
    );
  });

  it('repeats reads after a 5xx, garbage or a timeout (with back-off), and gives up after the last attempt', async () => {
    const client = clientWith(undefined, 300);
    sandbox().failNext('availability', '5xx');
    sandbox().failNext('availability', 'garbage');
    expect((await client.rates('jai-rambagh', stay(42))).length).toBeGreaterThan(0);
    sandbox().failNext('availability', 'timeout', 3);
    await expect(client.rates('jai-rambagh', stay(42))).rejects.toBeInstanceOf(AppError);
    // A check-rate that never answers holds nothing: the stay is simply not available now.
    sandbox().failNext('checkrate', '5xx', 3);
    expect(await client.initiateBooking('jai-rambagh', 'jai-pal-prem-ro', stay(42))).toBeUndefined();
    expect((await client.rates('jai-rambagh', stay(42))).length).toBeGreaterThan(0);
  });
});

let mobile = 9320000000;
/** Runs due jobs until none is left, making retries and delayed checks due at once. */
async function settleJobs(rounds = 40) {
  for (let i = 0; i < rounds; i++) {
    await t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}
/** A cardholder's stay, checked out (price locked), paid and approved at the bank: what the booking job then does. */
async function paidStay(from: number) {
  const { token } = await t.signInAs(String(mobile++));
  const added = await t.call({
    method: 'POST',
    url: '/api/core/user/cart/add_items',
    token,
    payload: { items: [{ type: 'hotel', hotel_id: 'udr-lakepalace', rate_id: 'udr-lake-hist-bb', ...stay(from) }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json() as Checkout;
  expect(quote.items.map((i) => i.outcome)).toEqual(['held']);
  const started = await payCheckout(t, token, quote);
  expect(started.statusCode, started.body).toBe(200);
  return { token, quote, pay: () => atSandboxBank(t, started.json(), 'approve') };
}
async function outcomeOf(token: string, quote: Checkout) {
  await settleJobs();
  const after = (await t.call({ url: `/api/core/user/cart/checkout/${quote.id}`, token })).json() as Checkout;
  const item = after.items[0]!;
  const info = (await t.call({ url: `/api/rewards/users/booking_information?booking_id=${item.booking_id}`, token })).json();
  return {
    status: after.status,
    outcome: item.outcome,
    refund: info.refund as { amount: number; status: string } | null,
    price: item.price!,
  };
}
const supplierBookingsOf = async (checkIn: string) => (await sandbox().bookings()).filter((b) => b.hotel.checkIn === checkIn);

describe('a supplier that fails while a paid stay is booked', () => {
  it.each([
    ['answers 5xx (nothing booked)', '5xx' as const],
    ['never answers (nothing booked)', 'timeout' as const],
  ])('%s: the stay is refunded and no room is held at the supplier', async (_name, fault) => {
    const from = fault === '5xx' ? 50 : 51;
    const { token, quote, pay } = await paidStay(from);
    sandbox().failNext('booking', fault);
    expect((await pay()).statusCode).toBe(303);
    const result = await outcomeOf(token, quote);
    expect(result).toMatchObject({ status: 'paid', outcome: 'refunded', refund: { amount: result.price, status: 'refunded' } });
    expect(await supplierBookingsOf(day(from))).toEqual([]);
  });

  it.each([
    ['answers garbage after booking', 'garbage' as const, 52],
    ['books but answers after the timeout', 'late' as const, 53],
  ])('%s: the booking is found by its client reference, booked once, nothing refunded', async (_name, fault, from) => {
    const { token, quote, pay } = await paidStay(from);
    sandbox().failNext('booking', fault);
    await pay();
    const result = await outcomeOf(token, quote);
    expect(result).toMatchObject({ status: 'paid', outcome: 'booked', refund: null });
    const held = await supplierBookingsOf(day(from));
    expect(held.map((b) => b.status)).toEqual(['CONFIRMED']);
    const timeline = (await t.call({ url: '/api/rewards/users/bookings', token })).json().data as {
      status: string;
      booking_type: string;
    }[];
    expect(timeline.filter((b) => b.booking_type === 'HotelBooking').map((b) => b.status)).toEqual(['confirmed']);
  });

  it('confirms only after it was asked and found nothing: refunded, and the late booking is cancelled at the supplier', async () => {
    const { token, quote, pay } = await paidStay(54);
    sandbox().failNext('booking', 'lost');
    await pay();
    await t.app.jobs.drain(); // the booking job only: the late check waits its delay
    const after = (await t.call({ url: `/api/core/user/cart/checkout/${quote.id}`, token })).json() as Checkout;
    expect(after.items[0]!.outcome).toBe('refunded');
    await sandbox().confirmLateBookings();
    expect((await supplierBookingsOf(day(54))).map((b) => b.status)).toEqual(['CONFIRMED']);
    const result = await outcomeOf(token, quote);
    expect(result).toMatchObject({ outcome: 'refunded', refund: { amount: result.price, status: 'refunded' } });
    expect((await supplierBookingsOf(day(54))).map((b) => b.status)).toEqual(['CANCELLED']);
  });

  it('books, but neither the answer nor the look-up comes back: refunded, then the booking is cancelled once it can be asked', async () => {
    const { token, quote, pay } = await paidStay(55);
    sandbox().failNext('booking', 'late');
    sandbox().failNext('list', '5xx', 3);
    await pay();
    const result = await outcomeOf(token, quote);
    expect(result).toMatchObject({ outcome: 'refunded', refund: { amount: result.price, status: 'refunded' } });
    expect((await supplierBookingsOf(day(55))).map((b) => b.status)).toEqual(['CANCELLED']);
  });

  it('refuses the booking (its error envelope): refunded at once, with no late check queued', async () => {
    const { token, quote, pay } = await paidStay(56);
    const lateChecks = async () =>
      ((await t.app.db.execute(sql`select id from jobs where kind = 'rewards.hotel_late_booking'`)) as unknown as { rows: unknown[] }).rows
        .length;
    const before = await lateChecks();
    sandbox().refuseBookings(true);
    try {
      await pay();
      await t.app.jobs.drain();
    } finally {
      sandbox().refuseBookings(false);
    }
    expect(await lateChecks()).toBe(before);
    const result = await outcomeOf(token, quote);
    expect(result).toMatchObject({ outcome: 'refunded', refund: { amount: result.price, status: 'refunded' } });
    expect(await supplierBookingsOf(day(56))).toEqual([]);
  });
});

describe('HOTELS_PROVIDER_URL', () => {
  it('points the portal at that supplier over HTTP with its key and secret, and starts no sandbox of its own', async () => {
    const supplier = await startHotelsSandbox(t.app.db, { apiKey: 'evaluation-key', secret: 'evaluation-secret' });
    const database = await openTestDatabase({ seeded: true });
    // Its hotels are the supplier's content, imported ahead of time (hotel-content.test.ts covers the import).
    const source = { url: supplier.url, apiKey: 'evaluation-key', secret: 'evaluation-secret' };
    await replaceHotelContent(database.db, await fetchHotelContent({ ...source, countryCodes: ['IN'] }), new Date());
    const other = await buildApp(
      testConfig({ HOTELS_PROVIDER_URL: supplier.url, HOTELS_PROVIDER_KEY: source.apiKey, HOTELS_PROVIDER_SECRET: source.secret }),
      { database },
    );
    const imported = supplier.exchanges.length;
    try {
      await other.ready();
      expect(other.hotelsSandbox).toBeUndefined();
      const answer = await other.inject({
        method: 'POST',
        url: '/api/rewards/luxury_staycations/hotel_room_availability',
        headers: clientHeaders,
        payload: { hotel_id: 'hb-700101', ...stay(43) },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().rates.length).toBeGreaterThan(0);
      expect(supplier.exchanges.slice(imported).map((e) => [e.operation, e.signed])).toEqual([['availability', true]]);
    } finally {
      await other.close();
      await database.close();
      await supplier.close();
    }
  });
});
