import {
  bookingKinds,
  matchCardByBin,
  messages,
  parseBookingDateTime,
  transferRuleIssues,
  type CardProduct,
  type TransferEnquiryDetail,
  type TransferEnquiryRequest,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { kindResource, type KindDeclaration } from '../bookings/index.ts';

const givesTransfers = (card: CardProduct | undefined) => (card?.benefits.airport_transfers_per_year ?? 0) > 0;

/** Chauffeured airport transfers (spec 02 §3-§5) as a kind: a form the cardholder fills for anyone, one transfer a unit. */
export const transferKind: KindDeclaration<TransferEnquiryRequest, TransferEnquiryDetail['data']> = {
  type: 'AirportTransfer',
  http: { path: `/api${bookingKinds.AirportTransfer.api}`, tag: 'airport-transfers', submitted: messages.airportEnquirySubmitted },
  contact: 'editable',
  refusal: {
    beforeRules: true,
    // A catalogue card without transfers is answered with the cards that have them (Reserve and Olympus).
    message: (bin, { cards }) =>
      !/^\d{8}$/.test(bin) || givesTransfers(matchCardByBin(cards, bin))
        ? messages.invalidBinDialog
        : messages.transferEligibleCards(
            cards
              .filter(givesTransfers)
              .map((c) => c.name)
              .join(' and '),
          ),
    error: (message) => new AppError('NOT_ELIGIBLE', message, { bin_used: [message] }),
  },

  plan(enquiry, { now, catalogue }) {
    const when = parseBookingDateTime(enquiry.booking_date_time);
    const issues = transferRuleIssues({ ...enquiry, when }, catalogue.rows.AirportTransfer, now);
    // Date and time problems travel as booking_date, the key the spec's clients join and show.
    if (issues.length > 0 || !when) return issues.map((i) => ({ ...i, field: i.field === 'booking_time' ? 'booking_date' : i.field }));
    const requestInfo = {
      airport: enquiry.airport,
      traveller_count: Number(enquiry.traveller_count),
      travel_type: enquiry.travel_type,
      travel_sector: enquiry.travel_sector,
      assistance_type: enquiry.assistance_type,
      vehicle_type: enquiry.vehicle_type,
      flight_number: enquiry.flight_number,
      address: enquiry.address,
      special_request: enquiry.special_request,
      passport: enquiry.passport,
      first_name: enquiry.first_name,
      last_name: enquiry.last_name,
      email: enquiry.email,
      mobile_number: enquiry.mobile_number,
    };
    return { when, city: enquiry.city, units: 1, requestInfo };
  },
  created: (booking) => ({ data: { id: booking.id } }),

  toResource(booking) {
    // The core's resource; the detail schema leaves out what it does not list (bin_used, created_at).
    const resource = kindResource<'airport_transfer', Record<string, unknown>>('airport_transfer')(booking);
    const info = resource.attributes.request_info;
    const text = (key: string) => String(info[key] ?? '');
    const request_info = {
      airport: text('airport'),
      traveller_count: Number(info.traveller_count ?? 0),
      travel_type: text('travel_type'),
      travel_sector: text('travel_sector'),
      assistance_type: text('assistance_type'),
      vehicle_type: text('vehicle_type'),
      flight_number: text('flight_number'),
    };
    return { ...resource, attributes: { ...resource.attributes, request_info } };
  },
};
