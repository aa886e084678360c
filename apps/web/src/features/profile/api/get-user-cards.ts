import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCard } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getUserCards = () => api.get<{ data: UserCard[] }>('/customer/user/user_cards').then((r) => r.data);

export const userCardsQueryOptions = () => queryOptions({ queryKey: ['user', 'cards'], queryFn: getUserCards, staleTime: 0 });

export const useUserCards = () => useQuery(userCardsQueryOptions());
