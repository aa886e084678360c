import type { Ref } from 'react';
import { formatIstTime } from '@/lib/format-ist';
import { FormField, inputClass, type ControlledFieldProps } from './form-field';

export interface TimeSlot {
  hour: number;
  minute: number;
}

/** A slot as the select's value, e.g. '15:30'; and back. */
export const slotValue = ({ hour, minute }: TimeSlot) => `${hour}:${minute}`;
export function parseSlot(value: string): TimeSlot | undefined {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/** `value`: '' or a slot value ('15:30'). */
export interface TimeFieldProps extends ControlledFieldProps<TimeSlot | undefined> {
  slots: readonly TimeSlot[];
  placeholder?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One select of times, every one shown the portal's one way ('3:30 PM', India time). */
export function TimeField({
  label,
  slots,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  placeholder = 'Select a time',
  selectRef,
}: TimeFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <select
        ref={selectRef}
        name={name}
        className={inputClass}
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(parseSlot(event.target.value))}
      >
        <option value="">{placeholder}</option>
        {slots.map((slot) => (
          <option key={slotValue(slot)} value={slotValue(slot)}>
            {formatIstTime(slot.hour, slot.minute)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
