import { queryOptions } from '@tanstack/react-query';
import { closedTimelineStatuses, type UserBooking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /booking/my_bookings: every booking of every kind (complimentary and paid) in one list. */
export const getTimeline = () => api.get<{ data: UserBooking[] }>('/booking/my_bookings').then((r) => r.data);

/** The soonest booking still to come, of any kind, or null. */
export const nextBookingOf = (bookings: UserBooking[], now: number): UserBooking | null =>
  bookings
    .filter((b) => !closedTimelineStatuses.includes(b.status) && Date.parse(b.service_at) >= now)
    .sort((a, b) => Date.parse(a.service_at) - Date.parse(b.service_at))[0] ?? null;

// The /my-bookings timeline's key and answer: a cancel anywhere (which invalidates 'bookings') refreshes it too.
export const nextBookingQueryOptions = (now: number) =>
  queryOptions({
    queryKey: ['bookings', 'timeline'],
    queryFn: getTimeline,
    select: (bookings: UserBooking[]) => nextBookingOf(bookings, now),
    staleTime: 30_000,
  });
