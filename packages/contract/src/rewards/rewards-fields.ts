import { z } from 'zod';
import { isoDateSchema } from '../common/fields.ts';

/** A calendar date in requests (YYYY-MM-DD), a real one. */
const isRealDate = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
};
export const requestDateSchema = isoDateSchema.refine(isRealDate, {
  message: 'Not a date.',
});
/** An instant with its offset in requests (`2027-01-10T09:00:00+05:30`). */
export const REQUEST_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const requestDateTimeSchema = z
  .string()
  .regex(REQUEST_DATE_TIME_PATTERN)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Not a date and time.' });
