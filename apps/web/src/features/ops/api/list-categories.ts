import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { offerCategorySchema } from '@portal/contract';
import { opsApi } from './ops-client';

export type OfferCategory = z.infer<typeof offerCategorySchema>;

/** GET /api/offer/categories: what an offer is filed under. */
export const listCategories = () => opsApi.get<{ data: OfferCategory[] }>('/offer/categories').then((r) => r.data);
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'offer-categories'], queryFn: listCategories, staleTime: 10 * 60_000 });
export const useCategories = () => useQuery(categoriesQueryOptions());
