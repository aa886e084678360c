import { messages } from '@portal/contract';
import { ApiError } from '@/lib/api-client';

/** The message for a failed OTP request: the lockout when the server says locked, else the spec's limit text. */
export function otpRequestFailure(error: unknown): string {
  return error instanceof ApiError && error.code === 'OTP_LOCKED' ? error.message : messages.otpRequestLimit;
}
