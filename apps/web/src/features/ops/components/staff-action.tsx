import type { FormEventHandler, ReactNode } from 'react';
import type { OpsBookingDetail } from '@portal/contract';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useBookingAction, type BookingAction } from '../api/act-on-booking';

/** A staff action on the booking: on success it says so (`done`) and the dialog closes. */
export function useStaffAction(booking: OpsBookingDetail, onClose: () => void) {
  const action = useBookingAction(booking.id);
  const run = (body: BookingAction, done: string, onError?: (error: Error) => void) =>
    action.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError,
    });
  return { action, run };
}

/** The action's refusal, if any, then Cancel and the action's own button. */
export function StaffActionButtons({
  error,
  errorClassName = '',
  onClose,
  ...button
}: { error?: Error | null; errorClassName?: string; onClose: () => void } & ButtonProps) {
  return (
    <>
      {error && (
        <p role="alert" className={`${errorClassName} text-sm text-red-700`.trim()}>
          {error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button {...button} />
      </div>
    </>
  );
}

/**
 * An action that asks for something first (the confirmation's details, the decline's reason): its dialog, the
 * fields (`children`), then the refusal, Cancel and the action's button (`action`).
 */
export function StaffActionFormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  action,
  error,
  busy,
  variant,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  action: string;
  error: Error | null;
  busy: boolean;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <StaffActionButtons error={error} onClose={onClose} type="submit" variant={variant} busy={busy}>
          {action}
        </StaffActionButtons>
      </form>
    </Dialog>
  );
}
