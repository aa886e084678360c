import { z } from 'zod';
import { bookingStatuses } from './booking-status.ts';
import { bookingTypes } from './booking-kinds.ts';

/*
 * Apart from booking-fields.ts, which the shapes' schemas import: the registry imports each kind's catalogue row
 * schema, so nothing those schemas import may import the registry (an import cycle).
 */

/** What every list of bookings shows of one: the cardholder's lists and the staff queue each add their own. */
export const bookingSummaryFields = {
  id: z.string(),
  reference: z.string(),
  type: z.enum(bookingTypes),
  status: z.enum(bookingStatuses),
  booking_date_time: z.string(),
  service_at: z.string(),
  city: z.string().nullable(),
  created_at: z.string(),
};
