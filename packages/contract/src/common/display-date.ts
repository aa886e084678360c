import { firstSelectableDate, hourLabel, isDateAfterLead } from './date-time.ts';
import { istDate, istWallClock } from './ist.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDay = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return ISO_DATE.test(date) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

/** A calendar date (YYYY-MM-DD) the Indian way, e.g. '3 Dec 2026'; the text itself when it is not one. */
export function displayDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match || !isCalendarDay(date)) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** 'dd/mm/yyyy' (what a date field shows and accepts) from YYYY-MM-DD, and back; undefined when not a day. */
export const toDayMonthYear = (date: string) => (isCalendarDay(date) ? date.split('-').reverse().join('/') : '');
export function fromDayMonthYear(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const date = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isCalendarDay(date) ? date : undefined;
}

/**
 * A chosen date inside the advance window (spec 02 §5: only later than today plus `days`) is answered with the
 * first date that can be chosen, e.g. 'Choose a date from 3 Dec 2026'; undefined for an empty or allowed date.
 */
export function dateWindowFirstDay(date: string, now: Date, days: number): string | undefined {
  if (!date || !isCalendarDay(date) || isDateAfterLead(date, now, days)) return undefined;
  return firstSelectableDate(now, days);
}

/** '10 Jun 2027, 7:00 AM', India time: how the portal writes an instant to a cardholder, whoever supplied it. */
export function istWhen(instant: Date | string | number): string {
  const { hour, minute } = istWallClock(instant);
  return `${displayDate(istDate(instant))}, ${hourLabel(hour, minute)}`;
}
