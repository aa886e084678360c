import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCardListing } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/walletbuddy/listings: the gift cards on sale by card today, with their values. */
export const getGiftCardListings = () => api.get<{ data: GiftCardListing[] }>('/offer/walletbuddy/listings').then((r) => r.data);

export const giftCardListingsQueryOptions = () => queryOptions({ queryKey: ['wallet', 'listings'], queryFn: getGiftCardListings });

export const useGiftCardListings = () => useQuery(giftCardListingsQueryOptions());
