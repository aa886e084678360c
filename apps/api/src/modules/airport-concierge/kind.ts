import {
  conciergeRuleIssues,
  istWallClock,
  messages,
  normalFlightNumber,
  parseBookingDateTime,
  quotaHoldingStatuses,
  quotaYear,
  requestFromSentFields,
  serverFieldOf,
  type ConciergeAirport,
  type ConciergeDetail,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BookingReads, KindDeclaration } from '../bookings/index.ts';
import { conciergePath, type ConciergePayload, type ConciergeUploads } from './uploads.ts';

const airportDisplayName = (a: ConciergeAirport) => `${a.airport} - ${a.terminals.join(', ')}`;

/**
 * Airport concierge, meet and assist (spec 02 §3-§5), as a kind: a multipart form with guests and tickets, its
 * contact editable; the cardholder and each guest take one visit of the year's allowance, and guests have their
 * own yearly total. Paths and the bin check's method are ours: the spec does not show them.
 */
export function conciergeKind(
  uploads: ConciergeUploads,
  bookingReads: Pick<BookingReads, 'requestInfoTotal'>,
): KindDeclaration<ConciergePayload, ConciergeDetail['data']> {
  return {
    type: 'AirportVipPrivilege',
    http: { path: conciergePath, tag: 'airport-concierge', submitted: messages.airportEnquirySubmitted, createdStatus: 200 },
    contact: 'editable',
    refusal: { beforeRules: true, error: (message) => new AppError('NOT_ELIGIBLE', message) },
    rulesMessage: messages.requestInvalid,
    tally: {
      field: 'guests_booked',
      yearOf: (sent, now) => quotaYear(parseBookingDateTime(sent.booking_date_time)?.date || now),
      read: (userId, year) =>
        bookingReads.requestInfoTotal({ userId, type: 'AirportVipPrivilege', year, statuses: quotaHoldingStatuses, field: 'guest_count' }),
    },
    attach: uploads.attach,
    staffReads: true,

    plan(sent, { now, catalogue, tallied }) {
      const conciergeAirports = catalogue.rows.AirportVipPrivilege;
      const request = requestFromSentFields(
        sent,
        sent.files.map((f) => `upload.${f.type.extension}`),
      );
      const issues = conciergeRuleIssues(request, { now, airports: conciergeAirports, bookedGuests: tallied });
      if (issues.length > 0) return issues.map((issue) => ({ field: serverFieldOf(issue.field), message: issue.message }));
      const airport = conciergeAirports.find((a) => a.id === request.airport)!;
      const when = { date: request.booking_date, hour: request.booking_hour!, minute: request.booking_minute! };
      const requestInfo = {
        airport: airportDisplayName(airport),
        airport_id: airport.id,
        city: airport.city,
        travel_sector: request.travel_sector,
        assistance_type: request.assistance_type,
        first_name: request.first_name.trim(),
        last_name: request.last_name.trim(),
        email: request.email.trim(),
        mobile_number: request.mobile_number,
        booking_for_guest: request.booking_for_guest,
        guest_count: request.guest_count,
        guests: request.guests,
        passport: request.passport.trim(),
        flight_number: normalFlightNumber(request.flight_number),
        agree_terms: true,
        contact_info: true,
      };
      // Each guest visit counts as one visit (spec 02 §2).
      return { when, city: airport.city, units: 1 + request.guest_count, requestInfo };
    },
    created: (booking) => ({ data: { id: booking.id } }),

    async toResource(booking) {
      const info = booking.requestInfo as { airport: string; guest_count: number };
      const { date, time } = istWallClock(booking.serviceAt);
      return {
        id: booking.id,
        type: 'airport_vip_privilege',
        attributes: {
          reference: booking.reference,
          status: booking.status,
          airport: info.airport,
          booking_date: date,
          booking_time: time,
          guest_count: info.guest_count,
          booking_date_time: booking.bookingDateTime,
          amount: booking.feeRupees,
          request_info: info,
          uploads: (await uploads.list(booking.id)).map((u) => ({
            id: u.id,
            kind: u.kind,
            original_name: u.originalName,
            content_type: u.contentType,
            size: u.size,
          })),
        },
      };
    },
  };
}
