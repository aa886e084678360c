import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AIRPORT_GUEST_COUNT_OPTIONS, GUEST_SLOTS, guestTotalExceeded, messages, type ConciergeFormValues } from '@portal/contract';
import { FieldError } from '@/components/ui/field-error';
import { FormField, inputClass } from '@/components/ui/form-field';

export interface GuestFieldsProps {
  register: UseFormRegister<ConciergeFormValues>;
  control: Control<ConciergeFormValues>;
  errors: FieldErrors<ConciergeFormValues>;
  withGuests: boolean;
  international: boolean;
  /** Free sessions left: the cardholder's own visit takes one, each guest one more. */
  remaining: number;
  /** Guests this year's visits already hold: with the chosen count, spec 02 §5's total. */
  guestsBooked: number;
  onNoGuests: () => void;
}

/**
 * Spec 02 §4 'Guest section': yes/no, a count of 1–3, then a name (and for International a passport) per guest.
 * Spec 02 §5: the count choice shows only while the total guest count is below 7; above 6 the spec's message shows.
 */
export function GuestFields({
  register,
  control,
  errors,
  withGuests,
  international,
  remaining,
  guestsBooked,
  onNoGuests,
}: GuestFieldsProps) {
  const count = Number(useWatch({ control, name: 'guest_count' }) || 0);
  const options = AIRPORT_GUEST_COUNT_OPTIONS.filter((n) => n <= remaining - 1);
  return (
    <>
      <fieldset className="sm:col-span-2" aria-describedby={errors.bookingForGuest ? 'guest-choice-error' : undefined}>
        <legend className="text-sm font-medium text-stone-800">Are you booking for guests as well?</legend>
        <div className="mt-1 flex gap-6">
          {(['yes', 'no'] as const).map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={choice}
                className="h-4 w-4"
                {...register('bookingForGuest', {
                  onChange: (e: { target: { value: string } }) => {
                    if (e.target.value === 'no') onNoGuests();
                  },
                })}
              />
              {choice === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        <FieldError id="guest-choice-error" error={errors.bookingForGuest?.message} />
      </fieldset>
      {withGuests && (
        <>
          {guestTotalExceeded(guestsBooked, count) ? (
            <p role="alert" className="text-sm text-red-700">
              {messages.guestTotalExceeded}
            </p>
          ) : (
            <FormField label="Number of guests" error={errors.guest_count?.message}>
              <select className={inputClass} {...register('guest_count')}>
                <option value="">Select</option>
                {options.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          <div className="hidden sm:block" />
          {GUEST_SLOTS.filter((slot) => slot <= count).map((slot) => (
            <div key={slot} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
              <FormField label={`Name of guest ${slot}`} error={errors[`guest_name_${slot}`]?.message}>
                <input className={inputClass} autoComplete="off" {...register(`guest_name_${slot}`)} />
              </FormField>
              {international && (
                <FormField label={`Passport of guest ${slot}`} error={errors[`guest_passport_${slot}`]?.message}>
                  <input className={inputClass} autoComplete="off" {...register(`guest_passport_${slot}`)} />
                </FormField>
              )}
            </div>
          ))}
        </>
      )}
    </>
  );
}
