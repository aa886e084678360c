/**
 * India Standard Time, the one place the portal converts to and from it (UTC+05:30, no daylight saving: the
 * programme, its staff and its providers are in India). The browser and the API both import it, so a date or
 * time reads the same on every screen, message and file whatever the machine's zone.
 */
export const IST_OFFSET_MINUTES = 330;
/** The offset as ISO 8601 writes it after a local time. */
export const IST_OFFSET = '+05:30';
/** The IANA zone, for Intl formatting. */
export const IST_TIME_ZONE = 'Asia/Kolkata';

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The wall clock in India at an instant. */
export interface IstWallClock {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** HH:mm, 24-hour */
  time: string;
}

const shifted = (instant: Date | string | number) => new Date(new Date(instant).getTime() + OFFSET_MS);

/** India's local date and time of an instant, without an offset: 2027-04-03T19:30:00. */
export const istLocalIso = (instant: Date | string | number) => shifted(instant).toISOString().slice(0, 19);

/** An instant as India time with its offset: 2027-04-03T19:30:00+05:30. */
export const istIso = (instant: Date | string | number) => `${istLocalIso(instant)}${IST_OFFSET}`;

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export const istDate = (instant: Date | string | number) => istLocalIso(instant).slice(0, 10);

/** The IST date `days` after `now`'s (negative: before); the caller names its clock. */
export const istDateInDays = (days: number, now: Date) => istDate(now.getTime() + days * DAY_MS);

export function istWallClock(instant: Date | string | number): IstWallClock {
  const local = shifted(instant);
  return {
    date: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    time: local.toISOString().slice(11, 16),
  };
}

/** The instant of an IST wall-clock date and time. */
export function istInstant({ date, hour, minute }: { date: string; hour: number; minute: number }): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute) - OFFSET_MS);
}

/** The instant of an IST date at a local time ('HH:mm' or 'HH:mm:ss', midnight when left out). */
export function istAt(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}${IST_OFFSET}`);
}

/** Intl formatting in India's zone (the options' own timeZone is overridden). */
export const istFormat = (instant: Date | string | number, options: Intl.DateTimeFormatOptions, locale = 'en-IN') =>
  new Date(instant).toLocaleString(locale, { ...options, timeZone: IST_TIME_ZONE });

/** Staff's numeric form: '05/03/2027 15:00' (dd/mm/yyyy, 24-hour, no seconds), India time. */
export function istNumericDateTime(instant: Date | string | number): string {
  const { date, time } = istWallClock(instant);
  return `${date.split('-').reverse().join('/')} ${time}`;
}
