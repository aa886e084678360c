import { queryOptions } from '@tanstack/react-query';
import type { WalletResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/walletbuddy/cards: the gift cards the cardholder holds (the wallet page's key and answer). */
export const getGiftCardsHeld = () => api.get<WalletResponse>('/offer/walletbuddy/cards').then((r) => r.data);

export const giftCardsHeldQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'cards'], queryFn: getGiftCardsHeld, staleTime: 30_000, retry: false });
