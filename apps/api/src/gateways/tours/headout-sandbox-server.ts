import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { IST_OFFSET, TOURS_CURRENCY, tourTotal, type TourPax, type TourProductSummary } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { toursSandboxBookings } from '../../db/schema/index.ts';
import { sandboxCategories, sandboxCities } from './sandbox-inventory.ts';
import {
  HEADOUT_AUTH_HEADER,
  HEADOUT_PATHS,
  cancelBookingSchema,
  captureBookingSchema,
  categoriesQuerySchema,
  citiesQuerySchema,
  createBookingSchema,
  inventoryQuerySchema,
  productQuerySchema,
  productsQuerySchema,
  type HeadoutBooking,
  type HeadoutErrorBody,
} from './headout-schemas.ts';
import { SANDBOX_FREE_CANCELLATION_MINUTES, type ToursSandbox } from './tours-sandbox.ts';

/** Headout's sentinel for an UNLIMITED slot's `remaining` (booking-partner walkthrough). */
const UNLIMITED_REMAINING = 1000;

/** A fault the next matching calls meet, for fault tests and demos. */
export type SandboxFault = {
  route: 'create' | 'capture' | 'status' | 'cancel' | 'inventory' | 'products' | 'any';
  /** timeout: never answers; late: does the work, then never answers; 5xx: answers 503 unprocessed; garbage: 200 with HTML. */
  kind: 'timeout' | 'late' | '5xx' | 'garbage';
  times: number;
  /** This many matching calls pass untouched first. */
  skip?: number;
};
export type SandboxExchange = {
  route: string;
  method: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
};

/** Headout's inventory ids are opaque: the sandbox's slot id, encoded, so the client cannot lean on its shape. */
const toHeadoutInventoryId = (slotId: string) => Buffer.from(slotId).toString('base64url');
const fromHeadoutInventoryId = (id: string) => Buffer.from(id, 'base64url').toString();
/** `2027-01-10T19:00:00+05:30` <-> `2027-01-10T19:00:00` (fm-date-time is the experience's local time). */
/** A product's price from (Headout's listing price, per person) and its primary category, as list and page show them. */
const priceAndCategory = (product: TourProductSummary) => ({
  listingPrice: {
    type: 'PER_PERSON',
    currencyCode: TOURS_CURRENCY,
    minimumPrice: { originalPrice: product.original_price_from, finalPrice: product.price_from },
    bestDiscount: Math.round((1 - product.price_from / product.original_price_from) * 100),
  },
  primaryCategory: { id: product.category_id, name: sandboxCategories.find((c) => c.id === product.category_id)?.name ?? '' },
});

const toLocal = (iso: string) => iso.slice(0, 19);
const fromLocal = (local: string) => `${local}${IST_OFFSET}`;

class WireError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  body(): HeadoutErrorBody {
    return { status: this.status, error: { code: this.code, message: this.message } };
  }
}

function parseOrThrow<T>(
  schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; code: string }[] } };
  },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path.map(String).join('.') || 'body';
  if (issue.code === 'invalid_type' && value && typeof value === 'object' && !((issue.path[0] as string) in value)) {
    throw new WireError(400, 'E_MISSING_PARAMETER', `Missing required parameter: ${name}`);
  }
  throw new WireError(400, 'E_INVALID_ARGUMENT', `Invalid ${name}`);
}

/**
 * The tours sandbox behind Headout's partner API wire protocol: an HTTP server on a loopback port that the real
 * client (headout-client.ts) talks to in development and tests. Seats and bookings stay in the sandbox engine
 * (tours-sandbox.ts, its own table); this layer only speaks Headout's paths, fields, statuses and error envelope.
 */
export async function startHeadoutSandboxServer(options: {
  engine: ToursSandbox;
  db: Database;
  key: string;
  onExchange?: (exchange: SandboxExchange) => void;
}) {
  const { engine, db, key } = options;
  const faults: SandboxFault[] = [];
  /** partnerReferenceId per booking: the engine's table has no column for it (it is echoed, never decided on). */
  const references = new Map<string, string>();
  const cityByCode = (code: string) => sandboxCities.find((city) => city.code === code.toUpperCase());

  async function bookingOf(bookingId: string): Promise<HeadoutBooking | undefined> {
    const [row] = await db.select().from(toursSandboxBookings).where(eq(toursSandboxBookings.id, bookingId));
    if (!row) return undefined;
    const status = (await engine.status(bookingId))!;
    const variantId = row.inventoryId.slice(0, row.inventoryId.indexOf('@'));
    const productId = (await engine.productOfVariant(variantId)) ?? variantId;
    const product = await engine.product(productId);
    const variant = product?.variants.find((v) => v.id === variantId);
    return {
      bookingId: row.id,
      partnerReferenceId: references.get(row.id) ?? null,
      variantId,
      startDateTime: `${row.inventoryId.slice(row.inventoryId.indexOf('@') + 1)}:00`,
      product: { id: productId, name: product?.name ?? productId, variant: { id: variantId, name: variant?.name ?? null } },
      customersDetails: {
        count: row.seats,
        customers: [{ personType: 'ADULT', isPrimary: true, inputFields: [] }],
      },
      variantInputFields: [],
      price: { amount: row.amount, currencyCode: TOURS_CURRENCY },
      status,
      voucherUrl: status === 'PENDING' || status === 'COMPLETED' ? `https://sandbox.invalid/voucher/${row.id}` : null,
      tickets: [],
      creationTimestamp: Math.floor(row.heldAt.getTime() / 1000),
    };
  }

  function pageOf<T>(all: T[], offset: number, limit: number, path: string, query: Record<string, string>) {
    const link = (at: number) => `${path}?${new URLSearchParams({ ...query, offset: String(at), limit: String(limit) })}`;
    const nextOffset = offset + limit < all.length ? offset + limit : null;
    return {
      items: all.slice(offset, offset + limit),
      nextUrl: nextOffset === null ? null : link(nextOffset),
      prevUrl: offset === 0 ? null : link(Math.max(0, offset - limit)),
      total: all.length,
      nextOffset,
    };
  }

  type Route = { route: SandboxFault['route'] | 'cities' | 'categories' | 'product'; run: () => Promise<[number, unknown]> };
  function route(method: string, path: string, query: Record<string, string>, body: unknown): Route | undefined {
    const bookingMatch = /^\/api\/public\/v1\/booking\/([^/]+)$/.exec(path);
    const cancelMatch = /^\/api\/public\/v2\/bookings\/([^/]+)\/cancel\/?$/.exec(path);
    const productMatch = /^\/api\/public\/v2\/products\/([^/]+)$/.exec(path);
    if (method === 'GET' && path === HEADOUT_PATHS.cities)
      return {
        route: 'cities',
        run: async () => {
          const q = parseOrThrow(citiesQuerySchema, query);
          const all = (await engine.cities()).map((city) => ({
            code: city.code,
            name: city.name,
            image: { url: `/images/cities/${city.code.toLowerCase()}.jpg` },
            country: { code: 'IN', name: city.country },
          }));
          const { items, ...rest } = pageOf(all, q.offset, q.limit, path, {});
          return [200, { cities: items, ...rest }];
        },
      };
    if (method === 'GET' && path === HEADOUT_PATHS.categories)
      return {
        route: 'categories',
        run: async () => {
          const q = parseOrThrow(categoriesQuerySchema, query);
          const city = cityByCode(q.cityCode);
          if (!city) throw new WireError(400, 'E_INVALID_ARGUMENT', `Invalid city code: ${q.cityCode}. City doesn't exist.`);
          const categories = (await engine.categories(city.name)).map(({ id, name }) => ({ id, name }));
          return [200, { categories, language: 'EN', city: city.code }];
        },
      };
    if (method === 'GET' && path === HEADOUT_PATHS.products)
      return {
        route: 'products',
        run: async () => {
          const q = parseOrThrow(productsQuerySchema, query);
          const city = cityByCode(q.cityCode);
          if (!city) throw new WireError(400, 'E_INVALID_ARGUMENT', `Invalid city code: ${q.cityCode}. City doesn't exist.`);
          const all = (await engine.products({ city: city.name, categoryId: q.categoryId })).map((product) => ({
            id: product.id,
            name: product.name,
            city: { code: city.code, name: city.name },
            images: [{ url: product.image_url, type: 'IMAGE' }],
            reviewsDetails: { ratingsCount: product.review_count, averageRating: product.rating },
            ...priceAndCategory(product),
          }));
          const { items, ...rest } = pageOf(all, q.offset, q.limit, path, {
            cityCode: q.cityCode,
            ...(q.categoryId ? { categoryId: q.categoryId } : {}),
          });
          return [200, { products: items, ...rest }];
        },
      };
    if (method === 'GET' && productMatch)
      return {
        route: 'product',
        run: async () => {
          parseOrThrow(productQuerySchema, query);
          const product = await engine.product(decodeURIComponent(productMatch[1]!));
          if (!product) throw new WireError(404, 'E_NOT_FOUND', 'Product not found');
          const city = sandboxCities.find((c) => c.name === product.city)!;
          return [
            200,
            {
              id: product.id,
              name: product.name,
              city: { code: city.code, name: city.name },
              media: [{ url: product.image_url, type: 'IMAGE' }],
              reviewsSummary: { ratingsCount: product.review_count, averageRating: product.rating },
              ...priceAndCategory(product),
              content: { shortSummary: product.description, highlights: product.highlights.join('\n') },
              variants: product.variants.map((variant) => ({
                id: variant.id,
                name: variant.name,
                description: variant.description,
                duration: variant.duration_minutes * 60_000,
                inventoryType: 'FIXED_START_FIXED_DURATION',
                pax: { min: 1, max: 20 },
                pricing: { currency: TOURS_CURRENCY, profileType: 'PER_PERSON', headoutSellingPrice: variant.price_from },
                cancellationPolicy: { cancellable: true, cancellableUpToInMinutes: SANDBOX_FREE_CANCELLATION_MINUTES },
              })),
            },
          ];
        },
      };
    if (method === 'GET' && path === HEADOUT_PATHS.inventory)
      return {
        route: 'inventory',
        run: async () => {
          const q = parseOrThrow(inventoryQuerySchema, query);
          const start = q.startDateTime ? fromLocal(q.startDateTime) : new Date().toISOString();
          const end = q.endDateTime ? fromLocal(q.endDateTime) : new Date(Date.parse(start) + 62 * 86_400_000).toISOString();
          const slots = await engine.inventories({ variantId: q.variantId, startDateTime: start, endDateTime: end });
          if (!slots) throw new WireError(400, 'E_INVALID_ARGUMENT', `Invalid variant id: ${q.variantId}. Variant doesn't exist.`);
          const all = slots.map((slot) => ({
            id: toHeadoutInventoryId(slot.id),
            startDateTime: toLocal(slot.startDateTime),
            endDateTime: toLocal(slot.endDateTime),
            availability: slot.availability,
            remaining: slot.remaining ?? UNLIMITED_REMAINING,
            pricing: { persons: slot.pricing.persons, groups: [] },
          }));
          const { variantId, startDateTime, endDateTime } = q;
          const links = { variantId, ...(startDateTime ? { startDateTime } : {}), ...(endDateTime ? { endDateTime } : {}) };
          return [200, pageOf(all, q.offset, q.limit, path, links)];
        },
      };
    if (method === 'POST' && path === HEADOUT_PATHS.booking)
      return {
        route: 'create',
        run: async () => {
          const request = parseOrThrow(createBookingSchema, body);
          const slotId = fromHeadoutInventoryId(request.inventoryId);
          if (!slotId.startsWith(`${request.variantId}@`))
            throw new WireError(400, 'E_INVALID_ARGUMENT', 'Invalid inventoryId for this variant');
          const { customers, count } = request.customersDetails;
          if (customers.length !== count) throw new WireError(400, 'E_INVALID_ARGUMENT', 'customersDetails.count must match the customers');
          // The sandbox's variants all ask the primary guest's phone (a real variant lists its own `inputFields`).
          const primary = customers.find((customer) => customer.isPrimary);
          if (!primary?.inputFields.some((field) => field.id === 'PHONE' && field.value)) {
            throw new WireError(
              400,
              'E_MISSING_PARAMETER',
              'Missing required parameter: customersDetails.customers[primary].inputFields.PHONE',
            );
          }
          const pax: TourPax = {};
          for (const customer of customers) {
            const type = customer.personType as keyof TourPax;
            pax[type] = (pax[type] ?? 0) + 1;
          }
          const found = await engine.slot(slotId);
          if (!found)
            throw new WireError(400, 'E_INVALID_ARGUMENT', `Invalid inventory id: ${request.inventoryId}. Inventory doesn't exist.`);
          const amount = tourTotal(found.inventory.pricing.persons, pax);
          if (amount === null) throw new WireError(400, 'E_INVALID_ARGUMENT', 'A person type is not sold for this inventory');
          if (request.price.currencyCode !== TOURS_CURRENCY || request.price.amount !== amount) {
            throw new WireError(400, 'E_INVALID_ARGUMENT', `Price mismatch: the price is ${amount} ${TOURS_CURRENCY}`);
          }
          const held = await engine.hold({ inventoryId: slotId, pax });
          if (!held.ok) {
            const left = held.reason === 'not_enough' ? held.remaining : 0;
            throw new WireError(400, 'E_INVALID_ARGUMENT', `Inventory not available: ${left} remaining`);
          }
          return [200, await bookingOf(held.bookingId)];
        },
      };
    if (method === 'GET' && bookingMatch)
      return {
        route: 'status',
        run: async () => {
          const booking = await bookingOf(decodeURIComponent(bookingMatch[1]!));
          if (!booking) throw new WireError(404, 'E_NOT_FOUND', 'Booking not found');
          return [200, booking];
        },
      };
    if (method === 'PUT' && bookingMatch)
      return {
        route: 'capture',
        run: async () => {
          const request = parseOrThrow(captureBookingSchema, body);
          const bookingId = decodeURIComponent(bookingMatch[1]!);
          const captured = await engine.capture(bookingId);
          if (!captured.ok && captured.status === 'NOT_FOUND') throw new WireError(404, 'E_NOT_FOUND', 'Booking not found');
          if (!captured.ok && captured.status === 'REFUSED')
            throw new WireError(400, 'E_ERROR_PROCESSING_REQUEST', 'Error processing request');
          if (!captured.ok) throw new WireError(400, 'E_INVALID_ARGUMENT', `Booking cannot be captured: it is ${captured.status}`);
          if (request.partnerReferenceId && !references.has(bookingId)) references.set(bookingId, request.partnerReferenceId);
          return [200, await bookingOf(bookingId)];
        },
      };
    if (method === 'POST' && cancelMatch)
      return {
        route: 'cancel',
        run: async () => {
          parseOrThrow(cancelBookingSchema, body);
          const bookingId = decodeURIComponent(cancelMatch[1]!);
          if (!(await engine.status(bookingId))) throw new WireError(404, 'E_NOT_FOUND', 'Booking not found');
          await engine.cancel(bookingId);
          return [200, { success: true, message: 'Cancellation request submitted successfully' }];
        },
      };
    return undefined;
  }

  const send = (response: ServerResponse, status: number, answer: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const query = Object.fromEntries(url.searchParams);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    let body: unknown;
    let status = 500;
    let answer: unknown;
    const method = request.method ?? 'GET';
    const found = route(method, path, query, undefined);
    try {
      if (request.headers[HEADOUT_AUTH_HEADER.toLowerCase()] !== key)
        throw new WireError(401, 'E_UNAUTHORIZED', 'Invalid Headout-Auth key');
      if (!found) throw new WireError(404, 'E_NOT_FOUND', 'No such API');
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new WireError(400, 'E_INVALID_ARGUMENT', 'The body is not JSON');
        }
      }
      let fault = faults.find((f) => f.times > 0 && (f.route === 'any' || f.route === found.route));
      if (fault?.skip) {
        fault.skip--;
        fault = undefined;
      } else if (fault) fault.times--;
      if (fault?.kind === '5xx') throw new WireError(503, 'E_ERROR_PROCESSING_REQUEST', 'Error processing request');
      if (fault?.kind === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body>Bad gateway</body></html>');
        return;
      }
      if (fault?.kind === 'timeout') return hang(response);
      [status, answer] = await route(method, path, query, body)!.run();
      if (fault?.kind === 'late') return hang(response);
    } catch (error) {
      if (!(error instanceof WireError)) throw error;
      [status, answer] = [error.status, error.body()];
    }
    options.onExchange?.({ route: found?.route ?? 'unknown', method, query, body, status, answer });
    send(response, status, answer);
  }

  /** Holds the answer back until the caller gives up (or a minute passes). */
  function hang(response: ServerResponse) {
    const timer = setTimeout(() => response.destroy(), 60_000);
    response.on('close', () => clearTimeout(timer));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent)
        send(response, 500, { status: 500, error: { code: 'E_ERROR_PROCESSING_REQUEST', message: 'Error processing request' } });
    });
  });
  // Exclusive: in a cluster worker a shared listen would be the primary's port, served round robin by every worker.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Tests and demos: the next `times` matching calls meet this fault. */
    fail(fault: SandboxFault) {
      faults.push({ ...fault });
    },
    clearFaults() {
      faults.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type HeadoutSandboxServer = Awaited<ReturnType<typeof startHeadoutSandboxServer>>;
