/** The tours and activities provider, shaped like Headout's partner API (issue 19). */
import { z } from 'zod';
import { DEFAULT_TOURS_CITY, TOURS_CURRENCY } from './rewards-constants.ts';
import { requestDateTimeSchema } from './rewards-fields.ts';

const id = z.string().min(1).max(64);
const isoDateTime = z.iso.datetime({ offset: true });

export const tourCategorySchema = z.object({ id, name: z.string(), product_count: z.number().int() });
export const tourCitySchema = z.object({ code: id, name: z.string(), country: z.string(), product_count: z.number().int() });
export type TourCategory = z.infer<typeof tourCategorySchema>;
export type TourCity = z.infer<typeof tourCitySchema>;

export const tourPriceTypes = ['ADULT', 'CHILD', 'SENIOR', 'GENERAL'] as const;
/** One per-person price of a slot (Headout's `pricing.persons`). */
export const tourPersonPriceSchema = z.object({
  type: z.enum(tourPriceTypes),
  name: z.string(),
  ageFrom: z.number().int().nullable(),
  ageTo: z.number().int().nullable(),
  price: z.number(),
  originalPrice: z.number(),
});
export type TourPersonPrice = z.infer<typeof tourPersonPriceSchema>;

export const tourVariantSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  /** Free cancellation up to this many minutes before the start (Headout's `cancellableUpToInMinutes`); null: none. */
  free_cancellation_minutes: z.number().int().nullable().optional(),
  /** From this much per adult: what cards show. */
  price_from: z.number(),
});
export const tourProductSummarySchema = z.object({
  id,
  name: z.string(),
  city: z.string(),
  category_id: id,
  image_url: z.string(),
  rating: z.number(),
  review_count: z.number().int(),
  currency: z.literal(TOURS_CURRENCY),
  price_from: z.number(),
  original_price_from: z.number(),
});
export const tourProductSchema = tourProductSummarySchema.extend({
  description: z.string(),
  highlights: z.array(z.string()),
  cancellation_policy: z.string(),
  variants: z.array(tourVariantSchema),
});
export type TourProductSummary = z.infer<typeof tourProductSummarySchema>;
export type TourProduct = z.infer<typeof tourProductSchema>;

export const tourProductsQuerySchema = z.object({
  city: z.string().min(1).max(64).default(DEFAULT_TOURS_CITY),
  category_id: id.optional(),
  currency: z.literal(TOURS_CURRENCY).default(TOURS_CURRENCY),
});

export const tourAvailabilities = ['LIMITED', 'UNLIMITED', 'CLOSED'] as const;
/** One slot of a variant: Headout's inventory item. `remaining` is null when UNLIMITED. */
export const tourInventorySchema = z.object({
  id,
  variantId: id,
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  availability: z.enum(tourAvailabilities),
  remaining: z.number().int().nullable(),
  pricing: z.object({ currency: z.literal(TOURS_CURRENCY), persons: z.array(tourPersonPriceSchema) }),
});
export type TourInventory = z.infer<typeof tourInventorySchema>;
export const tourInventoriesQuerySchema = z
  .object({ variantId: id, startDateTime: requestDateTimeSchema, endDateTime: requestDateTimeSchema })
  .refine((q) => Date.parse(q.endDateTime) > Date.parse(q.startDateTime), { path: ['endDateTime'], message: 'End must be after start.' })
  .refine((q) => Date.parse(q.endDateTime) - Date.parse(q.startDateTime) <= 62 * 86_400_000, {
    path: ['endDateTime'],
    message: 'Ask for at most 62 days at a time.',
  });

/** How many people of each price type: `{ ADULT: 2, CHILD: 1 }`. */
export const tourPaxSchema = z
  .partialRecord(z.enum(tourPriceTypes), z.number().int().min(0).max(20))
  .refine((pax) => Object.values(pax).reduce((a, b) => a + (b ?? 0), 0) >= 1, { message: 'Choose at least one person.' });
export type TourPax = z.infer<typeof tourPaxSchema>;

/** Headout's booking states: held (UNCAPTURED), paid and sent (PENDING), then COMPLETED or CANCELLED. */
export const tourBookingStatuses = ['UNCAPTURED', 'PENDING', 'COMPLETED', 'CANCELLED', 'CAPTURE_TIMEOUT'] as const;
export type TourBookingStatus = (typeof tourBookingStatuses)[number];

export { tourTotal } from './rewards-rules.ts';
