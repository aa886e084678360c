/**
 * Issue 19, the rewards API: the cart, its checkouts, the paid bookings (tours, hotel stays, expedition
 * enquiries) and the two sandbox providers' own books (what Headout or the hotel supplier would keep).
 * Amounts are whole rupees (the sandboxes price in whole rupees; the payment sends `<amount>.00`).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  cartItemTypes,
  checkoutItemOutcomes,
  checkoutStatuses,
  paidBookingTypes,
  rewardBookingStatuses,
  tourBookingStatuses,
  type HotelCancellationPolicy,
} from '@portal/contract';
import { createdAt, gatewayOutcome, timestamptz, uuidId, uuidRef } from './columns.ts';
import { userRef } from './identity.ts';

/** One line of a cardholder's cart: what they chose (the contract's add_items item) and its price then. */
export const rewardsCartItems = pgTable(
  'rewards_cart_items',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    type: text('type', { enum: cartItemTypes }).notNull(),
    input: jsonb('input').notNull().$type<Record<string, unknown>>(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    addedPrice: integer('added_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rewards_cart_items_user_idx').on(t.userId, t.createdAt)],
);

/** One payment for a whole cart: the server's total from live prices and holds, then what each item became. */
export const rewardsCheckouts = pgTable(
  'rewards_checkouts',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    status: text('status', { enum: checkoutStatuses }).notNull().default('quoted'),
    total: integer('total').notNull(),
    productInfo: text('product_info', { enum: ['toursActivities', 'hotels'] }).notNull(),
    priceChanged: boolean('price_changed').notNull(),
    payBy: timestamptz('pay_by').notNull(),
    /** The gateway transaction (PayU txnid), then what the gateway said of it. */
    txnid: text('txnid').unique(),
    ...gatewayOutcome(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rewards_checkouts_user_idx').on(t.userId, t.createdAt),
    // One open checkout per cart (a cardholder has one cart): a double click cannot hold or pay it twice (issue 27).
    uniqueIndex('rewards_checkouts_one_open_idx')
      .on(t.userId)
      .where(sql`status in ('quoted', 'paying')`),
  ],
);

export const rewardsCheckoutItems = pgTable(
  'rewards_checkout_items',
  {
    id: uuidId(),
    checkoutId: uuidRef('checkout_id', () => rewardsCheckouts.id, 'cascade'),
    cartItemId: uuid('cart_item_id').notNull(),
    type: text('type', { enum: cartItemTypes }).notNull(),
    input: jsonb('input').notNull().$type<Record<string, unknown>>(),
    title: text('title').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    addedPrice: integer('added_price').notNull(),
    price: integer('price'),
    outcome: text('outcome', { enum: checkoutItemOutcomes }).notNull(),
    message: text('message'),
    /** The provider's hold: the tour booking id (UNCAPTURED) or the hotel order token (price lock). */
    holdRef: text('hold_ref'),
    cancellationPolicy: jsonb('cancellation_policy').$type<HotelCancellationPolicy>(),
    bookingId: uuid('booking_id'),
    /** A provider that failed after payment: this item's refund at the gateway. */
    refundStatus: text('refund_status', { enum: ['requested', 'refunded', 'failed'] }),
    refundRequestId: text('refund_request_id'),
  },
  (t) => [index('rewards_checkout_items_checkout_idx').on(t.checkoutId)],
);

/** A paid booking (tour, hotel stay) or an expedition enquiry: one per item, each with its voucher. */
export const rewardsBookings = pgTable(
  'rewards_bookings',
  {
    id: uuidId(),
    reference: text('reference').notNull().unique(),
    userId: userRef('cascade'),
    type: text('type', { enum: paidBookingTypes }).notNull(),
    status: text('status', { enum: rewardBookingStatuses }).notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    serviceAt: timestamptz('service_at').notNull(),
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    providerReference: text('provider_reference'),
    cancellationPolicy: jsonb('cancellation_policy').$type<HotelCancellationPolicy>(),
    voucherCode: text('voucher_code'),
    checkoutItemId: uuid('checkout_item_id'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rewards_bookings_user_idx').on(t.userId, t.type, t.serviceAt),
    // A paid item becomes one booking, however often the job that books it runs.
    uniqueIndex('rewards_bookings_checkout_item_idx').on(t.checkoutItemId),
  ],
);

/** The tours sandbox's books: a hold per booking, its seats counted against the slot while it holds. */
export const toursSandboxBookings = pgTable(
  'tours_sandbox_bookings',
  {
    id: uuidId(),
    inventoryId: text('inventory_id').notNull(),
    seats: integer('seats').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: tourBookingStatuses }).notNull().default('UNCAPTURED'),
    /** From the provider's clock (injected), so the capture timeout can be tested. */
    heldAt: timestamptz('held_at').notNull(),
  },
  (t) => [index('tours_sandbox_bookings_inventory_idx').on(t.inventoryId, t.status)],
);

/**
 * The hotel sandbox's books (what Hotelbeds keeps): a CheckRate's price lock (token = the lock embedded in its rate
 * keys) and the booking confirmed on it (reference, the client's reference, CONFIRMED or CANCELLED).
 */
export const hotelsSandboxOrders = pgTable('hotels_sandbox_orders', {
  token: text('token').primaryKey(),
  hotelId: text('hotel_id').notNull(),
  rateId: text('rate_id').notNull(),
  stay: jsonb('stay').notNull().$type<Record<string, unknown>>(),
  priceInr: integer('price_inr').notNull(),
  lockedUntil: timestamptz('locked_until').notNull(),
  supplierReference: text('supplier_reference'),
  net: text('net'),
  clientReference: text('client_reference'),
  status: text('status'),
  holder: jsonb('holder').$type<{ name: string; surname: string }>(),
  bookedAt: timestamptz('booked_at'),
  cancellationReference: text('cancellation_reference'),
});

/**
 * The portal's side of a hotel price lock (initiate_booking): the supplier's rate keys behind our short order token,
 * the client reference the booking is confirmed under (so a confirmation whose answer was lost can be found again),
 * and where the booking stands: locked, confirming (sent, answer pending), booked, failed, released, cancelled.
 */
export const hotelPriceLocks = pgTable('hotel_price_locks', {
  token: text('token').primaryKey(),
  hotelId: text('hotel_id').notNull(),
  rateId: text('rate_id').notNull(),
  rateKeys: jsonb('rate_keys').notNull().$type<string[]>(),
  clientReference: text('client_reference').notNull().unique(),
  lockedUntil: timestamptz('locked_until').notNull(),
  state: text('state').notNull().default('locked'),
  supplierReference: text('supplier_reference'),
  createdAt: createdAt(),
});

/**
 * The hotel supplier's content as `npm run hotels:import` copied it (APItude's Content API: docs/decisions/028): one
 * row per hotel with its rooms, and the destination it belongs to. A real supplier's catalogue is read from here at
 * start; an import replaces every row in one transaction, so a failed one leaves the last good copy.
 */
export const hotelContent = pgTable('hotel_content', {
  code: integer('code').primaryKey(),
  hotel: jsonb('hotel').notNull().$type<Record<string, unknown>>(),
  destination: jsonb('destination').notNull().$type<Record<string, unknown>>(),
  importedAt: timestamptz('imported_at').notNull(),
});
