import { z } from 'zod';
import { plainText } from '../common/fields.ts';
import { bookingStatuses } from '../bookings/booking-status.ts';
import { bookingKinds, bookingTypes, type BookingType, type ConfirmationCheck } from '../bookings/booking-kinds.ts';
import { opsQueueItemSchema } from './queue.ts';
import { staffRefundSchema } from '../payments/payment-schemas.ts';

const text = (label: string, max: number) => plainText({ trim: true }).min(1, `Enter the ${label}.`).max(max);
const phone = (label: string) => plainText({ trim: true }).regex(/^\+?[\d\s-]{8,16}$/, `Enter the ${label} (8 to 16 digits).`);
const vehicleNumber = () =>
  plainText({ trim: true })
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{4,15}$/, 'Enter the vehicle number.');

function confirmationField(key: string, check: ConfirmationCheck) {
  if (check === 'phone') return phone(key.replaceAll('_', ' '));
  if (check === 'vehicle-number') return vehicleNumber();
  return text(check.asks ?? key.replaceAll('_', ' '), check.max);
}

/** What the cardholder needs to use a confirmed service (stored in confirmation_details): its registry entry's checks. */
const confirmationSchema = (type: BookingType) =>
  z.object(
    Object.fromEntries(
      Object.entries(bookingKinds[type].confirmationChecks as Record<string, ConfirmationCheck>).map(([key, check]) => [
        key,
        confirmationField(key, check),
      ]),
    ) as Record<string, z.ZodType<string>>,
  );
export const confirmationSchemaByType = Object.fromEntries(bookingTypes.map((type) => [type, confirmationSchema(type)])) as Record<
  BookingType,
  ReturnType<typeof confirmationSchema>
>;

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
