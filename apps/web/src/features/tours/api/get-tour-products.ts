import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURS_CURRENCY, type TourProductSummary } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/rewards/headout/products: a city's tours (in one category, when given), priced in rupees. */
export const getTourProducts = (city: string, categoryId?: string) =>
  api
    .get<{ data: TourProductSummary[] }>('/rewards/headout/products', { city, category_id: categoryId, currency: TOURS_CURRENCY })
    .then((r) => r.data);

export const tourProductsQueryOptions = (city: string, categoryId?: string) =>
  queryOptions({ queryKey: ['tour-products', city, categoryId ?? ''], queryFn: () => getTourProducts(city, categoryId) });

export const useTourProducts = (city: string, categoryId?: string) => useQuery(tourProductsQueryOptions(city, categoryId));
