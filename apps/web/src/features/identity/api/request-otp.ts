import { useMutation } from '@tanstack/react-query';
import type { OtpType } from '@portal/contract';
import { api } from '@/lib/api-client';

export const requestOtp = (input: { userId: string; mobile: string; otpType: OtpType }) =>
  api.post<{ success: true }>(`/customer/users/${input.userId}/otps`, { mobile: input.mobile, otp_type: input.otpType });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
