import { queryOptions } from '@tanstack/react-query';
import type { UserBooking } from '@portal/contract';
import { getTimeline, timelineQueryKey } from './get-timeline';
import { upcomingBookingsOf } from './get-upcoming-bookings';

/** The soonest booking still to come, of any kind, or null. */
export const nextBookingOf = (bookings: UserBooking[], now: number): UserBooking | null => upcomingBookingsOf(bookings, now)[0] ?? null;

export const nextBookingQueryOptions = (now: number) =>
  queryOptions({
    queryKey: timelineQueryKey,
    queryFn: getTimeline,
    select: (bookings: UserBooking[]) => nextBookingOf(bookings, now),
    staleTime: 30_000,
  });
