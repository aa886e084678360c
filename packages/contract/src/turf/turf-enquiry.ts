import { z } from 'zod';
import { countField, kindSchemas, requiredText, type KindRuleIssue } from '../bookings/booking-fields.ts';
import { TURF_ADVANCE_DAYS, TURF_MAX_PLAYERS, TURF_MIN_PLAYERS } from '../common/constants.ts';
import { displayDate } from '../common/display-date.ts';
import { firstSelectableDate, hourLabel, isDateAfterLead, parseBookingDateTime, type LocalDateTime } from '../common/date-time.ts';
import { messages } from '../common/messages.ts';
import { turfSports } from './turf-constants.ts';
import type { TurfVenue } from './turf-venue.ts';

/**
 * POST /api/booking/turf_enquiries: one hour on a sports turf; request_info names the venue.
 * The family's schemas, one per call: the payload, check_bin's answer, the created and the read resource.
 */
export const turfEnquirySchemas = kindSchemas('turf_enquiry', {
  payload: {
    turf_venue_id: requiredText(messages.turfVenueRequired),
    sport: z.enum(turfSports, { error: messages.turfSportRequired }),
    booking_date_time: requiredText(messages.bookingDateRequired).refine(
      (v) => parseBookingDateTime(v) !== undefined,
      messages.bookingDateRequired,
    ),
    players: countField(TURF_MIN_PLAYERS, TURF_MAX_PLAYERS, messages.turfPlayersRange),
  },
  requestInfo: {
    turf_venue: z.string(),
    turf_venue_id: z.string(),
    address: z.string(),
    sport: z.enum(turfSports),
    players: z.number(),
  },
});
export const turfEnquiryPayloadSchema = turfEnquirySchemas.payload;
export type TurfEnquiryPayload = z.infer<typeof turfEnquiryPayloadSchema>;
export type TurfRequestInfo = z.infer<typeof turfEnquirySchemas.requestInfo>;
export type TurfEnquiryResource = z.infer<typeof turfEnquirySchemas.resource>;

export const firstTurfDate = (now: Date) => firstSelectableDate(now, TURF_ADVANCE_DAYS);
export const turfHours = (venue: Pick<TurfVenue, 'first_hour' | 'last_hour'>) =>
  Array.from({ length: venue.last_hour - venue.first_hour + 1 }, (_, i) => venue.first_hour + i);

/** The rules that need the catalogue and today's date; the form and the API both run them. */
export function turfRuleIssues(
  payload: Pick<TurfEnquiryPayload, 'turf_venue_id' | 'sport'>,
  when: LocalDateTime | undefined,
  venues: TurfVenue[],
  now: Date,
): KindRuleIssue[] {
  const issues: KindRuleIssue[] = [];
  const venue = venues.find((v) => v.id === payload.turf_venue_id);
  if (!venue) return [{ field: 'turf_venue_id', message: messages.turfVenueRequired }];
  if (!venue.sports.includes(payload.sport)) issues.push({ field: 'sport', message: messages.turfSportRequired });
  if (!when) return [...issues, { field: 'booking_date_time', message: messages.bookingDateRequired }];
  if (!isDateAfterLead(when.date, now, TURF_ADVANCE_DAYS)) {
    issues.push({ field: 'booking_date_time', message: messages.chooseDateFrom(displayDate(firstTurfDate(now))) });
  } else if (when.minute !== 0 || when.hour < venue.first_hour || when.hour > venue.last_hour) {
    issues.push({
      field: 'booking_date_time',
      message: messages.turfSlotOutsideHours(hourLabel(venue.first_hour), hourLabel(venue.last_hour)),
    });
  }
  return issues;
}
