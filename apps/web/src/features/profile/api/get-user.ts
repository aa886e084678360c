import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getUser = () => api.get<{ data: UserDetails }>('/customer/user').then((r) => r.data);

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: getUser, staleTime: 0 });

export const useUser = () => useQuery(userQueryOptions());
