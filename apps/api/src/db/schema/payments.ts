import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { users } from './identity.ts';

export const paymentStatuses = ['initiated', 'success', 'failure', 'pending', 'user_cancelled'] as const;

/** One attempt to pay a booking's fee. Only a masked card number is ever kept. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    txnid: text('txnid').notNull().unique(),
    bookingId: uuid('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id),
    /** The protocol's amount string, e.g. '10.00'; hashes are computed over exactly this text. */
    amount: text('amount').notNull(),
    productInfo: text('product_info').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('initiated'),
    gatewayPaymentId: text('gateway_payment_id'),
    cardMask: text('card_mask'),
    refundStatus: text('refund_status', { enum: ['requested', 'refunded'] }),
    refundReference: text('refund_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_booking_idx').on(t.bookingId, t.createdAt), index('payments_status_idx').on(t.status, t.createdAt)],
);

/** Saved cards: the gateway's token and a masked number, never the number itself. */
export const savedPaymentCards = pgTable(
  'saved_payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cardToken: text('card_token').notNull(),
    maskedNumber: text('masked_number').notNull(),
    network: text('network').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    expiryMonth: text('expiry_month').notNull(),
    expiryYear: text('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_payment_cards_token_idx').on(t.userId, t.cardToken)],
);

/**
 * The built-in sandbox gateway's own books (what PayU would hold on its side). Masked numbers only:
 * the sandbox is a bank that authorises on the spot and keeps no card data.
 */
export const sandboxTransactions = pgTable('sandbox_gateway_transactions', {
  txnid: text('txnid').primaryKey(),
  mihpayid: text('mihpayid').notNull().unique(),
  fields: jsonb('fields').notNull().$type<Record<string, string>>(),
  status: text('status', { enum: ['initiated', 'success', 'failure', 'pending'] }).notNull().default('initiated'),
  cardMask: text('card_mask').notNull(),
  refundedAmount: integer('refunded_paise').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCards = pgTable('sandbox_gateway_cards', {
  token: text('token').primaryKey(),
  userCredentials: text('user_credentials').notNull(),
  cardMask: text('card_mask').notNull(),
  network: text('network').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
