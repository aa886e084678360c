import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserBooking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /booking/my_bookings: complimentary and paid bookings in one list, each named by what it is at. */
export const getMyBookings = () => api.get<{ data: UserBooking[] }>('/booking/my_bookings').then((r) => r.data);

// Under 'bookings', so a cancel anywhere (which invalidates 'bookings') refreshes the timeline too.
export const myBookingsQueryOptions = () => queryOptions({ queryKey: ['bookings', 'timeline'], queryFn: getMyBookings });

export const useMyBookings = (enabled: boolean) => useQuery({ ...myBookingsQueryOptions(), enabled });
