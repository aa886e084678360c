import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmationDetailLabels, confirmationSchemaByType, messages, type OpsBookingDetail } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { StaffActionFormDialog, useStaffAction } from './staff-action';

/** The details the cardholder needs for this service (tee time, greeter, chauffeur …), then confirm. */
export function ConfirmBookingDialog({ booking, open, onClose }: { booking: OpsBookingDetail; open: boolean; onClose: () => void }) {
  const schema = confirmationSchemaByType[booking.type];
  const fields = Object.keys(schema.shape);
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema as never),
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])),
  });
  const { action, run } = useStaffAction(booking, onClose);
  // The server's field errors go on their fields; any other refusal is said under them.
  const fieldErrors = (error: Error) => error instanceof ApiError && error.fields;
  const submit = form.handleSubmit((details) =>
    run({ event: 'confirm', details }, messages.bookingConfirmed, (error) => {
      for (const [key, problems] of Object.entries(fieldErrors(error) || {}))
        form.setError(key.replace(/^details\./, ''), { message: problems[0] }, { shouldFocus: true });
    }),
  );
  return (
    <StaffActionFormDialog
      open={open}
      onClose={onClose}
      title={`Confirm ${booking.reference}`}
      description="The cardholder receives these details by SMS and e-mail, with a calendar invitation."
      onSubmit={submit}
      action="Confirm booking"
      error={action.error && !fieldErrors(action.error) ? action.error : null}
      busy={action.isPending}
    >
      {fields.map((field) => (
        <FormField key={field} label={confirmationDetailLabels[field] ?? field} error={form.formState.errors[field]?.message}>
          <input type={field.endsWith('phone') ? 'tel' : 'text'} className={inputClass} {...form.register(field)} />
        </FormField>
      ))}
    </StaffActionFormDialog>
  );
}
