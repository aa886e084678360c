import { FieldError } from './field-error';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { FieldHint } from './field-hint';

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** One input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** A visible label, the control, a hint and the field's error, wired for screen readers. */
export function FormField({ label, error, hint, children, className = '' }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: (children.props.id as string | undefined) ?? id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })
    : children;
  const controlId = (children.props.id as string | undefined) ?? id;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {control}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export const inputClass =
  'min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base [&[readonly]]:bg-stone-100 disabled:bg-stone-100 aria-[invalid=true]:border-red-700';

/** What every controlled field (date, time) takes besides its value: its label, name, blur, hint and error. */
export interface ControlledFieldProps<V> {
  label: string;
  value: string;
  onChange: (value: V) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: string;
}
