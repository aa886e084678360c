import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contract';
import { opsRequest } from './ops-request';

export const getMe = () => opsRequest<{ data: StaffMember }>('/ops/me').then((r) => r.data);
export const meQueryOptions = (token: string | null) => queryOptions({ queryKey: ['ops', 'me', token], queryFn: getMe, enabled: Boolean(token), staleTime: 300_000 });
export const useMe = (token: string | null) => useQuery(meQueryOptions(token));
