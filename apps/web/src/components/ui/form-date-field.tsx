import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';

type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef';

/** A DateField bound to a react-hook-form field: every booking form's date, wired once. */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Omit<DateFieldProps, Wired> & { control: Control<Values>; name: FieldPath<Values> }) {
  const { field } = useController({ control, name });
  return (
    <DateField {...props} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
  );
}
