import { setTimeout as sleep } from 'node:timers/promises';
import {
  IST_OFFSET,
  istLocalIso,
  messages,
  tourPriceTypes,
  TOURS_CURRENCY,
  tourTotal,
  type TourBookingStatus,
  type TourInventory,
  type TourPax,
  type TourProduct,
  type TourProductSummary,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import {
  HEADOUT_AUTH_HEADER,
  HEADOUT_PATHS,
  bookingSchema,
  cancelAnswerSchema,
  categoriesAnswerSchema,
  citiesPageSchema,
  inventoryPageSchema,
  productSchema,
  productsPageSchema,
  type HeadoutBooking,
  type HeadoutCreateBooking,
  type HeadoutInventory,
  type HeadoutProduct,
  type HeadoutProductListing,
} from './headout-schemas.ts';
import type { CaptureAnswer, HoldAnswer, HoldRefusal, ToursProvider, TourGuest } from './tours-provider.ts';

/** Every city we sell is in India: Headout's fm-date-time (the experience's local time) is Indian time. */
const MINUTE_MS = 60_000;
const CATALOGUE_TTL_MS = 5 * MINUTE_MS;
const ANSWERS_KEPT = 5_000;
const PAGE_LIMIT = 100;
const CITIES_PAGE_LIMIT = 20;

type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };
type Query = Record<string, string | number | undefined>;
type Failure = { ok: false; status: number; code: string; message: string };
type Answer<T> = { ok: true; data: T; text: string } | Failure;

/** The provider could not be asked (timeouts, 5xx, answers that are not Headout's): ours is a 503. */
export class ToursProviderUnavailable extends AppError {
  constructor(readonly detail: string) {
    super('SERVICE_UNAVAILABLE', messages.serviceUnavailable);
  }
}

export interface HeadoutClientOptions {
  baseUrl: string;
  key: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts of a call that is safe to repeat (reads, capture, cancel); a booking's creation is tried once. */
  attempts?: number;
  /** Back-off before the second attempt, doubled each time, with jitter. */
  backoffMs?: number;
  /** Items asked per page of a paged list (Headout's `limit`). */
  pageLimit?: number;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/** `mum-food-eve@2027-01-10T19:00`: our slot id is the variant and its local start, Headout's inventory id is opaque. */
const slotIdOf = (variantId: string, localStart: string) => `${variantId}@${localStart.slice(0, 16)}`;
const parseSlotId = (id: string) => {
  const match = /^(.+)@(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/.exec(id);
  return match ? { variantId: match[1]!, localStart: match[2]! } : undefined;
};
/** Any ISO instant as Indian local fm-date-time. */
const seatsOf = (pax: TourPax) => Object.values(pax).reduce((sum, n) => sum + (n ?? 0), 0);
const knownType = (type: string): type is (typeof tourPriceTypes)[number] => (tourPriceTypes as readonly string[]).includes(type);
/** The primary guest's details as Headout's input fields (`NAME`, `EMAIL`, `PHONE` in E.164). */
const guestFields = (guest: TourGuest | undefined) =>
  guest
    ? [
        ...(guest.name ? [{ id: 'NAME', value: guest.name }] : []),
        ...(guest.email ? [{ id: 'EMAIL', value: guest.email }] : []),
        { id: 'PHONE', value: /^\d{10}$/.test(guest.mobile) ? `+91${guest.mobile}` : guest.mobile },
      ]
    : [];
const statusOf = (status: HeadoutBooking['status']): TourBookingStatus => (status === 'FAILED' ? 'CANCELLED' : status);

/**
 * The tours provider through Headout's partner API (headout-schemas.ts): the `Headout-Auth` key, v2 cities,
 * categories and products, v1 inventory by variant (offset/limit paged), the two-step booking (created UNCAPTURED,
 * captured to PENDING with our order as `partnerReferenceId`), status reads and v2 cancellation. Calls time out and
 * those safe to repeat are retried with back-off; Headout's error envelope becomes our error shape.
 *
 * A capture that cannot be settled either way (the provider does not answer, nor tells the booking's status) throws:
 * the paid cart's job runs again later, so the money is neither kept without a seat nor refunded for a seat taken.
 */
export function createHeadoutClient(options: HeadoutClientOptions): ToursProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 250;
  const pageLimit = options.pageLimit ?? PAGE_LIMIT;

  async function call<T>(
    schema: Schema<T>,
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; retry: boolean },
  ): Promise<Answer<T>> {
    const url = new URL(base + path);
    for (const [name, value] of Object.entries(init.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    let lastProblem = '';
    const tries = init.retry ? attempts : 1;
    for (let attempt = 1; attempt <= tries; attempt++) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2) * (0.75 + Math.random() * 0.5));
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method,
          headers: {
            [HEADOUT_AUTH_HEADER]: options.key,
            accept: 'application/json',
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        lastProblem = `${method} ${path}: ${error instanceof Error ? error.name : 'failed'}`;
        continue;
      }
      if (response.status >= 500) {
        lastProblem = `${method} ${path}: HTTP ${response.status}`;
        continue;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (response.status >= 400) {
        const envelope = json as { error?: { code?: unknown; message?: unknown } } | undefined;
        const failure: Failure = {
          ok: false,
          status: response.status,
          code: typeof envelope?.error?.code === 'string' ? envelope.error.code : 'E_UNKNOWN',
          message: typeof envelope?.error?.message === 'string' ? envelope.error.message : '',
        };
        // Our key is wrong or not allowed: nothing a cardholder can do about it.
        if (failure.status === 401 || failure.status === 403) {
          options.log?.warn({ path, code: failure.code }, 'the tours provider refused our key');
          throw new AppError('INTERNAL');
        }
        return failure;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) return { ok: true, data: parsed.data, text };
      lastProblem = `${method} ${path}: an answer not in Headout's shape`;
    }
    options.log?.warn({ problem: lastProblem }, 'the tours provider did not answer');
    throw new ToursProviderUnavailable(lastProblem);
  }

  /** Any other refusal of a read: the provider says our request is wrong, which is ours to fix. */
  const unexpected = (failure: Failure): never => {
    options.log?.warn({ status: failure.status, code: failure.code, message: failure.message }, 'the tours provider refused a call');
    throw new AppError('INTERNAL');
  };

  /** Every page of a paged list (offset/limit), in order. */
  async function allPages<P extends { nextOffset: number | null }, T>(
    schema: Schema<P>,
    path: string,
    query: Query,
    itemsOf: (page: P) => T[],
    limit = pageLimit,
  ): Promise<{ ok: true; items: T[]; text: string } | Failure> {
    const items: T[] = [];
    let text = '';
    for (let offset = 0; ;) {
      const answer = await call(schema, 'GET', path, { query: { ...query, offset, limit }, retry: true });
      if (!answer.ok) return answer;
      items.push(...itemsOf(answer.data));
      text += answer.text;
      if (answer.data.nextOffset === null || answer.data.nextOffset <= offset) return { ok: true, items, text };
      offset = answer.data.nextOffset;
    }
  }

  /** The same frozen answer while the provider's text is the same (the rewards routes keep its JSON by identity). */
  const kept = new Map<string, { text: string; answer: unknown }>();
  function sameAsBefore<T>(key: string, text: string, build: () => T): T {
    const before = kept.get(key);
    if (before?.text === text) return before.answer as T;
    const answer = Object.freeze(build());
    if (kept.size >= ANSWERS_KEPT) kept.clear();
    kept.set(key, { text, answer });
    return answer;
  }
  /** Catalogue reads that do not move by the second (cities and their counts). */
  const catalogue = new Map<string, { at: number; value: Promise<unknown> }>();
  function cachedFor<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = catalogue.get(key);
    if (hit && performance.now() - hit.at < CATALOGUE_TTL_MS) return hit.value as Promise<T>;
    const value = load();
    catalogue.set(key, { at: performance.now(), value });
    value.catch(() => catalogue.delete(key));
    return value;
  }

  const cityCodes = new Map<string, string>();
  const cityCodeOf = (city: string) =>
    cityCodes.get(city.toLowerCase()) ??
    city
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_');

  async function listings(city: string, categoryId?: string) {
    const answer = await allPages(
      productsPageSchema,
      HEADOUT_PATHS.products,
      { cityCode: cityCodeOf(city), categoryId, currencyCode: TOURS_CURRENCY },
      (page) => page.products,
    );
    if (!answer.ok) return answer.status === 400 || answer.status === 404 ? { ok: true as const, items: [], text: '' } : unexpected(answer);
    return answer;
  }

  /** A listing names its reviews `reviewsDetails` and its images `images`; a product `reviewsSummary` and `media`. */
  const summaryOf = (
    listing: HeadoutProductListing | HeadoutProduct,
    images: { url: string }[],
    reviews: { averageRating: number; ratingsCount: number },
  ): TourProductSummary => ({
    id: listing.id,
    name: listing.name,
    city: listing.city.name,
    category_id: listing.primaryCategory.id,
    image_url: images[0]?.url ?? '',
    rating: reviews.averageRating,
    review_count: reviews.ratingsCount,
    currency: TOURS_CURRENCY,
    price_from: listing.listingPrice.minimumPrice.finalPrice,
    original_price_from: listing.listingPrice.minimumPrice.originalPrice,
  });

  function productOf(product: HeadoutProduct): TourProduct {
    const cancellable = product.variants.find((variant) => variant.cancellationPolicy.cancellable)?.cancellationPolicy;
    const hours = cancellable?.cancellableUpToInMinutes ? Math.round(cancellable.cancellableUpToInMinutes / 60) : null;
    return {
      ...summaryOf(product, product.media, product.reviewsSummary),
      description: product.content.shortSummary ?? '',
      highlights: (product.content.highlights ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      cancellation_policy: hours ? `Free cancellation up to ${hours} hours before the start.` : 'This booking cannot be cancelled.',
      variants: product.variants.map((variant) => ({
        id: variant.id,
        name: variant.name ?? product.name,
        description: variant.description ?? '',
        duration_minutes: Math.round((variant.duration ?? 0) / MINUTE_MS),
        free_cancellation_minutes: variant.cancellationPolicy.cancellable ? variant.cancellationPolicy.cancellableUpToInMinutes : null,
        price_from: variant.pricing.headoutSellingPrice,
      })),
    };
  }

  const inventoryOf = (variantId: string, item: HeadoutInventory): TourInventory => ({
    id: slotIdOf(variantId, item.startDateTime),
    variantId,
    startDateTime: `${item.startDateTime}${IST_OFFSET}`,
    endDateTime: `${item.endDateTime}${IST_OFFSET}`,
    availability: item.availability,
    remaining: item.availability === 'UNLIMITED' ? null : item.availability === 'CLOSED' ? 0 : item.remaining,
    pricing: {
      currency: TOURS_CURRENCY,
      persons: item.pricing.persons.flatMap((person) => (knownType(person.type) ? [{ ...person, type: person.type }] : [])),
    },
  });

  /** Headout's inventory items of a variant in a window, or undefined when the variant is gone. */
  async function inventoryItems(variantId: string, startDateTime: string, endDateTime: string) {
    const answer = await allPages(
      inventoryPageSchema,
      HEADOUT_PATHS.inventory,
      { variantId, startDateTime: istLocalIso(startDateTime), endDateTime: istLocalIso(endDateTime), currencyCode: TOURS_CURRENCY },
      (page) => page.items,
    );
    if (!answer.ok) return answer.status === 400 || answer.status === 404 ? undefined : unexpected(answer);
    return answer;
  }

  /** The slot as Headout shows it now (its opaque id too), or undefined when it is gone. */
  async function findSlot(inventoryId: string) {
    const parsed = parseSlotId(inventoryId);
    if (!parsed) return undefined;
    const start = `${parsed.localStart}:00${IST_OFFSET}`;
    const items = await inventoryItems(parsed.variantId, start, new Date(Date.parse(start) + MINUTE_MS).toISOString());
    const item = items?.items.find((candidate) => slotIdOf(parsed.variantId, candidate.startDateTime) === inventoryId);
    return item && { variantId: parsed.variantId, item, inventory: inventoryOf(parsed.variantId, item) };
  }

  const refusalOf = (inventory: TourInventory | undefined, seats: number): HoldRefusal => {
    if (!inventory) return { reason: 'gone' };
    if (inventory.availability === 'CLOSED' || inventory.remaining === 0) return { reason: 'sold_out' };
    if (inventory.remaining !== null && inventory.remaining < seats) return { reason: 'not_enough', remaining: inventory.remaining };
    return { reason: 'sold_out' };
  };

  async function hold(input: { inventoryId: string; pax: TourPax; guest?: TourGuest }): Promise<HoldAnswer> {
    const seats = seatsOf(input.pax);
    const slot = await findSlot(input.inventoryId);
    if (!slot) return { ok: false, reason: 'gone' };
    const amount = tourTotal(slot.inventory.pricing.persons, input.pax);
    if (amount === null) return { ok: false, reason: 'price_type' };
    const refusal = refusalOf(slot.inventory, seats);
    if (slot.inventory.availability === 'CLOSED' || (slot.inventory.remaining !== null && slot.inventory.remaining < seats)) {
      return { ok: false, ...refusal };
    }
    const customers = Object.entries(input.pax).flatMap(([personType, count]) =>
      Array.from({ length: count ?? 0 }, () => ({ personType, isPrimary: false, inputFields: [] as { id: string; value: string }[] })),
    );
    customers[0] = { ...customers[0]!, isPrimary: true, inputFields: guestFields(input.guest) };
    const request: HeadoutCreateBooking = {
      variantId: slot.variantId,
      inventoryId: slot.item.id,
      customersDetails: { count: customers.length, customers },
      price: { amount, currencyCode: TOURS_CURRENCY },
    };
    // Not repeated: a second creation would hold the seats twice (the first lapses within the hour unpaid).
    const created = await call(bookingSchema, 'POST', HEADOUT_PATHS.booking, { body: request, retry: false });
    if (created.ok) return { ok: true, bookingId: created.data.bookingId, amount: created.data.price.amount };
    // Refused: the slot as it stands now says why (the places went meanwhile, or the slot did).
    return { ok: false, ...refusalOf((await findSlot(input.inventoryId))?.inventory, seats) };
  }

  async function readBooking(bookingId: string) {
    const answer = await call(bookingSchema, 'GET', HEADOUT_PATHS.bookingById(bookingId), { retry: true });
    if (!answer.ok) return answer.status === 404 ? undefined : unexpected(answer);
    return answer.data;
  }

  async function cancel(bookingId: string) {
    try {
      const answer = await call(cancelAnswerSchema, 'POST', HEADOUT_PATHS.cancel(bookingId), {
        body: { reason: 'OTHER', comment: 'Released: not paid' },
        retry: true,
      });
      if (!answer.ok && answer.status !== 404) options.log?.warn({ bookingId, code: answer.code }, 'the tours provider refused a release');
    } catch (error) {
      // An unpaid hold lapses at the provider within the hour (CAPTURE_TIMEOUT): its seats come back then.
      if (!(error instanceof ToursProviderUnavailable)) throw error;
    }
  }

  async function cancelBooking(bookingId: string): Promise<boolean> {
    const answer = await call(cancelAnswerSchema, 'POST', HEADOUT_PATHS.cancel(bookingId), {
      body: { reason: 'OTHER', comment: 'Cancelled by the cardholder within free cancellation' },
      retry: true,
    });
    if (answer.ok && answer.data.success) return true;
    if (!answer.ok && answer.status !== 400 && answer.status !== 404) return unexpected(answer);
    // Refused: cancelled already (an earlier attempt's answer lost), or not cancellable any more.
    const booking = await readBooking(bookingId);
    return booking !== undefined && statusOf(booking.status) === 'CANCELLED';
  }

  async function capture(bookingId: string, partnerReferenceId?: string): Promise<CaptureAnswer> {
    let answer: Answer<HeadoutBooking> | undefined;
    try {
      answer = await call(bookingSchema, 'PUT', HEADOUT_PATHS.bookingById(bookingId), {
        body: { status: 'PENDING', ...(partnerReferenceId ? { partnerReferenceId } : {}) },
        retry: true,
      });
    } catch (error) {
      if (!(error instanceof ToursProviderUnavailable)) throw error;
    }
    if (answer?.ok) {
      const status = statusOf(answer.data.status);
      return status === 'PENDING' || status === 'COMPLETED' ? { ok: true } : { ok: false, status };
    }
    if (answer && answer.status === 404) return { ok: false, status: 'NOT_FOUND' };
    // Refused, timed out or garbled: the booking's own status decides (a capture may have landed late). If even that
    // cannot be read, this throws and the paid cart's job asks again later.
    const booking = await readBooking(bookingId);
    if (!booking) return { ok: false, status: 'NOT_FOUND' };
    const status = statusOf(booking.status);
    if (status === 'PENDING' || status === 'COMPLETED') return { ok: true };
    if (status !== 'UNCAPTURED') return { ok: false, status };
    if (!answer) throw new ToursProviderUnavailable(`capture of ${bookingId} unanswered`);
    // The provider refused the capture of a live hold: let its seats go, the item is refunded.
    await cancel(bookingId);
    return { ok: false, status: 'REFUSED' };
  }

  return {
    kind: 'http',
    async cities() {
      return cachedFor('cities', async () => {
        const answer = await allPages(
          citiesPageSchema,
          HEADOUT_PATHS.cities,
          {},
          (page) => page.cities,
          Math.min(pageLimit, CITIES_PAGE_LIMIT),
        );
        if (!answer.ok) return unexpected(answer);
        for (const city of answer.items) {
          cityCodes.set(city.name.toLowerCase(), city.code);
          cityCodes.set(city.code.toLowerCase(), city.code);
        }
        const counts = await Promise.all(answer.items.map(async (city) => (await listings(city.code)).items.length));
        return answer.items.map((city, i) => ({
          code: city.code,
          name: city.name,
          country: city.country?.name ?? '',
          product_count: counts[i]!,
        }));
      });
    },
    async categories(city) {
      const cityCode = cityCodeOf(city);
      const [answer, products] = await Promise.all([
        call(categoriesAnswerSchema, 'GET', HEADOUT_PATHS.categories, { query: { cityCode }, retry: true }),
        listings(city),
      ]);
      if (!answer.ok) return answer.status === 400 || answer.status === 404 ? [] : unexpected(answer);
      return answer.data.categories
        .map((category) => ({
          id: category.id,
          name: category.name,
          product_count: products.items.filter((product) => product.primaryCategory.id === category.id).length,
        }))
        .filter((category) => category.product_count > 0);
    },
    async products({ city, categoryId }) {
      const answer = await listings(city, categoryId);
      return sameAsBefore(`products\u0000${city.toLowerCase()}\u0000${categoryId ?? ''}`, answer.text, () =>
        answer.items.map((listing) => summaryOf(listing, listing.images, listing.reviewsDetails)),
      );
    },
    async product(productId) {
      const answer = await call(productSchema, 'GET', HEADOUT_PATHS.product(productId), {
        query: { currencyCode: TOURS_CURRENCY },
        retry: true,
      });
      if (!answer.ok) return answer.status === 404 || answer.status === 400 ? undefined : unexpected(answer);
      return productOf(answer.data);
    },
    async inventories({ variantId, startDateTime, endDateTime }) {
      const answer = await inventoryItems(variantId, startDateTime, endDateTime);
      if (!answer) return undefined;
      return sameAsBefore(`inventories\u0000${variantId}\u0000${startDateTime}\u0000${endDateTime}`, answer.text, () =>
        answer.items.map((item) => inventoryOf(variantId, item)),
      );
    },
    async slot(inventoryId, productId) {
      const parsed = parseSlotId(inventoryId);
      if (!parsed || !productId) return undefined;
      const [product, slot] = await Promise.all([this.product(productId), findSlot(inventoryId)]);
      if (!product || !slot || !product.variants.some((variant) => variant.id === parsed.variantId)) return undefined;
      return { product, inventory: slot.inventory };
    },
    hold,
    cancelBooking,
    async holdAll(inputs) {
      // One at a time, in the order asked: a second line for a slot sees the first one's seats gone.
      const answers: HoldAnswer[] = [];
      try {
        for (const input of inputs) answers.push(await hold(input));
      } catch (error) {
        for (const answer of answers) if (answer.ok) await cancel(answer.bookingId);
        throw error;
      }
      return answers;
    },
    capture,
    async captureAll(bookingIds, partnerReferenceId) {
      const answers: CaptureAnswer[] = [];
      for (const bookingId of bookingIds) answers.push(await capture(bookingId, partnerReferenceId));
      return answers;
    },
    cancel,
    async status(bookingId) {
      const booking = await readBooking(bookingId);
      return booking && statusOf(booking.status);
    },
  };
}
