import { useMutation } from '@tanstack/react-query';
import type { ChangePassword, PasswordMessageResponse } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/core/sessions/change_password: the signed-in console user's current password and a new one. */
export const changePassword = (body: ChangePassword) => opsApi.post<PasswordMessageResponse>('/core/sessions/change_password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
