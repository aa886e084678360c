import { FieldError } from './field-error';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface RadioGroupFieldProps {
  legend: ReactNode;
  input: UseFormRegisterReturn;
  options: readonly { value: string; label: ReactNode }[];
  error?: string;
  /** The error's id, which the fieldset names as its description while there is one. */
  errorId?: string;
  className?: string;
  /** The choices' row's classes. */
  rowClassName?: string;
}

/** A fieldset of radio buttons: the legend, one labelled button a choice, and the group's error. */
export function RadioGroupField({ legend, input, options, error, errorId, className, rowClassName = 'flex gap-4' }: RadioGroupFieldProps) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className={rowClassName}>
        {options.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" value={value} {...input} aria-invalid={error ? true : undefined} />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
