import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourProduct } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/rewards/headout/products/{id}: a tour with its variants (404: not available anymore). */
export const getTourProduct = (id: string) =>
  api.get<{ data: TourProduct }>(`/rewards/headout/products/${encodeURIComponent(id)}`).then((r) => r.data);

export const tourProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tour-product', id], queryFn: () => getTourProduct(id), retry: false });

export const useTourProduct = (id: string) => useQuery(tourProductQueryOptions(id));
