import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsBookingDetail } from '@portal/contract';
import { opsRequest } from './ops-request';

export const getBooking = (id: string) => opsRequest<{ data: OpsBookingDetail }>(`/ops/bookings/${encodeURIComponent(id)}`).then((r) => r.data);
export const bookingQueryOptions = (id: string) => queryOptions({ queryKey: ['ops', 'booking', id], queryFn: () => getBooking(id) });
export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
