import { z } from 'zod';
import { bookingStatuses, type BookingStatus } from '../bookings/booking-status.ts';
import { bookingTypes } from '../bookings/booking-kinds.ts';
import { bookingSummaryFields } from '../bookings/booking-summary.ts';
import { isoDateSchema, plainText } from '../common/fields.ts';

/** Statuses in which a booking still waits for a staff answer. */
export const awaitingAnswerStatuses: readonly BookingStatus[] = ['requested'];

export const isOverdue = (status: BookingStatus, deadline: Date | null, now: Date) =>
  deadline !== null && awaitingAnswerStatuses.includes(status) && deadline.getTime() < now.getTime();

export const OPS_QUEUE_PAGE_SIZE = 25;

export const opsQueueQuerySchema = z.object({
  type: z.enum(bookingTypes).optional(),
  status: z.enum(bookingStatuses).default('requested'),
  /** The service date, in India time. */
  date: isoDateSchema.optional(),
  city: plainText({ trim: true }).min(1).max(100).optional(),
  /** Keyset cursor: the last row of the previous page. */
  after: plainText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OPS_QUEUE_PAGE_SIZE),
});
export type OpsQueueQuery = z.infer<typeof opsQueueQuerySchema>;

export const opsQueueItemSchema = z.object({
  ...bookingSummaryFields,
  answer_by: z.string().nullable(),
  overdue: z.boolean(),
  cardholder_name: z.string().nullable(),
});
export type OpsQueueItem = z.infer<typeof opsQueueItemSchema>;

export const opsQueueResponseSchema = z.object({ data: z.array(opsQueueItemSchema), next: z.string().nullable() });
export type OpsQueueResponse = z.infer<typeof opsQueueResponseSchema>;
