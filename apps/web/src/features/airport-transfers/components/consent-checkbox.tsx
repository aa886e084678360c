import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A consent checkbox with its visible label and its error, for role=alert readers. */
export function ConsentCheckbox({
  id,
  error,
  input,
  children,
}: {
  id: string;
  error?: string;
  input: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-2">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
