/** /api/rewards/users: every booking of every kind in one list, validation, the offers token (issue 19). */
import { z } from 'zod';
import { bookingTypes, paidBookingTypes } from '../bookings/booking-kinds.ts';
import { idSchema } from '../common/fields.ts';
import { hotelCancellationPolicySchema } from './hotels.ts';

export const rewardBookingStatuses = ['confirmed', 'pending', 'completed', 'cancelled', 'refunded', 'enquiry_received'] as const;
export type RewardBookingStatus = (typeof rewardBookingStatuses)[number];

/** `booking_type`: one kind (complimentary or paid), or every kind when left out. */
export const userBookingsQuerySchema = z.object({ booking_type: z.enum([...bookingTypes, ...paidBookingTypes, 'all']).default('all') });

/** One line of the /my-bookings timeline, whatever the kind. */
export const userBookingSchema = z.object({
  id: idSchema,
  reference: z.string(),
  booking_type: z.enum([...bookingTypes, ...paidBookingTypes]),
  title: z.string(),
  status: z.string(),
  status_label: z.string(),
  service_at: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  /** Where the kind's own page shows it (complimentary kinds), or null. */
  voucher_code: z.string().nullable(),
  created_at: z.string(),
  /** A booked tour or stay sold with free cancellation: until when (passed or not), and what goes back to the card. */
  free_cancellation: z.object({ until: z.string(), refund_amount: z.number() }).nullable().optional(),
  /** What staff confirmed (who meets you, their phone, where), labelled as the kind's registry entry says, in its order. */
  confirmed_details: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
});
export type UserBooking = z.infer<typeof userBookingSchema>;
export const userBookingsSchema = z.object({ data: z.array(userBookingSchema) });

export const bookingInformationQuerySchema = z.object({ booking_id: idSchema });
export const bookingInformationSchema = userBookingSchema.extend({
  details: z.record(z.string(), z.unknown()),
  provider_reference: z.string().nullable(),
  cancellation_policy: hotelCancellationPolicySchema.nullable(),
  refund: z.object({ amount: z.number(), status: z.enum(['requested', 'refunded', 'failed']) }).nullable(),
  message: z.string().nullable(),
});

/** POST /api/booking/my_bookings/{id}/cancel: a paid booking cancelled free, its refund on its way. */
export const freeCancellationSchema = z.object({ msg: z.string(), refund_amount: z.number() });

export const userValidationSchema = z.object({
  valid: z.literal(true),
  user: z.object({ id: idSchema, name: z.string().nullable(), email: z.string().nullable(), mobile: z.string() }),
});
/** A short-lived token the offers platform accepts for this cardholder. */
export const offersTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
