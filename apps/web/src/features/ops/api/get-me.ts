import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contract';
import { opsApi } from './ops-client';

export const getMe = () => opsApi.get<{ data: StaffMember }>('/ops/me').then((r) => r.data);
export const meQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: ['ops', 'me', token], queryFn: getMe, enabled: Boolean(token), staleTime: 300_000 });
export const useMe = (token: string | null) => useQuery(meQueryOptions(token));
