import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, insertionOrder, timestamptz, updatedAt, uuidId, uuidRef } from './columns.ts';
import { bookingStatuses, bookingTypes } from '@portal/contract';
import { userRef } from './identity.ts';

/** One row per golf, concierge or transfer request; service details live in request_info. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidId(),
    reference: text('reference').notNull().unique(),
    userId: userRef(),
    type: text('type', { enum: bookingTypes }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending_payment'),
    binUsed: text('bin_used').notNull(),
    cardProductId: text('card_product_id').notNull(),
    feeRupees: integer('fee_rupees').notNull(),
    quotaUnits: integer('quota_units').notNull().default(1),
    quotaYear: integer('quota_year').notNull(),
    city: text('city'),
    serviceAt: timestamptz('service_at').notNull(),
    /** The spec's display form, e.g. 'Tue, 5 Mar 2024 3:00:00 pm'. */
    bookingDateTime: text('booking_date_time').notNull(),
    requestInfo: jsonb('request_info').notNull().$type<Record<string, unknown>>(),
    /** What staff tell the cardholder on confirmation (tee time, greeter, chauffeur …). */
    confirmationDetails: jsonb('confirmation_details').$type<Record<string, string>>(),
    /** When staff must answer (set on payment): the ops queue sorts by it, overdue first. */
    answerBy: timestamptz('answer_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    seq: insertionOrder(),
  },
  (t) => [
    index('bookings_user_type_idx').on(t.userId, t.type, t.createdAt),
    index('bookings_quota_idx').on(t.userId, t.cardProductId, t.type, t.quotaYear),
    index('bookings_status_idx').on(t.status, t.createdAt),
    // The ops queue's keyset order: unanswered-by-deadline first, bookings without a deadline last.
    index('bookings_queue_idx').on(t.status, sql`coalesce(${t.answerBy}, 'infinity'::timestamptz)`, t.id),
    // The same order within one service, for the queue filtered by service (a common staff view).
    index('bookings_queue_type_idx').on(t.status, t.type, sql`coalesce(${t.answerBy}, 'infinity'::timestamptz)`, t.id),
    // And within one city (matched case-insensitively), so a city-filtered page is an index walk, not a sort.
    index('bookings_queue_city_idx').on(t.status, sql`lower(${t.city})`, sql`coalesce(${t.answerBy}, 'infinity'::timestamptz)`, t.id),
  ],
);

/** Every status change with its time and actor: the booking's history. */
export const bookingTransitions = pgTable(
  'booking_transitions',
  {
    id: uuidId(),
    bookingId: uuidRef('booking_id', () => bookings.id, 'cascade'),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    event: text('event').notNull(),
    actorType: text('actor_type', { enum: ['cardholder', 'staff', 'gateway', 'system'] }).notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
    /** Transitions in one transaction share created_at: this orders them. */
    seq: insertionOrder(),
  },
  (t) => [index('booking_transitions_booking_idx').on(t.bookingId, t.createdAt)],
);
