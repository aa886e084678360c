import { useMutation } from '@tanstack/react-query';
import type { UserRef } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client';

/** Existing-user check by mobile and bin; null when there is no such user. */
export async function searchUser(input: { mobile: string; bin: string }): Promise<UserRef | null> {
  try {
    return (await api.get<{ data: UserRef }>('/customer/users/search', input)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useSearchUser = () => useMutation({ mutationFn: searchUser });
