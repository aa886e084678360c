import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TurfVenue } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/turf_venues: the catalogue's sports turfs. */
export const getTurfVenues = () => api.get<{ data: TurfVenue[] }>('/booking/turf_venues').then((r) => r.data);

export const turfVenuesQueryOptions = () => queryOptions({ queryKey: ['turf-venues'], queryFn: getTurfVenues, staleTime: 10 * 60_000 });

export const useTurfVenues = () => useQuery(turfVenuesQueryOptions());
