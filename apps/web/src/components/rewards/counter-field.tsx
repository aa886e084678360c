import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

export interface CounterFieldProps {
  label: string;
  /** Said after the label, e.g. 'Ages 3 to 11'. */
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What one step counts, for the buttons' names: 'adult' gives 'Add one adult'. */
  unit: string;
}

/** A count with minus and plus buttons (icons, named for screen readers), stopping at its limits. */
export function CounterField({ label, hint, value, min, max, onChange, unit }: CounterFieldProps) {
  const id = useId();
  const step = 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-400 disabled:opacity-40';
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-3">
      <div>
        <p id={`${id}-label`} className="font-medium text-stone-900">
          {label}
        </p>
        {hint && <p className="text-sm text-stone-600">{hint}</p>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={step}
          aria-label={`Remove one ${unit}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output aria-live="polite" aria-label={`${label}: ${value}`} className="min-w-6 text-center text-lg font-semibold">
          {value}
        </output>
        <button type="button" className={step} aria-label={`Add one ${unit}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
