import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OfferPage } from './offer-types';

export interface OfferFilters {
  category?: string;
  city?: string;
  text?: string;
  page: number;
  /** Only what the signed-in cardholder's cards may use. */
  eligible: boolean;
}

/** GET /offer/offers: one page of live offers; with a token each says whether the cardholder's cards may use it. */
export const getOffers = (filters: OfferFilters) =>
  api.get<OfferPage>('/offer/offers', {
    category: filters.category,
    city: filters.city,
    text: filters.text,
    page: filters.page,
    eligible: filters.eligible ? 'true' : undefined,
  });

/** `viewer` keys the answer by who asked: eligibility differs signed in and out. */
export const offersQueryOptions = (filters: OfferFilters, viewer: string) =>
  queryOptions({ queryKey: ['offers', 'list', viewer, filters], queryFn: () => getOffers(filters), placeholderData: keepPreviousData });

export const useOffers = (filters: OfferFilters, viewer: string, enabled = true) =>
  useQuery({ ...offersQueryOptions(filters, viewer), enabled });
