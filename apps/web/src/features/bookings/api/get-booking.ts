import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingListItem } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getBooking = (id: string) =>
  api.get<{ data: BookingListItem }>(`/booking/bookings/${encodeURIComponent(id)}`).then((r) => r.data);

export const bookingQueryOptions = (id: string) => queryOptions({ queryKey: ['bookings', 'one', id], queryFn: () => getBooking(id) });

export const useBooking = (id: string, enabled: boolean) => useQuery({ ...bookingQueryOptions(id), enabled });
