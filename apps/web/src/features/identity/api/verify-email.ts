import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailRequest, VerifyEmailResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /api/core/email_verifications/verify: the e-mailed link's token makes its e-mail the account's (issue 29). */
export const verifyEmail = (body: VerifyEmailRequest) => api.post<VerifyEmailResponse>('/core/email_verifications/verify', body);

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
