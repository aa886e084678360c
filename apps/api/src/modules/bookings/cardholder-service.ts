import {
  bookingListActions,
  bookingStatusLabels,
  CANCELLATION_CUTOFF_HOURS,
  cardholderActions,
  messages,
  type BookingListItem,
  type BookingType,
  type StaffRefund,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import type { BookingRow, BookingService } from './service.ts';

/** What the cardholder's lists need from payments (the payments module hands these in; it depends on bookings, not back). */
export interface PaymentsView {
  capturedAmounts(bookingIds: string[]): Promise<{ bookingId: string; amount: string | number }[]>;
  refundsOf(bookingIds: string[]): Promise<Map<string, StaffRefund[]>>;
  cancelUnpaid(userId: string, bookingId: string): Promise<BookingRow>;
}

/** The cardholder's bookings (spec 02 §7 GET /bookings, POST /bookings/cancel_booking): the rules, not the HTTP. */
export function createCardholderBookings(deps: { bookings: BookingService; payments: PaymentsView; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function toItems(rows: BookingRow[]): Promise<BookingListItem[]> {
    const ids = rows.map((r) => r.id);
    const [captured, refunds] = await Promise.all([deps.payments.capturedAmounts(ids), deps.payments.refundsOf(ids)]);
    const paid = new Map<string, number>();
    for (const p of captured) paid.set(p.bookingId, (paid.get(p.bookingId) ?? 0) + Number(p.amount));
    return rows.map((b) => ({
      id: b.id,
      reference: b.reference,
      type: b.type,
      status: b.status,
      status_label: bookingStatusLabels[b.status],
      booking_date_time: b.bookingDateTime,
      service_at: b.serviceAt.toISOString(),
      city: b.city,
      request_info: b.requestInfo,
      fee: b.feeRupees,
      fee_paid: paid.get(b.id) ?? 0,
      actions: bookingListActions(b.status),
      cardholder_events: cardholderActions(b.status),
      confirmation_details: b.confirmationDetails ?? null,
      created_at: b.createdAt.toISOString(),
      // The cardholder's view: the response schema leaves out the staff-only reason and attempts.
      refunds: (refunds.get(b.id) ?? []).map(({ amount, status, request_id, bank_arn, requested_at, settled_at }) => ({
        amount,
        status,
        request_id,
        bank_arn,
        requested_at,
        settled_at,
      })),
    }));
  }

  return {
    list: async (userId: string, type?: BookingType) => toItems(await deps.bookings.listOfUser(userId, type)),

    async one(userId: string, id: string): Promise<BookingListItem> {
      const [item] = await toItems([await deps.bookings.findOwned(userId, id)]);
      return item!;
    },

    /**
     * A paid booking is cancelled (and its fee refunded, by the payments listener in the same transaction)
     * up to CANCELLATION_CUTOFF_HOURS before the service; an unpaid one is let go; anything else is refused.
     */
    async cancel(userId: string, id: string, refundAmount?: number): Promise<BookingListItem> {
      const booking = await deps.bookings.findOwned(userId, id);
      if (refundAmount !== undefined && refundAmount > booking.feeRupees) {
        throw new AppError('VALIDATION_FAILED', messages.paymentAmountMismatch, { refund_amount: [messages.paymentAmountMismatch] });
      }
      const events = cardholderActions(booking.status);
      let updated: BookingRow;
      if (events.includes('cancel')) {
        if (booking.serviceAt.getTime() - now().getTime() < CANCELLATION_CUTOFF_HOURS * 3_600_000)
          throw new AppError('INVALID_TRANSITION', messages.cancellationCutoff);
        updated = await deps.bookings.transition(booking.id, 'cancel', { type: 'cardholder', id: userId }, { current: booking });
        faultPoint('booking.cancelled');
      } else if (events.includes('cancel_unpaid')) {
        updated = await deps.payments.cancelUnpaid(userId, booking.id);
      } else {
        throw new AppError(
          'INVALID_TRANSITION',
          `This booking is ${bookingStatusLabels[booking.status].toLowerCase()} and cannot be cancelled.`,
        );
      }
      const [item] = await toItems([updated]);
      return item!;
    },
  };
}
