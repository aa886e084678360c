import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_PRICE_LOCK_MINUTES, istAt, istDate } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { hotelsSandboxOrders } from '../../db/schema/index.ts';
import {
  availabilityRequestSchema,
  bookingListQuerySchema,
  bookingRequestSchema,
  cancellationQuerySchema,
  checkRateRequestSchema,
  type HotelbedsBooking,
  type HotelbedsRate,
} from './hotelbeds-schemas.ts';
import { sandboxHotels, type SandboxHotel, type SandboxRoom } from './sandbox-hotels.ts';

const DAY_MS = 86_400_000;
const MAX_NIGHTS = 30;
const plans = [
  { suffix: 'ro', boardCode: 'RO', boardName: 'Room only', rateClass: 'NOR', factor: 1 },
  { suffix: 'bb', boardCode: 'BB', boardName: 'Breakfast included', rateClass: 'NOR', factor: 1.12 },
  { suffix: 'nr', boardCode: 'RO', boardName: 'Room only, pay now', rateClass: 'NRF', factor: 0.9 },
] as const;
type Plan = (typeof plans)[number];

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

/** An answer of the sandbox supplier: an HTTP status and its JSON body (or an HTML page, for garbage). */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * What the sandbox supplier does for each APItude operation, over the made-up inventory and its books (a table):
 * availability prices a stay (RECHECK rates), CheckRate re-prices and locks for 15 minutes (BOOKABLE rates, the
 * lock in the keys), a booking confirms a locked key once, and the list, detail and cancellation read and change
 * the books. Requests are checked against the published schemas; refusals answer APItude's error envelope.
 */
export function createSandboxSupplier(db: Database, now: () => Date, knobs: { priceFactor: Map<string, number>; refusing: () => boolean }) {
  const { priceFactor } = knobs;
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
      const freeUntil = new Date(istAt(checkIn, '12:00').getTime() - 3 * DAY_MS).toISOString();
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
      // The hotel's public price: members pay the net rate, a sixth below it.
      sellingRate: money(net * 1.2),
      hotelMandatory: true,
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
    const today = istDate(now());
    return !(checkIn < today || nights.length === 0 || nights.length > MAX_NIGHTS || nights.some((n) => inBlackout(hotel, n)));
  };
  const fits = (room: SandboxRoom, o: Occupancy) => o.adults <= room.maxAdults && o.children <= room.maxChildren;

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
    if (knobs.refusing()) return error(400, 'PRODUCT_ERROR', 'Insufficient allotment.');
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

  return {
    auditData,
    error,
    availability,
    checkRate,
    prepareBooking,
    list,
    detail,
    cancel,
    async bookings() {
      return (await db.select().from(hotelsSandboxOrders).where(isNotNull(hotelsSandboxOrders.status))).map(bookingOf);
    },
  };
}
export type SandboxSupplier = ReturnType<typeof createSandboxSupplier>;
