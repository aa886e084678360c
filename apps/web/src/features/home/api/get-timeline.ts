import type { UserBooking } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /booking/my_bookings: every booking of every kind (complimentary and paid) in one list. */
export const getTimeline = () => api.get<{ data: UserBooking[] }>('/booking/my_bookings').then((r) => r.data);

// The /my-bookings timeline's key: a cancel anywhere (which invalidates 'bookings') refreshes the home's readings too.
export const timelineQueryKey = ['bookings', 'timeline'] as const;
