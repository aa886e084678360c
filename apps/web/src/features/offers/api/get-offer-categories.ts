import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OfferCategory } from './offer-types';

export const getOfferCategories = () => api.get<{ data: OfferCategory[] }>('/offer/categories').then((r) => r.data);

export const offerCategoriesQueryOptions = () => queryOptions({ queryKey: ['offers', 'categories'], queryFn: getOfferCategories });

export const useOfferCategories = () => useQuery(offerCategoriesQueryOptions());
