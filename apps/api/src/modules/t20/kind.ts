import {
  bookingKinds,
  messages,
  istDate,
  t20MatchName,
  t20RuleIssues,
  type T20EnquiryPayload,
  type T20EnquiryResource,
  type T20RequestInfo,
} from '@portal/contract';
import { kindResource, type KindDeclaration } from '../bookings/index.ts';

/** India time of an instant, as the booking's local date and time. */
function localTime(instant: Date) {
  const [hour, minute] = instant.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour12: false }).split(':').map(Number) as [
    number,
    number,
  ];
  return { date: istDate(instant), hour, minute };
}

/** Tickets for a T20 match (issue 15), declared on the golf pattern: each ticket holds one unit of the year's quota. */
export const t20Kind: KindDeclaration<T20EnquiryPayload, T20EnquiryResource> = {
  type: 'T20Enquiry',
  http: { path: `/api${bookingKinds.T20Enquiry.api}`, tag: 't20', noun: 'T20 enquiry', submitted: messages.golfEnquirySubmitted },
  plan(payload, { now, catalogue }) {
    const issues = t20RuleIssues(payload, catalogue.rows.T20Enquiry, now);
    if (issues.length > 0) return issues;
    const fixture = catalogue.rows.T20Enquiry.find((f) => f.id === payload.fixture_id)!;
    const requestInfo: T20RequestInfo = {
      match: t20MatchName(fixture),
      fixture_id: fixture.id,
      stadium: fixture.stadium,
      stand: payload.stand,
      tickets: payload.tickets,
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      mobile_number: payload.mobile_number,
    };
    return { when: localTime(new Date(fixture.starts_at)), city: fixture.city, units: payload.tickets, requestInfo };
  },
  toResource: kindResource<'t20_enquiry', T20RequestInfo>('t20_enquiry'),
};
