import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCardPurchase } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/walletbuddy/booking/{id}: the order, and what became of its payment and card. */
export const getGiftCardPurchase = (id: string) => api.get<GiftCardPurchase>(`/offer/walletbuddy/booking/${encodeURIComponent(id)}`);

export const giftCardPurchaseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['wallet', 'purchase', id],
    queryFn: () => getGiftCardPurchase(id),
    retry: false,
    // While the bank's answer or the card is on its way, asked again until it settles.
    refetchInterval: (query) => (query.state.data?.status === 'paying' || query.state.data?.status === 'paid' ? 1000 : false),
  });

export const useGiftCardPurchase = (id: string) => useQuery({ ...giftCardPurchaseQueryOptions(id), enabled: id !== '' });
