import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_PRICE_LOCK_MINUTES } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { hotelsSandboxOrders } from '../../db/schema/index.ts';
import {
  availabilityRequestSchema,
  bookingListQuerySchema,
  bookingRequestSchema,
  cancellationQuerySchema,
  checkRateRequestSchema,
  HOTEL_API,
  type HotelbedsBooking,
  type HotelbedsRate,
} from './hotelbeds-schemas.ts';
import { signatureIsValid } from './hotelbeds-signature.ts';
import { sandboxHotels, type SandboxHotel, type SandboxRoom } from './sandbox-hotels.ts';

const DAY_MS = 86_400_000;
const MAX_NIGHTS = 30;
const plans = [
  { suffix: 'ro', boardCode: 'RO', boardName: 'Room only', rateClass: 'NOR', factor: 1 },
  { suffix: 'bb', boardCode: 'BB', boardName: 'Breakfast included', rateClass: 'NOR', factor: 1.12 },
  { suffix: 'nr', boardCode: 'RO', boardName: 'Room only, pay now', rateClass: 'NRF', factor: 0.9 },
] as const;
type Plan = (typeof plans)[number];

export type SandboxOperation = 'availability' | 'checkrate' | 'booking' | 'list' | 'detail' | 'cancel';
/**
 * What a fault does to the next call of an operation: `timeout` never answers (nothing done); `5xx` answers 500
 * SYSTEM_ERROR (nothing done); `garbage` does the work, then answers an HTML error page with status 200; `late` does
 * the work and never answers; `lost` answers 504 at once and makes the booking only when `confirmLateBookings` runs.
 */
export type SandboxFault = 'timeout' | '5xx' | 'garbage' | 'late' | 'lost';

/** One call as the sandbox saw it (the schema test reads these). */
export interface SandboxExchange {
  operation: SandboxOperation | 'status' | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  signed: boolean;
  request: unknown;
  status: number;
  response: unknown;
}

interface Occupancy {
  rooms: number;
  adults: number;
  children: number;
  ages: number[];
}

const nightsOf = (checkIn: string, checkOut: string) => {
  const nights: string[] = [];
  for (let at = Date.parse(`${checkIn}T00:00:00Z`); at < Date.parse(`${checkOut}T00:00:00Z`); at += DAY_MS) {
    nights.push(new Date(at).toISOString().slice(0, 10));
  }
  return nights;
};
const inBlackout = (hotel: SandboxHotel, night: string) =>
  hotel.blackout.some(([from, to]) => {
    const md = night.slice(5);
    return from <= to ? md >= from && md <= to : md >= from || md <= to;
  });
const money = (value: number) => value.toFixed(2);

/** `checkIn|checkOut|W|1|hotel|room|plan|board|adults~children|ages|lock`: what a rate key says (APItude's are opaque; ours can be read back). */
const rateKeyOf = (parts: {
  checkIn: string;
  checkOut: string;
  hotel: number;
  room: string;
  plan: Plan;
  occupancy: Occupancy;
  lock?: string;
}) =>
  [
    parts.checkIn,
    parts.checkOut,
    'W',
    '1',
    parts.hotel,
    parts.room,
    parts.plan.suffix,
    parts.plan.boardCode,
    `${parts.occupancy.rooms}~${parts.occupancy.adults}~${parts.occupancy.children}`,
    parts.occupancy.ages.join(','),
    parts.lock ?? '',
  ].join('|');
function parseRateKey(key: string) {
  const [checkIn, checkOut, , , hotel, room, suffix, , occ, ages, lock] = key.split('|');
  const plan = plans.find((p) => p.suffix === suffix);
  const [rooms, adults, children] = (occ ?? '').split('~').map(Number);
  if (!checkIn || !checkOut || !plan || !room || !rooms || !adults || children === undefined || Number.isNaN(children)) return undefined;
  const occupancy: Occupancy = { rooms, adults, children, ages: ages ? ages.split(',').map(Number) : [] };
  return { checkIn, checkOut, hotel: Number(hotel), room, plan, occupancy, lock: lock || undefined };
}

export interface HotelsSandboxOptions {
  apiKey: string;
  secret: string;
  now?: () => Date;
}

/**
 * The hotel supplier's sandbox: an HTTP server on 127.0.0.1 speaking APItude's Hotel Booking API 1.0 (availability,
 * check-rate, booking confirmation, list, detail, cancellation; Api-key and X-Signature checked on every call) over
 * the made-up inventory of sandbox-hotels.ts. Its books are a table (every process sees them); a CheckRate locks its
 * price for 15 minutes by the injected clock. Tests and demos change a hotel's prices, refuse bookings, or make the
 * next call of an operation fail the ways a real supplier does.
 */
export async function startHotelsSandbox(db: Database, options: HotelsSandboxOptions) {
  const now = options.now ?? (() => new Date());
  const priceFactor = new Map<string, number>();
  const faults = new Map<SandboxOperation, SandboxFault[]>();
  const lostBookings: (() => Promise<void>)[] = [];
  const exchanges: SandboxExchange[] = [];
  let refusingBookings = false;
  const hotelByCode = (code: number) => sandboxHotels.find((hotel) => hotel.code === code);
  const auditData = () => ({ processTime: '1', timestamp: now().toISOString().replace('T', ' ').slice(0, 23), requestHost: '127.0.0.1' });

  /** A night's price per room (extra adults 25%, children 6 and over 15%), times the nights and rooms, for one plan. */
  const priceOf = (hotel: SandboxHotel, room: SandboxRoom, plan: Plan, occupancy: Occupancy, nights: number) => {
    const olderChildren = occupancy.ages.filter((age) => age >= 6).length;
    const night = room.base * (1 + 0.25 * Math.max(0, occupancy.adults - 2) + 0.15 * olderChildren);
    return Math.round(night * nights * occupancy.rooms * (priceFactor.get(hotel.id) ?? 1) * plan.factor);
  };
  const policiesOf = (plan: Plan, net: number, checkIn: string) => {
    if (plan.suffix === 'ro') {
      const freeUntil = new Date(Date.parse(`${checkIn}T12:00:00+05:30`) - 3 * DAY_MS).toISOString();
      return [{ amount: money(net), from: freeUntil }];
    }
    return [{ amount: money(plan.suffix === 'bb' ? net / 2 : net), from: now().toISOString() }];
  };
  function rateOf(
    hotel: SandboxHotel,
    room: SandboxRoom,
    plan: Plan,
    stay: { checkIn: string; checkOut: string },
    occupancy: Occupancy,
    lock?: string,
  ) {
    const net = priceOf(hotel, room, plan, occupancy, nightsOf(stay.checkIn, stay.checkOut).length);
    return {
      rateKey: rateKeyOf({ ...stay, hotel: hotel.code, room: room.id, plan, occupancy, lock }),
      rateClass: plan.rateClass,
      rateType: lock ? 'BOOKABLE' : 'RECHECK',
      net: money(net),
      allotment: 5,
      paymentType: 'AT_WEB',
      packaging: false,
      boardCode: plan.boardCode,
      boardName: plan.boardName,
      cancellationPolicies: policiesOf(plan, net, stay.checkIn),
      rooms: occupancy.rooms,
      adults: occupancy.adults,
      children: occupancy.children,
      ...(occupancy.ages.length ? { childrenAges: occupancy.ages.join(',') } : {}),
    } satisfies HotelbedsRate;
  }
  const bookable = (hotel: SandboxHotel, checkIn: string, checkOut: string) => {
    const nights = nightsOf(checkIn, checkOut);
    const today = new Date(now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    return !(checkIn < today || nights.length === 0 || nights.length > MAX_NIGHTS || nights.some((n) => inBlackout(hotel, n)));
  };
  const fits = (room: SandboxRoom, o: Occupancy) => o.adults <= room.maxAdults && o.children <= room.maxChildren;

  type Answer = { status: number; body: unknown };
  const error = (status: number, code: string, message: string): Answer => ({
    status,
    body: { auditData: auditData(), error: { code, message } },
  });
  const invalid = (issues: z.core.$ZodIssue[]) =>
    error(400, 'INVALID_REQUEST', issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));

  function availability(body: unknown): Answer {
    const parsed = availabilityRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const { stay, occupancies, hotels } = parsed.data;
    const occ: Occupancy[] = occupancies.map((o) => ({ ...o, ages: (o.paxes ?? []).map((p) => p.age) }));
    const found = hotels.hotel
      .map(hotelByCode)
      .filter((hotel): hotel is SandboxHotel => hotel !== undefined && bookable(hotel, stay.checkIn, stay.checkOut))
      .map((hotel) => {
        const rooms = hotel.rooms
          .filter((room) => occ.every((o) => fits(room, o)))
          .map((room) => ({
            code: room.id,
            name: room.name,
            rates: plans.flatMap((plan) => occ.map((o) => rateOf(hotel, room, plan, stay, o))),
          }));
        const nets = rooms.flatMap((r) => r.rates.map((rate) => Number(rate.net)));
        return { hotel, rooms, nets };
      })
      .filter((entry) => entry.rooms.length > 0)
      .map(({ hotel, rooms, nets }) => ({
        code: hotel.code,
        name: hotel.name,
        categoryCode: `${hotel.stars}EST`,
        destinationCode: hotel.destinationId.toUpperCase().slice(0, 3),
        currency: hotel.currency,
        minRate: money(Math.min(...nets)),
        maxRate: money(Math.max(...nets)),
        rooms,
      }));
    return {
      status: 200,
      body: {
        auditData: auditData(),
        hotels: { ...(found.length ? { hotels: found, checkIn: stay.checkIn, checkOut: stay.checkOut } : {}), total: found.length },
      },
    };
  }

  async function checkRate(body: unknown): Promise<Answer> {
    const parsed = checkRateRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const keys = parsed.data.rooms.map((r) => parseRateKey(r.rateKey));
    const first = keys[0];
    const hotel = first && hotelByCode(first.hotel);
    if (
      !first ||
      !hotel ||
      keys.some(
        (k) =>
          !k ||
          k.hotel !== first.hotel ||
          k.checkIn !== first.checkIn ||
          k.checkOut !== first.checkOut ||
          k.room !== first.room ||
          k.plan !== first.plan,
      )
    )
      return error(400, 'INVALID_DATA', 'Rate key is not valid.');
    const room = hotel.rooms.find((r) => r.id === first.room);
    if (!room || !bookable(hotel, first.checkIn, first.checkOut) || keys.some((k) => !fits(room, k!.occupancy)))
      return error(400, 'PRODUCT_ERROR', 'The rate is no longer available.');
    const lock = `L${randomBytes(8).toString('hex')}`;
    const rates = keys.map((k) => rateOf(hotel, room, first.plan, first, k!.occupancy, lock));
    const totalNet = rates.reduce((sum, r) => sum + Number(r.net), 0);
    await db.insert(hotelsSandboxOrders).values({
      token: lock,
      hotelId: hotel.id,
      rateId: `${room.id}-${first.plan.suffix}`,
      stay: { checkIn: first.checkIn, checkOut: first.checkOut, occupancies: keys.map((k) => k!.occupancy) },
      priceInr: 0,
      net: money(totalNet),
      lockedUntil: new Date(now().getTime() + HOTEL_PRICE_LOCK_MINUTES * 60_000),
    });
    return {
      status: 200,
      body: {
        auditData: auditData(),
        hotel: {
          code: hotel.code,
          name: hotel.name,
          categoryCode: `${hotel.stars}EST`,
          destinationCode: hotel.destinationId.toUpperCase().slice(0, 3),
          currency: hotel.currency,
          checkIn: first.checkIn,
          checkOut: first.checkOut,
          rooms: [{ code: room.id, name: room.name, rates }],
          totalNet: money(totalNet),
        },
      },
    };
  }

  type OrderRow = typeof hotelsSandboxOrders.$inferSelect;
  const bookingOf = (order: OrderRow): HotelbedsBooking => {
    const hotel = sandboxHotels.find((h) => h.id === order.hotelId)!;
    const stay = order.stay as { checkIn: string; checkOut: string; occupancies: Occupancy[] };
    const room = hotel.rooms.find((r) => order.rateId.startsWith(`${r.id}-`))!;
    return {
      reference: order.supplierReference!,
      clientReference: order.clientReference!,
      creationDate: order.bookedAt!.toISOString().slice(0, 10),
      status: order.status as 'CONFIRMED' | 'CANCELLED',
      ...(order.cancellationReference ? { cancellationReference: order.cancellationReference } : {}),
      modificationPolicies: { cancellation: order.status === 'CONFIRMED', modification: false },
      holder: order.holder!,
      hotel: {
        code: hotel.code,
        name: hotel.name,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        currency: hotel.currency,
        rooms: stay.occupancies.map(() => ({ code: room.id, name: room.name, status: order.status! })),
      },
      totalNet: Number(order.net),
      pendingAmount: order.status === 'CONFIRMED' ? Number(order.net) : 0,
      currency: hotel.currency,
    };
  };

  /** Validates a confirmation; answers either an error or the work to do (so a `lost` fault can do it later). */
  async function prepareBooking(body: unknown): Promise<Answer | (() => Promise<Answer>)> {
    const parsed = bookingRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const locks = new Set(parsed.data.rooms.map((r) => parseRateKey(r.rateKey)?.lock));
    const [lock] = [...locks];
    if (locks.size !== 1 || !lock) return error(400, 'INVALID_DATA', 'Rate key is not valid: check the rate first (CheckRate).');
    const [order] = await db.select().from(hotelsSandboxOrders).where(eq(hotelsSandboxOrders.token, lock));
    if (!order) return error(400, 'INVALID_DATA', 'Rate key is not valid.');
    if (order.status) return error(400, 'PRODUCT_ERROR', 'This rate key is booked already.');
    if (order.lockedUntil <= now()) return error(400, 'PRODUCT_ERROR', 'Price has changed or the rate is no longer available.');
    if (refusingBookings) return error(400, 'PRODUCT_ERROR', 'Insufficient allotment.');
    return async () => {
      const booked = {
        supplierReference: `1-${randomInt(1_000_000, 9_999_999)}`,
        clientReference: parsed.data.clientReference,
        holder: parsed.data.holder,
        status: 'CONFIRMED',
        bookedAt: now(),
      };
      await db.update(hotelsSandboxOrders).set(booked).where(eq(hotelsSandboxOrders.token, lock));
      return { status: 200, body: { auditData: auditData(), booking: bookingOf({ ...order, ...booked }) } };
    };
  }

  async function list(query: Record<string, string>): Promise<Answer> {
    const parsed = bookingListQuerySchema.safeParse(query);
    if (!parsed.success) return invalid(parsed.error.issues);
    const q = parsed.data;
    const rows = await db.select().from(hotelsSandboxOrders).where(isNotNull(hotelsSandboxOrders.status));
    const matching = rows
      .filter((row) => (q.clientReference ? row.clientReference === q.clientReference : true))
      .filter((row) => (q.status && q.status !== 'ALL' ? row.status === q.status : true))
      .filter((row) => {
        const created = row.bookedAt!.toISOString().slice(0, 10);
        return (q.filterType ?? 'CREATION') !== 'CREATION' || (created >= q.start && created <= q.end);
      })
      .sort((a, b) => a.bookedAt!.getTime() - b.bookedAt!.getTime());
    const page = matching.slice(q.from - 1, q.to).map(bookingOf);
    return {
      status: 200,
      body: {
        auditData: auditData(),
        bookings: { from: q.from, to: q.to, total: matching.length, ...(page.length ? { bookings: page } : {}) },
      },
    };
  }

  const byReference = async (reference: string) =>
    (
      await db
        .select()
        .from(hotelsSandboxOrders)
        .where(and(eq(hotelsSandboxOrders.supplierReference, reference), isNotNull(hotelsSandboxOrders.status)))
    )[0];
  async function detail(reference: string): Promise<Answer> {
    const order = await byReference(reference);
    return order
      ? { status: 200, body: { auditData: auditData(), booking: bookingOf(order) } }
      : error(404, 'INVALID_DATA', 'Booking not found.');
  }
  async function cancel(reference: string, query: Record<string, string>): Promise<Answer> {
    const parsed = cancellationQuerySchema.safeParse(query);
    if (!parsed.success) return invalid(parsed.error.issues);
    const order = await byReference(reference);
    if (!order) return error(404, 'INVALID_DATA', 'Booking not found.');
    if (order.status === 'CANCELLED') return error(400, 'PRODUCT_ERROR', 'The booking is cancelled already.');
    if (parsed.data.cancellationFlag === 'SIMULATION')
      return { status: 200, body: { auditData: auditData(), booking: bookingOf({ ...order, status: 'CANCELLED' }) } };
    const cancelled = { status: 'CANCELLED', cancellationReference: `C${randomBytes(4).toString('hex').toUpperCase()}` };
    await db.update(hotelsSandboxOrders).set(cancelled).where(eq(hotelsSandboxOrders.token, order.token));
    return { status: 200, body: { auditData: auditData(), booking: bookingOf({ ...order, ...cancelled }) } };
  }

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > 1_000_000) request.destroy(new Error('too large'));
      });
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    const text = method === 'POST' ? await readBody(request) : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = url.pathname;
    const reference = path.startsWith(`${HOTEL_API}/bookings/`)
      ? decodeURIComponent(path.slice(`${HOTEL_API}/bookings/`.length))
      : undefined;
    const operation: SandboxExchange['operation'] =
      path === `${HOTEL_API}/status` && method === 'GET'
        ? 'status'
        : path === `${HOTEL_API}/hotels` && method === 'POST'
          ? 'availability'
          : path === `${HOTEL_API}/checkrates` && method === 'POST'
            ? 'checkrate'
            : path === `${HOTEL_API}/bookings` && method === 'POST'
              ? 'booking'
              : path === `${HOTEL_API}/bookings` && method === 'GET'
                ? 'list'
                : reference && method === 'GET'
                  ? 'detail'
                  : reference && method === 'DELETE'
                    ? 'cancel'
                    : 'unknown';
    const signed =
      request.headers['api-key'] === options.apiKey &&
      signatureIsValid(options.apiKey, options.secret, String(request.headers['x-signature'] ?? ''), now());
    const exchange: SandboxExchange = { operation, method, path, query, signed, request: body, status: 0, response: undefined };
    exchanges.push(exchange);
    if (exchanges.length > 500) exchanges.shift();
    const send = (answer: Answer) => {
      exchange.status = answer.status;
      exchange.response = answer.body;
      const isText = typeof answer.body === 'string';
      response.writeHead(answer.status, { 'content-type': isText ? 'text/html' : 'application/json' });
      response.end(isText ? answer.body : JSON.stringify(answer.body));
    };
    if (!signed) return send(error(401, 'AUTHENTICATION_ERROR', 'Request signature verification failed'));
    const fault = operation !== 'status' && operation !== 'unknown' ? faults.get(operation)?.shift() : undefined;
    if (fault === 'timeout') return; // never answered: the caller's timeout ends it
    if (fault === '5xx') return send(error(500, 'SYSTEM_ERROR', 'Internal system error.'));

    let answer: Answer;
    if (operation === 'status') answer = { status: 200, body: { auditData: auditData(), status: 'OK' } };
    else if (operation === 'availability') answer = availability(body);
    else if (operation === 'checkrate') answer = await checkRate(body);
    else if (operation === 'booking') {
      const prepared = await prepareBooking(body);
      if (typeof prepared !== 'function') answer = prepared;
      else if (fault === 'lost') {
        lostBookings.push(async () => void (await prepared()));
        return send(error(504, 'SYSTEM_ERROR', 'Gateway timeout.'));
      } else answer = await prepared();
    } else if (operation === 'list') answer = await list(query);
    else if (operation === 'detail') answer = await detail(reference!);
    else if (operation === 'cancel') answer = await cancel(reference!, query);
    else answer = error(404, 'INVALID_REQUEST', 'Unknown operation.');

    if (fault === 'late') return; // done, but the answer never comes
    if (fault === 'garbage') return send({ status: 200, body: '<html><body>502 Bad Gateway</body></html>' });
    send(answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'SYSTEM_ERROR', message: String(err) } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: options.apiKey,
    secret: options.secret,
    exchanges,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Tests and demos: the hotel changes its prices (1.1 = 10% dearer). */
    setPriceFactor(hotelId: string, factor: number) {
      priceFactor.set(hotelId, factor);
    },
    /** Tests and demos: the supplier refuses to book (sold out meanwhile, an outage). */
    refuseBookings(refuse: boolean) {
      refusingBookings = refuse;
    },
    /** Tests: the next `times` calls of an operation fail this way. */
    failNext(operation: SandboxOperation, fault: SandboxFault, times = 1) {
      faults.set(operation, [...(faults.get(operation) ?? []), ...Array<SandboxFault>(times).fill(fault)]);
    },
    /** Tests: the bookings answered 504 (`lost`) are made now, as a supplier that confirms late would. */
    async confirmLateBookings() {
      for (const book of lostBookings.splice(0)) await book();
    },
    /** Tests: every booking the supplier holds (confirmed or cancelled). */
    async bookings() {
      return (await db.select().from(hotelsSandboxOrders).where(isNotNull(hotelsSandboxOrders.status))).map(bookingOf);
    },
  };
}
export type HotelsSandbox = Awaited<ReturnType<typeof startHotelsSandbox>>;
