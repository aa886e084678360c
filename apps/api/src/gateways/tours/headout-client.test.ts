import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { toursSandboxBookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createHeadoutClient, ToursProviderUnavailable } from './headout-client.ts';
import {
  HEADOUT_PATHS,
  bookingSchema,
  cancelAnswerSchema,
  cancelBookingSchema,
  captureBookingSchema,
  categoriesAnswerSchema,
  categoriesQuerySchema,
  citiesPageSchema,
  citiesQuerySchema,
  createBookingSchema,
  headoutErrorSchema,
  inventoryPageSchema,
  inventoryQuerySchema,
  productQuerySchema,
  productSchema,
  productsPageSchema,
  productsQuerySchema,
} from './headout-schemas.ts';
import { startHeadoutSandboxServer, type HeadoutSandboxServer, type SandboxExchange } from './headout-sandbox-server.ts';
import { createToursSandbox, type ToursSandbox } from './tours-sandbox.ts';

const KEY = 'tk_test_key';
let database: DatabaseHandle;
let engine: ToursSandbox;
let server: HeadoutSandboxServer;
let now = new Date('2027-03-01T04:00:00Z');
const exchanges: SandboxExchange[] = [];
/** Short timeouts and back-off for the calls that meet a fault; a busy machine's ordinary calls get the usual time. */
const client = (more: Partial<Parameters<typeof createHeadoutClient>[0]> = {}) =>
  createHeadoutClient({ baseUrl: server.url, key: KEY, timeoutMs: 1500, attempts: 3, backoffMs: 20, ...more });
const steady = (more: Partial<Parameters<typeof createHeadoutClient>[0]> = {}) => client({ timeoutMs: 10_000, ...more });

beforeAll(async () => {
  database = await openTestDatabase();
  engine = createToursSandbox(database.db, () => now);
  server = await startHeadoutSandboxServer({ engine, db: database.db, key: KEY, onExchange: (exchange) => exchanges.push(exchange) });
});
afterAll(async () => {
  await server.close();
  await database.close();
});
afterEach(() => {
  server.clearFaults();
  engine.refuseCaptures(false);
});

/** The private walk's first slot on a day (two places), as the client lists it. */
async function privateWalkSlot(date: string) {
  const slots = (await steady().inventories({
    variantId: 'mum-heritage-pvt',
    startDateTime: `${date}T00:00:00+05:30`,
    endDateTime: `${date}T23:59:00+05:30`,
  }))!;
  return slots.find((slot) => slot.availability === 'LIMITED')!;
}
const guest = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210' };
const statusAtProvider = async (bookingId: string) =>
  (await database.db.select().from(toursSandboxBookings).where(eq(toursSandboxBookings.id, bookingId)))[0]?.status;

/** Per route of the sandbox: the published schema of its query, its body and its successful answer. */
const published: Record<
  string,
  {
    query?: { safeParse(v: unknown): { success: boolean } };
    body?: { safeParse(v: unknown): { success: boolean } };
    answer: { safeParse(v: unknown): { success: boolean } };
  }
> = {
  cities: { query: citiesQuerySchema, answer: citiesPageSchema },
  categories: { query: categoriesQuerySchema, answer: categoriesAnswerSchema },
  products: { query: productsQuerySchema, answer: productsPageSchema },
  product: { query: productQuerySchema, answer: productSchema },
  inventory: { query: inventoryQuerySchema, answer: inventoryPageSchema },
  create: { body: createBookingSchema, answer: bookingSchema },
  status: { answer: bookingSchema },
  capture: { body: captureBookingSchema, answer: bookingSchema },
  cancel: { body: cancelBookingSchema, answer: cancelAnswerSchema },
};

describe("Headout's wire protocol, client and sandbox", () => {
  it("every request and answer of a whole booking journey matches Headout's published schemas", async () => {
    exchanges.length = 0;
    const headout = steady({ pageLimit: 7 });
    const cities = await headout.cities();
    expect(cities[0]).toMatchObject({ code: 'MUMBAI', name: 'Mumbai', country: 'India' });
    expect(cities.length).toBeGreaterThanOrEqual(8);
    const mumbaiCategories = (await headout.categories('Mumbai')).map((c) => c.id).sort();
    expect(mumbaiCategories).toEqual((await engine.categories('Mumbai')).map((c) => c.id).sort());
    expect(mumbaiCategories).toEqual(expect.arrayContaining(['experiences', 'food', 'tours']));
    const products = await headout.products({ city: 'Mumbai' });
    expect(products.map((p) => p.id)).toEqual((await engine.products({ city: 'Mumbai' })).map((p) => p.id));
    // The same answer object while nothing changed (the rewards routes keep its JSON by identity).
    expect(await headout.products({ city: 'Mumbai' })).toBe(products);
    expect(await headout.product('mum-heritage')).toEqual(await engine.product('mum-heritage'));
    expect(await headout.product('nope')).toBeUndefined();
    // A month of slots arrives over several offset/limit pages, exactly as the sandbox holds them.
    const window = { variantId: 'mum-heritage-std', startDateTime: '2027-03-02T00:00:00+05:30', endDateTime: '2027-04-01T00:00:00+05:30' };
    expect(await headout.inventories(window)).toEqual(await engine.inventories(window));
    expect(exchanges.filter((e) => e.route === 'inventory').length).toBeGreaterThan(2);
    expect(await headout.inventories({ ...window, variantId: 'nope' })).toBeUndefined();

    const slot = await privateWalkSlot('2027-03-03');
    expect(await headout.slot(slot.id, 'mum-heritage')).toEqual({ product: await engine.product('mum-heritage'), inventory: slot });
    const held = await headout.hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest });
    expect(held).toMatchObject({ ok: true, amount: slot.pricing.persons[0]!.price });
    if (!held.ok) return;
    expect(await headout.status(held.bookingId)).toBe('UNCAPTURED');
    expect(await headout.capture(held.bookingId, 'order-1')).toEqual({ ok: true });
    expect(await headout.capture(held.bookingId, 'order-1')).toEqual({ ok: true });
    expect(await headout.status(held.bookingId)).toBe('PENDING');
    const other = await headout.hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest });
    expect(await headout.hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest })).toEqual({ ok: false, reason: 'sold_out' });
    if (other.ok) await headout.cancel(other.bookingId);
    expect((await privateWalkSlot('2027-03-03')).remaining).toBe(1);

    const routes = new Set(exchanges.map((e) => e.route));
    expect([...routes].sort()).toEqual(Object.keys(published).sort());
    const create = exchanges.find((e) => e.route === 'create' && e.status === 200)!;
    expect(create.body).toMatchObject({
      variantId: 'mum-heritage-pvt',
      customersDetails: {
        count: 1,
        customers: [
          {
            personType: 'ADULT',
            isPrimary: true,
            inputFields: [
              { id: 'NAME', value: 'Asha Rao' },
              { id: 'EMAIL', value: 'asha@example.com' },
              { id: 'PHONE', value: '+919876543210' },
            ],
          },
        ],
      },
      price: { amount: slot.pricing.persons[0]!.price, currencyCode: 'INR' },
    });
    const capture = exchanges.find((e) => e.route === 'capture' && e.status === 200)!;
    expect(capture.body).toEqual({ status: 'PENDING', partnerReferenceId: 'order-1' });
    expect(capture.answer).toMatchObject({ bookingId: held.bookingId, partnerReferenceId: 'order-1', status: 'PENDING' });
    for (const exchange of exchanges) {
      const schema = published[exchange.route]!;
      const where = `${exchange.method} ${exchange.route} ${JSON.stringify(exchange.query)}`;
      if (schema.query) expect(schema.query.safeParse(exchange.query).success, where).toBe(true);
      if (schema.body) expect(schema.body.safeParse(exchange.body).success, where).toBe(true);
      const answer = exchange.status === 200 ? schema.answer : headoutErrorSchema;
      expect(answer.safeParse(exchange.answer).success, `${where} -> ${exchange.status}`).toBe(true);
    }
    // Refusals come in Headout's envelope with the status repeated in it.
    const refusals = exchanges.filter((e) => e.status !== 200);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect((refusal.answer as { status: number }).status).toBe(refusal.status);
  });

  it('asks with the Headout-Auth key: without it the answer is a 401 envelope, and a wrong key is our error, not the cardholder', async () => {
    const bare = await fetch(`${server.url}${HEADOUT_PATHS.cities}`);
    expect(bare.status).toBe(401);
    expect(headoutErrorSchema.parse(await bare.json())).toMatchObject({ status: 401 });
    const wrong = steady({ key: 'tk_wrong' });
    await expect(wrong.products({ city: 'Mumbai' })).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});

describe('provider faults', () => {
  it('a capture confirmed late (the answer lost) is asked again and found captured: one booking, captured once', async () => {
    const slot = await privateWalkSlot('2027-03-04');
    const held = await steady().hold({ inventoryId: slot.id, pax: { ADULT: 2 }, guest });
    if (!held.ok) throw new Error('not held');
    server.fail({ route: 'capture', kind: 'late', times: 1 });
    expect(await client().capture(held.bookingId, 'order-late')).toEqual({ ok: true });
    expect(await statusAtProvider(held.bookingId)).toBe('PENDING');
    expect((await privateWalkSlot('2027-03-04')).remaining).toBe(0);
  });

  it('a capture answered 5xx is retried with back-off until it lands', async () => {
    const slot = await privateWalkSlot('2027-03-05');
    const held = await steady().hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest });
    if (!held.ok) throw new Error('not held');
    server.fail({ route: 'capture', kind: '5xx', times: 2 });
    expect(await client().capture(held.bookingId)).toEqual({ ok: true });
    expect(await statusAtProvider(held.bookingId)).toBe('PENDING');
  });

  it('a capture never answered, whose booking is still held, is neither refunded nor booked: it throws, and a later run captures it', async () => {
    const slot = await privateWalkSlot('2027-03-06');
    const held = await steady().hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest });
    if (!held.ok) throw new Error('not held');
    server.fail({ route: 'capture', kind: 'timeout', times: 3 });
    await expect(client().captureAll([held.bookingId])).rejects.toBeInstanceOf(ToursProviderUnavailable);
    expect(await statusAtProvider(held.bookingId)).toBe('UNCAPTURED');
    server.fail({ route: 'capture', kind: 'garbage', times: 3 });
    server.fail({ route: 'status', kind: 'garbage', times: 3 });
    await expect(client().capture(held.bookingId)).rejects.toBeInstanceOf(ToursProviderUnavailable);
    expect(await steady().captureAll([held.bookingId])).toEqual([{ ok: true }]);
  });

  it('a capture the provider refuses lets the seats go and answers REFUSED (the item is refunded); an hour late it is CAPTURE_TIMEOUT', async () => {
    const slot = await privateWalkSlot('2027-03-07');
    const held = await steady().hold({ inventoryId: slot.id, pax: { ADULT: 2 }, guest });
    if (!held.ok) throw new Error('not held');
    engine.refuseCaptures(true);
    expect(await steady().capture(held.bookingId)).toEqual({ ok: false, status: 'REFUSED' });
    expect(await statusAtProvider(held.bookingId)).toBe('CANCELLED');
    expect((await privateWalkSlot('2027-03-07')).remaining).toBe(2);
    engine.refuseCaptures(false);
    const late = await steady().hold({ inventoryId: slot.id, pax: { ADULT: 1 }, guest });
    if (!late.ok) throw new Error('not held');
    now = new Date(now.getTime() + 61 * 60_000);
    try {
      expect(await steady().capture(late.bookingId)).toEqual({ ok: false, status: 'CAPTURE_TIMEOUT' });
    } finally {
      now = new Date(now.getTime() - 61 * 60_000);
    }
  });

  it('a hold answered 5xx is not repeated (no seat held twice); the holds already made for that cart are let go', async () => {
    const first = await privateWalkSlot('2027-03-08');
    const second = await privateWalkSlot('2027-03-09');
    exchanges.length = 0;
    server.fail({ route: 'create', kind: '5xx', times: 1 });
    // The first create is refused by the fault: nothing held at all.
    await expect(client().holdAll([{ inventoryId: first.id, pax: { ADULT: 1 }, guest }])).rejects.toBeInstanceOf(ToursProviderUnavailable);
    expect(exchanges.filter((e) => e.route === 'create')).toHaveLength(1);
    expect((await privateWalkSlot('2027-03-08')).remaining).toBe(2);
    // The second line's create times out: the first line's hold goes back.
    server.fail({ route: 'create', kind: 'timeout', times: 1, skip: 1 });
    const pair = [
      { inventoryId: first.id, pax: { ADULT: 1 }, guest },
      { inventoryId: second.id, pax: { ADULT: 1 }, guest },
    ];
    await expect(client().holdAll(pair)).rejects.toBeInstanceOf(ToursProviderUnavailable);
    expect((await privateWalkSlot('2027-03-08')).remaining).toBe(2);
    expect((await privateWalkSlot('2027-03-09')).remaining).toBe(2);
  });

  it('reads that time out or answer garbage are retried, then told as a 503 with our message', async () => {
    server.fail({ route: 'products', kind: 'timeout', times: 1 });
    expect((await client().products({ city: 'Goa' })).length).toBeGreaterThan(0);
    server.fail({ route: 'products', kind: 'garbage', times: 3 });
    const error = await client()
      .products({ city: 'Goa' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
  });
});
