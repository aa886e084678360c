import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HOTEL_PRICE_LOCK_MINUTES, type HotelCancellationPolicy, type HotelRate } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { hotelsSandboxOrders } from '../../db/schema/index.ts';
import type { HotelDetails, HotelSupplier, Stay } from './hotel-supplier.ts';
import { sandboxDestinations, sandboxHotels, sandboxRupeesPer, type SandboxHotel, type SandboxRoom } from './sandbox-hotels.ts';

const DAY_MS = 86_400_000;
const MAX_NIGHTS = 30;
const plans = [
  { suffix: 'ro', board: 'Room only', factor: 1 },
  { suffix: 'bb', board: 'Breakfast included', factor: 1.12 },
  { suffix: 'nr', board: 'Room only, pay now', factor: 0.9 },
] as const;

const nightsOf = (stay: Stay) => {
  const nights: string[] = [];
  for (let at = Date.parse(`${stay.check_in}T00:00:00Z`); at < Date.parse(`${stay.check_out}T00:00:00Z`); at += DAY_MS) {
    nights.push(new Date(at).toISOString().slice(0, 10));
  }
  return nights;
};
const inBlackout = (hotel: SandboxHotel, night: string) =>
  hotel.blackout.some(([from, to]) => {
    const md = night.slice(5);
    return from <= to ? md >= from && md <= to : md >= from || md <= to;
  });

/**
 * The hotel supplier's sandbox: the made-up inventory of sandbox-hotels.ts; price locks in its own table
 * (every process sees them), each held for 15 minutes by the injected clock. Tests and demos can change
 * a hotel's prices or make it refuse bookings.
 */
export function createHotelsSandbox(db: Database, now: () => Date = () => new Date()) {
  const priceFactor = new Map<string, number>();
  let refusingBookings = false;
  const findHotel = (id: string) => sandboxHotels.find((hotel) => hotel.id === id);
  const destinationName = (id: string) => sandboxDestinations.find((d) => d.id === id)?.name ?? id;
  const summary = (hotel: SandboxHotel) => ({
    id: hotel.id,
    name: hotel.name,
    destination: destinationName(hotel.destinationId),
    star_rating: hotel.stars,
    image_url: `/images/hotels/${hotel.id}.jpg`,
    hotel_currency: hotel.currency,
  });
  const details = (hotel: SandboxHotel): HotelDetails => ({
    ...summary(hotel),
    address: hotel.address,
    description: `${hotel.name}: a made-up sandbox hotel in ${destinationName(hotel.destinationId)}.`,
    amenities: ['Wi-Fi', 'Pool', 'Spa', 'Airport pick-up on request'],
    rooms: hotel.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      description: `${r.name}, for up to ${r.maxAdults} adults and ${r.maxChildren} children.`,
      max_adults: r.maxAdults,
      max_children: r.maxChildren,
      amenities: ['Air conditioning', 'Minibar', 'Rain shower'],
    })),
  });
  const policy = (suffix: string, checkIn: string): HotelCancellationPolicy => {
    if (suffix === 'ro') {
      const freeUntil = new Date(Date.parse(`${checkIn}T12:00:00+05:30`) - 3 * DAY_MS).toISOString();
      return {
        type: 'free_cancellation',
        free_until: freeUntil,
        refund_percent: 100,
        text: 'Free cancellation until 3 days before check-in.',
      };
    }
    if (suffix === 'bb')
      return { type: 'partially_refundable', free_until: null, refund_percent: 50, text: 'Half the price is refunded if you cancel.' };
    return { type: 'non_refundable', free_until: null, refund_percent: 0, text: 'This rate cannot be refunded.' };
  };
  /** A room for the stay: a night's price per room (extra adults 25%, children 6 and over 15%), times the nights. */
  const roomPrice = (hotel: SandboxHotel, room: SandboxRoom, stay: Stay) => {
    const factor = priceFactor.get(hotel.id) ?? 1;
    return stay.rooms.reduce((sum, guests) => {
      const olderChildren = (guests.children_ages ?? []).filter((age) => age >= 6).length;
      const night = room.base * (1 + 0.25 * Math.max(0, guests.adults - 2) + 0.15 * olderChildren);
      return sum + night * nightsOf(stay).length * factor;
    }, 0);
  };
  function rates(hotel: SandboxHotel, stay: Stay): HotelRate[] {
    const nights = nightsOf(stay);
    const today = new Date(now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    if (stay.check_in < today || nights.length === 0 || nights.length > MAX_NIGHTS || nights.some((n) => inBlackout(hotel, n))) return [];
    const rupees = sandboxRupeesPer[hotel.currency] ?? 1;
    return hotel.rooms
      .filter((room) => stay.rooms.every((g) => g.adults <= room.maxAdults && (g.children ?? 0) <= room.maxChildren))
      .flatMap((room) =>
        plans.map((plan) => {
          const price = Math.round(roomPrice(hotel, room, stay) * plan.factor);
          return {
            rate_id: `${room.id}-${plan.suffix}`,
            room_id: room.id,
            room_name: room.name,
            board: plan.board,
            price,
            price_inr: Math.round(price * rupees),
            hotel_currency: hotel.currency,
            cancellation_policy: policy(plan.suffix, stay.check_in),
          };
        }),
      )
      .sort((a, b) => a.price_inr - b.price_inr);
  }

  const supplier: HotelSupplier = {
    kind: 'sandbox',
    async autocomplete(query) {
      const q = query.toLowerCase();
      return {
        destinations: sandboxDestinations
          .filter((d) => d.name.toLowerCase().includes(q) || d.state.toLowerCase().includes(q))
          .map((d) => ({ ...d, hotel_count: sandboxHotels.filter((h) => h.destinationId === d.id).length })),
        hotels: sandboxHotels
          .filter((h) => h.name.toLowerCase().includes(q))
          .map((h) => ({ id: h.id, name: h.name, destination: destinationName(h.destinationId) })),
      };
    },
    async hotels(destinationId) {
      return sandboxHotels.filter((h) => h.destinationId === destinationId).map(summary);
    },
    async details(hotelId) {
      const hotel = findHotel(hotelId);
      return hotel && details(hotel);
    },
    async rates(hotelId, stay) {
      const hotel = findHotel(hotelId);
      return hotel ? rates(hotel, stay) : [];
    },
    async initiateBooking(hotelId, rateId, stay) {
      const hotel = findHotel(hotelId);
      const rate = hotel && rates(hotel, stay).find((r) => r.rate_id === rateId);
      if (!rate) return undefined;
      const token = `HSO-${randomBytes(12).toString('hex')}`;
      const lockedUntil = new Date(now().getTime() + HOTEL_PRICE_LOCK_MINUTES * 60_000);
      await db.insert(hotelsSandboxOrders).values({ token, hotelId, rateId, stay: { ...stay }, priceInr: rate.price_inr, lockedUntil });
      return {
        order_token: token,
        hotel_id: hotelId,
        rate_id: rateId,
        check_in: stay.check_in,
        check_out: stay.check_out,
        price: rate.price,
        price_inr: rate.price_inr,
        hotel_currency: rate.hotel_currency,
        price_locked_until: lockedUntil.toISOString(),
        cancellation_policy: rate.cancellation_policy,
      };
    },
    async createBooking(orderToken) {
      const [order] = await db.select().from(hotelsSandboxOrders).where(eq(hotelsSandboxOrders.token, orderToken));
      if (!order) return { ok: false, reason: 'unknown' };
      if (order.supplierReference) return { ok: true, supplierReference: order.supplierReference };
      if (order.lockedUntil <= now()) return { ok: false, reason: 'expired' };
      if (refusingBookings) return { ok: false, reason: 'refused' };
      const supplierReference = `HS${randomBytes(5).toString('hex').toUpperCase()}`;
      await db.update(hotelsSandboxOrders).set({ supplierReference }).where(eq(hotelsSandboxOrders.token, orderToken));
      return { ok: true, supplierReference };
    },
    async release(orderToken) {
      await db.update(hotelsSandboxOrders).set({ lockedUntil: now() }).where(eq(hotelsSandboxOrders.token, orderToken));
    },
    async exchangeRates(base) {
      const perBase = sandboxRupeesPer[base.toUpperCase()] ?? 1;
      const ratesOut = Object.fromEntries(
        Object.entries(sandboxRupeesPer).map(([code, rupees]) => [code, Math.round((perBase / rupees) * 1e6) / 1e6]),
      );
      return { base: base.toUpperCase(), rates: ratesOut, as_of: now().toISOString() };
    },
  };
  return {
    ...supplier,
    /** Tests and demos: the hotel changes its prices (1.1 = 10% dearer). */
    setPriceFactor(hotelId: string, factor: number) {
      priceFactor.set(hotelId, factor);
    },
    /** Tests and demos: the supplier refuses to book (sold out meanwhile, an outage). */
    refuseBookings(refuse: boolean) {
      refusingBookings = refuse;
    },
  };
}
export type HotelsSandbox = ReturnType<typeof createHotelsSandbox>;
