import {
  bookingKinds,
  bookingStatusLabels,
  bookingTypes,
  istNumericDateTime,
  parseBookingDateTime,
  toDayMonthYear,
  type BookingStatus,
  type BookingType,
} from '@portal/contract';

/** The staff's short name of each service, from the kind registry. */
export const serviceLabels = Object.fromEntries(bookingTypes.map((type) => [type, bookingKinds[type].label])) as Record<
  BookingType,
  string
>;

/**
 * Staff and providers work in India time, whatever the desk computer's zone: every date and time of the console
 * reads dd/mm/yyyy and 24-hour, without seconds ('05/03/2027 15:00'), from the contract's one IST module.
 */
export const indiaTime = (instant: string) => istNumericDateTime(instant);

/** A booking's own wall-clock text (spec 02 §3: 'Sat, 28 Nov 2026 7:00:00 am', already India time) the same way. */
export function bookingWhen(text: string): string {
  const when = parseBookingDateTime(text);
  if (!when) return text;
  return `${toDayMonthYear(when.date)} ${String(when.hour).padStart(2, '0')}:${String(when.minute).padStart(2, '0')}`;
}

/** A calendar day (YYYY-MM-DD, or the date part of an instant stored at midnight) as dd/mm/yyyy. */
export const consoleDay = (date: string) => toDayMonthYear(date.slice(0, 10)) || date;

export const statusLabel = (status: BookingStatus) => bookingStatusLabels[status];

export { humanKey } from '@/lib/format';
