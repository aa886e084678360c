import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourCategory } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/rewards/headout/categories?city=: the categories with tours in a city. */
export const getTourCategories = (city: string) =>
  api.get<{ data: TourCategory[] }>('/rewards/headout/categories', { city }).then((r) => r.data);

export const tourCategoriesQueryOptions = (city: string) =>
  queryOptions({ queryKey: ['tour-categories', city], queryFn: () => getTourCategories(city), staleTime: 10 * 60_000 });

export const useTourCategories = (city: string) => useQuery(tourCategoriesQueryOptions(city));
