import { useEffect } from 'react';
import { useController, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { slotValue, TimeField, type TimeFieldProps } from './time-field';

type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef';

export interface FormTimeFieldProps<Values extends FieldValues> extends Omit<TimeFieldProps, Wired> {
  form: UseFormReturn<Values>;
  /** The form's two fields the chosen slot fills ('15', '30'). */
  hour: FieldPath<Values>;
  minute: FieldPath<Values>;
  /** Check the fields as they change (once the form has been submitted). */
  validate?: boolean;
}

/**
 * A TimeField bound to a form's hour and minute fields: picking a slot sets both (the minute first, so the
 * hour's check sees the whole time), and a time the slots no longer offer is cleared rather than kept out of sight.
 */
export function FormTimeField<Values extends FieldValues>({ form, hour, minute, validate, slots, ...props }: FormTimeFieldProps<Values>) {
  const { control, getValues } = form;
  const setValue = form.setValue as unknown as (name: string, value: string, options?: { shouldValidate?: boolean }) => void;
  const { field } = useController({ control, name: hour });
  const [hourValue, minuteValue] = useWatch({ control, name: [hour, minute] }) as [string | undefined, string | undefined];
  const slotKeys = slots.map(slotValue).join(',');
  useEffect(() => {
    const [h, m] = [getValues(hour) as string | undefined, getValues(minute) as string | undefined];
    if (h && m && !slotKeys.split(',').includes(`${h}:${m}`)) {
      setValue(minute, '');
      setValue(hour, '', { shouldValidate: validate });
    }
  }, [slotKeys, getValues, setValue, hour, minute, validate]);
  return (
    <TimeField
      {...props}
      name={field.name}
      slots={slots}
      value={hourValue && minuteValue ? slotValue({ hour: Number(hourValue), minute: Number(minuteValue) }) : ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(slot) => {
        setValue(minute, slot ? String(slot.minute) : '', { shouldValidate: validate });
        field.onChange(slot ? String(slot.hour) : '');
      }}
    />
  );
}
