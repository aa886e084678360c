import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConciergeAirport } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/airports?service=concierge: the eligible airports with their Y/N flags and terminals. */
export const getConciergeAirports = () =>
  api.get<{ data: ConciergeAirport[] }>('/booking/airports', { service: 'concierge' }).then((r) => r.data);

export const conciergeAirportsQueryOptions = () =>
  queryOptions({ queryKey: ['airports', 'concierge'], queryFn: getConciergeAirports, staleTime: 10 * 60_000 });

export const useConciergeAirports = () => useQuery(conciergeAirportsQueryOptions());
