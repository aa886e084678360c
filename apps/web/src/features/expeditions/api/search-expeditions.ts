import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { expeditionSearchQuerySchema, expeditionSearchSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type ExpeditionSearchQuery = z.infer<typeof expeditionSearchQuerySchema>;
export type ExpeditionSearch = z.infer<typeof expeditionSearchSchema>;

/** GET /api/rewards/nat_geo/search: expeditions matching the words and filters. */
export const searchExpeditions = (query: ExpeditionSearchQuery) => api.get<ExpeditionSearch>('/rewards/nat_geo/search', query);

export const expeditionSearchQueryOptions = (query: ExpeditionSearchQuery) =>
  queryOptions({ queryKey: ['expeditions', query], queryFn: () => searchExpeditions(query), placeholderData: keepPreviousData });

export const useExpeditionSearch = (query: ExpeditionSearchQuery) => useQuery(expeditionSearchQueryOptions(query));
