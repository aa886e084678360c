import { useMutation } from '@tanstack/react-query';
import type { PasswordMessageResponse, ResetPassword } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/core/sessions/reset_password: the reset link's one-time token and the new password. */
export const resetPassword = (body: ResetPassword) => opsApi.post<PasswordMessageResponse>('/core/sessions/reset_password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
