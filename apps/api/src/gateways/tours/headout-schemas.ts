/**
 * Headout's partner API on the wire, as published: the requests we send and the answers we accept. Both the client
 * (headout-client.ts) and the sandbox server (headout-sandbox-server.ts) are held to these schemas.
 *
 * Sources (read 2026-11-27; docs/decisions/027-headout-tours.md lists what was inferred):
 * - github.com/headout/api-docs: conventions/basics.md (Headout-Auth, pagination), conventions/formats.md
 *   (fm-date-time), apis/v1/inventory-pricing.md, apis/v1/booking.md, object-models/v1/booking-models.md,
 *   apis/v2/products.md, apis/v2/categories.md, apis/v2/error-handling.md.
 * - docs.headout.com / partner.headout.com booking-partner pages: GET /api/public/v2/cities,
 *   GET /api/public/v2/products/{productId}, POST /api/public/v2/bookings/{bookingId}/cancel.
 * Objects are loose (`z.looseObject`): Headout adds fields, and a new field must not break a booking.
 */
import { z } from 'zod';

export const HEADOUT_PATHS = {
  cities: '/api/public/v2/cities',
  categories: '/api/public/v2/categories',
  products: '/api/public/v2/products',
  product: (productId: string) => `/api/public/v2/products/${encodeURIComponent(productId)}`,
  inventory: '/api/public/v1/inventory/list-by/variant',
  booking: '/api/public/v1/booking',
  bookingById: (bookingId: string) => `/api/public/v1/booking/${encodeURIComponent(bookingId)}`,
  cancel: (bookingId: string) => `/api/public/v2/bookings/${encodeURIComponent(bookingId)}/cancel`,
} as const;
export const HEADOUT_AUTH_HEADER = 'Headout-Auth';

/** fm-date-time: `YYYY-MM-DDThh:mm:ss`, the experience's local time, no zone (conventions/formats.md). */
export const fmDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** Every error answer: `{ status, error: { code, message } }` (apis/v2/error-handling.md). */
export const headoutErrorSchema = z.object({
  status: z.number().int(),
  error: z.object({ code: z.string(), message: z.string() }),
});
export type HeadoutErrorBody = z.infer<typeof headoutErrorSchema>;

/** The pagination wrapper's fields (object-models/common-models.md#pagination-wrapper). */
const page = {
  nextUrl: z.string().nullable(),
  prevUrl: z.string().nullable(),
  total: z.number().int().min(0),
  nextOffset: z.number().int().nullable(),
};
export const pagingQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const image = z.looseObject({ url: z.string() });
const cityRef = z.looseObject({ code: z.string(), name: z.string() });
const categoryRef = z.looseObject({ id: z.string(), name: z.string() });
const reviews = z.looseObject({ ratingsCount: z.number().int().min(0), averageRating: z.number().min(0).max(5) });
const listingPrice = z.looseObject({
  type: z.enum(['PER_PERSON', 'PER_GROUP']),
  currencyCode: z.string().length(3),
  minimumPrice: z.looseObject({ originalPrice: z.number(), finalPrice: z.number() }),
  bestDiscount: z.number(),
});

/** GET /api/public/v2/cities?offset&limit (limit at most 20). `country` is the cities page's "country it belongs to". */
export const citiesQuerySchema = pagingQuery.extend({ limit: z.coerce.number().int().min(1).max(20).default(20) });
export const citiesPageSchema = z.looseObject({
  cities: z.array(
    z.looseObject({
      code: z.string(),
      name: z.string(),
      image: image.nullable().optional(),
      country: z.looseObject({ code: z.string(), name: z.string() }).optional(),
    }),
  ),
  ...page,
});

/** GET /api/public/v2/categories?cityCode&languageCode. */
export const categoriesQuerySchema = z.object({ cityCode: z.string().min(1), languageCode: z.string().optional() });
export const categoriesAnswerSchema = z.looseObject({
  categories: z.array(categoryRef.extend({ canonicalUrl: z.string().optional() })),
  city: z.string().optional(),
  language: z.string().optional(),
});

/** GET /api/public/v2/products?cityCode&categoryId&currencyCode&offset&limit. */
export const productsQuerySchema = pagingQuery.extend({
  cityCode: z.string().min(1),
  categoryId: z.string().optional(),
  currencyCode: z.string().length(3).optional(),
  languageCode: z.string().optional(),
});
const productListing = z.looseObject({
  id: z.string(),
  name: z.string(),
  city: cityRef,
  images: z.array(image),
  reviewsDetails: reviews,
  listingPrice,
  primaryCategory: categoryRef,
});
export const productsPageSchema = z.looseObject({ products: z.array(productListing), ...page });
export type HeadoutProductListing = z.infer<typeof productListing>;

/** GET /api/public/v2/products/{productId}: the product with its variants (duration in milliseconds). */
export const productQuerySchema = z.object({ currencyCode: z.string().length(3).optional(), languageCode: z.string().optional() });
export const productSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  city: cityRef,
  media: z.array(image),
  reviewsSummary: reviews,
  listingPrice,
  primaryCategory: categoryRef,
  content: z.looseObject({ shortSummary: z.string().nullable(), highlights: z.string().nullable() }),
  variants: z
    .array(
      z.looseObject({
        id: z.string(),
        name: z.string().nullable(),
        description: z.string().nullable(),
        duration: z.number().int().nullable(),
        inventoryType: z.enum([
          'FIXED_START_FIXED_DURATION',
          'FIXED_START_FLEXIBLE_DURATION',
          'FLEXIBLE_START_FIXED_DURATION',
          'FLEXIBLE_START_FLEXIBLE_DURATION',
        ]),
        pax: z.looseObject({ min: z.number().int(), max: z.number().int().nullable() }),
        pricing: z.looseObject({ currency: z.string().length(3), headoutSellingPrice: z.number() }),
        cancellationPolicy: z.looseObject({ cancellable: z.boolean(), cancellableUpToInMinutes: z.number().int().nullable() }),
      }),
    )
    .min(1),
});
export type HeadoutProduct = z.infer<typeof productSchema>;

/** GET /api/public/v1/inventory/list-by/variant?variantId&startDateTime&endDateTime&currencyCode&offset&limit. */
export const inventoryQuerySchema = pagingQuery.extend({
  variantId: z.string().min(1),
  startDateTime: fmDateTime.optional(),
  endDateTime: fmDateTime.optional(),
  currencyCode: z.string().length(3).optional(),
});
export const personTypes = ['ADULT', 'CHILD', 'SENIOR', 'GENERAL', 'YOUTH', 'INFANT', 'STUDENT'] as const;
const inventoryItem = z.looseObject({
  id: z.string(),
  startDateTime: fmDateTime,
  endDateTime: fmDateTime,
  availability: z.enum(['LIMITED', 'UNLIMITED', 'CLOSED']),
  remaining: z.number().int().min(0),
  pricing: z.looseObject({
    persons: z.array(
      z.looseObject({
        type: z.string(),
        name: z.string(),
        ageFrom: z.number().int().nullable(),
        ageTo: z.number().int().nullable(),
        price: z.number(),
        originalPrice: z.number(),
      }),
    ),
    groups: z.array(z.looseObject({ size: z.number().int(), price: z.number(), originalPrice: z.number() })),
  }),
});
export const inventoryPageSchema = z.looseObject({ items: z.array(inventoryItem), ...page });
export type HeadoutInventory = z.infer<typeof inventoryItem>;

const inputField = z.looseObject({ id: z.string(), value: z.string() });
const customers = z.looseObject({
  count: z.number().int().min(1),
  customers: z.array(z.looseObject({ personType: z.string(), isPrimary: z.boolean(), inputFields: z.array(inputField) })).min(1),
});
const price = z.looseObject({ amount: z.number().min(0), currencyCode: z.string().length(3) });

/** POST /api/public/v1/booking: creates the booking UNCAPTURED (its places held for an hour). */
export const createBookingSchema = z.looseObject({
  variantId: z.string().min(1),
  inventoryId: z.string().min(1),
  customersDetails: customers,
  variantInputFields: z.array(inputField).optional(),
  price,
});
export type HeadoutCreateBooking = z.infer<typeof createBookingSchema>;

/** PUT /api/public/v1/booking/{id}: the capture (`PENDING`), with our order's reference; safe to repeat. */
export const captureBookingSchema = z.object({ status: z.literal('PENDING'), partnerReferenceId: z.string().min(1).optional() });

export const headoutBookingStatuses = ['UNCAPTURED', 'PENDING', 'COMPLETED', 'CANCELLED', 'CAPTURE_TIMEOUT', 'FAILED'] as const;
/** The booking object every booking call answers with (object-models/v1/booking-models.md#booking). */
export const bookingSchema = z.looseObject({
  bookingId: z.string(),
  partnerReferenceId: z.string().nullable(),
  variantId: z.string(),
  startDateTime: fmDateTime,
  product: z.looseObject({ id: z.string(), name: z.string(), variant: z.looseObject({ id: z.string(), name: z.string().nullable() }) }),
  customersDetails: customers,
  variantInputFields: z.array(inputField.extend({ name: z.string().optional() })),
  price,
  status: z.enum(headoutBookingStatuses),
  voucherUrl: z.string().nullable(),
  tickets: z.array(z.looseObject({ publicId: z.string(), url: z.string() })),
  creationTimestamp: z.number().int(),
});
export type HeadoutBooking = z.infer<typeof bookingSchema>;

/** POST /api/public/v2/bookings/{id}/cancel: acknowledged, processed by Headout. */
export const cancelBookingSchema = z.object({
  reason: z.enum([
    'TICKETS_NOT_RECEIVED',
    'CHANGE_OF_TRAVEL_PLANS',
    'MODIFY_EXISTING_RESERVATION',
    'FOUND_CHEAPER_OPTION_ELSEWHERE',
    'OTHER',
  ]),
  comment: z.string().nullable().optional(),
});
export const cancelAnswerSchema = z.looseObject({ success: z.boolean(), message: z.string() });
