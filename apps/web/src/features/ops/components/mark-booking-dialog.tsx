import { toast } from '@/lib/toast';
import { messages, type OpsBookingDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useBookingAction } from '../api/act-on-booking';

const wording = {
  complete: { title: 'Mark completed', text: 'The service took place.', done: messages.bookingMarkedCompleted },
  no_show: { title: 'Mark no-show', text: 'The cardholder did not turn up. The benefit stays used.', done: messages.bookingMarkedNoShow },
} as const;

/** Asks before marking: neither can be undone. */
export function MarkBookingDialog({
  booking,
  event,
  onClose,
}: {
  booking: OpsBookingDetail;
  event: 'complete' | 'no_show' | null;
  onClose: () => void;
}) {
  const action = useBookingAction(booking.id);
  const words = wording[event ?? 'complete'];
  const mark = () =>
    event &&
    action.mutate(
      { event },
      {
        onSuccess: () => {
          toast.success(words.done);
          onClose();
        },
      },
    );
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={`${words.title}: ${booking.reference}?`}
      description={`${words.text} This cannot be undone.`}
    >
      {action.error && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {action.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button busy={action.isPending} onClick={mark}>
          {words.title}
        </Button>
      </div>
    </Dialog>
  );
}
