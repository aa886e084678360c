import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bundle } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /offer/bundles?eligible=true: the benefits the cardholder's cards include, each group with what is left this period. */
export const getMyBundles = () => api.get<{ data: Bundle[] }>('/offer/bundles', { eligible: 'true' }).then((r) => r.data);

export const myBundlesQueryOptions = () => queryOptions({ queryKey: ['offers', 'bundles', 'mine'], queryFn: getMyBundles });

export const useMyBundles = (enabled: boolean) => useQuery({ ...myBundlesQueryOptions(), enabled });
