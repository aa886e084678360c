import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { dateWindowFirstDay, displayDate, fromDayMonthYear, messages } from '@portal/contract';

/** What a date field's value says is wrong with it, where the spec gives no message: unreadable, or inside the advance window. */
export function dateWindowMessage(value: string, now: Date, leadDays: number): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || fromDayMonthYear(value.split('-').reverse().join('/')) !== value)
    return messages.dateUnreadable;
  const first = dateWindowFirstDay(value, now, leadDays);
  return first ? messages.chooseDateFrom(displayDate(first)) : undefined;
}

/**
 * The contract's schema answers a date inside the advance window with a general message ('Please select Booking
 * Date.', 'Travel Date is required.'); the form says instead what is wrong and from when (issue 20), e.g.
 * 'Choose a date from 3 Dec 2026'. The API keeps the spec's message.
 */
export function withDateWindow<T extends FieldValues, C, O extends FieldValues = T>(
  resolver: Resolver<T, C, O>,
  field: Path<T>,
  leadDays: number,
  now: () => Date,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const message = dateWindowMessage(String(values[field] ?? ''), now(), leadDays);
    if (!message) return result;
    const errors = { ...result.errors, [field]: { type: 'window', message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/**
 * After a submit, every field still showing an error is checked again whenever any field changes, so an error
 * goes as soon as the field is right, even when another field fixed it (the time's minute, the airport's city).
 */
export function useErrorsClearWhenFixed<T extends FieldValues>({
  watch,
  trigger,
  formState,
}: Pick<UseFormReturn<T>, 'watch' | 'trigger' | 'formState'>) {
  const state = useRef({ errors: formState.errors, submitted: formState.isSubmitted });
  useEffect(() => {
    state.current = { errors: formState.errors, submitted: formState.isSubmitted };
  });
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const { errors, submitted } = state.current;
      const failing = Object.keys(errors).filter((field) => field !== name) as Path<T>[];
      if (submitted && failing.length > 0) void trigger(failing);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
}
