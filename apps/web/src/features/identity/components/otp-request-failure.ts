import { messages } from '@portal/contract';

/**
 * Spec 01 §8: a code request that errors, for whatever reason (a send limit, a locked mobile, the SMS provider),
 * says 'OTP Request limit exceeded. Please try after 30 mins.' word for word.
 */
export function otpRequestFailure(_error: unknown): string {
  return messages.otpRequestLimit;
}
