import { messages, type OpsBookingDetail } from '@portal/contract';
import { Dialog } from '@/components/ui/dialog';
import { StaffActionButtons, useStaffAction } from './staff-action';

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
  const { action, run } = useStaffAction(booking, onClose);
  const words = wording[event ?? 'complete'];
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      title={`${words.title}: ${booking.reference}?`}
      description={`${words.text} This cannot be undone.`}
    >
      <StaffActionButtons
        error={action.error}
        errorClassName="mb-4"
        onClose={onClose}
        busy={action.isPending}
        onClick={() => event && run({ event }, words.done)}
      >
        {words.title}
      </StaffActionButtons>
    </Dialog>
  );
}
