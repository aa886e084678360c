import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { expeditionFiltersSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type ExpeditionFilters = z.infer<typeof expeditionFiltersSchema>;

/** GET /api/rewards/nat_geo/filters: destinations, themes, months and durations to narrow the search. */
export const getExpeditionFilters = () => api.get<ExpeditionFilters>('/rewards/nat_geo/filters');

export const expeditionFiltersQueryOptions = () =>
  queryOptions({ queryKey: ['expedition-filters'], queryFn: getExpeditionFilters, staleTime: 60 * 60_000 });

export const useExpeditionFilters = () => useQuery(expeditionFiltersQueryOptions());
