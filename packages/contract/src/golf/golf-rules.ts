import { GOLF_ADVANCE_DAYS, GOLF_FIRST_HOUR, GOLF_LAST_HOUR } from '../common/constants.ts';
import { firstSelectableDate, isDateAfterLead } from '../common/date-time.ts';
import type { GolfSessionType } from '../catalogue/golf-constants.ts';
import type { GolfCourse } from '../catalogue/golf-course.ts';

/** Spec 02 §5/§9: hourly tee times from 6:00 AM to 8:00 PM. */
export const golfHours: readonly number[] = Array.from({ length: GOLF_LAST_HOUR - GOLF_FIRST_HOUR + 1 }, (_, i) => GOLF_FIRST_HOUR + i);

export function isGolfTime(hour: number, minute: number): boolean {
  return Number.isInteger(hour) && hour >= GOLF_FIRST_HOUR && hour <= GOLF_LAST_HOUR && minute === 0;
}

/** Spec 02 §5: a date is selectable only if later than today plus 4 days (India time). */
export const isGolfDateSelectable = (date: string, now: Date) => isDateAfterLead(date, now, GOLF_ADVANCE_DAYS);
export const firstGolfDate = (now: Date) => firstSelectableDate(now, GOLF_ADVANCE_DAYS);

/** Spec 02 §5: some courses cannot be booked on or before their closed_until date (catalogue data). */
export function isCourseClosedOn(course: Pick<GolfCourse, 'closed_until'>, date: string): boolean {
  return course.closed_until !== null && date <= course.closed_until;
}

export const courseOffers = (course: Pick<GolfCourse, 'session_types'>, type: GolfSessionType) => course.session_types.includes(type);
