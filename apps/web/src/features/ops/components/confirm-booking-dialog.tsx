import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { confirmationDetailLabels, confirmationSchemaByType, messages, type OpsBookingDetail } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useBookingAction } from '../api/act-on-booking';

/** The details the cardholder needs for this service (tee time, greeter, chauffeur …), then confirm. */
export function ConfirmBookingDialog({ booking, open, onClose }: { booking: OpsBookingDetail; open: boolean; onClose: () => void }) {
  const schema = confirmationSchemaByType[booking.type];
  const fields = Object.keys(schema.shape);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema as never),
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])),
  });
  const action = useBookingAction(booking.id);
  const submit = form.handleSubmit((details) =>
    action.mutate(
      { event: 'confirm', details },
      {
        onSuccess: () => {
          toast.success(messages.bookingConfirmed);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            for (const [key, problems] of Object.entries(error.fields))
              form.setError(key.replace(/^details\./, ''), { message: problems[0] }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Confirm ${booking.reference}`}
      description="The cardholder receives these details by SMS and e-mail, with a calendar invitation."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {fields.map((field) => (
          <FormField key={field} label={confirmationDetailLabels[field] ?? field} error={form.formState.errors[field]?.message}>
            <input type={field.endsWith('phone') ? 'tel' : 'text'} className={inputClass} {...form.register(field)} />
          </FormField>
        ))}
        {action.error && !(action.error instanceof ApiError && action.error.fields) && (
          <p role="alert" className="text-sm text-red-700">
            {action.error.message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={action.isPending}>
            Confirm booking
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
