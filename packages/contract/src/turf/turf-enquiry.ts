import type { z } from 'zod';
import { TURF_ADVANCE_DAYS, TURF_MAX_PLAYERS, TURF_MIN_PLAYERS } from '../common/constants.ts';
import { messages } from '../common/messages.ts';
import { venueSlotHours, venueSlotShape } from '../bookings/shapes/venue-slot.ts';
import { turfSports } from './turf-constants.ts';

/** POST /api/booking/turf_enquiries: one hour on a sports turf (issue 15), a kind of the venue + hour slot shape. */
export const turf = venueSlotShape({
  family: 'turf_enquiry',
  venueKey: 'turf_venue',
  activities: turfSports,
  people: { min: TURF_MIN_PLAYERS, max: TURF_MAX_PLAYERS },
  advanceDays: TURF_ADVANCE_DAYS,
  messages: {
    venueRequired: messages.turfVenueRequired,
    activityRequired: messages.turfSportRequired,
    peopleRange: messages.turfPlayersRange,
    slotOutsideHours: messages.turfSlotOutsideHours,
  },
});

export const turfEnquirySchemas = turf.schemas;
export const turfEnquiryPayloadSchema = turf.schemas.payload;
export type TurfEnquiryPayload = z.infer<typeof turfEnquiryPayloadSchema>;
export type TurfRequestInfo = z.infer<typeof turf.schemas.requestInfo>;
export type TurfEnquiryResource = z.infer<typeof turf.schemas.resource>;
export const firstTurfDate = turf.firstDate;
export const turfHours = venueSlotHours;
export const turfRuleIssues = turf.ruleIssues;
