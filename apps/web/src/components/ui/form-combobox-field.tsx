import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ComboboxField, type ComboboxFieldProps } from './combobox-field';

type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef';

export interface FormComboboxFieldProps<Values extends FieldValues> extends Omit<ComboboxFieldProps, Wired> {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Told of each choice after the form holds it (e.g. to clear the fields that depend on it). */
  onChosen?: (value: string) => void;
}

/** A ComboboxField holding one of a form's fields: the chosen option's value, '' for none. */
export function FormComboboxField<Values extends FieldValues>({ control, name, onChosen, ...props }: FormComboboxFieldProps<Values>) {
  const { field } = useController({ control, name });
  return (
    <ComboboxField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.(value);
      }}
    />
  );
}
