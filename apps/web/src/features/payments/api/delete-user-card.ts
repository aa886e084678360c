import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userCardsQueryOptions } from './get-user-cards';

export const deleteUserCard = (cardToken: string) =>
  api.post<{ status: 'success' }>('/payment/payments/delete_user_card', { card_token: cardToken });

export function useDeleteUserCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCardsQueryOptions().queryKey }),
  });
}
