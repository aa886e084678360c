import { z } from 'zod';

/** Spec 02 §3: bookings_count. `pending` is what is left to book (the spec's "remaining"). */
export const bookingsCountSchema = z.object({
  eligibility_count: z.number().int().min(0),
  availed: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type BookingsCount = z.infer<typeof bookingsCountSchema>;
