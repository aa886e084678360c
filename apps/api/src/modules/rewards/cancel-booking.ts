import { canCancelFreely, formatRupees, istWhen, messages } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RewardsDeps } from './deps.ts';
import { freeCancellationOf } from './free-cancellation.ts';
import * as repository from './repository.ts';

/**
 * A paid tour or stay cancelled by its cardholder within the free cancellation it was sold with: cancelled at the
 * provider first (Headout's v2 cancel, APItude's DELETE), then, in one transaction, the booking cancelled and its
 * item's whole price refunded through the payment pipeline's refund job, so the ledger sees it refunded, not booked.
 * A provider that cannot be asked changes nothing here (503); asking again is safe (both cancels answer a repeat).
 */
export function createCancelBooking(deps: RewardsDeps) {
  const { db, tours, hotels } = deps;
  const now = deps.now ?? (() => new Date());

  async function cancelAtProvider(booking: repository.RewardBookingRow, item: repository.CheckoutItemRow): Promise<boolean> {
    try {
      if (booking.type === 'TourBooking') return await tours.cancelBooking(booking.providerReference ?? item.holdRef!);
      return await hotels.cancelBooking(item.holdRef!);
    } catch (error) {
      if (error instanceof AppError && error.code !== 'INTERNAL') throw error;
      throw new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable);
    }
  }

  return {
    async cancelBooking(userId: string, id: string) {
      const found = await repository.findBooking(db, userId, id);
      if (!found) throw new AppError('NOT_FOUND');
      const { booking, item } = found;
      const free = freeCancellationOf(booking);
      if (booking.status !== 'pending' && booking.status !== 'confirmed')
        throw new AppError('INVALID_TRANSITION', messages.freeCancellationNotBooked);
      if (!free || !item) throw new AppError('INVALID_TRANSITION', messages.freeCancellationNotSold);
      if (!canCancelFreely(booking.type, booking.status, free, now().getTime()))
        throw new AppError('INVALID_TRANSITION', messages.freeCancellationEnded(istWhen(new Date(free.until))));
      if (!(await cancelAtProvider(booking, item))) throw new AppError('SERVICE_UNAVAILABLE', messages.serviceUnavailable);
      const done = messages.freeCancellationDone(formatRupees(free.refund_amount));
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        // A second request that lost the race finds it cancelled: one refund, whatever happens.
        if (!(await repository.cancelBooked(tx, booking.id, done)))
          throw new AppError('INVALID_TRANSITION', messages.freeCancellationNotBooked);
        await deps.cartPayment.refundItems(tx, [item], done);
      });
      return { msg: done, refund_amount: free.refund_amount };
    },
  };
}
