import {
  bookingKinds,
  formatRupees,
  hasCalendarEntry,
  hasVoucher,
  istAt,
  istWhen,
  paidBookingKinds,
  statusLabel,
  statusWords,
  timelineKindLabel,
  type ClientConfig,
  type PaidBookingType,
  type RewardBookingStatus,
  type UserBooking,
} from '@portal/contract';
import { bookingCalendar, calendarSummary } from '../../gateways/calendar/booking-calendar.ts';
import { buildIcs } from '../../gateways/calendar/ics.ts';
import type { VoucherContent } from '../../gateways/voucher/voucher-pdf.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRow } from '../bookings/index.ts';
import type { RewardsService } from '../rewards/index.ts';

export type RewardBookingInformation = Awaited<ReturnType<RewardsService['bookingInformation']>>;

/** One booking of the cardholder's, whichever module keeps it. */
type Found = { paid: false; booking: BookingRow } | { paid: true; booking: RewardBookingInformation };

export interface MyBookingsDeps {
  /** A complimentary booking of this cardholder's (the bookings module), or undefined. */
  complimentary: (userId: string, id: string) => Promise<BookingRow | undefined>;
  /** A paid booking or enquiry of this cardholder's (the rewards module), or undefined. */
  paid: (userId: string, id: string) => Promise<RewardBookingInformation | undefined>;
  renderVoucher: (voucher: VoucherContent) => Promise<Uint8Array>;
  /** Every booking of every kind, merged and sorted (the rewards module's timeline). */
  timeline: (userId: string) => Promise<UserBooking[]>;
  /** The cardholder's complimentary bookings as stored, for what each is at. */
  complimentaryOfUser: (userId: string) => Promise<BookingRow[]>;
}

/** Reads that answer 404 for a booking that is not the caller's come back as undefined here. */
export const unlessNotFound = <T>(read: Promise<T>): Promise<T | undefined> =>
  read.catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  });

const TOUR_MINUTES = 180;
const DAY_MINUTES = 24 * 60;

/** How long a paid booking lasts in a calendar: a stay until noon on its check-out day, a tour its usual span. */
function paidMinutes(booking: RewardBookingInformation): number {
  const checkOut = booking.details.check_out;
  if (booking.booking_type === 'HotelBooking' && typeof checkOut === 'string') {
    const end = istAt(checkOut, '12:00').getTime();
    const minutes = Math.round((end - new Date(booking.service_at).getTime()) / 60_000);
    if (minutes > 0) return minutes;
  }
  return TOUR_MINUTES;
}

/** What a complimentary booking is at ('DLF Golf & Country Club'), else its kind's noun ('Golf booking'). */
function complimentaryTitle(booking: BookingRow): string {
  const info = booking.requestInfo as Record<string, unknown>;
  const title = info[bookingKinds[booking.type].titleKey];
  return typeof title === 'string' && title ? title : bookingKinds[booking.type].noun;
}

/** What staff confirmed for a complimentary booking, each under its registry label ('Greeter phone'), in its order. */
function confirmedDetails(booking: BookingRow): { label: string; value: string }[] {
  const details = booking.confirmationDetails ?? {};
  return Object.entries(bookingKinds[booking.type].confirmationLabels)
    .filter(([key]) => details[key])
    .map(([key, label]) => ({ label, value: details[key]! }));
}

/**
 * A booking's status in words on its voucher: the one place this module names a status, so it follows the
 * portal's status language (the lists' labels) when that moves.
 */
function statusInWords(found: Found): string {
  return found.paid ? found.booking.status_label : statusLabel(found.booking.status);
}

/** The /my-bookings timeline, and the voucher and calendar file of any booking in it, for its owner only. */
export function createMyBookings(deps: MyBookingsDeps) {
  async function find(userId: string, id: string): Promise<Found> {
    const complimentary = await deps.complimentary(userId, id);
    if (complimentary) return { paid: false, booking: complimentary };
    const paid = await deps.paid(userId, id);
    if (paid) return { paid: true, booking: paid };
    throw new AppError('NOT_FOUND');
  }

  function voucherContent(found: Found, client: ClientConfig): VoucherContent {
    const common = {
      programme: client.programme_name,
      helpline: client.helpline,
      brand: { primary: client.theme.primary, primaryContrast: client.theme.primary_contrast, accent: client.theme.accent },
      status: statusInWords(found),
    };
    if (found.paid) {
      const b = found.booking;
      return {
        ...common,
        reference: b.reference,
        kindLabel: timelineKindLabel(b.booking_type),
        title: b.title,
        when: istWhen(new Date(b.service_at)),
        details: [
          ...(b.voucher_code ? [{ label: 'Voucher code', value: b.voucher_code }] : []),
          ...(b.provider_reference ? [{ label: 'Provider reference', value: b.provider_reference }] : []),
          { label: 'Amount paid', value: formatRupees(b.amount) },
        ],
      };
    }
    const b = found.booking;
    return {
      ...common,
      reference: b.reference,
      kindLabel: timelineKindLabel(b.type),
      title: complimentaryTitle(b),
      when: istWhen(b.serviceAt),
      details: [...(b.city ? [{ label: 'City', value: b.city }] : []), ...confirmedDetails(b)],
    };
  }

  const kindAndStatus = (found: Found) =>
    found.paid ? ([found.booking.booking_type, found.booking.status] as const) : ([found.booking.type, found.booking.status] as const);

  return {
    /** Every kind in one list, upcoming first; a complimentary booking named by what it is at, with what staff confirmed. */
    async timeline(userId: string): Promise<UserBooking[]> {
      const [merged, complimentary] = await Promise.all([deps.timeline(userId), deps.complimentaryOfUser(userId)]);
      const byId = new Map(complimentary.map((booking) => [booking.id, booking]));
      return merged.map((entry) => {
        const booking = byId.get(entry.id);
        return booking ? { ...entry, title: complimentaryTitle(booking), confirmed_details: confirmedDetails(booking) } : entry;
      });
    },

    /** The voucher PDF of a booked service; 404 for anyone else's booking, 409 for one not (or no longer) booked. */
    async voucher(userId: string, id: string, client: ClientConfig) {
      const found = await find(userId, id);
      if (!hasVoucher(...kindAndStatus(found))) throw new AppError('INVALID_TRANSITION', 'Only a booked service has a voucher.');
      const content = voucherContent(found, client);
      return { filename: `${content.reference}-voucher.pdf`, content: await deps.renderVoucher(content) };
    },

    /** The .ics of a booked service still to come: the bookings module's own file for complimentary kinds. */
    async calendar(userId: string, id: string, client: ClientConfig) {
      const found = await find(userId, id);
      if (!hasCalendarEntry(...kindAndStatus(found)))
        throw new AppError('INVALID_TRANSITION', 'Only a booked service can be added to a calendar.');
      if (!found.paid) return bookingCalendar(found.booking, client);
      const b = found.booking;
      const serviceName = paidBookingKinds[b.booking_type as PaidBookingType].serviceName;
      const words = statusWords(b.status as RewardBookingStatus);
      return {
        filename: `${b.reference}.ics`,
        method: 'PUBLISH' as const,
        content: buildIcs({
          uid: `${b.id}@${client.client_id}`,
          method: 'PUBLISH',
          sequence: 0,
          status: words.calendar,
          organizer: { name: client.programme_name, email: client.concierge_email },
          start: new Date(b.service_at),
          durationMinutes: paidMinutes(b),
          summary: calendarSummary(client, serviceName, b.reference, words.label),
          description: [b.title, ...(b.voucher_code ? [`Voucher code: ${b.voucher_code}`] : []), `Helpline: ${client.helpline}`].join('\n'),
          stamp: new Date(b.created_at),
          alarmMinutesBefore: DAY_MINUTES,
        }),
      };
    },
  };
}
export type MyBookings = ReturnType<typeof createMyBookings>;
