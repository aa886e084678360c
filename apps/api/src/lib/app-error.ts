import { errorStatus, messages, type ErrorCode } from '@portal/contract';

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: messages.requestInvalid,
  UNAUTHORIZED: messages.unauthorized,
  SESSION_EXPIRED: messages.sessionExpired,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  RATE_LIMITED: messages.tooManyRequests,
  INVALID_BIN: messages.invalidBin,
  INTERNAL: messages.internalError,
};

/** The only error type services throw; the error handler turns it into the one error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string[]>,
    /** Sent as Retry-After: when the caller may try again (a locked mobile's code request). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? defaultMessages[code] ?? messages.internalError);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}
