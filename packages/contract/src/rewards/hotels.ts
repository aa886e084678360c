/** The hotel supplier, shaped like a hotel demand API (issue 19: luxury staycations). */
import { z } from 'zod';
import { messages } from '../common/messages.ts';
import { requestDateSchema } from './rewards-fields.ts';
import { hotelOccupancyIssues } from './rewards-rules.ts';

const id = z.string().min(1).max(64);
const isoDate = z.iso.date();

/** One room's guests (spec 02 §3: rooms (adults, children)); children carry their ages. */
export const hotelRoomOccupancySchema = z.object({
  adults: z.number().int().min(0).max(9),
  children: z.number().int().min(0).max(9).default(0),
  children_ages: z.array(z.number().int().min(0).max(99)).max(9).default([]),
});
export type HotelRoomOccupancy = z.input<typeof hotelRoomOccupancySchema>;

export { defaultHotelRooms, hotelOccupancyIssues } from './rewards-rules.ts';

/** A stay's dates in order and its rooms within the occupancy rules, as zod issues. */
export function refineStay(value: { check_in: string; check_out: string; rooms: HotelRoomOccupancy[] }, ctx: z.RefinementCtx) {
  if (value.check_out <= value.check_in) ctx.addIssue({ code: 'custom', path: ['check_out'], message: messages.hotelDatesOrder });
  for (const issue of hotelOccupancyIssues(value.rooms))
    ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.message });
}
export const stayShape = {
  check_in: requestDateSchema,
  check_out: requestDateSchema,
  rooms: z.array(hotelRoomOccupancySchema).min(1).max(9),
};

export const hotelAutocompleteQuerySchema = z.object({ query: z.string().trim().min(2).max(64) });
export const hotelAutocompleteSchema = z.object({
  destinations: z.array(z.object({ id, name: z.string(), state: z.string(), hotel_count: z.number().int() })),
  hotels: z.array(z.object({ id, name: z.string(), destination: z.string() })),
});

/** Free until a date, partly refundable, or non-refundable; `text` says it in words. */
export const hotelCancellationPolicySchema = z.object({
  type: z.enum(['free_cancellation', 'partially_refundable', 'non_refundable']),
  free_until: z.string().nullable(),
  refund_percent: z.number().int().nullable(),
  text: z.string(),
});
export type HotelCancellationPolicy = z.infer<typeof hotelCancellationPolicySchema>;

export const hotelSummarySchema = z.object({
  id,
  name: z.string(),
  destination: z.string(),
  star_rating: z.number().int(),
  image_url: z.string(),
  hotel_currency: z.string(),
  /** The whole stay for these rooms, in the hotel's currency and in rupees; null when nothing is free. */
  price: z.number().nullable(),
  price_inr: z.number().nullable(),
});
export const hotelListQuerySchema = z.object({ destination_id: id, ...stayShape }).superRefine(refineStay);
export const hotelListSchema = z.object({ hotels: z.array(hotelSummarySchema) });

export const hotelRoomSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  max_adults: z.number().int(),
  max_children: z.number().int(),
  amenities: z.array(z.string()),
});
export const hotelDetailsQuerySchema = z.object({ hotel_id: id });
export const hotelDetailsSchema = hotelSummarySchema.omit({ price: true, price_inr: true }).extend({
  address: z.string(),
  description: z.string(),
  amenities: z.array(z.string()),
  rooms: z.array(hotelRoomSchema),
});
export const hotelRoomDetailsQuerySchema = z.object({ hotel_id: id, room_id: id });

export const hotelRateSchema = z.object({
  rate_id: id,
  room_id: id,
  room_name: z.string(),
  board: z.string(),
  price: z.number(),
  price_inr: z.number(),
  /** The hotel's public price for the same stay (its selling rate), when the supplier gives one: the saving shown. */
  public_price_inr: z.number().nullable(),
  hotel_currency: z.string(),
  cancellation_policy: hotelCancellationPolicySchema,
});
export type HotelRate = z.infer<typeof hotelRateSchema>;
export const hotelAvailabilityQuerySchema = z.object({ hotel_id: id, ...stayShape }).superRefine(refineStay);
export const hotelAvailabilitySchema = z.object({ hotel_id: id, available: z.boolean(), price_from_inr: z.number().nullable() });
export const hotelRoomAvailabilitySchema = z.object({ hotel_id: id, rates: z.array(hotelRateSchema) });

/** initiate_booking: a price preview that locks the price for 15 minutes. */
export const hotelInitiateBookingSchema = z.object({ hotel_id: id, rate_id: id, ...stayShape }).superRefine(refineStay);
export const hotelPriceLockSchema = z.object({
  order_token: z.string(),
  hotel_id: id,
  rate_id: id,
  check_in: isoDate,
  check_out: isoDate,
  price: z.number(),
  price_inr: z.number(),
  hotel_currency: z.string(),
  price_locked_until: z.iso.datetime({ offset: true }),
  cancellation_policy: hotelCancellationPolicySchema,
});
export type HotelPriceLock = z.infer<typeof hotelPriceLockSchema>;
/** create_booking: books a locked price (in the cart's checkout, the server calls it after payment). */
export const hotelCreateBookingSchema = z.object({ order_token: z.string().min(8).max(80) });
export const hotelSupplierBookingSchema = z.object({ supplier_reference: z.string(), status: z.enum(['CONFIRMED', 'FAILED']) });

export const exchangeRatesQuerySchema = z.object({ base: z.string().length(3).default('INR') });
export const exchangeRatesSchema = z.object({ base: z.string(), rates: z.record(z.string(), z.number()), as_of: z.string() });
