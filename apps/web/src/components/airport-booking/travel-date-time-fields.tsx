import { displayDate, messages } from '@portal/contract';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDateField } from '@/components/ui/form-date-field';
import { FormTimeField } from '@/components/ui/form-time-field';
import type { TimeSlot } from '@/components/ui/time-field';

/** The fields the airport services' forms hold the travel date and time in. */
interface TravelWhenValues {
  booking_date: string;
  booking_time_hour: string;
  booking_time_minute: string;
}

export interface TravelDateTimeFieldsProps<Values extends FieldValues & TravelWhenValues> {
  form: UseFormReturn<Values>;
  /** The first day the service can be booked for (`firstSelectableDate`). */
  firstDate: string;
  /** The clear days a request needs (the service's `…_ALLOWED_BEFORE_DAYS`), said beside the date. */
  advanceDays: number;
  /** The times still offered on the chosen day (the contract's `travelTimeSlots`). */
  slots: readonly TimeSlot[];
  errors: { date?: string; time?: string };
  /** Check the time as it changes (once the form has been submitted). */
  validate?: boolean;
}

/** An airport service's 'Travel date' and 'Travel time' (India time), as the concierge and transfer forms both ask them. */
export function TravelDateTimeFields<Values extends FieldValues & TravelWhenValues>({
  form,
  firstDate,
  advanceDays,
  slots,
  errors,
  validate,
}: TravelDateTimeFieldsProps<Values>) {
  const field = (name: keyof TravelWhenValues) => name as FieldPath<Values>;
  return (
    <>
      <FormDateField
        control={form.control}
        name={field('booking_date')}
        label="Travel date"
        firstDate={firstDate}
        error={errors.date}
        hint={messages.bookingsOpenFrom(displayDate(firstDate), advanceDays, 'the airport team')}
      />
      <FormTimeField
        form={form}
        hour={field('booking_time_hour')}
        minute={field('booking_time_minute')}
        validate={validate}
        label="Travel time"
        className="sm:col-span-2"
        slots={slots}
        hint="India time"
        error={errors.time}
      />
    </>
  );
}
