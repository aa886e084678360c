import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redemption } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/redemptions: the signed-in cardholder's, newest first. */
export const getRedemptions = () =>
  api.get<{ data: Redemption[] }>('/offer/redemptions').then((r) => [...r.data].sort((a, b) => b.created_at.localeCompare(a.created_at)));

export const redemptionsQueryOptions = () => queryOptions({ queryKey: ['offers', 'redemptions'], queryFn: getRedemptions });

export const useRedemptions = (enabled: boolean) => useQuery({ ...redemptionsQueryOptions(), enabled });
