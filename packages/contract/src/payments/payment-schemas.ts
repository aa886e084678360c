import { z } from 'zod';
import { idSchema as uuid, plainText } from '../common/fields.ts';
import { bookingEvents } from '../bookings/booking-status.ts';
import { bookingTypes } from '../bookings/booking-kinds.ts';
import { bookingSummaryFields } from '../bookings/booking-summary.ts';

export const paymentTypes = ['Prefered', 'Credit'] as const;
export type PaymentType = (typeof paymentTypes)[number];
import { productInfoCodes } from './payment-rules.ts';

// A gateway's saved-card token (the sandbox's are UUIDs; PayU's are hex): letters, digits and dashes.
const cardToken = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const encrypted = plainText().min(20).max(200);

/** Spec 02 §3 'Payment request': one card transaction; number and CVV encrypted (card-crypto.ts). */
export const transactionAttributesSchema = z.object({
  txn_type: z.literal('card'),
  amount: z.number().positive().optional(),
  payment_type: z.enum(paymentTypes),
  bank_code: plainText().max(20).optional(),
  card_type: plainText().max(20).optional(),
  card_mode: z.enum(['CC', 'DC']).optional(),
  card_number: encrypted.optional(),
  name: plainText({ trim: true }).min(1).max(80).optional(),
  cvv: encrypted,
  expiry_month: z
    .string()
    .regex(/^(0[1-9]|1[0-2])$/)
    .optional(),
  expiry_year: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  card_token: cardToken.optional(),
  store_card: z.boolean().optional(),
});
export type TransactionAttributes = z.infer<typeof transactionAttributesSchema>;

export const paymentRequestSchema = z.object({
  booking_id: uuid,
  amount: z.number().positive().optional(),
  email: plainText().max(254).optional(),
  first_name: plainText().max(80).optional(),
  phone: plainText().max(20).optional(),
  product_info: z.enum(productInfoCodes).optional(),
  transactions_attributes: z.array(transactionAttributesSchema).length(1),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** The browser posts payu_body as a hidden form to payu_url. */
export const paymentResponseSchema = z.object({
  payu_url: z.string(),
  payu_body: z.record(z.string(), z.string()),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const savedCardSchema = z.object({
  id: z.string(),
  card_token: z.string(),
  masked_number: z.string(),
  network: z.string(),
  name_on_card: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const saveUserCardSchema = z.object({
  enquiry_id: uuid,
  name: plainText({ trim: true }).min(1).max(80),
  card_number: encrypted,
  expiry_month: z.string().regex(/^(0[1-9]|1[0-2])$/),
  expiry_year: z.string().regex(/^\d{2}$/),
});

export const deleteUserCardSchema = z.object({ card_token: plainText().min(1).max(64) });

/**
 * A form the payment gateway posts (PayU's surl/furl callback, the sandbox's pages and postservice): any field
 * names, text values. Its messages may run over lines; no control character beyond that.
 */
export const gatewayFormSchema = z.record(plainText(), plainText({ multiline: true }));

export const changePaymentStatusSchema = z.object({ booking_id: uuid, status: z.literal('user_cancelled') });

/** Spec 02 §3 'Card info response': cardCategory CC, anything else is debit; status 1 known, 0 not. */
export const cardDetailsSchema = z.object({
  network: z.string(),
  cardType: z.string(),
  cardCategory: z.enum(['CC', 'DC']),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export type PaymentOutcome = 'success' | 'failure';

/** A fee given back (issue: never keep a fee for nothing): requested of the gateway, then settled by the bank. */
export const refundStatuses = ['requested', 'refunded', 'failed'] as const;
export const bookingRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(refundStatuses),
  request_id: z.string().nullable(),
  bank_arn: z.string().nullable(),
  requested_at: z.string(),
  settled_at: z.string().nullable(),
});
export type BookingRefund = z.infer<typeof bookingRefundSchema>;
/** What staff see of a refund: also why it was made and how the gateway has answered so far. */
export const staffRefundSchema = bookingRefundSchema.extend({
  reason: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const bookingListItemSchema = z.object({
  ...bookingSummaryFields,
  status_label: z.string(),
  request_info: z.record(z.string(), z.unknown()),
  fee: z.number(),
  fee_paid: z.number(),
  actions: z.array(z.enum(['pay_now', 'cancel', 'add_to_calendar'])),
  cardholder_events: z.array(z.enum(bookingEvents)),
  confirmation_details: z.record(z.string(), z.string()).nullable(),
  refunds: z.array(bookingRefundSchema),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListQuerySchema = z.object({ type: z.enum(bookingTypes) });

export const cancelBookingSchema = z.object({ id: uuid, refund_amount: z.number().min(0).optional() });
