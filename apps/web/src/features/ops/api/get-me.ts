import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleMe } from '@portal/contract';
import { opsApi } from './ops-client';

/** GET /api/ops/me: who is signed in (staff, admin, or a merchant's user with its merchant). */
export const getMe = () => opsApi.get<{ data: ConsoleMe }>('/ops/me').then((r) => r.data);
export const meQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: ['ops', 'me', token], queryFn: getMe, enabled: Boolean(token), staleTime: 300_000 });
export const useMe = (token: string | null) => useQuery(meQueryOptions(token));
