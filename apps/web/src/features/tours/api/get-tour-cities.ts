import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourCity } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/rewards/headout/cities: the provider's cities, Mumbai first. */
export const getTourCities = () => api.get<{ data: TourCity[] }>('/rewards/headout/cities').then((r) => r.data);

export const tourCitiesQueryOptions = () => queryOptions({ queryKey: ['tour-cities'], queryFn: getTourCities, staleTime: 10 * 60_000 });

export const useTourCities = () => useQuery(tourCitiesQueryOptions());
