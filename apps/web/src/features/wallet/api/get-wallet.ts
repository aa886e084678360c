import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/walletbuddy/cards: every gift card the cardholder holds, each balance read from the provider now. */
export const getWallet = () => api.get<WalletResponse>('/offer/walletbuddy/cards').then((r) => r.data);

export const walletQueryKey = ['wallet', 'cards'] as const;
export const walletQueryOptions = () => queryOptions({ queryKey: walletQueryKey, queryFn: getWallet });

export const useWallet = (enabled: boolean) => useQuery({ ...walletQueryOptions(), enabled });
