import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedOffer, OfferStatus } from '@portal/contract';
import { opsApi } from './ops-client';

export interface ConsoleOfferFilters {
  status?: OfferStatus;
}

/** The offers the signed-in user manages, every status: a merchant's own, or (admin) all; with stock and allowed moves. */
export const listConsoleOffers = (filters: ConsoleOfferFilters) =>
  opsApi.get<{ data: ManagedOffer[] }>('/offer/manage/offers', { ...filters }).then((r) => r.data);
export const consoleOffersQueryOptions = (filters: ConsoleOfferFilters = {}) =>
  queryOptions({ queryKey: ['ops', 'offers', filters], queryFn: () => listConsoleOffers(filters) });
export const useConsoleOffers = (filters: ConsoleOfferFilters = {}) => useQuery(consoleOffersQueryOptions(filters));
