import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { declineBookingSchema, messages, type OpsBookingDetail } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { StaffActionFormDialog, useStaffAction } from './staff-action';

export function DeclineBookingDialog({ booking, open, onClose }: { booking: OpsBookingDetail; open: boolean; onClose: () => void }) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(declineBookingSchema), defaultValues: { reason: '' } });
  const { action, run } = useStaffAction(booking, onClose);
  const submit = form.handleSubmit(({ reason }) => run({ event: 'decline', reason }, messages.bookingDeclined));
  return (
    <StaffActionFormDialog
      open={open}
      onClose={onClose}
      title={`Decline ${booking.reference}`}
      description="The cardholder is told the reason; the fee is refunded and the booking no longer counts against their benefit."
      onSubmit={submit}
      action="Decline booking"
      variant="danger"
      error={action.error}
      busy={action.isPending}
    >
      <FormField label="Reason" error={form.formState.errors.reason?.message}>
        <textarea rows={3} className={inputClass} {...form.register('reason')} />
      </FormField>
    </StaffActionFormDialog>
  );
}
