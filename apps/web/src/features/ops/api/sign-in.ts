import { useMutation } from '@tanstack/react-query';
import type { StaffSessionResponse, StaffSignIn } from '@portal/contract';
import { opsApi } from './ops-client';
import { staffToken } from './staff-token';

/** POST /api/core/sessions (spec 01 §7): e-mail and password; keeps the token for the console. */
export const signInStaff = (body: StaffSignIn) => opsApi.post<StaffSessionResponse>('/core/sessions', body);

export const useSignInStaff = () =>
  useMutation({ mutationFn: signInStaff, onSuccess: (response) => staffToken.set(response.data.attributes.token) });
