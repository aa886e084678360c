import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SetPassword, setPasswordResponseSchema } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/core/sessions/set_password: the invitation link's one-time token and the user's new password. */
export const setPassword = (body: SetPassword) =>
  opsApi.post<z.infer<typeof setPasswordResponseSchema>>('/core/sessions/set_password', body);

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
