import { z } from 'zod';

/** Typed error codes; the API maps each to an HTTP status and a catalogue message in one place. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'MISSING_HEADER',
  'UNKNOWN_CLIENT',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'INSUFFICIENT_STORAGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_BIN',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_LOCKED',
  'OTP_SEND_LIMIT',
  'QUOTA_EXHAUSTED',
  'NOT_ELIGIBLE',
  'INVALID_TRANSITION',
  'PAYMENT_FAILED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'CREDENTIALS_INVALID',
  'ACCOUNT_LOCKED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MISSING_HEADER: 400,
  UNKNOWN_CLIENT: 403,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_STORAGE: 507,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_BIN: 422,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  OTP_LOCKED: 423,
  OTP_SEND_LIMIT: 429,
  QUOTA_EXHAUSTED: 409,
  NOT_ELIGIBLE: 403,
  INVALID_TRANSITION: 409,
  PAYMENT_FAILED: 402,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  CREDENTIALS_INVALID: 401,
  ACCOUNT_LOCKED: 423,
};

/** The one error shape every failing API call answers with. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
