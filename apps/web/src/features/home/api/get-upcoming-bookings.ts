import { queryOptions } from '@tanstack/react-query';
import { closedTimelineStatuses, type UserBooking } from '@portal/contract';
import { getTimeline, timelineQueryKey } from './get-timeline';

/** The bookings still to come, of every kind (complimentary and paid), soonest first. */
export const upcomingBookingsOf = (bookings: UserBooking[], now: number): UserBooking[] =>
  bookings
    .filter((b) => !closedTimelineStatuses.includes(b.status) && Date.parse(b.service_at) >= now)
    .sort((a, b) => Date.parse(a.service_at) - Date.parse(b.service_at));

// The same list as the next booking's (one request, one answer): the two can never disagree (issue 30: the home showed
// a tour as "Your next booking" over "No upcoming bookings.", which read only the complimentary kinds).
export const upcomingBookingsQueryOptions = (now: number) =>
  queryOptions({
    queryKey: timelineQueryKey,
    queryFn: getTimeline,
    select: (bookings: UserBooking[]) => upcomingBookingsOf(bookings, now),
    staleTime: 30_000,
  });
