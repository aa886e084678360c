import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCard } from '@portal/contract';
import { api } from '@/lib/api-client';

export const addUserCard = (bin: string) => api.post<{ data: UserCard }>('/customer/user/user_cards', { bin }).then((r) => r.data);

export function useAddUserCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUserCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'cards'] }) });
}
