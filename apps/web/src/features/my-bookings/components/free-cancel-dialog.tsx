import { messages } from '@portal/contract';
import { ConfirmCancelDialog } from '@/components/booking-cancel/cancel-booking-dialog';
import { rupees } from '@/lib/format';
import { useCancelFree } from '../api/cancel-free';
import type { TimelineEntry } from './timeline';

/** Asks before cancelling a paid tour or stay within its free cancellation, with the refund it gets, in rupees. */
export function FreeCancelDialog({ booking, onClose }: { booking: TimelineEntry | undefined; onClose: () => void }) {
  const cancel = useCancelFree();
  const free = booking?.free_cancellation;
  return (
    <ConfirmCancelDialog
      input={booking && free ? booking.id : undefined}
      cancel={cancel}
      question={free ? messages.freeCancellationConfirm(rupees(free.refund_amount)) : undefined}
      refund={booking && free ? { booking: booking.title, amount: free.refund_amount, until: free.until } : undefined}
      onClose={onClose}
    />
  );
}
