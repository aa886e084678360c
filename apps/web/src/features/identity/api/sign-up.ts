import { useMutation } from '@tanstack/react-query';
import { COUNTRY_CALLING_CODE, COUNTRY_CODE, type SignUpRequest, type UserRef } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Sign-up (spec 01 §3 payload: mobile, email, name, calling code 91, country IN); the server sends the activation code. */
export const signUp = (input: { mobile: string; email: string; name: string }) =>
  api
    .post<{ data: UserRef }>('/customer/users', {
      ...input,
      calling_code: COUNTRY_CALLING_CODE,
      country_id: COUNTRY_CODE,
    } satisfies SignUpRequest)
    .then((r) => r.data);

export const useSignUp = () => useMutation({ mutationFn: signUp });
