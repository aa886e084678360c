import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, gatewayOutcome, timestamptz, uuidId, uuidRef } from './columns.ts';
import { bookings } from './bookings.ts';
import { userRef } from './identity.ts';

export const paymentStatuses = ['initiated', 'success', 'failure', 'pending', 'user_cancelled'] as const;

/** One attempt to pay a booking's fee. Only a masked card number is ever kept. */
export const payments = pgTable(
  'payments',
  {
    id: uuidId(),
    txnid: text('txnid').notNull().unique(),
    bookingId: uuidRef('booking_id', () => bookings.id, 'cascade'),
    userId: userRef(),
    /** The protocol's amount string, e.g. '10.00'; hashes are computed over exactly this text. */
    amount: text('amount').notNull(),
    productInfo: text('product_info').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('initiated'),
    ...gatewayOutcome(),
    /** PayU's convenience fee (`additionalCharges`), charged on top of `amount` when the merchant set one. */
    additionalCharges: text('additional_charges'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_booking_idx').on(t.bookingId, t.createdAt), index('payments_status_idx').on(t.status, t.createdAt)],
);

export const refundStatuses = ['requested', 'refunded', 'failed'] as const;

/**
 * Money given back for a captured payment whose booking does not hold (cancelled, declined, expired, paid
 * twice): one full refund per payment, asked of the gateway by a job and followed until it settles.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuidId(),
    paymentId: uuidRef('payment_id', () => payments.id, 'cascade').unique(),
    bookingId: uuidRef('booking_id', () => bookings.id, 'cascade'),
    amount: text('amount').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The gateway's `request_id` (cancel_refund_transaction) and the bank's reference once it settles. */
    requestId: text('request_id'),
    bankArn: text('bank_arn'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [index('refunds_booking_idx').on(t.bookingId), index('refunds_status_idx').on(t.status)],
);

/** Saved cards: the gateway's token and a masked number, never the number itself. */
export const savedPaymentCards = pgTable(
  'saved_payment_cards',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    cardToken: text('card_token').notNull(),
    maskedNumber: text('masked_number').notNull(),
    network: text('network').notNull(),
    nameOnCard: text('name_on_card').notNull(),
    expiryMonth: text('expiry_month').notNull(),
    expiryYear: text('expiry_year').notNull(),
    createdAt: createdAt(),
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
  status: text('status', { enum: ['initiated', 'success', 'failure', 'pending'] })
    .notNull()
    .default('initiated'),
  cardMask: text('card_mask').notNull(),
  refundedAmount: integer('refunded_paise').notNull().default(0),
  createdAt: createdAt(),
});

/** The sandbox gateway's refunds: one per payment and merchant reference (`var2`), as PayU keeps them. */
export const sandboxRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    requestId: text('request_id').primaryKey(),
    mihpayid: text('mihpayid').notNull(),
    tokenId: text('token_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    bankArn: text('bank_arn').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_gateway_refunds_token_idx').on(t.mihpayid, t.tokenId)],
);

export const sandboxCards = pgTable('sandbox_gateway_cards', {
  token: text('token').primaryKey(),
  userCredentials: text('user_credentials').notNull(),
  cardMask: text('card_mask').notNull(),
  network: text('network').notNull(),
  createdAt: createdAt(),
});
