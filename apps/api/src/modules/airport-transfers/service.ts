import {
  formatBookingDateTime,
  quotaYear,
  istInstant,
  matchCardByBin,
  messages,
  parseBookingDateTime,
  transferRuleIssues,
  type CardProduct,
  type TransferCheckBinResponse,
  type TransferEnquiryDetail,
  type TransferEnquiryRequest,
} from '@portal/contract';
import type { BookingService } from '../bookings/index.ts';
import type { CatalogueSnapshot } from '../catalogue/index.ts';
import type { IdentityService } from '../identity/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { idOf, type Cardholder } from '../../lib/cardholder.ts';

type Eligibility = { card: CardProduct } | { refusal: string };

export function createTransferService(deps: {
  bookings: BookingService;
  catalogue: () => Promise<CatalogueSnapshot>;
  registeredCard: IdentityService['registeredCard'];
}) {
  /**
   * A bin qualifies when it is one of the cardholder's registered cards and that card gives airport
   * transfers (Reserve and Olympus). A catalogue card without transfers is answered with the cards that have them.
   */
  async function eligibility(cardholder: Cardholder, bin: string): Promise<Eligibility> {
    if (!/^\d{8}$/.test(bin)) return { refusal: messages.invalidBinDialog };
    const { cards } = await deps.catalogue();
    const givesTransfers = (card: CardProduct | undefined) => (card?.benefits.airport_transfers_per_year ?? 0) > 0;
    if (!givesTransfers(matchCardByBin(cards, bin))) {
      const names = cards
        .filter(givesTransfers)
        .map((c) => c.name)
        .join(' and ');
      return { refusal: messages.transferEligibleCards(names) };
    }
    const card = await deps.registeredCard(cardholder, bin);
    return card ? { card } : { refusal: messages.invalidBinDialog };
  }

  return {
    async checkBin(cardholder: Cardholder, bin: string, now = new Date()): Promise<TransferCheckBinResponse> {
      const userId = idOf(cardholder);
      const result = await eligibility(cardholder, bin);
      if ('refusal' in result) return { status: 'error', msg: result.refusal };
      const year = quotaYear(now);
      return {
        status: 'success',
        msg: '',
        bookings_count: await deps.bookings.bookingsCount(userId, result.card, 'AirportTransfer', year),
      };
    },

    /** Re-checks every rule of the form (spec 02 §5), then books one free transfer through the booking core. */
    async create(cardholder: Cardholder, enquiry: TransferEnquiryRequest, now = new Date()) {
      const userId = idOf(cardholder);
      const result = await eligibility(cardholder, enquiry.bin_used);
      if ('refusal' in result) throw new AppError('NOT_ELIGIBLE', result.refusal, { bin_used: [result.refusal] });
      const { transferAirports } = await deps.catalogue();
      const when = parseBookingDateTime(enquiry.booking_date_time);
      const issues = transferRuleIssues({ ...enquiry, when }, transferAirports, now);
      if (issues.length > 0) {
        const fields: Record<string, string[]> = {};
        // Date and time problems travel as booking_date, the key the spec's clients join and show.
        for (const issue of issues) (fields[issue.field === 'booking_time' ? 'booking_date' : issue.field] ??= []).push(issue.message);
        throw new AppError('VALIDATION_FAILED', issues[0]!.message, fields);
      }
      const booking = await deps.bookings.create({
        userId,
        type: 'AirportTransfer',
        card: result.card,
        binUsed: enquiry.bin_used,
        units: 1,
        serviceAt: istInstant(when!),
        bookingDateTime: formatBookingDateTime(when!),
        city: enquiry.city,
        requestInfo: {
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
        },
      });
      return booking;
    },

    async detail(userId: string, id: string): Promise<TransferEnquiryDetail> {
      const booking = await deps.bookings.findOwned(userId, id, 'AirportTransfer');
      const info = booking.requestInfo as Record<string, unknown>;
      const text = (key: string) => String(info[key] ?? '');
      return {
        data: {
          id: booking.id,
          type: 'airport_transfer',
          attributes: {
            reference: booking.reference,
            status: booking.status,
            booking_date_time: booking.bookingDateTime,
            service_at: booking.serviceAt.toISOString(),
            city: booking.city ?? '',
            amount: booking.feeRupees,
            request_info: {
              airport: text('airport'),
              traveller_count: Number(info.traveller_count ?? 0),
              travel_type: text('travel_type'),
              travel_sector: text('travel_sector'),
              assistance_type: text('assistance_type'),
              vehicle_type: text('vehicle_type'),
              flight_number: text('flight_number'),
            },
          },
        },
      };
    },
  };
}
