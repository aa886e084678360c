import {
  bookingKinds,
  messages,
  parseBookingDateTime,
  turfRuleIssues,
  type TurfEnquiryPayload,
  type TurfEnquiryResource,
  type TurfRequestInfo,
} from '@portal/contract';
import { kindResource, type KindDeclaration } from '../bookings/index.ts';

/** An hour on a sports turf (issue 15), declared on the golf pattern: one slot holds one unit of the year's quota. */
export const turfKind: KindDeclaration<TurfEnquiryPayload, TurfEnquiryResource> = {
  type: 'TurfEnquiry',
  http: { path: `/api${bookingKinds.TurfEnquiry.api}`, tag: 'turf', noun: 'turf enquiry', submitted: messages.golfEnquirySubmitted },
  plan(payload, { now, catalogue }) {
    const when = parseBookingDateTime(payload.booking_date_time);
    const issues = turfRuleIssues(payload, when, catalogue.rows.TurfEnquiry, now);
    if (issues.length > 0 || !when) return issues;
    const venue = catalogue.rows.TurfEnquiry.find((v) => v.id === payload.turf_venue_id)!;
    const requestInfo: TurfRequestInfo = {
      turf_venue: venue.name,
      turf_venue_id: venue.id,
      address: venue.address,
      sport: payload.sport,
      players: payload.players,
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      mobile_number: payload.mobile_number,
    };
    return { when, city: venue.city, units: 1, requestInfo };
  },
  toResource: kindResource<'turf_enquiry', TurfRequestInfo>('turf_enquiry'),
};
