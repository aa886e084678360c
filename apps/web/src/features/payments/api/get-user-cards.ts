import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Shared: the signed-in cardholder's saved cards (tokens and masked numbers), for the widget and the profile. */
export const getUserCards = () => api.get<{ data: SavedCard[] }>('/payment/payments/get_user_cards').then((r) => r.data);

export const userCardsQueryOptions = () => queryOptions({ queryKey: ['payments', 'user-cards'], queryFn: getUserCards });

export const useUserCards = (enabled = true) => useQuery({ ...userCardsQueryOptions(), enabled });
