import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsBookingDetail } from '@portal/contract';
import { opsApi } from './ops-client';

export const getBooking = (id: string) =>
  opsApi.get<{ data: OpsBookingDetail }>(`/ops/bookings/${encodeURIComponent(id)}`).then((r) => r.data);
export const bookingQueryOptions = (id: string) => queryOptions({ queryKey: ['ops', 'booking', id], queryFn: () => getBooking(id) });
export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
