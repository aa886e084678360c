import { z } from 'zod';
import { turfSports } from './turf-constants.ts';

/** A sports turf that takes bookings, with the hours its first and last slots start (catalogue data). */
export const turfVenueSchema = z
  .object({
    id: z.string().regex(/^[A-Z0-9-]{2,20}$/),
    name: z.string().min(1),
    city: z.string().min(1),
    address: z.string().min(1),
    sports: z.array(z.enum(turfSports)).min(1),
    first_hour: z.number().int().min(0).max(23),
    last_hour: z.number().int().min(0).max(23),
  })
  .refine((v) => v.first_hour <= v.last_hour, { message: 'first_hour must not be after last_hour', path: ['last_hour'] });
export type TurfVenue = z.infer<typeof turfVenueSchema>;
export const turfVenueListResponseSchema = z.object({ data: z.array(turfVenueSchema) });
