import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { merchantSchema } from '@portal/contract';
import { opsApi } from './ops-client';

export type Merchant = z.infer<typeof merchantSchema>;

/** GET /api/offer/merchants: every merchant of the programme. */
export const listMerchants = () => opsApi.get<{ data: Merchant[] }>('/offer/merchants').then((r) => r.data);
export const merchantsQueryOptions = () => queryOptions({ queryKey: ['ops', 'merchants'], queryFn: listMerchants });
export const useMerchants = (enabled = true) => useQuery({ ...merchantsQueryOptions(), enabled });
