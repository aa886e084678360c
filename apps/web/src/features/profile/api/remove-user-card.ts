import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const removeUserCard = (cardId: string) => api.delete<{ success: true }>(`/customer/user/user_cards/${cardId}`);

export function useRemoveUserCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUserCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'cards'] }) });
}
