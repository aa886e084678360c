import { useId, type Ref } from 'react';
import { formatIstTime } from '@/lib/format-ist';
import { FieldError } from './field-error';
import type { ControlledFieldProps } from './form-field';
import { byPartOfDay } from './parts-of-day';
import { FieldHint } from './field-hint';

export interface TimeSlot {
  hour: number;
  minute: number;
}

/** A slot as the field's value, e.g. '15:30'; and back. */
export const slotValue = ({ hour, minute }: TimeSlot) => `${hour}:${minute}`;
export function parseSlot(value: string): TimeSlot | undefined {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/** `value`: '' or a slot value ('15:30'). */
export interface TimeFieldProps extends ControlledFieldProps<TimeSlot | undefined> {
  slots: readonly TimeSlot[];
  /** Said instead of the chips when the day offers no time. */
  noSlots?: string;
  /** Given the checked chip (or the first), which the form focuses when the field is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

// More chips than this scroll inside their box, so a day of quarter hours does not make the dialog a page long.
const CHIPS_BEFORE_SCROLLING = 24;

/**
 * The times as chips grouped by part of day (decision 031): one radio group, so Tab stops once and the arrow
 * keys move and choose; each chip named by its time, shown the portal's one way ('3:30 PM', India time).
 */
export function TimeField({
  label,
  slots,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  noSlots = 'No time is left on this day.',
  inputRef,
  className = '',
}: TimeFieldProps) {
  const id = useId();
  const group = name ?? id;
  const [labelId, hintId, errorId] = [`${id}-label`, `${id}-hint`, `${id}-error`];
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const focused = slots.some((slot) => slotValue(slot) === value) ? value : slots[0] && slotValue(slots[0]);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <FieldHint id={hintId} hint={hint} />
      {slots.length === 0 ? (
        <p className="text-sm text-stone-700">{noSlots}</p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`flex flex-col gap-3 rounded-md border p-3 ${error ? 'border-red-700' : 'border-stone-300'} ${
            slots.length > CHIPS_BEFORE_SCROLLING ? 'max-h-80 overflow-y-auto' : ''
          }`}
        >
          {byPartOfDay(slots).map(({ part, slots: inPart }, run) => (
            <div key={run} role="group" aria-labelledby={`${id}-part-${run}`}>
              <p id={`${id}-part-${run}`} className="mb-1.5 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {part}
              </p>
              <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
                {inPart.map((slot) => {
                  const key = slotValue(slot);
                  const checked = key === value;
                  return (
                    <label
                      key={key}
                      className={`relative flex min-h-10 cursor-pointer items-center justify-center rounded-md border px-1 text-sm whitespace-nowrap focus-ring-within ${
                        checked
                          ? 'border-brand bg-brand font-semibold text-brand-contrast'
                          : 'border-stone-400 bg-white text-stone-900 hover:border-stone-600'
                      }`}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={group}
                        value={key}
                        checked={checked}
                        ref={key === focused ? inputRef : undefined}
                        onBlur={onBlur}
                        onChange={() => onChange(slot)}
                      />
                      {formatIstTime(slot.hour, slot.minute)}
                    </label>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
