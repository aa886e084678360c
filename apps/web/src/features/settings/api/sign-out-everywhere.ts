import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signOutEverywhere = () => api.delete<{ success: true; sessions_ended: number }>('/customer/user/sessions');

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
