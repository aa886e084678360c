import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { formatIstDateTime } from '@/lib/format-ist';
import { toast } from '@/lib/toast';
import { useCancelFree } from '../api/cancel-free';
import type { TimelineEntry } from './timeline';

/** Asks before cancelling a paid tour or stay within its free cancellation, with the refund it gets, in rupees. */
export function FreeCancelDialog({ booking, onClose }: { booking: TimelineEntry | undefined; onClose: () => void }) {
  const cancel = useCancelFree();
  const free = booking?.free_cancellation;
  const confirm = () => {
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: (result) => {
        toast.success(result.msg);
        onClose();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    });
  };
  return (
    <Dialog
      open={Boolean(booking && free)}
      onClose={onClose}
      title="Cancel booking"
      description={free ? messages.freeCancellationConfirm(rupees(free.refund_amount)) : undefined}
      width={460}
    >
      {booking && free && (
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Booking</dt>
          <dd>{booking.title}</dd>
          <dt className="text-stone-600">Refund to your card</dt>
          <dd className="font-semibold">{rupees(free.refund_amount)}</dd>
          <dt className="text-stone-600">Free cancellation ends</dt>
          <dd>{formatIstDateTime(free.until)}</dd>
        </dl>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep booking
        </Button>
        <Button variant="danger" busy={cancel.isPending} onClick={confirm}>
          Yes, cancel booking
        </Button>
      </div>
    </Dialog>
  );
}
