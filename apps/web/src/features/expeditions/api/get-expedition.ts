import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { expeditionDetailsSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type ExpeditionDetails = z.infer<typeof expeditionDetailsSchema>;

/** GET /api/rewards/nat_geo/details/{id}: the expedition, its itinerary and departures. */
export const getExpedition = (id: string) => api.get<ExpeditionDetails>(`/rewards/nat_geo/details/${encodeURIComponent(id)}`);

export const expeditionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['expedition', id], queryFn: () => getExpedition(id), retry: false });

export const useExpedition = (id: string) => useQuery(expeditionQueryOptions(id));
