import type { z } from 'zod';
import { venueSlotHours, venueSlotShape } from '../bookings/shapes/venue-slot.ts';
import { turfRules } from './turf-facts.ts';

/** POST /api/booking/turf_enquiries: one hour on a sports turf (issue 15), a kind of the venue + hour slot shape. */
export const turf = venueSlotShape(turfRules);

export const turfEnquirySchemas = turf.schemas;
export const turfEnquiryPayloadSchema = turf.schemas.payload;
export type TurfEnquiryPayload = z.infer<typeof turfEnquiryPayloadSchema>;
export type TurfRequestInfo = z.infer<typeof turf.schemas.requestInfo>;
export type TurfEnquiryResource = z.infer<typeof turf.schemas.resource>;
export const firstTurfDate = turf.firstDate;
export const turfHours = venueSlotHours;
export const turfRuleIssues = turf.ruleIssues;
