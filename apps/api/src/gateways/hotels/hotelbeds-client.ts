import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HOTEL_PRICE_LOCK_MINUTES, istWhen, messages, type HotelCancellationPolicy, type HotelRate } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { hotelPriceLocks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createHotelCatalogue, type HotelCatalogue } from './hotel-catalogue.ts';
import type { BookingHolder, HotelSupplier, Stay } from './hotel-supplier.ts';
import {
  availabilityResponseSchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  checkRateResponseSchema,
  errorEnvelopeSchema,
  HOTEL_API,
  type AvailabilityRequest,
  type BookingRequest,
  type HotelbedsBooking,
  type HotelbedsRate,
} from './hotelbeds-schemas.ts';
import { hotelbedsHeaders } from './hotelbeds-signature.ts';

/**
 * How a call failed: `refused` is the supplier's own answer (a 4xx with its error envelope: nothing was done);
 * `auth` its refusal of our key or signature (401/403: a setting to fix, never "not available"); the others leave
 * open whether it acted (timeout, network, a 5xx, an answer that is not its protocol).
 */
export class HotelSupplierError extends Error {
  constructor(
    readonly kind: 'refused' | 'auth' | 'timeout' | 'network' | 'server' | 'garbage',
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface HotelbedsClientOptions {
  db: Database;
  /** The supplier's base URL (https://api.test.hotelbeds.com, or the sandbox's). */
  url: string;
  apiKey: string;
  secret: string;
  /** Availability, check-rate, list, detail, cancellation: per attempt. */
  timeoutMs?: number;
  /** Booking confirmation (APItude allows it 60 seconds). */
  bookingTimeoutMs?: number;
  /** Extra attempts of the calls that are safe to repeat, each after a doubling back-off from `backoffMs`. */
  retries?: number;
  backoffMs?: number;
  catalogue?: HotelCatalogue;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
const suffixOf = (rate: HotelbedsRate) => (rate.rateClass === 'NRF' ? 'nr' : rate.boardCode.toLowerCase());
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The hotel supplier over HTTP: Hotelbeds' APItude Hotel Booking API 1.0 (docs/decisions/028-hotelbeds-staycations.md).
 * Content comes from the portal's catalogue; availability (POST /hotels) prices a stay, CheckRate (POST /checkrates)
 * re-prices the chosen rate before it is locked for 15 minutes behind a short order token of ours, and the booking
 * (POST /bookings) is confirmed under a client reference of ours, so that a confirmation whose answer was lost
 * (timeout, 5xx, garbage) is looked up (GET /bookings?clientReference) instead of being sent twice.
 */
export function createHotelbedsClient(options: HotelbedsClientOptions): HotelSupplier & {
  readBooking(reference: string): Promise<HotelbedsBooking>;
} {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const catalogue = options.catalogue ?? createHotelCatalogue();
  const timeoutMs = options.timeoutMs ?? 15_000;
  const bookingTimeoutMs = options.bookingTimeoutMs ?? 60_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const base = options.url.replace(/\/+$/, '');

  async function once<T>(method: string, path: string, schema: z.ZodType<T>, body: unknown, timeout: number): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${HOTEL_API}${path}`, {
        method,
        headers: {
          ...hotelbedsHeaders(options.apiKey, options.secret, now()),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new HotelSupplierError(
        name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
        `${method} ${path}: ${(err as Error).message}`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw new HotelSupplierError('network', `${method} ${path}: ${(err as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (response.status >= 400 && response.status < 500) {
      const envelope = errorEnvelopeSchema.safeParse(json);
      if (response.status === 401 || response.status === 403)
        throw new HotelSupplierError(
          'auth',
          `${method} ${path}: ${response.status} (the API key or the X-Signature was refused)`,
          response.status,
        );
      if (envelope.success) throw new HotelSupplierError('refused', envelope.data.error.message, response.status, envelope.data.error.code);
      throw new HotelSupplierError('garbage', `${method} ${path}: ${response.status} without APItude's error envelope`, response.status);
    }
    if (response.status >= 500) throw new HotelSupplierError('server', `${method} ${path}: ${response.status}`, response.status);
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new HotelSupplierError('garbage', `${method} ${path}: the answer is not APItude's (${parsed.error.issues[0]?.message})`);
    return parsed.data;
  }

  /** A call safe to repeat: retried after timeouts, network errors, 5xx and garbage, never after the supplier's refusal. */
  async function call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(method, path, schema, body, timeoutMs);
      } catch (err) {
        if (!(err instanceof HotelSupplierError) || err.kind === 'refused' || attempt >= retries) throw err;
        await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** attempt));
      }
    }
  }

  const occupancies = (stay: Stay): AvailabilityRequest['occupancies'] =>
    stay.rooms.map((room) => {
      const children = room.children ?? 0;
      const ages = [...(room.children_ages ?? [])].slice(0, children);
      while (ages.length < children) ages.push(0);
      return { rooms: 1, adults: room.adults, children, ...(children ? { paxes: ages.map((age) => ({ type: 'CH' as const, age })) } : {}) };
    });

  const policyOf = (rate: HotelbedsRate, at: Date): HotelCancellationPolicy => {
    const net = Number(rate.net);
    const policies = [...(rate.cancellationPolicies ?? [])].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
    const first = policies[0];
    if (rate.rateClass !== 'NRF' && (!first || (Date.parse(first.from) > at.getTime() && Number(first.amount) >= net)))
      return {
        type: 'free_cancellation',
        free_until: first ? new Date(first.from).toISOString() : null,
        refund_percent: 100,
        text: first ? `Free cancellation until ${istWhen(first.from)}.` : 'Free cancellation.',
      };
    const charge = Math.max(...policies.filter((p) => Date.parse(p.from) <= at.getTime() + DAY_MS).map((p) => Number(p.amount)), 0);
    const refund = rate.rateClass === 'NRF' || net <= 0 ? 0 : Math.max(0, Math.round(100 * (1 - charge / net)));
    if (refund === 0) return { type: 'non_refundable', free_until: null, refund_percent: 0, text: 'This rate cannot be refunded.' };
    return {
      type: 'partially_refundable',
      free_until: null,
      refund_percent: refund,
      text: refund === 50 ? 'Half the price is refunded if you cancel.' : `${refund}% of the price is refunded if you cancel.`,
    };
  };

  /** The portal's rates from APItude's rooms: one per room and plan, made of one supplier rate per requested room. */
  function ratesOf(rooms: { code: string; name: string; rates: HotelbedsRate[] }[], stay: Stay, currency: string) {
    const wanted = occupancies(stay);
    const rupees = catalogue.rupeesPer(currency);
    if (rupees === undefined) return [];
    const at = now();
    return rooms
      .flatMap((room) => {
        const bySuffix = new Map<string, HotelbedsRate[]>();
        for (const rate of room.rates) bySuffix.set(suffixOf(rate), [...(bySuffix.get(suffixOf(rate)) ?? []), rate]);
        return [...bySuffix].flatMap(([suffix, rates]) => {
          const left = [...rates];
          const chosen = wanted.map((o) => {
            const i = left.findIndex((r) => r.adults === o.adults && r.children === o.children);
            return i < 0 ? undefined : left.splice(i, 1)[0];
          });
          if (chosen.some((r) => r === undefined)) return [];
          const picked = chosen as HotelbedsRate[];
          const price = round2(picked.reduce((sum, r) => sum + Number(r.net), 0));
          const selling = picked.every((r) => r.sellingRate !== undefined)
            ? Math.round(picked.reduce((sum, r) => sum + Number(r.sellingRate), 0) * rupees)
            : null;
          const rate: HotelRate = {
            rate_id: `${room.code}-${suffix}`,
            room_id: room.code,
            room_name: room.name,
            board: picked[0]!.boardName,
            price,
            price_inr: Math.round(price * rupees),
            public_price_inr: selling !== null && selling > Math.round(price * rupees) ? selling : null,
            hotel_currency: currency,
            cancellation_policy: policyOf(picked[0]!, at),
          };
          return [{ rate, rateKeys: picked.map((r) => r.rateKey) }];
        });
      })
      .sort((a, b) => a.rate.price_inr - b.rate.price_inr);
  }

  async function availability(hotelId: string, stay: Stay) {
    const hotel = catalogue.hotel(hotelId);
    if (!hotel) return [];
    const answer = await call('POST', '/hotels', availabilityResponseSchema, {
      stay: { checkIn: stay.check_in, checkOut: stay.check_out },
      occupancies: occupancies(stay),
      hotels: { hotel: [hotel.code] },
    } satisfies AvailabilityRequest);
    const found = answer.hotels.hotels?.find((h) => h.code === hotel.code);
    return found ? ratesOf(found.rooms, stay, found.currency) : [];
  }

  const findLock = async (token: string) => (await db.select().from(hotelPriceLocks).where(eq(hotelPriceLocks.token, token)))[0];
  const setLock = (token: string, values: Partial<typeof hotelPriceLocks.$inferInsert>, state?: string) =>
    db
      .update(hotelPriceLocks)
      .set(values)
      .where(state ? and(eq(hotelPriceLocks.token, token), eq(hotelPriceLocks.state, state)) : eq(hotelPriceLocks.token, token));

  /** The supplier's bookings made under this lock's client reference (booking list, repeated while it fails). */
  async function bookingsOf(lock: typeof hotelPriceLocks.$inferSelect) {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const query = new URLSearchParams({
      start: day(lock.createdAt.getTime() - DAY_MS),
      end: day(now().getTime() + DAY_MS),
      filterType: 'CREATION',
      status: 'ALL',
      from: '1',
      to: '25',
      clientReference: lock.clientReference,
    });
    const answer = await call('GET', `/bookings?${query}`, bookingListResponseSchema);
    return (answer.bookings.bookings ?? []).filter((b) => b.clientReference === lock.clientReference);
  }

  return {
    kind: 'http',
    async autocomplete(query) {
      return catalogue.autocomplete(query);
    },
    async hotels(destinationId) {
      return catalogue.hotels(destinationId);
    },
    async details(hotelId) {
      return catalogue.details(hotelId);
    },
    async rates(hotelId, stay) {
      try {
        return (await availability(hotelId, stay)).map((entry) => entry.rate);
      } catch (err) {
        if (err instanceof HotelSupplierError && err.kind === 'refused') return [];
        throw new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable);
      }
    },
    async initiateBooking(hotelId, rateId, stay) {
      try {
        const offered = (await availability(hotelId, stay)).find((entry) => entry.rate.rate_id === rateId);
        if (!offered) return undefined;
        // CheckRate re-prices the rate (mandatory for RECHECK rates) and answers the keys to book.
        const checked = await call('POST', '/checkrates', checkRateResponseSchema, {
          rooms: offered.rateKeys.map((rateKey) => ({ rateKey })),
        });
        const rechecked = ratesOf(checked.hotel.rooms, stay, checked.hotel.currency).find((entry) => entry.rate.rate_id === rateId);
        if (!rechecked) return undefined;
        const token = `HPL-${randomBytes(12).toString('hex')}`;
        const lockedUntil = new Date(now().getTime() + HOTEL_PRICE_LOCK_MINUTES * 60_000);
        await db.insert(hotelPriceLocks).values({
          token,
          hotelId,
          rateId,
          rateKeys: rechecked.rateKeys,
          clientReference: `P${randomBytes(8).toString('hex').toUpperCase()}`,
          lockedUntil,
        });
        const { rate } = rechecked;
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
      } catch (err) {
        // Nothing is held or paid yet: a supplier that fails here leaves the stay unavailable for now.
        if (err instanceof HotelSupplierError) return undefined;
        throw err;
      }
    },
    async createBooking(orderToken, holder?: BookingHolder) {
      const lock = await findLock(orderToken);
      if (!lock) return { ok: false, reason: 'unknown' };
      if (lock.supplierReference) return { ok: true, supplierReference: lock.supplierReference };
      if (lock.state === 'failed' || lock.state === 'cancelled') return { ok: false, reason: 'refused' };
      if (lock.state === 'released') return { ok: false, reason: 'expired' };
      const booked = async (reference: string) => {
        await setLock(orderToken, { supplierReference: reference, state: 'booked' });
        return { ok: true as const, supplierReference: reference };
      };
      const lookUp = async () => {
        try {
          return (await bookingsOf(lock)).find((b) => b.status === 'CONFIRMED');
        } catch {
          return 'unanswered' as const;
        }
      };
      if (lock.state === 'confirming') {
        // An earlier confirmation's answer was lost: the supplier may hold the booking already, or still make it. It
        // is never sent again (two bookings of one stay); not found, it is uncertain: refunded, then checked later.
        const earlier = await lookUp();
        return earlier && earlier !== 'unanswered' ? booked(earlier.reference) : { ok: false, reason: 'uncertain' };
      }
      if (lock.lockedUntil <= now()) {
        await setLock(orderToken, { state: 'failed' });
        return { ok: false, reason: 'expired' };
      }
      await setLock(orderToken, { state: 'confirming' });
      const request: BookingRequest = {
        holder: holder ?? { name: 'Guest', surname: 'Guest' },
        rooms: lock.rateKeys.map((rateKey) => ({ rateKey })),
        clientReference: lock.clientReference,
      };
      try {
        const answer = await once('POST', '/bookings', bookingResponseSchema, request, bookingTimeoutMs);
        if (answer.booking.status !== 'CONFIRMED')
          throw new HotelSupplierError('garbage', `booking ${answer.booking.reference} is ${answer.booking.status}`);
        return await booked(answer.booking.reference);
      } catch (err) {
        if (!(err instanceof HotelSupplierError)) throw err;
        if (err.kind === 'refused') {
          await setLock(orderToken, { state: 'failed' });
          return { ok: false, reason: 'refused' };
        }
        const found = await lookUp();
        if (found && found !== 'unanswered') return booked(found.reference);
        return { ok: false, reason: 'uncertain' };
      }
    },
    async cancelBooking(orderToken) {
      const lock = await findLock(orderToken);
      if (!lock) return true;
      for (const booking of await bookingsOf(lock)) {
        if (booking.status === 'CANCELLED') continue;
        try {
          await call('DELETE', `/bookings/${encodeURIComponent(booking.reference)}?cancellationFlag=CANCELLATION`, bookingResponseSchema);
        } catch (err) {
          // A refusal may mean it is cancelled already (an earlier attempt's answer lost): read it to know.
          if (!(err instanceof HotelSupplierError) || err.kind !== 'refused') throw err;
          const read = await call('GET', `/bookings/${encodeURIComponent(booking.reference)}`, bookingResponseSchema);
          if (read.booking.status !== 'CANCELLED') throw err;
        }
      }
      await setLock(orderToken, { state: 'cancelled', supplierReference: null });
      return true;
    },
    async release(orderToken) {
      // APItude holds nothing before confirmation: the lock is ours alone, and a released one is never booked.
      await setLock(orderToken, { state: 'released' }, 'locked');
    },
    async exchangeRates(baseCurrency) {
      return catalogue.exchangeRates(baseCurrency, now());
    },
    async readBooking(reference) {
      return (await call('GET', `/bookings/${encodeURIComponent(reference)}`, bookingResponseSchema)).booking;
    },
  };
}
