import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { formatIstDateTime } from '@/lib/format-ist';
import { useCancelBooking } from './cancel-booking';

/** A booking's Cancel in a list, named with its reference; it opens the dialog below. */
export function CancelBookingButton({ reference, onClick }: { reference: string; onClick: () => void }) {
  return (
    <Button variant="ghost" onClick={onClick} aria-label={`Cancel booking ${reference}`}>
      Cancel
    </Button>
  );
}

/** The refund a cancellation within its free cancellation gets, shown before confirming. */
export interface CancelRefund {
  booking: string;
  amount: number;
  until: string;
}

/** The one mutation a cancel dialog runs: a complimentary booking's cancel_booking, or a paid one's free cancellation. */
export interface CancelMutation<Input> {
  mutate: (input: Input, callbacks: { onSuccess: (result: { msg: string }) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * Asks before cancelling (open while `input` is set), then runs `cancel` with it: the server's message on success
 * and closed, its refusal word for word and still open otherwise. `refund`: the refund lines above the buttons.
 */
export function ConfirmCancelDialog<Input>({
  input,
  cancel,
  question,
  refund,
  onClose,
}: {
  input: Input | undefined;
  cancel: CancelMutation<Input>;
  question: string | undefined;
  refund?: CancelRefund;
  onClose: () => void;
}) {
  const confirm = () => {
    if (input === undefined) return;
    cancel.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.msg);
        onClose();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    });
  };
  return (
    <Dialog open={input !== undefined} onClose={onClose} title="Cancel booking" description={question} width={460}>
      {refund && (
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">Booking</dt>
          <dd>{refund.booking}</dd>
          <dt className="text-stone-600">Refund to your card</dt>
          <dd className="font-semibold">{rupees(refund.amount)}</dd>
          <dt className="text-stone-600">Free cancellation ends</dt>
          <dd>{formatIstDateTime(refund.until)}</dd>
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

/** Asks before cancelling a complimentary booking; a paid fee goes back to the card. */
export function CancelBookingDialog({ booking, onClose }: { booking: { id: string; fee_paid?: number } | undefined; onClose: () => void }) {
  const cancel = useCancelBooking();
  return (
    <ConfirmCancelDialog
      input={booking && { id: booking.id, refund_amount: booking.fee_paid }}
      cancel={cancel}
      question={messages.cancelBookingConfirm}
      onClose={onClose}
    />
  );
}
