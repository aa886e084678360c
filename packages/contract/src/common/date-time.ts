import { istDate } from './ist.ts';

/**
 * Date and time rules shared by golf, airport concierge and airport transfers. All calendar maths is in
 * India Standard Time (./ist.ts).
 */
const DAY_MS = 86_400_000;

export interface LocalDateTime {
  date: string;
  hour: number;
  minute: number;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Spec 02 §5: a date is selectable only if later than today plus `days` (golf 4, airport 1). */
export function isDateAfterLead(date: string, now: Date, days: number): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) && date > addDays(istDate(now), days);
}

/** The first selectable date for a lead of `days`. */
export function firstSelectableDate(now: Date, days: number): string {
  return addDays(istDate(now), days + 1);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec 02 §3/§9: the sent booking_date_time, e.g. 'Tue, 5 Mar 2024 3:00:00 pm'. */
export function formatBookingDateTime({ date, hour, minute }: LocalDateTime): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${weekday}, ${d} ${MONTHS[m - 1]} ${y} ${hour12}:${String(minute).padStart(2, '0')}:00 ${hour < 12 ? 'am' : 'pm'}`;
}

/** Reads 'Tue, 5 Mar 2024 3:00:00 pm' back (weekday must match the date); undefined when malformed. */
export function parseBookingDateTime(text: string): LocalDateTime | undefined {
  const match = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (\d{1,2}) (\w{3}) (\d{4}) (\d{1,2}):(\d{2}):00 (am|pm)$/.exec(text.trim());
  if (!match) return undefined;
  const [, , day, monthName, year, hour12, minute, half] = match;
  const month = MONTHS.indexOf(monthName!);
  const h = Number(hour12);
  if (month < 0 || h < 1 || h > 12 || Number(minute) > 59) return undefined;
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return undefined;
  const value = { date, hour: (h % 12) + (half === 'pm' ? 12 : 0), minute: Number(minute) };
  return formatBookingDateTime(value) === text.trim() ? value : undefined;
}

/** '6:00 AM' style label for an hour of the day. */
export function hourLabel(hour: number, minute = 0): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
