import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftCard } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/gift_cards/{id}: code, PIN, balance and expiry once the provider has issued it. */
export const getGiftCard = (id: string) => api.get<{ data: GiftCard }>(`/offer/gift_cards/${encodeURIComponent(id)}`).then((r) => r.data);

export const giftCardQueryOptions = (id: string) => queryOptions({ queryKey: ['offers', 'gift-card', id], queryFn: () => getGiftCard(id) });

/** A pending card is asked about again every 15 s: the provider settles it later (a job on the server). */
export const useGiftCard = (id: string) =>
  useQuery({ ...giftCardQueryOptions(id), refetchInterval: (query) => (query.state.data?.status === 'pending' ? 15_000 : false) });
