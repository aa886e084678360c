import { useMutation } from '@tanstack/react-query';
import type { OtpType, OtpVerifyResponse } from '@portal/contract';
import { api } from '@/lib/api-client';

export const verifyOtp = (input: { userId: string; otpType: OtpType; code: string; bin: string }) =>
  api.post<OtpVerifyResponse>(`/customer/users/${input.userId}/otps/verify`, { otp_type: input.otpType, code: input.code, bin: input.bin });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
