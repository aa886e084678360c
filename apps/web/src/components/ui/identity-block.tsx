import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface IdentityItem {
  label: string;
  /** The form's registration (name, ref, handlers) of this read-only field, or a plain value. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string;
}

/**
 * The read-only details a booking form takes from the signed-in user (name, mobile, e-mail, card) as one compact
 * block: still labelled read-only inputs, so the form holds, checks and sends them, but not dressed as fields to fill.
 */
export function IdentityBlock({ items, className = '' }: { items: readonly IdentityItem[]; className?: string }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className={`rounded-md border border-stone-200 bg-stone-50 px-3 py-2 ${className}`}>
      <legend className="px-1 text-sm font-medium text-stone-800">Your details</legend>
      <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {items.map((item, index) => (
          <div key={item.label} className="flex min-w-0 flex-col py-1">
            <label htmlFor={`${id}-${index}`} className="text-xs text-stone-700">
              {item.label}
            </label>
            <input
              {...item.input}
              id={`${id}-${index}`}
              readOnly
              aria-invalid={item.error ? true : undefined}
              aria-describedby={item.error ? `${id}-${index}-error` : undefined}
              className="min-h-6 w-full min-w-0 truncate bg-transparent font-medium text-stone-900 outline-offset-2"
            />
            {item.error && (
              <p id={`${id}-${index}-error`} role="alert" className="text-sm text-red-700">
                {item.error}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
