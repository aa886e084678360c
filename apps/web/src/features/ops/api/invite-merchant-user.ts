import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { merchantUserCreateSchema, merchantUserSchema } from '@portal/contract';
import { opsApi } from './ops-client';

export type MerchantUserInvite = z.input<typeof merchantUserCreateSchema>;

/** POST /api/offer/merchants/{id}/users (admin): another user of a merchant, e-mailed a link to set a password. */
export const inviteMerchantUser = ({ merchantId, user }: { merchantId: string; user: MerchantUserInvite }) =>
  opsApi.post<{ msg: string; data: z.infer<typeof merchantUserSchema> }>(`/offer/merchants/${encodeURIComponent(merchantId)}/users`, user);

export const useInviteMerchantUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMerchantUser,
    onSuccess: (_sent, { merchantId }) => queryClient.invalidateQueries({ queryKey: ['ops', 'merchant-users', merchantId] }),
  });
};
