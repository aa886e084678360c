import type { z } from 'zod';
import { turf } from './turf-enquiry.ts';

/** A sports turf that takes bookings (catalogue data): the venue + hour slot shape's venue. */
export const turfVenueSchema = turf.venueSchema;
export type TurfVenue = z.infer<typeof turfVenueSchema>;
export const turfVenueListResponseSchema = turf.venueListResponseSchema;
