import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword, PasswordMessageResponse } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/core/sessions/forgot_password: e-mails a reset link to the account (the answer is the same for any e-mail). */
export const forgotPassword = (body: ForgotPassword) => opsApi.post<PasswordMessageResponse>('/core/sessions/forgot_password', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
