import type { Control, FieldValues, Path } from 'react-hook-form';
import { displayDate } from '@portal/contract';
import { FormDateField } from '@/components/ui/form-date-field';

/** A kind's 'Booking date' (the form's `booking_date`), saying the first day bookings are open. */
export function BookingDateField<Values extends FieldValues & { booking_date: string }>({
  control,
  firstDate,
  error,
}: {
  control: Control<Values>;
  firstDate: string;
  error?: string;
}) {
  return (
    <FormDateField
      control={control}
      name={'booking_date' as Path<Values>}
      label="Booking date"
      firstDate={firstDate}
      error={error}
      hint={`Bookings open from ${displayDate(firstDate)}.`}
    />
  );
}
