import { displayDate, hourLabel, istDate, istWallClock, parseBookingDateTime } from '@portal/contract';

/**
 * The one way the portal shows dates and times: India time whatever the phone's zone, dates as '3 Dec 2026',
 * times as '3:00 PM'. Every checkout, list and form option goes through here.
 */
export const formatIstDate = (date: string) => displayDate(date);

export const formatIstTime = (hour: number, minute = 0) => hourLabel(hour, minute);

/** An instant (ISO text or Date) as its India calendar day, e.g. '25 Nov 2026'. */
export const formatIstDay = (instant: string | Date) => displayDate(istDate(new Date(instant)));

/** An instant as '25 Nov 2026, 3:05 PM' in India time. */
export function formatIstDateTime(instant: string | Date): string {
  const { date, hour, minute } = istWallClock(instant);
  return `${displayDate(date)}, ${hourLabel(hour, minute)}`;
}

/** A booking's wall-clock text ('Tue, 5 Mar 2024 3:00:00 pm', spec 02 §3) as '5 Mar 2024, 3:00 PM'; other text as it is. */
export function formatBookingDateTime(text: string): string {
  const when = parseBookingDateTime(text);
  return when ? `${displayDate(when.date)}, ${hourLabel(when.hour, when.minute)}` : text;
}
