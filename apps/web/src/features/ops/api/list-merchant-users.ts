import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { merchantUserSchema } from '@portal/contract';
import { opsApi } from './ops-client';

export type MerchantUser = z.infer<typeof merchantUserSchema>;

/** GET /api/offer/merchants/{id}/users (admin): a merchant's users and whether each has set a password yet. */
export const listMerchantUsers = (merchantId: string) =>
  opsApi.get<{ data: MerchantUser[] }>(`/offer/merchants/${encodeURIComponent(merchantId)}/users`).then((r) => r.data);
export const merchantUsersQueryOptions = (merchantId: string) =>
  queryOptions({ queryKey: ['ops', 'merchant-users', merchantId], queryFn: () => listMerchantUsers(merchantId) });
export const useMerchantUsers = (merchantId: string, enabled: boolean) => useQuery({ ...merchantUsersQueryOptions(merchantId), enabled });
