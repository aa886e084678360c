import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  TOUR_CAPTURE_TIMEOUT_MINUTES,
  TOURS_CURRENCY,
  tourTotal,
  type TourBookingStatus,
  type TourInventory,
  type TourPersonPrice,
  type TourProduct,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { toursSandboxBookings } from '../../db/schema/index.ts';
import { sandboxCategories, sandboxCities, sandboxProducts, type SandboxProduct, type SandboxVariant } from './sandbox-inventory.ts';
import type { ToursProvider } from './tours-provider.ts';

const DAYS_AHEAD = 60;
const LISTING_CACHE_MS = 500;

/** Places held per slot (paid, sent, or held within the capture timeout): read on every inventory listing. */
const statements = preparedOnce((db) => {
  const taken = (where: SQL) =>
    db
      .select({ inventoryId: toursSandboxBookings.inventoryId, seats: sql<number>`sum(${toursSandboxBookings.seats})::int` })
      .from(toursSandboxBookings)
      .where(
        and(
          where,
          or(
            inArray(toursSandboxBookings.status, ['PENDING', 'COMPLETED']),
            and(
              eq(toursSandboxBookings.status, 'UNCAPTURED'),
              sql`${toursSandboxBookings.heldAt} > ${sql.placeholder('lapseBefore')}::timestamptz`,
            ),
          ),
        ),
      )
      .groupBy(toursSandboxBookings.inventoryId);
  return {
    takenInVariant: taken(like(toursSandboxBookings.inventoryId, sql.placeholder('prefix'))).prepare('tours_sandbox_taken_in_variant'),
    takenInSlots: taken(sql`${toursSandboxBookings.inventoryId} = any(${sql.placeholder('slots')}::text[])`).prepare(
      'tours_sandbox_taken_in_slots',
    ),
  };
});
const IST = '+05:30';
const MINUTE_MS = 60_000;
const originalOf = (price: number) => Math.round((price * 1.2) / 10) * 10;

/** A slot's id names its variant and its Indian start time: `mum-food-eve@2027-01-10T19:00`. */
const slotId = (variantId: string, date: string, time: string) => `${variantId}@${date}T${time}`;
const parseSlotId = (id: string) => {
  const match = /^(.+)@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  return match ? { variantId: match[1]!, date: match[2]!, time: match[3]! } : undefined;
};
const istDate = (at: Date) => new Date(at.getTime() + 330 * MINUTE_MS).toISOString().slice(0, 10);

/**
 * The tours provider's sandbox: the made-up inventory of sandbox-inventory.ts, with holds and bookings in
 * its own table so every server process sees the same seats. `now` is injected (the capture timeout).
 * Tests and demos can make a product disappear, change its prices or refuse captures.
 */
export function createToursSandbox(db: Database, now: () => Date = () => new Date()) {
  const removed = new Set<string>();
  const priceFactor = new Map<string, number>();
  let refusingCaptures = false;
  /**
   * Listings read the places taken at most half a second old (cleared by this process's own holds and
   * cancellations): a busy slot page does not query per view. A hold always counts afresh, under its lock.
   */
  const listings = new Map<string, { at: number; taken: Map<string, number> }>();

  const live = () => sandboxProducts.filter((product) => !removed.has(product.id));
  const findVariant = (variantId: string) => {
    for (const product of live()) {
      const variant = product.variants.find((v) => v.id === variantId);
      if (variant) return { product, variant };
    }
    return undefined;
  };
  const persons = (product: SandboxProduct, variant: SandboxVariant): TourPersonPrice[] => {
    const factor = priceFactor.get(product.id) ?? 1;
    const adult = Math.round(variant.adult * factor);
    const list: TourPersonPrice[] = [
      { type: 'ADULT', name: 'Adult', ageFrom: 12, ageTo: null, price: adult, originalPrice: originalOf(adult) },
    ];
    if (variant.child !== undefined) {
      const child = Math.round(variant.child * factor);
      list.push({ type: 'CHILD', name: 'Child', ageFrom: 3, ageTo: 11, price: child, originalPrice: originalOf(child) });
    }
    return list;
  };
  const toProduct = (product: SandboxProduct): TourProduct => {
    const prices = product.variants.map((variant) => persons(product, variant)[0]!);
    return {
      id: product.id,
      name: product.name,
      city: product.city,
      category_id: product.categoryId,
      image_url: `/images/tours/${product.id}.jpg`,
      rating: product.rating,
      review_count: product.reviews,
      currency: TOURS_CURRENCY,
      price_from: Math.min(...prices.map((price) => price.price)),
      original_price_from: Math.min(...prices.map((price) => price.originalPrice)),
      description: product.description,
      highlights: product.highlights,
      cancellation_policy: 'Free cancellation up to 24 hours before the start.',
      variants: product.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        description: variant.description,
        duration_minutes: variant.durationMinutes,
        price_from: persons(product, variant)[0]!.price,
      })),
    };
  };

  /** Seats taken per slot: bookings paid or sent, and holds younger than the capture timeout. */
  async function seatsTaken(t: Database, slots: string[] | { variantId: string }) {
    const lapseBefore = new Date(now().getTime() - TOUR_CAPTURE_TIMEOUT_MINUTES * MINUTE_MS).toISOString();
    const rows = Array.isArray(slots)
      ? await statements(t).takenInSlots.execute({ slots: `{${slots.map((slot) => JSON.stringify(slot)).join(',')}}`, lapseBefore })
      : await statements(t).takenInVariant.execute({ prefix: `${slots.variantId}@%`, lapseBefore });
    return new Map(rows.map((row) => [row.inventoryId, Number(row.seats)]));
  }

  function slot(product: SandboxProduct, variant: SandboxVariant, date: string, time: string, taken: Map<string, number>): TourInventory {
    const id = slotId(variant.id, date, time);
    const start = new Date(`${date}T${time}:00${IST}`);
    const closed = variant.closedOn !== undefined && new Date(`${date}T12:00:00${IST}`).getUTCDay() === variant.closedOn;
    const remaining = variant.capacity === null ? null : Math.max(0, variant.capacity - (taken.get(id) ?? 0));
    return {
      id,
      variantId: variant.id,
      startDateTime: `${date}T${time}:00${IST}`,
      endDateTime: new Date(start.getTime() + variant.durationMinutes * MINUTE_MS + 330 * MINUTE_MS).toISOString().slice(0, 19) + IST,
      availability: closed || start <= now() ? 'CLOSED' : variant.capacity === null ? 'UNLIMITED' : 'LIMITED',
      remaining: closed ? 0 : remaining,
      pricing: { currency: TOURS_CURRENCY, persons: persons(product, variant) },
    };
  }

  /** The slot as it stands, or undefined when its product, variant or day is gone. */
  async function findSlot(t: Database, inventoryId: string) {
    const parsed = parseSlotId(inventoryId);
    const found = parsed && findVariant(parsed.variantId);
    if (!parsed || !found || !found.variant.times.includes(parsed.time)) return undefined;
    const lastDay = istDate(new Date(now().getTime() + DAYS_AHEAD * 86_400_000));
    if (parsed.date < istDate(now()) || parsed.date > lastDay) return undefined;
    const taken = await seatsTaken(t, [inventoryId]);
    return { ...found, inventory: slot(found.product, found.variant, parsed.date, parsed.time, taken) };
  }

  const provider: ToursProvider = {
    kind: 'sandbox',
    async categories(city) {
      const inCity = live().filter((product) => product.city.toLowerCase() === city.toLowerCase());
      return sandboxCategories
        .map((category) => ({ ...category, product_count: inCity.filter((product) => product.categoryId === category.id).length }))
        .filter((category) => category.product_count > 0);
    },
    async cities() {
      return sandboxCities.map((city) => ({
        ...city,
        country: 'India',
        product_count: live().filter((product) => product.city === city.name).length,
      }));
    },
    async products({ city, categoryId }) {
      return live()
        .filter((product) => product.city.toLowerCase() === city.toLowerCase() && (!categoryId || product.categoryId === categoryId))
        .map((product) => {
          const { description: _d, highlights: _h, cancellation_policy: _c, variants: _v, ...summary } = toProduct(product);
          return summary;
        });
    },
    async product(productId) {
      const product = live().find((candidate) => candidate.id === productId);
      return product && toProduct(product);
    },
    async inventories({ variantId, startDateTime, endDateTime }) {
      const found = findVariant(variantId);
      if (!found) return undefined;
      const from = new Date(startDateTime);
      const to = new Date(endDateTime);
      const cached = listings.get(variantId);
      const fresh = cached && performance.now() - cached.at < LISTING_CACHE_MS ? cached : undefined;
      const taken = fresh?.taken ?? (await seatsTaken(db, { variantId }));
      if (!fresh) listings.set(variantId, { at: performance.now(), taken });
      const slots: TourInventory[] = [];
      const lastDay = new Date(now().getTime() + DAYS_AHEAD * 86_400_000);
      for (
        let day = new Date(Math.max(from.getTime(), now().getTime()) - 86_400_000);
        day <= to && day <= lastDay;
        day = new Date(day.getTime() + 86_400_000)
      ) {
        for (const time of found.variant.times) {
          const item = slot(found.product, found.variant, istDate(day), time, taken);
          const start = new Date(item.startDateTime);
          if (start >= from && start < to && start > now()) slots.push(item);
        }
      }
      return slots;
    },
    async slot(inventoryId) {
      const found = await findSlot(db, inventoryId);
      return found && { product: toProduct(found.product), inventory: found.inventory };
    },
    async hold({ inventoryId, pax }) {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // One hold at a time per slot: of two cardholders racing for its last place, one gets it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tour-slot:${inventoryId}`}))`);
        const found = await findSlot(tx, inventoryId);
        if (!found || found.inventory.availability === 'CLOSED')
          return { ok: false as const, reason: found ? ('sold_out' as const) : ('gone' as const) };
        const amount = tourTotal(found.inventory.pricing.persons, pax);
        if (amount === null) return { ok: false as const, reason: 'price_type' as const };
        const seats = Object.values(pax).reduce((sum, count) => sum + (count ?? 0), 0);
        const { remaining } = found.inventory;
        if (remaining !== null && remaining === 0) return { ok: false as const, reason: 'sold_out' as const };
        if (remaining !== null && seats > remaining) return { ok: false as const, reason: 'not_enough' as const, remaining };
        const [row] = await tx.insert(toursSandboxBookings).values({ inventoryId, seats, amount, heldAt: now() }).returning();
        listings.clear();
        return { ok: true as const, bookingId: row!.id, amount };
      });
    },
    async capture(bookingId) {
      const lapseBefore = new Date(now().getTime() - TOUR_CAPTURE_TIMEOUT_MINUTES * MINUTE_MS);
      const [row] = await db.select().from(toursSandboxBookings).where(eq(toursSandboxBookings.id, bookingId));
      if (!row) return { ok: false, status: 'NOT_FOUND' };
      if (row.status === 'PENDING' || row.status === 'COMPLETED') return { ok: true };
      if (row.status === 'UNCAPTURED' && row.heldAt <= lapseBefore) {
        await db.update(toursSandboxBookings).set({ status: 'CAPTURE_TIMEOUT' }).where(eq(toursSandboxBookings.id, bookingId));
        return { ok: false, status: 'CAPTURE_TIMEOUT' };
      }
      if (row.status !== 'UNCAPTURED') return { ok: false, status: row.status };
      if (refusingCaptures) return { ok: false, status: 'REFUSED' };
      const [updated] = await db
        .update(toursSandboxBookings)
        .set({ status: 'PENDING' })
        .where(and(eq(toursSandboxBookings.id, bookingId), eq(toursSandboxBookings.status, 'UNCAPTURED')))
        .returning({ id: toursSandboxBookings.id });
      return updated ? { ok: true } : { ok: false, status: 'REFUSED' };
    },
    async cancel(bookingId) {
      listings.clear();
      await db
        .update(toursSandboxBookings)
        .set({ status: 'CANCELLED' })
        .where(and(eq(toursSandboxBookings.id, bookingId), inArray(toursSandboxBookings.status, ['UNCAPTURED', 'PENDING'])));
    },
    async status(bookingId) {
      const [row] = await db.select().from(toursSandboxBookings).where(eq(toursSandboxBookings.id, bookingId));
      if (!row) return undefined;
      const lapsed = row.status === 'UNCAPTURED' && row.heldAt.getTime() <= now().getTime() - TOUR_CAPTURE_TIMEOUT_MINUTES * MINUTE_MS;
      return (lapsed ? 'CAPTURE_TIMEOUT' : row.status) as TourBookingStatus;
    },
  };

  return {
    ...provider,
    /** Tests and demos: the product is withdrawn ("This tour is not available anymore"), or back. */
    removeProduct(productId: string, gone = true) {
      if (gone) removed.add(productId);
      else removed.delete(productId);
    },
    /** Tests and demos: the operator changes its prices (1.1 = 10% dearer). */
    setPriceFactor(productId: string, factor: number) {
      priceFactor.set(productId, factor);
    },
    /** Tests and demos: the provider refuses to capture (an operator who cancelled, an outage). */
    refuseCaptures(refuse: boolean) {
      refusingCaptures = refuse;
    },
  };
}
export type ToursSandbox = ReturnType<typeof createToursSandbox>;
