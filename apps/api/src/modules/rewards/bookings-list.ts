import {
  istAt,
  bookingKinds,
  messages,
  paidBookingKinds,
  statusLabel,
  type BookingType,
  type ExpeditionEnquiry,
  type PaidBookingType,
  type UserBooking,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newCode } from './codes.ts';
import type { RewardsDeps } from './deps.ts';
import { expeditionDetails } from './expeditions.ts';
import { freeCancellationOf } from './free-cancellation.ts';
import * as repository from './repository.ts';

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/** The one timeline of every kind's bookings, a booking's details, and the expedition enquiries that join it. */
export function createBookingsList(deps: RewardsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function toUserBooking(row: repository.RewardBookingRow): UserBooking {
    return {
      id: row.id,
      reference: row.reference,
      booking_type: row.type,
      title: row.title,
      status: row.status,
      status_label: statusLabel(row.status),
      service_at: row.serviceAt.toISOString(),
      amount: row.amount,
      currency: 'INR',
      voucher_code: row.voucherCode,
      created_at: row.createdAt.toISOString(),
      free_cancellation: freeCancellationOf(row),
    };
  }

  return {
    async enquireExpedition(userId: string, enquiry: ExpeditionEnquiry) {
      const expedition = expeditionDetails(enquiry.expedition_id, now());
      if (!expedition) throw new AppError('NOT_FOUND', messages.expeditionNotFound);
      if (!expedition.departures.includes(enquiry.departure)) throw invalid('departure', messages.requestInvalid);
      // The enquiry and its receipt (SMS and e-mail) together: no enquiry, no message; no message lost.
      const booking = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const row = await repository.insertBooking(tx, {
          reference: newCode(paidBookingKinds.ExpeditionEnquiry.referencePrefix),
          userId,
          type: 'ExpeditionEnquiry',
          status: 'enquiry_received',
          title: expedition.name,
          amount: 0,
          serviceAt: istAt(enquiry.departure, '09:00'),
          details: { ...enquiry },
          message: messages.expeditionEnquiryReceived,
        });
        await deps.queueReceipt(
          {
            key: `expedition:${row.id}`,
            userId,
            receipt: { kind: 'expedition_enquiry', reference: row.reference, title: row.title, departure: enquiry.departure },
          },
          tx,
        );
        return row;
      });
      return toUserBooking(booking);
    },

    /** Every booking of every kind (golf … T20, tours, hotels, expeditions), upcoming first, then the past. */
    async bookings(userId: string, type: BookingType | PaidBookingType | 'all') {
      const isPaid = type !== 'all' && type in paidBookingKinds;
      const [paid, complimentary] = await Promise.all([
        type === 'all' || isPaid ? repository.bookingsOfUser(db, userId, isPaid ? (type as PaidBookingType) : undefined) : [],
        type === 'all' || !isPaid ? deps.complimentaryBookings(userId, type === 'all' ? undefined : (type as BookingType)) : [],
      ]);
      const list: UserBooking[] = [
        ...paid.map(toUserBooking),
        ...complimentary.map((row) => ({
          id: row.id,
          reference: row.reference,
          booking_type: row.type,
          title: bookingKinds[row.type].noun,
          status: row.status,
          status_label: statusLabel(row.status),
          service_at: row.serviceAt.toISOString(),
          amount: row.feeRupees,
          currency: 'INR' as const,
          voucher_code: null,
          created_at: row.createdAt.toISOString(),
          free_cancellation: null,
        })),
      ];
      const at = now().toISOString();
      const upcoming = list.filter((b) => b.service_at >= at).sort((a, b) => a.service_at.localeCompare(b.service_at));
      const past = list.filter((b) => b.service_at < at).sort((a, b) => b.service_at.localeCompare(a.service_at));
      return [...upcoming, ...past];
    },

    async bookingInformation(userId: string, id: string) {
      const found = await repository.findBooking(db, userId, id);
      if (!found) throw new AppError('NOT_FOUND');
      const { booking, item } = found;
      return {
        ...toUserBooking(booking),
        details: booking.details,
        provider_reference: booking.providerReference,
        cancellation_policy: booking.cancellationPolicy ?? null,
        refund: item?.refundStatus ? { amount: item.price ?? 0, status: item.refundStatus } : null,
        message: booking.message,
      };
    },
  };
}
