import { useMutation } from '@tanstack/react-query';
import type { UserRef } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Existing-user check by mobile and bin; null when there is no such user. */
export const searchUser = (input: { mobile: string; bin: string }) =>
  api.get<{ data: UserRef | null }>('/customer/users/search', input).then((r) => r.data);

export const useSearchUser = () => useMutation({ mutationFn: searchUser });
