import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { declineBookingSchema, messages, type OpsBookingDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useBookingAction } from '../api/act-on-booking';

export function DeclineBookingDialog({ booking, open, onClose }: { booking: OpsBookingDetail; open: boolean; onClose: () => void }) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(declineBookingSchema), defaultValues: { reason: '' } });
  const action = useBookingAction(booking.id);
  const submit = form.handleSubmit(({ reason }) =>
    action.mutate(
      { event: 'decline', reason },
      {
        onSuccess: () => {
          toast.success(messages.bookingDeclined);
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Decline ${booking.reference}`}
      description="The cardholder is told the reason; the fee is refunded and the booking no longer counts against their benefit."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <textarea rows={3} className={inputClass} {...form.register('reason')} />
        </FormField>
        {action.error && (
          <p role="alert" className="text-sm text-red-700">
            {action.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={action.isPending}>
            Decline booking
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
