import { FieldError } from './field-error';
import { Spinner } from './spinner';
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { fromDayMonthYear, toDayMonthYear } from '@portal/contract';
import { inputClass, type ControlledFieldProps } from './form-field';

/** `value`: YYYY-MM-DD, '' for none; text that is not a day is passed on as typed, so the form can say so. */
export interface DateFieldProps extends ControlledFieldProps<string> {
  /** The first day that can be chosen (YYYY-MM-DD); earlier days are shown but cannot be picked. */
  firstDate?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

/**
 * A date in dd/mm/yyyy (typed, or picked on the calendar: arrow keys move, Enter picks, Escape closes), the
 * spec's advance window greying out the days before `firstDate`.
 */
export function DateField({ label, value, onChange, onBlur, name, firstDate, error, hint, inputRef }: DateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => toDayMonthYear(value) || value);
  const [shownValue, setShownValue] = useState(value);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The form may set or reset the value (a reset, a server answer): show it, unless it is what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    if (fromDayMonthYear(text) !== value && text !== value) setText(toDayMonthYear(value) || value);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the calendar only: caught on window, before an enclosing modal dialog hears it on document.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('keydown', escape, true);
    };
  }, [open]);

  const type = (next: string) => {
    setText(next);
    const parsed = fromDayMonthYear(next);
    onChange(parsed ?? next.trim());
  };
  const pick = (iso: string) => {
    setText(toDayMonthYear(iso));
    onChange(iso);
    setOpen(false);
    button.current?.focus();
  };
  const selected = fromDayMonthYear(text) ?? (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="relative flex flex-col gap-1" ref={wrapper}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className={inputClass}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          ref={button}
          type="button"
          aria-label={`Choose ${label.toLowerCase()} on a calendar`}
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border border-stone-400 bg-white text-stone-800 hover:bg-stone-100"
          onClick={() => setOpen((was) => !was)}
          // Fetched on the way to a click, so the calendar is usually there when it opens.
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {open && (
        <div
          id={`${id}-calendar`}
          role="dialog"
          aria-label={`${label} calendar`}
          className="absolute top-full left-0 z-50 mt-1 max-w-[calc(100vw-2rem)] rounded-lg border border-stone-300 bg-white p-2 shadow-lg [--rdp-accent-background-color:#f5f5f4] [--rdp-accent-color:#1c1917] [--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]"
        >
          <Suspense fallback={<Spinner label="Loading the calendar" />}>
            <DateCalendar selected={selected} firstDate={firstDate} onPick={pick} />
          </Suspense>
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
