import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from './form-field';

/** A choice: its value, and what the list shows (the value itself when only a string is given). */
export type SelectOption = string | { value: string; label: string };

/** The empty first choice ('Select a city'), then one option a choice. */
export function selectOptions(options: readonly SelectOption[], placeholder: string) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

export interface SelectFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The form's registration of the field (react-hook-form's `register(name, options)`). */
  input: UseFormRegisterReturn;
  placeholder: string;
  options: readonly SelectOption[];
}

/** A labelled select on a form: the placeholder choice, the options, the hint and the field's error. */
export function SelectField({ input, placeholder, options, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      <select className={inputClass} {...input}>
        {selectOptions(options, placeholder)}
      </select>
    </FormField>
  );
}
