import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCancelBooking } from './cancel-booking';

/** A booking's Cancel in a list, named with its reference; it opens the dialog below. */
export function CancelBookingButton({ reference, onClick }: { reference: string; onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick} aria-label={`Cancel booking ${reference}`}>
      Cancel
    </Button>
  );
}

/** Asks before cancelling; a paid fee goes back to the card. */
export function CancelBookingDialog({ booking, onClose }: { booking: { id: string; fee_paid?: number } | undefined; onClose: () => void }) {
  const cancel = useCancelBooking();
  const confirm = () => {
    if (!booking) return;
    cancel.mutate(
      { id: booking.id, refund_amount: booking.fee_paid },
      {
        onSuccess: (result) => {
          toast.success(result.msg);
          onClose();
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
      },
    );
  };
  return (
    <Dialog open={Boolean(booking)} onClose={onClose} title="Cancel booking" description={messages.cancelBookingConfirm} width={460}>
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
