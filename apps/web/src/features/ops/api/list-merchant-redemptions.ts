import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantRedemption } from '@portal/contract';
import { opsApi } from './ops-client';

/** The signed-in merchant's redemptions (its own offers only), the cardholder's phone and the code masked by the server. */
export const listMerchantRedemptions = () => opsApi.get<{ data: MerchantRedemption[] }>('/offer/manage/redemptions').then((r) => r.data);
export const merchantRedemptionsQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'redemptions'], queryFn: listMerchantRedemptions, staleTime: 15_000 });
export const useMerchantRedemptions = () => useQuery(merchantRedemptionsQueryOptions());
