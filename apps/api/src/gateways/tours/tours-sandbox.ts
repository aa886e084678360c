import { and, eq, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  IST_OFFSET,
  istDate,
  istLocalIso,
  TOUR_CAPTURE_TIMEOUT_MINUTES,
  TOURS_CURRENCY,
  tourTotal,
  type TourBookingStatus,
  type TourInventory,
  type TourPersonPrice,
  type TourProduct,
  type TourProductSummary,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { listingArtUrl } from '../listing-art.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { toursSandboxBookings } from '../../db/schema/index.ts';
import { sandboxCategories, sandboxCities, sandboxProducts, type SandboxProduct, type SandboxVariant } from './sandbox-inventory.ts';
import type { CaptureAnswer, HoldAnswer, ToursProvider } from './tours-provider.ts';

/** Every sandbox tour is cancellable free up to a day before it starts (served as Headout's `cancellableUpToInMinutes`). */
export const SANDBOX_FREE_CANCELLATION_MINUTES = 24 * 60;

const DAYS_AHEAD = 60;
const LISTING_CACHE_MS = 500;
/** Kept answers at most this old (the clock and the places taken end most of them sooner), and this many. */
const ANSWER_MAX_AGE_MS = 60_000;
const ANSWERS_KEPT = 5_000;

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
const MINUTE_MS = 60_000;
const originalOf = (price: number) => Math.round((price * 1.2) / 10) * 10;

/** A slot's id names its variant and its Indian start time: `mum-food-eve@2027-01-10T19:00`. */
const slotId = (variantId: string, date: string, time: string) => `${variantId}@${date}T${time}`;
const parseSlotId = (id: string) => {
  const match = /^(.+)@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(id);
  return match ? { variantId: match[1]!, date: match[2]!, time: match[3]! } : undefined;
};
const nextIstDate = (date: string) => addDays(date, 1);
/** An array literal, not a JS array: Drizzle would spread an array into a list of parameters. */
const arrayLiteral = (values: (string | number | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : JSON.stringify(value))).join(',')}}`;
const sameTaken = (a: Map<string, number>, b: Map<string, number>) => {
  if (a.size !== b.size) return false;
  for (const [slot, seats] of a) if (b.get(slot) !== seats) return false;
  return true;
};

/**
 * The tours provider's sandbox: the made-up inventory of sandbox-inventory.ts, with holds and bookings in
 * its own table so every server process sees the same seats. `now` is injected (the capture timeout).
 * Tests and demos can make a product disappear, change its prices or refuse captures.
 */
export function createToursSandbox(db: Database, now: () => Date = () => new Date()) {
  const removed = new Set<string>();
  const priceFactor = new Map<string, number>();
  let refusingCaptures = false;
  /** Moves when a product goes or comes back or its prices change: every kept answer is then stale. */
  let catalogueVersion = 0;
  /**
   * Listings read the places taken at most half a second old (made stale at once by this process's own holds
   * and cancellations): a busy slot page does not query per view. A hold always counts afresh, under its lock.
   * A re-read that finds the same places keeps the same map, so answers built on it stay as they are.
   */
  const listings = new Map<string, { at: number; taken: Map<string, number> }>();
  /** Bumped by this process's holds and cancellations: a read that began before one does not keep its count. */
  let writes = 0;
  const takenChanged = () => {
    writes++;
    for (const entry of listings.values()) entry.at = -Infinity;
  };
  /**
   * Answers kept as the same frozen objects (tours-provider.ts), each with what it was built from: the catalogue
   * version, the places taken (by identity) and the moment the clock changes it (a slot starts, a day turns).
   */
  const productAnswers = new Map<string, { version: number; answer: TourProductSummary[] }>();
  const inventoryAnswers = new Map<string, { version: number; taken: Map<string, number>; until: number; answer: TourInventory[] }>();
  const keep = <T>(answers: Map<string, T>, key: string, entry: T) => {
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(key, entry);
  };

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
      image_url: listingArtUrl('tour', product.id),
      rating: product.rating,
      review_count: product.reviews,
      currency: TOURS_CURRENCY,
      price_from: Math.min(...prices.map((price) => price.price)),
      original_price_from: Math.min(...prices.map((price) => price.originalPrice)),
      description: product.description,
      highlights: product.highlights,
      cancellation_policy: `Free cancellation up to ${SANDBOX_FREE_CANCELLATION_MINUTES / 60} hours before the start.`,
      variants: product.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        description: variant.description,
        duration_minutes: variant.durationMinutes,
        free_cancellation_minutes: SANDBOX_FREE_CANCELLATION_MINUTES,
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
    const start = new Date(`${date}T${time}:00${IST_OFFSET}`);
    const closed = variant.closedOn !== undefined && new Date(`${date}T12:00:00${IST_OFFSET}`).getUTCDay() === variant.closedOn;
    const remaining = variant.capacity === null ? null : Math.max(0, variant.capacity - (taken.get(id) ?? 0));
    return {
      id,
      variantId: variant.id,
      startDateTime: `${date}T${time}:00${IST_OFFSET}`,
      endDateTime: istLocalIso(start.getTime() + variant.durationMinutes * MINUTE_MS) + IST_OFFSET,
      availability: closed || start <= now() ? 'CLOSED' : variant.capacity === null ? 'UNLIMITED' : 'LIMITED',
      remaining: closed ? 0 : remaining,
      pricing: { currency: TOURS_CURRENCY, persons: persons(product, variant) },
    };
  }

  /** The slot's product and variant and where it is, or undefined when its product, variant or day is gone. */
  function locateSlot(inventoryId: string) {
    const parsed = parseSlotId(inventoryId);
    const found = parsed && findVariant(parsed.variantId);
    if (!parsed || !found || !found.variant.times.includes(parsed.time)) return undefined;
    const lastDay = istDate(new Date(now().getTime() + DAYS_AHEAD * 86_400_000));
    if (parsed.date < istDate(now()) || parsed.date > lastDay) return undefined;
    return { ...found, date: parsed.date, time: parsed.time };
  }

  /** The slot as it stands, or undefined when its product, variant or day is gone. */
  async function findSlot(t: Database, inventoryId: string) {
    const found = locateSlot(inventoryId);
    if (!found) return undefined;
    const taken = await seatsTaken(t, [inventoryId]);
    return { ...found, inventory: slot(found.product, found.variant, found.date, found.time, taken) };
  }

  /** The places taken in a variant's slots: the map of at most half a second ago, or read afresh (once at a time). */
  const reading = new Map<string, { writes: number; taken: Promise<Map<string, number>> }>();
  async function takenInVariant(variantId: string) {
    const cached = listings.get(variantId);
    if (cached && performance.now() - cached.at < LISTING_CACHE_MS) return cached.taken;
    // A read begun before this process's last hold or cancellation might miss it: it is not shared.
    const pending = reading.get(variantId);
    if (pending && pending.writes === writes) return pending.taken;
    const writesBefore = writes;
    const startedAt = performance.now();
    const taken = seatsTaken(db, { variantId }).then((read) => {
      const latest = listings.get(variantId);
      const same = latest && sameTaken(latest.taken, read) ? latest.taken : read;
      // A hold or cancellation here while the count was read: use it for this answer, keep nothing.
      listings.set(variantId, { at: writes === writesBefore ? startedAt : -Infinity, taken: same });
      return same;
    });
    reading.set(variantId, { writes: writesBefore, taken });
    try {
      return await taken;
    } finally {
      if (reading.get(variantId)?.taken === taken) reading.delete(variantId);
    }
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
      const key = `${city.toLowerCase()}\u0000${categoryId ?? ''}`;
      const kept = productAnswers.get(key);
      if (kept?.version === catalogueVersion) return kept.answer;
      const answer = Object.freeze(
        live()
          .filter((product) => product.city.toLowerCase() === city.toLowerCase() && (!categoryId || product.categoryId === categoryId))
          .map((product) => {
            const { description: _d, highlights: _h, cancellation_policy: _c, variants: _v, ...summary } = toProduct(product);
            return summary;
          }),
      ) as TourProductSummary[];
      keep(productAnswers, key, { version: catalogueVersion, answer });
      return answer;
    },
    async product(productId) {
      const product = live().find((candidate) => candidate.id === productId);
      return product && toProduct(product);
    },
    async inventories({ variantId, startDateTime, endDateTime }) {
      const found = findVariant(variantId);
      if (!found) return undefined;
      const taken = await takenInVariant(variantId);
      const at = now();
      const key = `${variantId}\u0000${startDateTime}\u0000${endDateTime}`;
      const kept = inventoryAnswers.get(key);
      if (kept && kept.version === catalogueVersion && kept.taken === taken && at.getTime() < kept.until) return kept.answer;
      const from = Date.parse(startDateTime);
      const to = Date.parse(endDateTime);
      // Every Indian day the window touches, up to the last bookable one (as findSlot counts days), then each
      // slot that starts in the window and is still ahead.
      const today = istDate(at);
      const lastDay = istDate(new Date(at.getTime() + DAYS_AHEAD * 86_400_000));
      const firstDay = istDate(new Date(Math.max(from, at.getTime())));
      const endDay = istDate(new Date(to));
      const slots: TourInventory[] = [];
      for (let day = firstDay; day <= endDay && day <= lastDay; day = nextIstDate(day)) {
        for (const time of found.variant.times) {
          const start = Date.parse(`${day}T${time}:00${IST_OFFSET}`);
          if (start >= from && start < to && start > at.getTime()) slots.push(slot(found.product, found.variant, day, time, taken));
        }
      }
      // Kept until the first slot starts (it leaves the answer) or the Indian day turns (another day opens).
      const until = Math.min(
        at.getTime() + ANSWER_MAX_AGE_MS,
        Date.parse(`${nextIstDate(today)}T00:00:00${IST_OFFSET}`),
        ...slots.map((item) => Date.parse(item.startDateTime)),
      );
      const answer = Object.freeze(slots) as TourInventory[];
      keep(inventoryAnswers, key, { version: catalogueVersion, taken, until, answer });
      return answer;
    },
    async slot(inventoryId) {
      const found = await findSlot(db, inventoryId);
      return found && { product: toProduct(found.product), inventory: found.inventory };
    },
    async hold(input) {
      return (await provider.holdAll([input]))[0]!;
    },
    async holdAll(inputs) {
      // What the catalogue and the clock decide is answered here; the places, under each slot's lock, in the
      // database (migration 0018): one round trip for the whole cart, and of two cardholders racing for a
      // slot's last place, one gets it.
      const answers: HoldAnswer[] = [];
      const asked: { index: number; inventoryId: string; seats: number; amount: number; capacity: number | null }[] = [];
      inputs.forEach(({ inventoryId, pax }, index) => {
        const found = locateSlot(inventoryId);
        const inventory = found && slot(found.product, found.variant, found.date, found.time, new Map());
        if (!found || !inventory || inventory.availability === 'CLOSED') {
          answers[index] = { ok: false, reason: found ? 'sold_out' : 'gone' };
          return;
        }
        const amount = tourTotal(inventory.pricing.persons, pax);
        if (amount === null) {
          answers[index] = { ok: false, reason: 'price_type' };
          return;
        }
        const seats = Object.values(pax).reduce((sum, count) => sum + (count ?? 0), 0);
        asked.push({ index, inventoryId, seats, amount, capacity: found.variant.capacity });
      });
      if (asked.length === 0) return answers;
      const at = now();
      const lapseBefore = new Date(at.getTime() - TOUR_CAPTURE_TIMEOUT_MINUTES * MINUTE_MS);
      try {
        const result = await db.execute(sql`select booking_id, remaining from tours_sandbox_hold_all(
          ${arrayLiteral(asked.map((a) => a.inventoryId))}::text[], ${arrayLiteral(asked.map((a) => a.seats))}::integer[],
          ${arrayLiteral(asked.map((a) => a.amount))}::integer[], ${arrayLiteral(asked.map((a) => a.capacity))}::integer[],
          ${at.toISOString()}::timestamptz, ${lapseBefore.toISOString()}::timestamptz)`);
        const rows = (result as unknown as { rows: { booking_id: string | null; remaining: number | null }[] }).rows;
        asked.forEach(({ index, amount }, k) => {
          const { booking_id: bookingId, remaining } = rows[k]!;
          answers[index] = bookingId
            ? { ok: true, bookingId, amount }
            : remaining === 0 || remaining === null
              ? { ok: false, reason: 'sold_out' }
              : { ok: false, reason: 'not_enough', remaining };
        });
      } finally {
        takenChanged();
      }
      return answers;
    },
    async captureAll(bookingIds) {
      if (bookingIds.length === 0) return [];
      const lapseBefore = new Date(now().getTime() - TOUR_CAPTURE_TIMEOUT_MINUTES * MINUTE_MS);
      // The usual case in one statement: every hold still live. Any other answer is worked out one by one.
      const captured = refusingCaptures
        ? []
        : await db
            .update(toursSandboxBookings)
            .set({ status: 'PENDING' })
            .where(
              and(
                inArray(toursSandboxBookings.id, bookingIds),
                eq(toursSandboxBookings.status, 'UNCAPTURED'),
                gt(toursSandboxBookings.heldAt, lapseBefore),
              ),
            )
            .returning({ id: toursSandboxBookings.id });
      const done = new Set(captured.map((row) => row.id));
      const answers: CaptureAnswer[] = [];
      for (const bookingId of bookingIds) answers.push(done.has(bookingId) ? { ok: true } : await provider.capture(bookingId));
      return answers;
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
      try {
        await db
          .update(toursSandboxBookings)
          .set({ status: 'CANCELLED' })
          .where(and(eq(toursSandboxBookings.id, bookingId), inArray(toursSandboxBookings.status, ['UNCAPTURED', 'PENDING'])));
      } finally {
        takenChanged();
      }
    },
    async cancelBooking(bookingId) {
      await this.cancel(bookingId);
      return (await this.status(bookingId)) === 'CANCELLED';
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
    /** The product a variant belongs to, withdrawn or not (its booking still names it). */
    async productOfVariant(variantId: string) {
      return sandboxProducts.find((product) => product.variants.some((variant) => variant.id === variantId))?.id;
    },
    /** Tests and demos: the product is withdrawn ("This tour is not available anymore"), or back. */
    removeProduct(productId: string, gone = true) {
      if (gone) removed.add(productId);
      else removed.delete(productId);
      catalogueVersion++;
    },
    /** Tests and demos: the operator changes its prices (1.1 = 10% dearer). */
    setPriceFactor(productId: string, factor: number) {
      priceFactor.set(productId, factor);
      catalogueVersion++;
    },
    /** Tests and demos: the provider refuses to capture (an operator who cancelled, an outage). */
    refuseCaptures(refuse: boolean) {
      refusingCaptures = refuse;
    },
  };
}
export type ToursSandbox = ReturnType<typeof createToursSandbox>;
