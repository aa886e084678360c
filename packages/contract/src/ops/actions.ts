import { z } from 'zod';
import { plainText } from '../common/fields.ts';
import { bookingStatuses } from '../bookings/booking-status.ts';
import { bookingKinds, bookingTypes, type BookingType } from '../bookings/booking-kinds.ts';
import { opsQueueItemSchema } from './queue.ts';
import { staffRefundSchema } from '../payments/payment-schemas.ts';

const text = (label: string, max = 200) => plainText({ trim: true }).min(1, `Enter the ${label}.`).max(max);
const phone = (label: string) => plainText({ trim: true }).regex(/^\+?[\d\s-]{8,16}$/, `Enter the ${label} (8 to 16 digits).`);
/** The person the cardholder meets or calls (`greeter`: greeter_name, greeter_phone), labelled from the key. */
type ContactPerson<Key extends string> = Record<`${Key}_name`, ReturnType<typeof text>> & Record<`${Key}_phone`, ReturnType<typeof phone>>;
function contactPerson<Key extends string>(key: Key): ContactPerson<Key> {
  const label = key.replaceAll('_', ' ');
  return { [`${key}_name`]: text(`${label} name`, 100), [`${key}_phone`]: phone(`${label} phone`) } as ContactPerson<Key>;
}

/** What the cardholder needs to use a confirmed service, per service (stored in confirmation_details). */
export const golfConfirmationSchema = z.object({
  tee_time: text('tee time', 40),
  ...contactPerson('course_contact'),
});
export const conciergeConfirmationSchema = z.object({
  ...contactPerson('greeter'),
  meeting_point: text('meeting point', 300),
});
export const transferConfirmationSchema = z.object({
  ...contactPerson('chauffeur'),
  vehicle_number: plainText({ trim: true })
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{4,15}$/, 'Enter the vehicle number.'),
});
export const turfConfirmationSchema = z.object({
  pitch: text('pitch or court', 60),
  ...contactPerson('venue_contact'),
});
export const t20ConfirmationSchema = z.object({
  ticket_reference: text('ticket reference', 60),
  collection_point: text('collection point', 300),
  collection_contact_phone: phone('collection contact phone'),
});
export const confirmationSchemaByType = {
  GolfEnquiry: golfConfirmationSchema,
  AirportVipPrivilege: conciergeConfirmationSchema,
  AirportTransfer: transferConfirmationSchema,
  TurfEnquiry: turfConfirmationSchema,
  T20Enquiry: t20ConfirmationSchema,
} as const satisfies Record<BookingType, z.ZodType>;

/** Labels for showing confirmation details to staff and cardholders, in display order: every kind's, from the registry. */
export const confirmationDetailLabels: Record<string, string> = Object.assign(
  {},
  ...bookingTypes.map((type) => bookingKinds[type].confirmationLabels),
) as Record<string, string>;

/** The body of POST /api/ops/bookings/:id/confirm: checked against the booking's own type on the server. */
export const confirmBookingSchema = z.object({ details: z.record(plainText(), plainText()) });
export const declineBookingSchema = z.object({
  reason: plainText({ multiline: true, trim: true }).min(3, 'Give the reason for declining.').max(500),
});
export const staffEvents = ['complete', 'no_show'] as const;

export const opsBookingDetailSchema = z.object({
  data: opsQueueItemSchema.extend({
    fee_rupees: z.number(),
    request_info: z.record(z.string(), z.unknown()),
    confirmation_details: z.record(z.string(), z.string()).nullable(),
    cardholder: z.object({ name: z.string().nullable(), mobile: z.string(), email: z.string().nullable() }),
    documents: z.array(z.object({ name: z.string(), url: z.string() })),
    payment: z.object({ fee_rupees: z.number(), paid_at: z.string().nullable(), status: z.string() }),
    refunds: z.array(staffRefundSchema),
    transitions: z.array(
      z.object({
        from: z.enum(bookingStatuses).nullable(),
        to: z.enum(bookingStatuses),
        event: z.string(),
        actor_type: z.string(),
        actor_id: z.string().nullable(),
        actor_email: z.string().nullable(),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
    staff_events: z.array(z.string()),
  }),
});
export type OpsBookingDetail = z.infer<typeof opsBookingDetailSchema>['data'];
