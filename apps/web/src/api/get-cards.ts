import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardProduct } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Shared: the card catalogue (GET /api/core/cards), for the header menu and the payment note. */
export const getCards = () => api.get<{ data: CardProduct[] }>('/core/cards').then((r) => r.data);

export const cardsQueryOptions = () => queryOptions({ queryKey: ['cards'], queryFn: getCards, staleTime: 10 * 60_000 });

export const useCards = () => useQuery(cardsQueryOptions());
