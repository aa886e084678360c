import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBooking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /rewards/users/bookings (booking_type left out: every kind): complimentary and paid bookings in one list. */
export const getMyBookings = () => api.get<{ data: UserBooking[] }>('/rewards/users/bookings').then((r) => r.data);

// Under 'bookings', so a cancel anywhere (which invalidates 'bookings') refreshes the timeline too.
export const myBookingsQueryOptions = () => queryOptions({ queryKey: ['bookings', 'timeline'], queryFn: getMyBookings });

export const useMyBookings = (enabled: boolean) => useQuery({ ...myBookingsQueryOptions(), enabled });
