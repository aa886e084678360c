import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { merchantWithUserResponseSchema, merchantWithUserSchema } from '@portal/contract';
import { opsApi } from './ops-client';

export type MerchantWithUser = z.input<typeof merchantWithUserSchema>;

/** POST /api/offer/merchants/create_with_user (admin): the merchant and its first user, who is sent an invitation. */
export const createMerchantWithUser = (body: MerchantWithUser) =>
  opsApi.post<z.infer<typeof merchantWithUserResponseSchema>>('/offer/merchants/create_with_user', body);

export const useCreateMerchantWithUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchantWithUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'merchants'] }),
  });
};
