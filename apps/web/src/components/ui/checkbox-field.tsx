import { FieldError } from './field-error';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface CheckboxFieldProps {
  input: UseFormRegisterReturn;
  error?: string;
  /** The label's text (links included). */
  children: ReactNode;
  /** The label's own classes beyond the row's ('text-sm'). */
  labelClassName?: string;
  /** The box's size. */
  boxClassName?: string;
}

/** A checkbox inside its label, then its error for role=alert readers. */
export function CheckboxField({ input, error, children, labelClassName = '', boxClassName = 'h-5 w-5' }: CheckboxFieldProps) {
  return (
    <>
      <label className={`flex items-start gap-2${labelClassName ? ` ${labelClassName}` : ''}`}>
        <input type="checkbox" className={`mt-1 ${boxClassName}`} aria-invalid={error ? true : undefined} {...input} />
        <span>{children}</span>
      </label>
      <FieldError error={error} />
    </>
  );
}
