/** The one cart (spec 02 §7 Core service) and its checkout: the whole cart in one card payment (issue 19). */
import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { hotelCancellationPolicySchema, refineStay, stayShape } from './hotels.ts';
import { tourPaxSchema } from './tours.ts';

const id = z.string().min(1).max(64);

export const tourCartItemInputSchema = z.object({
  type: z.literal('tour'),
  product_id: id,
  variant_id: id,
  /** The slot (inventory id) and when it starts, as /headout/inventories listed it. */
  inventory_id: id,
  pax: tourPaxSchema,
});
export const hotelCartItemInputSchema = z
  .object({ type: z.literal('hotel'), hotel_id: id, rate_id: id, ...stayShape })
  .superRefine(refineStay);
export const cartItemInputSchema = z.union([tourCartItemInputSchema, hotelCartItemInputSchema]);
export type CartItemInput = z.infer<typeof cartItemInputSchema>;
export const addCartItemsSchema = z.object({ items: z.array(cartItemInputSchema).min(1).max(10) });

export const cartItemTypes = ['tour', 'hotel'] as const;
/** A cart line as the cart page shows it: the price when added, today's price, and whether it can still be bought. */
export const cartItemSchema = z.object({
  id: idSchema,
  type: z.enum(cartItemTypes),
  title: z.string(),
  subtitle: z.string(),
  /** The tour's or the room's picture (as its listing shows it); null when the product is gone. */
  image_url: z.string().nullable(),
  /** When the service starts (the slot, or check-in at 14:00 hotel time). */
  starts_at: z.string(),
  currency: z.literal('INR'),
  added_price: z.number(),
  /** Today's price; null when the product is gone or sold out. */
  price: z.number().nullable(),
  price_changed: z.boolean(),
  available: z.boolean(),
  /** Why it cannot be bought now ("This tour is not available anymore"), or null. */
  message: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  added_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.object({ data: z.array(cartItemSchema), total: z.number(), currency: z.literal('INR') });
export type Cart = z.infer<typeof cartSchema>;

export const checkoutStatuses = ['quoted', 'paying', 'paid', 'failed', 'expired'] as const;
export const checkoutItemOutcomes = ['held', 'unavailable', 'booked', 'refunded', 'released'] as const;
export type CheckoutItemOutcome = (typeof checkoutItemOutcomes)[number];
export const checkoutItemSchema = z.object({
  cart_item_id: idSchema,
  type: z.enum(cartItemTypes),
  title: z.string(),
  /** When the service starts (a tour's slot, a stay's check-in), an ISO instant; a stay's check-out day, else null. */
  starts_at: z.string(),
  check_out: z.string().nullable(),
  added_price: z.number(),
  price: z.number().nullable(),
  price_changed: z.boolean(),
  outcome: z.enum(checkoutItemOutcomes),
  message: z.string().nullable(),
  booking_id: idSchema.nullable(),
  cancellation_policy: hotelCancellationPolicySchema.nullable(),
});
/**
 * A checkout: the server's own total from live prices and fresh holds, shown before paying (price changes
 * flagged), then what became of each item after payment.
 */
export const checkoutSchema = z.object({
  id: idSchema,
  status: z.enum(checkoutStatuses),
  currency: z.literal('INR'),
  total: z.number(),
  price_changed: z.boolean(),
  product_info: z.enum(['toursActivities', 'hotels']),
  /** The holds and price locks last until then; pay before it. */
  pay_by: z.string(),
  items: z.array(checkoutItemSchema),
  message: z.string().nullable(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** Pays a checkout: the total the cardholder was shown (refused if the server's differs) and the card, encrypted with the checkout id. */
export const checkoutPaySchema = z.object({
  total: z.number().positive(),
  name: z.string().trim().min(1).max(100),
  card_number: z.string().min(1).max(512),
  cvv: z.string().min(1).max(512),
  expiry_month: z.string().regex(/^(0[1-9]|1[0-2])$/),
  expiry_year: z.string().regex(/^\d{2}$/),
});
export type CheckoutPay = z.infer<typeof checkoutPaySchema>;
