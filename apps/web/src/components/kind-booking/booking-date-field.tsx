import type { Control, FieldValues, Path } from 'react-hook-form';
import { displayDate, messages } from '@portal/contract';
import { FormDateField } from '@/components/ui/form-date-field';

/**
 * A kind's 'Booking date' (the form's `booking_date`), saying the first day bookings are open and why it is not
 * today: a request needs `advanceDays` clear days so the venue can confirm it (issue 30: lead time explained).
 */
export function BookingDateField<Values extends FieldValues & { booking_date: string }>({
  control,
  firstDate,
  advanceDays,
  error,
}: {
  control: Control<Values>;
  firstDate: string;
  advanceDays: number;
  error?: string;
}) {
  return (
    <FormDateField
      control={control}
      name={'booking_date' as Path<Values>}
      label="Booking date"
      firstDate={firstDate}
      error={error}
      hint={messages.bookingsOpenFrom(displayDate(firstDate), advanceDays, 'the venue')}
    />
  );
}
