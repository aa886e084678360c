import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm, UserDetails } from '@portal/contract';
import { api } from '@/lib/api-client';
import { updateCurrentUser } from '@/lib/session';

export const updateUser = (changes: ProfileForm) => api.put<{ data: UserDetails }>('/customer/user', changes).then((r) => r.data);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(['user'], user);
      updateCurrentUser({ full_name: user.full_name, name: user.full_name, email: user.email });
    },
  });
}
