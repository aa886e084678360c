import { addDays, istDate } from '@portal/contract';

/**
 * A two-night stay at least 10 days ahead (IST), clear of the sandbox hotels' festive blackout (24 Dec to 1 Jan), as
 * the API names it; `checkInWeekday` (0 Sunday … 6 Saturday) pins the first night's day, so a screenshot shows the
 * same weekdays every run.
 */
export function stayDates({ checkInWeekday }: { checkInWeekday?: number } = {}): { check_in: string; check_out: string } {
  const today = istDate(new Date());
  for (let ahead = 10; ; ahead++) {
    const checkIn = addDays(today, ahead);
    if (checkInWeekday !== undefined && new Date(`${checkIn}T00:00:00Z`).getUTCDay() !== checkInWeekday) continue;
    const nights = [checkIn, addDays(checkIn, 1)];
    if (nights.every((night) => night.slice(5) > '01-01' && night.slice(5) < '12-24'))
      return { check_in: checkIn, check_out: addDays(checkIn, 2) };
  }
}
