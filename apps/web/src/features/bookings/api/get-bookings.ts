import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListItem, BookingType } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getBookings = (type: BookingType) => api.get<{ data: BookingListItem[] }>('/booking/bookings', { type }).then((r) => r.data);

export const bookingsQueryOptions = (type: BookingType) => queryOptions({ queryKey: ['bookings', type], queryFn: () => getBookings(type) });

export const useBookings = (type: BookingType, enabled: boolean) => useQuery({ ...bookingsQueryOptions(type), enabled });
